import { Input, InputBase } from '@mantine/core';
import { formatDayAs, MAX_NIGHTS, MIN_NIGHTS } from '@travel/contracts';
import { type ReactNode, useEffect, useId, useState } from 'react';
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
const shown = (day: Day) => formatDayAs(day);
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

/**
 * The nights counter of a stay (storefront spec §2 Search form, §5: 1 to 30), tied to the dates by
 * the form (search-state.ts `withNights`, `withDates`): a new count moves the end date, new dates
 * give a new count. A count the dates make above 30 shows as it is; the dates then carry the error.
 */
export function NightsInput({ label, value, onChange }: { label: string; value: number | null; onChange: (nights: number) => void }) {
  // A text field of digits rather than Mantine's NumberInput, whose number formatting library
  // would cost the home page's JavaScript budget some 9 KB (issue 17.4): a count in range is
  // taken as it is typed; on leaving the field it shows the count in force again.
  const shown = value === null ? '' : String(value);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} size="md">
      <Input
        id={id}
        size="md"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 2);
          setText(digits);
          const nights = Number(digits);
          if (digits && nights >= MIN_NIGHTS && nights <= MAX_NIGHTS) onChange(nights);
        }}
        onBlur={() => setText(shown)}
      />
    </Input.Wrapper>
  );
}
