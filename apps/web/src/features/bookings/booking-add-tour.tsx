import { MultiSelect, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toursApi } from '../../lib/api-routes/tours';
import { call } from '../../lib/api-client';
import { DateField } from '../../ui/date-field';
import type { EditableRow } from '../../ui/rows-editor';

/**
 * A new tour line of the Add Booking page (issue 28): a tour of the catalogue, its day within the
 * booking's dates, the passengers (every passenger when none is chosen) and a count. The server
 * prices it on save: the adult price for each adult, the child price for each child, infants free.
 */
export type TourRow = EditableRow & {
  tourId: string | null;
  /** The chosen tour's name, so it stays shown whatever is typed in the lookup. */
  tourName: string;
  /** The tour's day, YYYY-MM-DD. */
  date: string;
  passengerIds: string[];
  count: string;
};

export const newTourRow = (date = ''): Omit<TourRow, 'key'> => ({ tourId: null, tourName: '', date, passengerIds: [], count: '1' });

/** The line as the add call takes it (contracts `manualServiceItemSchema`, `newTours`): the tour, its day as start and end, the passengers. */
export function tourLineJson(row: TourRow, everyone: string[]) {
  return {
    tourId: Number(row.tourId),
    startDate: row.date,
    endDate: row.date,
    passengerIds: row.passengerIds.length ? row.passengerIds : everyone,
    count: Number(row.count) || 1,
  };
}

/**
 * The line's problems by field, said as the page says them: a tour and a day are required, the
 * day lies within the booking's dates, the count is 1 to 99.
 */
export function tourRowProblems(row: TourRow, n: string, stay: { startDate: string; endDate: string }, t: TFunction) {
  const found: Record<string, string> = {};
  if (!row.tourId) found[`${n}.tourId`] = t('bookings.add.required', { field: t('bookings.tour.line.tour') });
  if (!row.date) found[`${n}.date`] = t('bookings.add.required', { field: t('bookings.tour.line.date') });
  else if ((stay.startDate && row.date < stay.startDate) || (stay.endDate && row.date > stay.endDate)) found[`${n}.date`] = t('bookings.tour.line.dateOutside');
  const count = Number(row.count);
  if (row.count.trim() !== '' && (!Number.isInteger(count) || count < 1 || count > 99)) found[`${n}.count`] = t('bookings.tour.line.badCount');
  return found;
}

/** The catalogue's tours for a line: the first page of `GET tours` matching what the admin types, as select options. */
function useTourOptions(searchText: string) {
  const text = searchText.trim() || undefined;
  return useQuery({
    queryKey: ['bookings', 'catalogue', 'newTours', text ?? null],
    queryFn: () => call(toursApi.routes.listTours, { query: { page: 1, searchText: text } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    select: (data) => data.entities.map((e) => ({ value: String(e.id), label: `${e.name} (${e.location.name})`, name: e.name })),
  });
}

type Props = {
  row: TourRow;
  update: (patch: Partial<TourRow>) => void;
  index: number;
  errors: Record<string, string>;
  passengers: { value: string; label: string }[];
  /** The booking's dates: the tour's day lies within them. */
  stay: { startDate: string; endDate: string };
};

/** A tour line: the tour (looked up by name or place), its day, the passengers and the count. */
export function TourRowFields({ row, update, index, errors, passengers, stay }: Props) {
  const { t } = useTranslation();
  const n = `newTours.${index}`;
  const [search, setSearch] = useState('');
  const tours = useTourOptions(search);
  // The chosen one stays in the list whatever is typed.
  const options = [...(tours.data ?? [])];
  if (row.tourId && !options.some((o) => o.value === row.tourId)) options.unshift({ value: row.tourId, label: row.tourName, name: row.tourName });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <Select
        label={t('bookings.tour.line.tour')}
        required
        searchable
        data={options}
        value={row.tourId}
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={t('bookings.add.nothingFound')}
        error={errors[`${n}.tourId`]}
        onChange={(tourId, option) => update({ tourId, tourName: option?.label ?? '' })}
      />
      <DateField
        label={t('bookings.tour.line.date')}
        required
        min={stay.startDate || undefined}
        max={stay.endDate || undefined}
        value={row.date}
        error={errors[`${n}.date`]}
        onChange={(date) => update({ date })}
      />
      <MultiSelect
        label={t('bookings.passengers')}
        placeholder={row.passengerIds.length ? undefined : t('bookings.add.everyPassenger')}
        data={passengers}
        value={row.passengerIds}
        onChange={(passengerIds) => update({ passengerIds })}
        clearable
      />
      <TextInput
        label={t('bookings.add.count')}
        type="number"
        min={1}
        max={99}
        value={row.count}
        error={errors[`${n}.count`]}
        onChange={(e) => update({ count: e.currentTarget.value })}
      />
      <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
        {t('bookings.tour.line.pricedOnSave')}
      </Text>
    </SimpleGrid>
  );
}
