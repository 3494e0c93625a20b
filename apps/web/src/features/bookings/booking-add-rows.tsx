import { Group, MultiSelect, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { itemTotal } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableRow } from '../../ui/rows-editor';
import { useCatalogueChoices, useCatalogueOptions, useHotelOptions, useHotelRooms } from './booking-add-api';

/** Rows of the Add Booking page: hotel rooms priced as price × count, transfers and visas chosen from the catalogue. */

type Priced = { price: string; count: string };
export type HotelRow = EditableRow & Priced & { hotelId: string | null; roomId: string | null; mealTypeId: string | null };
/**
 * A new transfer or visa line (account spec §4, issue 14): a choice from the catalogue, a transfer
 * with its car category and trip or a visa with its type, for the passengers chosen (every
 * passenger when none is). The server prices it on save; hand-made lines are no longer taken.
 */
export type ServiceRow = EditableRow & {
  /** The transfer or the visa. */
  catalogueId: string | null;
  /** The car category or the visa type. */
  optionId: string | null;
  /** Transfers: arrival and departure (true) or the arrival only. */
  roundTrip: boolean;
  passengerIds: string[];
};

export const newHotelRow = (): Omit<HotelRow, 'key'> => ({ hotelId: null, roomId: null, mealTypeId: null, price: '', count: '1' });
export const newServiceRow = (): Omit<ServiceRow, 'key'> => ({ catalogueId: null, optionId: null, roundTrip: true, passengerIds: [] });

/**
 * A line as the save and the add calls take it: the transfer and car category (with the trip) or
 * the visa and type, and the passengers (empty: every passenger).
 */
export function serviceLineJson(row: ServiceRow, list: 'newTransfers' | 'newVisas', everyone: string[]) {
  const passengerIds = row.passengerIds.length ? row.passengerIds : everyone;
  return list === 'newTransfers'
    ? { transferId: Number(row.catalogueId), carId: Number(row.optionId), roundTrip: row.roundTrip, passengerIds }
    : { visaId: Number(row.catalogueId), visaTypeId: Number(row.optionId), passengerIds };
}

/** The required choices of a line, by field: its transfer or visa and the car category or type. */
export function serviceRowProblems(row: ServiceRow, n: string, required: (field: 'catalogue' | 'option') => string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!row.catalogueId) found[`${n}.catalogueId`] = required('catalogue');
  if (!row.optionId) found[`${n}.optionId`] = required('option');
  return found;
}

/** Price, Count and the line's Total (price × count, exact). */
function PriceCount<R extends Priced>({ row, update, n, errors }: { row: R; update: (patch: Partial<R>) => void; n: string; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const total = itemTotal(row.price, row.count);
  return (
    <>
      <TextInput
        label={t('bookings.add.price')}
        required
        inputMode="decimal"
        value={row.price}
        error={errors[`${n}.price`]}
        onChange={(e) => update({ price: e.currentTarget.value } as Partial<R>)}
      />
      <TextInput
        label={t('bookings.add.count')}
        required
        type="number"
        min={1}
        value={row.count}
        error={errors[`${n}.count`]}
        onChange={(e) => update({ count: e.currentTarget.value } as Partial<R>)}
      />
      <Group gap={6} align="flex-end" h="100%" pb={6}>
        <Text size="sm" c="dimmed">
          {t('bookings.add.itemTotal')}:
        </Text>
        <Text size="sm" fw={600} data-testid={`${n}.total`}>
          {total ?? '—'}
        </Text>
      </Group>
    </>
  );
}

type RowProps<R> = { row: R; update: (patch: Partial<R>) => void; index: number; errors: Record<string, string> };

/** A hotel room: hotel of the destination, its room types and meal types. */
export function HotelRowFields({
  row,
  update,
  index,
  errors,
  locationId,
  mealTitles,
}: RowProps<HotelRow> & { locationId: string | null; mealTitles: Map<string, string> }) {
  const { t } = useTranslation();
  const hotels = useHotelOptions(locationId);
  const hotel = useHotelRooms(row.hotelId);
  const rooms = (hotel.data?.rooms ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const meals = Object.keys(hotel.data?.mealTypes ?? {}).map((id) => ({ value: id, label: mealTitles.get(id) ?? id }));
  const n = `bookingItems.${index}`;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      <Select
        label={t('bookings.add.hotel')}
        required
        searchable
        data={hotels.data ?? []}
        value={row.hotelId}
        error={errors[`${n}.hotelId`]}
        onChange={(hotelId) => update({ hotelId, roomId: null, mealTypeId: null })}
      />
      <Select
        label={t('bookings.add.roomType')}
        required
        data={rooms}
        value={row.roomId}
        error={errors[`${n}.roomId`]}
        onChange={(roomId) => update({ roomId })}
      />
      <Select
        label={t('bookings.add.meal')}
        required
        data={meals}
        value={row.mealTypeId}
        error={errors[`${n}.mealTypeId`]}
        onChange={(mealTypeId) => update({ mealTypeId })}
      />
      <PriceCount row={row} update={update} n={n} errors={errors} />
    </SimpleGrid>
  );
}

/**
 * A transfer or a visa line: the catalogue choice (transfer + car category + one way / round trip,
 * or visa + type) and its passengers.
 */
export function ServiceRowFields({
  row,
  update,
  index,
  errors,
  list,
  passengers,
}: RowProps<ServiceRow> & { list: 'newTransfers' | 'newVisas'; passengers: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const n = `${list}.${index}`;
  const transfer = list === 'newTransfers';
  const [search, setSearch] = useState('');
  const catalogue = useCatalogueOptions(list, search);
  const choices = useCatalogueChoices(list, row.catalogueId, (o) => (o.type ? `${o.name} (${t(`bookings.transfer.carTypes.${o.type}`)})` : o.name));
  // The chosen one stays in the list whatever is typed (its label comes with the choices).
  const options = [...(catalogue.data ?? [])];
  if (row.catalogueId && choices.data && !options.some((o) => o.value === row.catalogueId))
    options.unshift({ value: row.catalogueId, label: choices.data.name });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <Select
        label={t(transfer ? 'bookings.add.transfer' : 'bookings.add.visa')}
        required
        searchable
        data={options}
        value={row.catalogueId}
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={t('bookings.add.nothingFound')}
        error={errors[`${n}.catalogueId`]}
        onChange={(catalogueId) => update({ catalogueId, optionId: null })}
      />
      <Select
        label={t(transfer ? 'bookings.add.carCategory' : 'bookings.add.visaType')}
        required
        data={choices.data?.options ?? []}
        value={row.optionId}
        disabled={!row.catalogueId}
        error={errors[`${n}.optionId`]}
        onChange={(optionId) => update({ optionId })}
      />
      {transfer && (
        <Select
          label={t('bookings.add.trip')}
          allowDeselect={false}
          data={[
            { value: 'round', label: t('bookings.transfer.roundTrip') },
            { value: 'oneway', label: t('bookings.transfer.oneWay') },
          ]}
          value={row.roundTrip ? 'round' : 'oneway'}
          onChange={(v) => update({ roundTrip: v !== 'oneway' })}
        />
      )}
      <MultiSelect
        label={t('bookings.passengers')}
        placeholder={row.passengerIds.length ? undefined : t('bookings.add.everyPassenger')}
        data={passengers}
        value={row.passengerIds}
        onChange={(passengerIds) => update({ passengerIds })}
        clearable
      />
      <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
        {t('bookings.add.pricedOnSave')}
      </Text>
    </SimpleGrid>
  );
}
