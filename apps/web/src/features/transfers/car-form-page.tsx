import { NumberInput, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import {
  CAR_ADULT_RANGE,
  CAR_BASE_RANGE_ADD,
  CAR_BASE_RANGE_EDIT,
  CAR_CHILD_RANGE,
  CAR_MAX_OCCUPANCY,
  type CarType,
  carCreateSchema,
  carUpdateSchema,
  linkMax,
  linkMin,
  NEW_CAR,
  type OccupancyRange,
  type TransferCar,
} from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../../ui/entity-form';
import { Page } from '../../ui/page';
import { type EditableRow, newRowKey, RowsEditor } from '../../ui/rows-editor';
import { type CarBody, useCar, useSaveCar } from './api';

const UNALLOWED_FIELDS = ['unallowedMinAdultOccupancy', 'unallowedMaxAdultOccupancy', 'unallowedMinChildOccupancy', 'unallowedMaxChildOccupancy'] as const;
type Unallowed = EditableRow & Record<(typeof UNALLOWED_FIELDS)[number], number>;
type Values = {
  name: string;
  type: CarType;
  baseOccupancy: number;
  maxOccupancy: number;
  minAdultOccupancy: number;
  maxAdultOccupancy: number;
  minChildOccupancy: number;
  maxChildOccupancy: number;
  recommendedUpTo: number | string;
  unallowed: Unallowed[];
};

function valuesOf(car?: TransferCar): Values {
  if (!car) return { ...NEW_CAR, recommendedUpTo: '', unallowed: [] };
  const { id: _id, transferId: _t, pricing: _p, unallowedOccupancies, recommendedUpTo, ...rest } = car;
  // Every row keeps its own key, so editing one row edits that row (the spec's latent defect).
  return { ...rest, recommendedUpTo: recommendedUpTo ?? '', unallowed: unallowedOccupancies.map((u) => ({ ...u, key: newRowKey() })) };
}

const bodyOf = (v: Values): CarBody => {
  const { unallowed, recommendedUpTo, ...rest } = v;
  return {
    ...rest,
    recommendedUpTo: recommendedUpTo === '' ? null : Number(recommendedUpTo),
    unallowedOccupancies: unallowed.map(({ key: _k, id: _i, ...u }) => u),
  };
};

const whole = (v: number | string, range: OccupancyRange) => Math.min(range.upper, Math.max(range.lower, Math.trunc(Number(v) || range.lower)));

/** The transfer's tab that lists its car categories: a car's page returns to it (issue 32). */
const CARS_TAB = { tab: 'cars' } as const;

/**
 * Car category add (/transfers/{transferId}/cars/add) and edit (/transfers/{transferId}/cars/{id}/edit):
 * Save, Cancel and the breadcrumb return to the transfer's edit screen on its Car categories tab.
 */
export function CarFormPage({ transferId, id }: { transferId: number; id?: number }) {
  const { t } = useTranslation();
  const car = useCar(transferId, id);
  const title = id ? t('transfers.editCarCategory') : t('transfers.addCarCategory');
  return (
    <Page
      title={title}
      crumbs={[
        { label: t('transfers.nav.transfers'), link: { to: '/transfers' } },
        { label: t('transfers.editTransfer'), link: { to: '/transfers/$id/edit', params: { id: transferId }, search: CARS_TAB } },
        { label: title },
      ]}
    >
      {id && !car.data ? <Skeleton height={400} /> : <CarEditor transferId={transferId} car={car.data} />}
    </Page>
  );
}

function CarEditor({ transferId, car }: { transferId: number; car?: TransferCar }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveCar(transferId);
  const [values, setValues] = useState<Values>(() => valuesOf(car));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Spec §5: base passengers 1 to 10 when adding, 1 to 100 when editing.
  const baseRange = car ? CAR_BASE_RANGE_EDIT : CAR_BASE_RANGE_ADD;
  const schema = car ? carUpdateSchema : carCreateSchema;

  // Raising a minimum above its maximum lifts the maximum, and the other way round (spec §5).
  const pairInput = (kind: 'Adult' | 'Child', range: OccupancyRange) => {
    const minKey = `min${kind}Occupancy` as const;
    const maxKey = `max${kind}Occupancy` as const;
    const pair = { min: values[minKey], max: values[maxKey] };
    const apply = (next: { min: number; max: number }) => setValues({ ...values, [minKey]: next.min, [maxKey]: next.max });
    return (
      <>
        <NumberInput
          label={t(`transfers.min${kind}`)}
          required
          min={range.lower}
          max={range.upper}
          allowDecimal={false}
          value={pair.min}
          error={errors[minKey]}
          onChange={(v) => apply(linkMin(pair, Number(v), range))}
        />
        <NumberInput
          label={t(`transfers.max${kind}`)}
          required
          min={range.lower}
          max={range.upper}
          allowDecimal={false}
          value={pair.max}
          error={errors[maxKey]}
          onChange={(v) => apply(linkMax(pair, Number(v), range))}
        />
      </>
    );
  };

  const validate = () => {
    const checked = schema.safeParse(bodyOf(values));
    setErrors(checked.success ? {} : Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
    return checked.success;
  };

  return (
    <EntityForm
      validate={validate}
      save={() => save.mutateAsync({ id: car?.id, body: bodyOf(values) })}
      onSaved={() => void navigate({ to: '/transfers/$id/edit', params: { id: transferId }, search: CARS_TAB })}
      cancelTo={{ to: '/transfers/$id/edit', params: { id: transferId }, search: CARS_TAB }}
    >
      <TextInput
        label={t('transfers.carName')}
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="car-type-label">
          {t('transfers.carType')}
        </Text>
        <SegmentedControl
          aria-labelledby="car-type-label"
          value={values.type}
          onChange={(type) => setValues({ ...values, type: type as CarType })}
          data={(['individual', 'group'] as const).map((type) => ({ value: type, label: t(`transfers.type.${type}`) }))}
          w={{ base: '100%', sm: 320 }}
        />
        <Text size="xs" c="dimmed">
          {t(`transfers.typeHint.${values.type}`)}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {pairInput('Adult', CAR_ADULT_RANGE)}
        {pairInput('Child', CAR_CHILD_RANGE)}
        <NumberInput
          label={t('transfers.baseOccupancy')}
          required
          min={baseRange.lower}
          max={baseRange.upper}
          allowDecimal={false}
          value={values.baseOccupancy}
          error={errors.baseOccupancy}
          onChange={(v) => {
            const base = whole(v, baseRange);
            setValues({ ...values, baseOccupancy: base, maxOccupancy: Math.max(values.maxOccupancy, base) });
          }}
        />
        <NumberInput
          label={t('transfers.maxOccupancy')}
          required
          min={1}
          max={CAR_MAX_OCCUPANCY}
          allowDecimal={false}
          value={values.maxOccupancy}
          error={errors.maxOccupancy}
          onChange={(v) => setValues({ ...values, maxOccupancy: whole(v, { lower: 1, upper: CAR_MAX_OCCUPANCY }) })}
        />
        <NumberInput
          label={t('transfers.recommendedUpTo')}
          min={1}
          max={CAR_MAX_OCCUPANCY}
          allowDecimal={false}
          value={values.recommendedUpTo}
          error={errors.recommendedUpTo}
          onChange={(v) => setValues({ ...values, recommendedUpTo: v === '' ? '' : Math.trunc(Number(v)) })}
        />
      </SimpleGrid>
      <Title order={2} fz="md">
        {t('transfers.unallowedOccupancies')}
      </Title>
      <RowsEditor<Unallowed>
        rows={values.unallowed}
        onChange={(unallowed) => setValues({ ...values, unallowed })}
        addLabel={t('transfers.addUnallowed')}
        empty={t('transfers.noUnallowed')}
        removeLabel={(_r, i) => t('transfers.removeUnallowed', { index: i + 1 })}
        newRow={() => ({ unallowedMinAdultOccupancy: 1, unallowedMaxAdultOccupancy: 1, unallowedMinChildOccupancy: 0, unallowedMaxChildOccupancy: 0 })}
        render={(row, update, i) => (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {UNALLOWED_FIELDS.map((field) => (
              <NumberInput
                key={field}
                label={t(`transfers.${field}`)}
                aria-label={`${t(`transfers.${field}`)}, ${t('transfers.unallowedOccupancies')} ${i + 1}`}
                min={0}
                max={CAR_MAX_OCCUPANCY}
                allowDecimal={false}
                value={row[field]}
                error={errors[`unallowedOccupancies.${i}.${field}`]}
                onChange={(v) => update({ [field]: Math.trunc(Number(v) || 0) } as Partial<Unallowed>)}
              />
            ))}
          </SimpleGrid>
        )}
      />
    </EntityForm>
  );
}
