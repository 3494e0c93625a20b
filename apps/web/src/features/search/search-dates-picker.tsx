import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
// After the package: its sheet follows those of the core components it builds on (vite.config.ts).
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import { useRef } from 'react';
import { type Carried, useTakeOver } from '../../ui/deferred';
import type { SearchDatesProps } from './search-dates';
import { useCalendarLabels } from './search-selects';

/** A picked calendar day as the search keeps it (YYYY-MM-DD). */
const isoDayOf = (d: string | Date | null) => (d ? dayjs(d).format('YYYY-MM-DD') : null);

/**
 * The search form's date picker (Mantine's DatePickerInput), loaded when a person first reaches
 * for the dates (./search-dates.tsx); it takes over the stand-in's focus and opening click.
 */
export default function SearchDatesPicker({ carried, ...props }: SearchDatesProps & { carried: Carried }) {
  const ariaLabels = useCalendarLabels();
  const button = useRef<HTMLButtonElement>(null);
  useTakeOver(button, carried);
  // Two months side by side need about 600 px: a phone shows one (issue 32: no sideways scroll at 375 px).
  const wide = useMediaQuery('(min-width: 40em)', true, { getInitialValueInEffect: false }) ?? true;
  const common = {
    ref: button,
    label: props.label,
    placeholder: props.placeholder,
    ariaLabels,
    minDate: props.minDate,
    valueFormat: 'DD.MM.YYYY',
    size: 'md',
    error: props.error,
    popoverProps: { withinPortal: true, returnFocus: true },
  } as const;
  if (props.type === 'range') {
    const { onChange } = props;
    return (
      <DatePickerInput
        {...common}
        type="range"
        numberOfColumns={wide ? 2 : 1}
        allowSingleDateInRange={props.allowSingleDateInRange}
        value={props.value}
        onChange={([start, end]) => onChange([isoDayOf(start), isoDayOf(end)])}
      />
    );
  }
  const { onChange } = props;
  return <DatePickerInput {...common} value={props.value} onChange={(day) => onChange(isoDayOf(day))} />;
}
