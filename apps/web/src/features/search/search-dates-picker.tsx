import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import type { SearchDatesProps } from './search-dates';
import { useCalendarLabels } from './search-selects';

/** A picked calendar day as the search keeps it (YYYY-MM-DD). */
const isoDayOf = (d: string | Date | null) => (d ? dayjs(d).format('YYYY-MM-DD') : null);

/**
 * The search form's date picker (Mantine's DatePickerInput), loaded when a person first reaches
 * for the dates (./search-dates.tsx). `focus` and `open` carry over what they did to the
 * stand-in while this loaded: the cursor, and the click that opens the calendar.
 */
export default function SearchDatesPicker({ focus, open, ...props }: SearchDatesProps & { focus: boolean; open: boolean }) {
  const ariaLabels = useCalendarLabels();
  const button = useRef<HTMLButtonElement>(null);
  const carried = useRef(false);
  useEffect(() => {
    if (carried.current) return;
    carried.current = true;
    if (focus || open) button.current?.focus();
    if (open) button.current?.click();
  }, [focus, open]);
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
        numberOfColumns={2}
        allowSingleDateInRange={props.allowSingleDateInRange}
        value={props.value}
        onChange={([start, end]) => onChange([isoDayOf(start), isoDayOf(end)])}
      />
    );
  }
  const { onChange } = props;
  return <DatePickerInput {...common} value={props.value} onChange={(day) => onChange(isoDayOf(day))} />;
}
