import { DateInput, type DateInputProps } from '@mantine/dates';
// After the package: its sheet follows those of the core components it builds on (vite.config.ts).
import '@mantine/dates/styles.css';
import { type FocusEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGridDate, parseGridDate } from './period-grid-model';

/** The site's date format, shown in every date input and typed by people (issue 18.4). */
export const DAY_FORMAT = 'DD.MM.YYYY';

/** What a person types (DD.MM.YYYY, or a pasted YYYY-MM-DD) as the wire day, or null. */
export const parseDay = parseGridDate;
/** YYYY-MM-DD as people read it, DD.MM.YYYY. */
export const formatDate = formatGridDate;

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'minDate' | 'maxDate' | 'valueFormat' | 'dateParser' | 'error'> & {
  /** The wire day YYYY-MM-DD, '' for none. */
  value: string;
  /** Gets the wire day YYYY-MM-DD, '' when the field was emptied or what was typed is not a day. */
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  /** The error's text, or true to mark the field whose reason is written elsewhere (a grid's refused row). */
  error?: string | boolean;
};

/**
 * The one date input of the site (issue 18.4): shows and reads DD.MM.YYYY, keeps the API's
 * YYYY-MM-DD. Typed by keyboard (the calendar closes once a whole day is typed) or picked in the
 * calendar (the cursor stays in the field). A day outside min/max is kept and described, so the
 * person sees why instead of the input silently refusing it; text that is not a day is described
 * after leaving the field.
 */
export function DateField({ value, onChange, min, max, error, required, clearable, onBlur, onFocus, onClick, onKeyDown, popoverProps, ...rest }: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // The month the calendar shows: the chosen day's, else the nearest allowed one (a birth date's latest, an end date's start).
  const [month, setMonth] = useState<string | undefined>();
  const open = () => {
    if (!opened) setMonth(value || max || min || undefined);
    setOpened(true);
  };
  const [badText, setBadText] = useState(false);
  const set = (day: string) => {
    setBadText(false);
    if (day !== value) onChange(day);
  };
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    setOpened(false);
    const text = event.currentTarget.value.trim();
    const day = text ? parseDay(text) : '';
    if (day === null) {
      setBadText(true);
      if (value) onChange('');
    } else set(day);
    onBlur?.(event);
  };
  const rangeError = !value
    ? undefined
    : min && value < min
      ? max
        ? 'between'
        : 'onOrAfter'
      : max && value > max
        ? min
          ? 'between'
          : 'onOrBefore'
        : undefined;
  const shown =
    error ||
    (badText ? t('dateField.format') : rangeError ? t(`dateField.${rangeError}`, { min: formatDate(min ?? ''), max: formatDate(max ?? '') }) : undefined);
  return (
    <DateInput
      {...rest}
      required={required}
      clearable={clearable ?? !required}
      // The clear button says what it clears ("Clear Booking Date From"), as the selects' do (main.tsx).
      clearButtonProps={{ 'aria-label': typeof rest.label === 'string' ? `Clear ${rest.label}` : 'Clear', ...rest.clearButtonProps }}
      valueFormat={DAY_FORMAT}
      placeholder={rest.placeholder ?? DAY_FORMAT}
      dateParser={parseDay}
      value={value || null}
      minDate={min || undefined}
      maxDate={max || undefined}
      date={month}
      onDateChange={setMonth}
      error={shown}
      // No fade-out: a calendar closed by a typed day must not linger over the next field.
      popoverProps={{ transitionProps: { duration: 0 }, ...popoverProps, opened }}
      onChange={(day) => {
        set(day ?? '');
        // A whole day typed or a day picked: the calendar has done its job.
        if (day) setOpened(false);
      }}
      onFocus={(event) => {
        open();
        onFocus?.(event);
      }}
      onClick={(event) => {
        open();
        onClick?.(event);
      }}
      onBlur={leave}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Escape') setOpened(false);
        else if (event.key === 'ArrowDown') open();
        onKeyDown?.(event);
      }}
    />
  );
}
