import { Input, InputBase } from '@mantine/core';
import type { ReactNode } from 'react';
import { deferred, useStandIn } from '../../ui/deferred';

type Day = string | null;

/** The search form's dates: one day, or a range (check-in – check-out, departure – return), as YYYY-MM-DD. */
export type SearchDatesProps = {
  label: string;
  placeholder: string;
  error?: ReactNode;
  /** The first day that may be picked (YYYY-MM-DD). */
  minDate: string;
} & (
  | { type: 'range'; value: [Day, Day]; onChange: (value: [Day, Day]) => void; allowSingleDateInRange: boolean }
  | { type: 'default'; value: Day; onChange: (value: Day) => void }
);

/*
 * Mantine's date pickers (and dayjs) are a sixth of the first page's JavaScript, and nobody needs
 * the calendar before reaching for it (issue 17.4): the form shows a stand-in that looks and reads
 * as the picker's field until the picker is loaded (ui/deferred.tsx).
 */
const picker = deferred(() => import('./search-dates-picker'));

/** DD.MM.YYYY of YYYY-MM-DD, as the picker writes its value. */
const shown = (day: Day) => (day ? day.split('-').reverse().join('.') : '');
/** The picker's text of its value: 'DD.MM.YYYY – DD.MM.YYYY', the start alone while the end is open. */
const valueText = (props: SearchDatesProps) => {
  if (props.type === 'default') return shown(props.value);
  const [start, end] = props.value;
  if (!start) return '';
  return end ? `${shown(start)} – ${shown(end)}` : `${shown(start)} – `;
};

export function SearchDates(props: SearchDatesProps) {
  const { ready, props: standIn, carried } = useStandIn<typeof import('./search-dates-picker'), HTMLButtonElement>(picker);
  if (ready) {
    const Picker = ready.default;
    return <Picker {...props} carried={carried()} />;
  }
  const text = valueText(props);
  return (
    <InputBase
      {...standIn}
      component="button"
      type="button"
      multiline
      pointer
      label={props.label}
      error={props.error}
      size="md"
      styles={{ input: { lineHeight: 'unset' } }}
    >
      {text || <Input.Placeholder error={!!props.error}>{props.placeholder}</Input.Placeholder>}
    </InputBase>
  );
}
