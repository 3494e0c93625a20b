import { NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CarType, Transfer } from '@travel/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ChildListTab } from '../../ui/child-list-tab';
import type { Column } from '../../ui/data-table';
import { type GridColumn, periodProblems, type GridRefusal } from '../../ui/period-grid-model';
import { PeriodRowsGrid } from '../../ui/period-rows-grid';
import { RowsEditor } from '../../ui/rows-editor';
import { type CarPricingRow, carPriceFields, type RuleRow } from './transfer-model';

type Car = Transfer['cars'][number];

/** Car categories tab (spec §2 Transfers): Add Car Category, and per car its type, max passengers, Edit and Delete. */
export function CarsTab({ transfer, onDelete }: { transfer: Transfer; onDelete: (carId: number) => void }) {
  const { t } = useTranslation();
  const columns: Column<Car>[] = [
    { key: 'type', header: t('transfers.carType'), render: (c) => t(`transfers.type.${c.type}`) },
    { key: 'max', header: t('transfers.maxPassengers'), align: 'right', render: (c) => c.maxOccupancy },
  ];
  return (
    <ChildListTab
      add={{ label: t('transfers.addCarCategory'), link: { to: '/transfers/$transferId/cars/add', params: { transferId: transfer.id } } }}
      caption={t('transfers.carCategories')}
      nameHeader={t('transfers.carName')}
      columns={columns}
      rows={transfer.cars}
      edit={(c) => ({ to: '/transfers/$transferId/cars/$id/edit', params: { transferId: transfer.id, id: c.id } })}
      onDelete={onDelete}
      empty={t('transfers.noCars')}
    />
  );
}

/** The pricing grid's columns for a car of the type: a group car has no car price (spec §3), an individual car needs its two. */
export function carPricingColumns(t: TFunction, type: CarType): GridColumn<CarPricingRow>[] {
  return carPriceFields(type).map((key) => ({
    key,
    header: t(`transfers.pricing.${key}`),
    required: type === 'individual' ? key === 'price' || key === 'returnPrice' : key === 'extraAdult' || key === 'returnExtraAdult',
    width: 92,
    value: (row) => row.pricingData[key] ?? '',
    patch: (row, value) => ({ pricingData: { ...row.pricingData, [key]: value } }),
  }));
}

export function pricingProblems(transfer: Transfer, rows: Record<number, CarPricingRow[]>, t: TFunction) {
  return transfer.cars.flatMap((car) => periodProblems(rows[car.id] ?? [], carPricingColumns(t, car.type)));
}

/** Pricing tab (spec §2 Transfers): per car category a grid of period rows with Add car pricing and Remove. */
export function CarPricingTab({
  transfer,
  rows,
  onChange,
  onDeleteSaved,
  showErrors,
  currency,
  refusal,
}: {
  transfer: Transfer;
  rows: Record<number, CarPricingRow[]>;
  onChange: (rows: Record<number, CarPricingRow[]>) => void;
  onDeleteSaved: (pricingId: number) => void;
  showErrors?: boolean;
  currency: string;
  /** The cell a save was refused on by the server (its owner, row and field): its sentence shows under that grid. */
  refusal?: (GridRefusal & { ownerId: number }) | null;
}) {
  const { t } = useTranslation();
  if (transfer.cars.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('transfers.pricing.noCars')}
      </Text>
    );
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('transfers.pricing.hint')}
      </Text>
      {transfer.cars.map((car) => (
        <Stack key={car.id} gap="xs">
          <Title order={3} fz="md">
            {car.name} ({t(`transfers.type.${car.type}`)})
          </Title>
          <PeriodRowsGrid<CarPricingRow>
            caption={t('transfers.pricing.of', { car: car.name })}
            rows={rows[car.id] ?? []}
            onChange={(next) => onChange({ ...rows, [car.id]: next })}
            columns={carPricingColumns(t, car.type)}
            currency={currency}
            showErrors={showErrors}
            refusal={refusal?.ownerId === car.id ? refusal : null}
            addLabel={t('transfers.pricing.add')}
            empty={t('transfers.pricing.none')}
            removeLabel={(_r, i) => t('transfers.pricing.remove', { car: car.name, index: i + 1 })}
            onDeleteSaved={(row) => onDeleteSaved(row.id!)}
            newRow={() => ({ pricingData: {} })}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** Cancellation rules of the transfer (domain-rules §5.2, §7): days before pickup, percent or fixed. */
export function CancellationTab({
  rules,
  onChange,
  currency,
  errors,
}: {
  rules: RuleRow[];
  onChange: (rules: RuleRow[]) => void;
  currency: string;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('transfers.cancellationHint')}
      </Text>
      <RowsEditor<RuleRow>
        rows={rules}
        onChange={onChange}
        addLabel={t('transfers.addRule')}
        empty={t('transfers.noRules')}
        removeLabel={(_r, i) => t('transfers.removeRule', { index: i + 1 })}
        newRow={() => ({ daysBefore: 7, penaltyType: 'percent', amount: '' })}
        render={(row, update, i) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <NumberInput
              label={t('transfers.daysBefore')}
              required
              min={0}
              allowDecimal={false}
              value={row.daysBefore}
              error={errors[`cancellationRules.${i}.daysBefore`]}
              onChange={(v) => update({ daysBefore: v })}
            />
            <Select
              label={t('transfers.penaltyType')}
              allowDeselect={false}
              // A transfer has no nights: its penalty is a percent of the price or a fixed amount.
              data={(['percent', 'fixed'] as const).map((p) => ({ value: p, label: t(`transfers.penalty.${p}`) }))}
              value={row.penaltyType}
              onChange={(v) => update({ penaltyType: (v ?? 'percent') as RuleRow['penaltyType'] })}
            />
            <NumberInput
              label={t('transfers.penaltyAmount')}
              required
              min={0}
              decimalScale={2}
              rightSection={row.penaltyType === 'percent' ? '%' : currency}
              rightSectionWidth={48}
              value={row.amount}
              error={errors[`cancellationRules.${i}.amount`] ?? errors[`cancellationRules.${i}.penaltyType`]}
              onChange={(v) => update({ amount: String(v) })}
            />
          </SimpleGrid>
        )}
      />
    </Stack>
  );
}
