import { Input, InputBase } from '@mantine/core';
import { type ComponentType, type ReactNode, useRef, useState } from 'react';

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

type Picker = ComponentType<SearchDatesProps & { focus: boolean; open: boolean }>;

/*
 * Mantine's date pickers (and dayjs) are a sixth of the first page's JavaScript, and nobody needs
 * the calendar before reaching for it (issue 17.4): the form shows a stand-in that looks and reads
 * as the picker's field, and the picker loads when the pointer comes near, the field takes the
 * focus or is clicked (then its calendar opens once loaded). Loaded once, every field is the picker.
 */
let loaded: Picker | null = null;
let loading: Promise<Picker> | null = null;
const load = () => (loading ??= import('./search-dates-picker').then((module) => (loaded = module.default)));

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
  const [picker, setPicker] = useState<Picker | null>(() => loaded);
  const standIn = useRef<HTMLButtonElement>(null);
  const clicked = useRef(false);
  // A press on the stand-in ends in its click: the picker takes its place after that, not between.
  const pressing = useRef(false);
  if (picker) {
    const Loaded = picker;
    return <Loaded {...props} focus={!!standIn.current && document.activeElement === standIn.current} open={clicked.current} />;
  }
  const swap = () => {
    if (loaded && !pressing.current) setPicker(() => loaded);
  };
  const start = () => void load().then(swap);
  const release = () => {
    pressing.current = false;
    swap();
  };
  const text = valueText(props);
  return (
    <InputBase
      ref={standIn}
      component="button"
      type="button"
      multiline
      pointer
      label={props.label}
      error={props.error}
      size="md"
      styles={{ input: { lineHeight: 'unset' } }}
      onPointerEnter={start}
      onFocus={start}
      onPointerDown={() => {
        pressing.current = true;
        start();
      }}
      onPointerCancel={release}
      onPointerLeave={release}
      onClick={() => {
        clicked.current = true;
        start();
        release();
      }}
    >
      {text || <Input.Placeholder error={!!props.error}>{props.placeholder}</Input.Placeholder>}
    </InputBase>
  );
}
