import { NumberInput, Select, TextInput } from '@mantine/core';
import type { passengerFieldSchema } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateField } from './date-field';
import { ImageFileInput } from './image-file-input';

/** A field of a passenger card as the server defines it (contracts `passengerFieldSchema`). */
export type PassengerFieldSpec = z.infer<typeof passengerFieldSchema>;

type Props = {
  field: PassengerFieldSpec;
  /** Text of every field but an image: the wire value (YYYY-MM-DD for dates, the id of a country). */
  value: string;
  onChange: (value: string) => void;
  /** An image field's file. */
  file?: File | null;
  onFile?: (file: File | null) => void;
  error?: string;
  /** A `country` field's choices (GET destinations/nationality: the country id as text, its name). */
  countries?: { value: string; label: string }[];
};

/**
 * One field of a passenger card, drawn from its definition alone (issue 29): select, text, email,
 * phone, number, date (DD.MM.YYYY within min and max), country (searchable), image (an upload
 * with its preview). A read-only field shows its value and cannot be changed. Browsers do not
 * fill a traveller's fields with the agent's own address book (`autoComplete="off"`).
 */
export function PassengerFieldInput({ field, value, onChange, file = null, onFile, error, countries = [] }: Props) {
  const { t } = useTranslation();
  const common = { label: field.label, required: field.required && !field.readOnly, error };
  if (field.readOnly) {
    const shown = field.type === 'country' ? (countries.find((c) => c.value === value)?.label ?? value) : value;
    return <TextInput label={field.label} value={shown} readOnly variant="filled" />;
  }
  switch (field.type) {
    case 'image':
      return <ImageFileInput {...common} value={file} onChange={(next) => onFile?.(next)} maxBytes={field.maxBytes} />;
    case 'date':
      return <DateField {...common} value={value} min={field.min} max={field.max} onChange={onChange} autoComplete="off" />;
    case 'select':
      return <Select {...common} data={field.options ?? []} value={value || null} allowDeselect={!field.required} onChange={(v) => onChange(v ?? '')} />;
    case 'country':
      return (
        <Select
          {...common}
          searchable
          data={countries}
          value={value || null}
          onChange={(v) => onChange(v ?? '')}
          nothingFoundMessage={t('common.nothingFound')}
          comboboxProps={{ keepMounted: false }}
          autoComplete="off"
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={value}
          min={field.min ? Number(field.min) : undefined}
          max={field.max ? Number(field.max) : undefined}
          allowDecimal={false}
          onChange={(v) => onChange(String(v))}
          autoComplete="off"
        />
      );
    default: {
      const type = field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'text';
      return (
        <TextInput {...common} type={type} value={value} maxLength={field.maxLength} onChange={(e) => onChange(e.currentTarget.value)} autoComplete="off" />
      );
    }
  }
}
