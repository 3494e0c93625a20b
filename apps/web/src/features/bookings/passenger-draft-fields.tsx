import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { AGE_TYPES, type AddPassengerField, type AgeType, birthDateBounds, MAX_CHILD_AGE } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { useAgencyToday } from '../../lib/agency-day';
import { DateField } from '../../ui/date-field';
import { ImageInput } from '../../ui/image-input';
import type { EditableRow } from '../../ui/rows-editor';

/**
 * A passenger card being added (the add page's passengers, Add Passenger on the booking page):
 * the server's passenger fields (`GET bookings/utils/get-add-passenger-fields`), an age type and,
 * for a child, its age. Values are text as typed; files are the optional passport and photo.
 */
export type PassengerDraft = EditableRow & { values: Record<string, string>; files: Record<string, File | null> };

export const newPassengerDraft = (): Omit<PassengerDraft, 'key'> => ({
  values: { title: '', firstName: '', lastName: '', birthDate: '', ageType: 'adult', age: '' },
  files: {},
});

/** A child is 2 to MAX_CHILD_AGE on the first night (under 2 is an infant, account spec §5). */
const CHILD_AGES = Array.from({ length: MAX_CHILD_AGE - 1 }, (_, i) => String(i + 2));

/** The card's values as the server reads them: age type, and an age for a child only. */
export function draftPassenger({ values }: PassengerDraft) {
  const { age, ageType, ...rest } = values;
  const type = (ageType || 'adult') as AgeType;
  return { ...rest, ageType: type, ...(type === 'child' && age ? { age: Number(age) } : {}) };
}

type Named = { name: string; label: string };

/** The birth-date input's bounds (account spec §5): an infant is under 2 on the first night, so from a one-year-old's earliest birth date to today. */
export function birthDateInputBounds(ageType: AgeType, age: number | null, stayStart: string, today: string) {
  if (ageType === 'infant') return { min: birthDateBounds('child', 1, stayStart, today).min, max: today };
  return birthDateBounds(ageType, age, stayStart, today);
}

/** Required fields left empty, as `{prefix}.{field}` → message (the age of a child included). */
export function draftProblems(row: PassengerDraft, fields: AddPassengerField[], prefix: string, required: (field: Named) => string) {
  const found: Record<string, string> = {};
  for (const f of fields) if (f.required && !row.values[f.name]) found[`${prefix}.${f.name}`] = required(f);
  if (row.values.ageType === 'child' && !row.values.age) found[`${prefix}.age`] = required({ name: 'age', label: 'Age' });
  return found;
}

type Props = {
  row: PassengerDraft;
  update: (patch: Partial<PassengerDraft>) => void;
  fields: AddPassengerField[];
  /** The stay's first night, ages count on it (today while no Start Date is chosen). */
  stayStart: string;
  errors: Record<string, string>;
  /** Error keys are `{prefix}.{field}`. */
  prefix: string;
};

export function PassengerDraftFields({ row, update, fields, stayStart, errors, prefix }: Props) {
  const { t } = useTranslation();
  const today = useAgencyToday();
  const ageType = (row.values.ageType || 'adult') as AgeType;
  const age = ageType === 'child' && row.values.age ? Number(row.values.age) : null;
  const dateBounds = birthDateInputBounds(ageType, age, stayStart || today, today);
  const label = (f: AddPassengerField) => t(`bookings.add.fields.${f.name}`, { defaultValue: f.label });
  const change = (patch: Record<string, string>) => update({ values: { ...row.values, ...patch } });
  const field = (f: AddPassengerField) => {
    if (f.type === 'image')
      return (
        <ImageInput key={f.name} label={label(f)} value={row.files[f.name] ?? null} onChange={(file) => update({ files: { ...row.files, [f.name]: file } })} />
      );
    const props = { label: label(f), required: f.required, error: errors[`${prefix}.${f.name}`], value: row.values[f.name] ?? '' };
    if (f.type === 'select')
      return <Select key={f.name} {...props} data={f.options ?? []} value={props.value || null} onChange={(v) => change({ [f.name]: v ?? '' })} />;
    if (f.type === 'date') return <DateField key={f.name} {...props} min={dateBounds.min} max={dateBounds.max} onChange={(day) => change({ [f.name]: day })} />;
    return <TextInput key={f.name} {...props} onChange={(e) => change({ [f.name]: e.currentTarget.value })} />;
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <Select
        label={t('bookings.ageType')}
        required
        allowDeselect={false}
        data={AGE_TYPES.map((type) => ({ value: type, label: t(`bookings.add.ageTypes.${type}`) }))}
        value={ageType}
        onChange={(v) => change({ ageType: v ?? 'adult', age: v === 'child' ? row.values.age || '' : '' })}
      />
      {ageType === 'child' && (
        <Select
          label={t('bookings.add.fields.age')}
          required
          data={CHILD_AGES}
          value={row.values.age || null}
          error={errors[`${prefix}.age`]}
          onChange={(v) => change({ age: v ?? '' })}
        />
      )}
      {fields.map(field)}
    </SimpleGrid>
  );
}
