import { TextInput, type TextInputProps } from '@mantine/core';
import { type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A time of day as people type it, read as 24-hour HH:MM (issue 32): "9:30", "930", "0930",
 * "9.30", "9h30" and "9" (09:00) are read; anything else (a minute past 59, an hour past 23,
 * "9:3", "am"/"pm") is null.
 */
export function parseTime(text: string): string | null {
  const t = text.trim().toLowerCase();
  const match = /^(\d{1,2})(?:[:.h]?(\d{2}))?$/.exec(t);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  // "930": one digit of hours and two of minutes; "1230" reads 12:30.
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** HH:MM, '' for none. */
  value: string;
  /** Gets HH:MM once what is typed reads as a time, else the text as typed (the form's check then names it). */
  onChange: (value: string) => void;
};

/**
 * The site's time input: a plain text field read as 24-hour HH:MM, never the browser's time
 * control (which shows AM/PM in English locales). The text stays as typed while the field has the
 * cursor and is written HH:MM when it is left; text that is not a time is described then.
 */
export function TimeField({ value, onChange, onBlur, error, placeholder, ...rest }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const [bad, setBad] = useState(false);
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    const time = parseTime(typed);
    setBad(typed.trim() !== '' && time === null);
    setText(null);
    if (time !== null && time !== value) onChange(time);
    onBlur?.(event);
  };
  return (
    <TextInput
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder={placeholder ?? 'HH:MM'}
      value={text ?? value}
      error={error || (bad ? t('timeField.format') : undefined)}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        setBad(false);
        onChange(parseTime(typed) ?? typed);
      }}
      onBlur={leave}
    />
  );
}
