import { Stack, Text, Title } from '@mantine/core';
import { FARE_PRICE_FIELDS, type Flight } from '@travel/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ChildListTab } from '../../ui/child-list-tab';
import type { Column } from '../../ui/data-table';
import { type GridColumn, type GridRefusal, periodProblems } from '../../ui/period-grid-model';
import { PeriodRowsGrid } from '../../ui/period-rows-grid';
import { useCurrencyOptions } from '../../lib/reference';
import type { FarePricingRow } from './flight-model';

type Fare = Flight['fares'][number];

/** Fares tab (spec §2 Flights): Add fare, and per fare Edit and Delete. */
export function FaresTab({ flight, onDelete }: { flight: Flight; onDelete: (fareId: number) => void }) {
  const { t } = useTranslation();
  const columns: Column<Fare>[] = [
    { key: 'code', header: t('flights.code'), render: (f) => f.code },
    { key: 'meal', header: t('flights.meal'), render: (f) => f.meal },
    {
      key: 'baggage',
      header: t('flights.baggage'),
      render: (f) => [...f.handBagagges.map((h) => h.handBaggage), ...f.baggages.map((b) => b.baggage)].join(', ') || '—',
    },
  ];
  return (
    <ChildListTab
      add={{ label: t('flights.addFare'), link: { to: '/flights/$flightId/fares/add', params: { flightId: flight.id } } }}
      caption={t('flights.fares')}
      nameHeader={t('flights.fareName')}
      columns={columns}
      rows={flight.fares}
      edit={(f) => ({ to: '/flights/$flightId/fares/$id/edit', params: { flightId: flight.id, id: f.id } })}
      onDelete={onDelete}
      empty={t('flights.noFares')}
    />
  );
}

/** The pricing grid's columns: the six prices of spec §3 Fare pricing and the contract currency. */
export function farePricingColumns(t: TFunction, currencies: { value: string; label: string }[]): GridColumn<FarePricingRow>[] {
  const field = (key: string, extra: Partial<GridColumn<FarePricingRow>> = {}): GridColumn<FarePricingRow> => ({
    key,
    header: t(`flights.pricing.${key}`),
    required: true,
    width: 84,
    value: (row) => row.pricingData[key] ?? '',
    patch: (row, value) => ({ pricingData: { ...row.pricingData, [key]: value } }),
    ...extra,
  });
  return [
    ...FARE_PRICE_FIELDS.map((key) => field(key)),
    field('currency', { kind: 'select', width: 100, options: currencies.map((c) => ({ value: c.value, label: c.value })) }),
  ];
}

export function pricingProblems(flight: Flight, rows: Record<number, FarePricingRow[]>, t: TFunction) {
  const columns = farePricingColumns(t, []);
  return flight.fares.flatMap((fare) => periodProblems(rows[fare.id] ?? [], columns));
}

/** Pricing tab (spec §2 Flights): per fare the period rows grid; each row carries its contract currency. */
export function FarePricingTab({
  flight,
  rows,
  onChange,
  onDeleteSaved,
  showErrors,
  currency,
  refusal,
}: {
  flight: Flight;
  rows: Record<number, FarePricingRow[]>;
  onChange: (rows: Record<number, FarePricingRow[]>) => void;
  onDeleteSaved: (pricingId: number) => void;
  showErrors?: boolean;
  currency: string;
  /** A row the server refused (an overlapping period): the sentence under its fare's grid. */
  refusal?: (GridRefusal & { fareId: number }) | null;
}) {
  const { t } = useTranslation();
  const currencies = useCurrencyOptions();
  if (flight.fares.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('flights.pricing.noFares')}
      </Text>
    );
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('flights.pricing.hint')}
      </Text>
      {flight.fares.map((fare) => {
        const own = rows[fare.id] ?? [];
        return (
          <Stack key={fare.id} gap="xs">
            <Title order={3} fz="md">
              {fare.name} ({fare.code})
            </Title>
            <PeriodRowsGrid<FarePricingRow>
              caption={t('flights.pricing.of', { fare: fare.name })}
              rows={own}
              onChange={(next) => onChange({ ...rows, [fare.id]: next })}
              columns={farePricingColumns(t, currencies)}
              showErrors={showErrors}
              refusal={refusal?.fareId === fare.id ? refusal : null}
              addLabel={t('flights.pricing.add')}
              empty={t('flights.pricing.none')}
              removeLabel={(_r, i) => t('flights.pricing.remove', { fare: fare.name, index: i + 1 })}
              onDeleteSaved={(row) => onDeleteSaved(row.id!)}
              // A new period keeps the last one's currency, else the flight's.
              newRow={() => ({ pricingData: { currency: own.at(-1)?.pricingData.currency || currency } })}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
