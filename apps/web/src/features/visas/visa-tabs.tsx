import { Stack, Text, Title } from '@mantine/core';
import { VISA_PRICE_FIELDS, type Visa } from '@travel/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCurrencyOptions } from '../../lib/reference';
import { ChildListTab } from '../../ui/child-list-tab';
import { type GridColumn, periodProblems, type GridRefusal } from '../../ui/period-grid-model';
import { PeriodRowsGrid } from '../../ui/period-rows-grid';
import type { VisaPricingRow, VisaPricingState } from './visa-model';

type VisaType = Visa['types'][number];

/** Options tab (spec §2 Visas): Add option, and per visa type Edit and Delete after the confirmation. */
export function VisaOptionsTab({ visa, onDelete }: { visa: Visa; onDelete: (typeId: number) => void }) {
  const { t } = useTranslation();
  return (
    <ChildListTab<VisaType>
      add={{ label: t('visas.addOption'), link: { to: '/visas/$visaId/types/add', params: { visaId: visa.id } } }}
      caption={t('visas.options')}
      nameHeader={t('visas.optionName')}
      columns={[{ key: 'periods', header: t('visas.periods'), render: (type) => t('visas.periodCount', { count: type.pricing.length }) }]}
      rows={visa.types}
      edit={(type) => ({ to: '/visas/$visaId/types/$id/edit', params: { visaId: visa.id, id: type.id } })}
      onDelete={onDelete}
      empty={t('visas.noOptions')}
    />
  );
}

/** The pricing grid's columns: Adult, Child, Infant (spec §3 Visa type pricing) and the row's currency. */
export function visaPricingColumns(t: TFunction, currencies: { value: string; label: string }[]): GridColumn<VisaPricingRow>[] {
  const field = (key: string, extra: Partial<GridColumn<VisaPricingRow>> = {}): GridColumn<VisaPricingRow> => ({
    key,
    header: t(`visas.pricing.${key}`),
    required: true,
    width: 90,
    value: (row) => row.pricingData[key] ?? '',
    patch: (row, value) => ({ pricingData: { ...row.pricingData, [key]: value } }),
    ...extra,
  });
  return [
    ...VISA_PRICE_FIELDS.map((key) => field(key)),
    field('currency', { kind: 'select', width: 100, options: currencies.map((c) => ({ value: c.value, label: c.value })) }),
  ];
}

export const visaPricingProblems = (visa: Visa, rows: VisaPricingState, t: TFunction) =>
  visa.types.flatMap((type) => periodProblems(rows[type.id] ?? [], visaPricingColumns(t, [])));

/** Pricing tab (spec §2 Visas): per type an 'Add type pricing' button and the grid of Period, Adult, Child, Infant, Currency and Remove. */
export function VisaPricingTab({
  visa,
  rows,
  onChange,
  onDeleteSaved,
  showErrors,
  currency,
  refusal,
}: {
  visa: Visa;
  rows: VisaPricingState;
  onChange: (rows: VisaPricingState) => void;
  onDeleteSaved: (pricingId: number) => void;
  showErrors?: boolean;
  currency: string;
  /** The cell a save was refused on by the server (its owner, row and field): its sentence shows under that grid. */
  refusal?: (GridRefusal & { ownerId: number }) | null;
}) {
  const { t } = useTranslation();
  const currencies = useCurrencyOptions();
  if (visa.types.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('visas.pricing.noTypes')}
      </Text>
    );
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('visas.pricing.hint')}
      </Text>
      {visa.types.map((type) => (
        <Stack key={type.id} gap="xs">
          <Title order={3} fz="md">
            {type.name}
          </Title>
          <PeriodRowsGrid<VisaPricingRow>
            caption={t('visas.pricing.of', { type: type.name })}
            rows={rows[type.id] ?? []}
            onChange={(next) => onChange({ ...rows, [type.id]: next })}
            columns={visaPricingColumns(t, currencies)}
            showErrors={showErrors}
            refusal={refusal?.ownerId === type.id ? refusal : null}
            addLabel={t('visas.pricing.add')}
            empty={t('visas.pricing.none')}
            removeLabel={(_r, i) => t('visas.pricing.remove', { type: type.name, index: i + 1 })}
            onDeleteSaved={(row) => onDeleteSaved(row.id!)}
            // New rows take the visa's default currency (issue 14).
            newRow={() => ({ pricingData: { currency } })}
          />
        </Stack>
      ))}
    </Stack>
  );
}
