import { Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { itemTotal } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import type { EditableRow } from '../../ui/rows-editor';
import { useHotelOptions, useHotelRooms } from './booking-add-api';

/** Rows of the Add Booking page: hotel rooms, transfers and visas, each priced as price × count. */

type Priced = { price: string; count: string };
export type HotelRow = EditableRow & Priced & { hotelId: string | null; roomId: string | null; mealTypeId: string | null };
export type ServiceRow = EditableRow & Priced & { title: string };

export const newHotelRow = (): Omit<HotelRow, 'key'> => ({ hotelId: null, roomId: null, mealTypeId: null, price: '', count: '1' });
export const newServiceRow = (): Omit<ServiceRow, 'key'> => ({ title: '', price: '', count: '1' });

/** Price, Count and the line's Total (price × count, exact). */
function PriceCount<R extends Priced>({ row, update, n, errors }: { row: R; update: (patch: Partial<R>) => void; n: string; errors: Record<string, string> }) {
  const { t } = useTranslation();
  const total = itemTotal(row.price, row.count);
  return (
    <>
      <TextInput label={t('bookings.add.price')} required inputMode="decimal" value={row.price} error={errors[`${n}.price`]} onChange={(e) => update({ price: e.currentTarget.value } as Partial<R>)} />
      <TextInput label={t('bookings.add.count')} required type="number" min={1} value={row.count} error={errors[`${n}.count`]} onChange={(e) => update({ count: e.currentTarget.value } as Partial<R>)} />
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
export function HotelRowFields({ row, update, index, errors, locationId, mealTitles }: RowProps<HotelRow> & { locationId: string | null; mealTitles: Map<string, string> }) {
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
      <Select label={t('bookings.add.roomType')} required data={rooms} value={row.roomId} error={errors[`${n}.roomId`]} onChange={(roomId) => update({ roomId })} />
      <Select label={t('bookings.add.meal')} required data={meals} value={row.mealTypeId} error={errors[`${n}.mealTypeId`]} onChange={(mealTypeId) => update({ mealTypeId })} />
      <PriceCount row={row} update={update} n={n} errors={errors} />
    </SimpleGrid>
  );
}

/** A transfer or a visa: its title, price and count. */
export function ServiceRowFields({ row, update, index, errors, list }: RowProps<ServiceRow> & { list: 'newTransfers' | 'newVisas' }) {
  const { t } = useTranslation();
  const n = `${list}.${index}`;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <TextInput label={t('bookings.add.titleField')} required value={row.title} error={errors[`${n}.title`]} onChange={(e) => update({ title: e.currentTarget.value })} />
      <PriceCount row={row} update={update} n={n} errors={errors} />
    </SimpleGrid>
  );
}
