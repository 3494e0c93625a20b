import { MultiSelect, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { itemTotal, type SegmentKey } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import type { EditableRow } from '../../ui/rows-editor';
import { type FlightRecord, useFlightOptions, useFlightRecord } from './booking-add-api';

/**
 * A new flight line of the Add Booking page (issue 30): a flight of the catalogue, one way or
 * round trip on its dates, the fare of each segment, the passengers (every passenger when none is
 * chosen), optional seats per leg, and an optional Flight Price per passenger. The server prices it
 * as the storefront would (or at the typed price) and takes its seats when the booking is saved.
 */
export type FlightRow = EditableRow & {
  flightId: string | null;
  flightType: 'round' | 'oneway';
  startDate: string;
  endDate: string;
  fares: Partial<Record<SegmentKey, string | null>>;
  passengerIds: string[];
  /** Seats typed per leg ('outbound-1' → '3A, 3B'), given to the line's seated passengers in order. */
  seats: Record<string, string>;
  /** The Flight Price per passenger; blank: the catalogue's. */
  price: string;
};

export const newFlightRow = (): Omit<FlightRow, 'key'> => ({
  flightId: null,
  flightType: 'round',
  startDate: '',
  endDate: '',
  fares: {},
  passengerIds: [],
  seats: {},
  price: '',
});

const segmentKeys = (row: Pick<FlightRow, 'flightType'>): SegmentKey[] => (row.flightType === 'round' ? ['outbound', 'return'] : ['outbound']);

/** The seats typed for a leg: '3a, 3B' → ['3A', '3B']. */
export const seatList = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,;]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

/**
 * The line as the add call takes it (contracts `manualFlightItemSchema`): the passengers (empty:
 * every passenger) and each leg's seats for the seated ones among them, in order.
 */
export function flightLineJson(row: FlightRow, everyone: string[], isInfant: (passengerId: string) => boolean) {
  const passengerIds = row.passengerIds.length ? row.passengerIds : everyone;
  const seated = passengerIds.filter((id) => !isInfant(id));
  const seats = Object.entries(row.seats).flatMap(([legKey, text]) =>
    seatList(text)
      .slice(0, seated.length)
      .map((seat, i) => ({ passengerId: seated[i]!, legKey, seat })),
  );
  return {
    flightId: Number(row.flightId),
    flightType: row.flightType,
    startDate: row.startDate,
    endDate: row.flightType === 'round' ? row.endDate : row.startDate,
    segments: segmentKeys(row).map((segmentKey) => ({ segmentKey, fareId: Number(row.fares[segmentKey]) })),
    passengerIds,
    seats,
    ...(row.price.trim() ? { price: row.price.trim() } : {}),
  };
}

/** The line's total while a Flight Price is typed (price × passengers); null: priced by the server on save. */
export const typedFlightTotal = (row: FlightRow, passengers: number) =>
  row.price.trim() ? itemTotal(row.price.trim(), row.passengerIds.length || passengers) : null;

type Labels = { flight: string; departureDate: string; returnDate: string; fare: string };

/** The required choices of a line, by field. */
export function flightRowProblems(row: FlightRow, n: string, required: (field: keyof Labels) => string, badSeat: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (!row.flightId) found[`${n}.flightId`] = required('flight');
  if (!row.startDate) found[`${n}.startDate`] = required('departureDate');
  if (row.flightType === 'round' && !row.endDate) found[`${n}.endDate`] = required('returnDate');
  for (const key of segmentKeys(row)) if (!row.fares[key]) found[`${n}.fares.${key}`] = required('fare');
  for (const [legKey, text] of Object.entries(row.seats)) if (seatList(text).some((s) => !/^\d{1,2}[A-Z]$/.test(s))) found[`${n}.seats.${legKey}`] = badSeat;
  return found;
}

type LegInfo = { key: string; title: string };

/** The legs of the chosen trip, as the seat inputs label them ('MF501 LIS → CDG'). */
function legsOf(flight: FlightRecord | undefined, row: FlightRow): LegInfo[] {
  if (!flight) return [];
  return segmentKeys(row).flatMap((key) => {
    const segment = flight.segments.find((s) => s.direction === key);
    return (segment?.legs ?? [])
      .filter((leg) => leg.seatMap)
      .map((leg, i) => ({
        key: `${key}-${i + 1}`,
        title: `${leg.flightNumber} ${leg.fromAirport.code ?? leg.fromAirport.name} → ${leg.toAirport.code ?? leg.toAirport.name}`,
      }));
  });
}

type Props = {
  row: FlightRow;
  update: (patch: Partial<FlightRow>) => void;
  index: number;
  errors: Record<string, string>;
  passengers: { value: string; label: string }[];
  currency: string;
};

export function FlightRowFields({ row, update, index, errors, passengers, currency }: Props) {
  const { t } = useTranslation();
  const n = `newFlights.${index}`;
  const [search, setSearch] = useState('');
  const catalogue = useFlightOptions(search);
  const flight = useFlightRecord(row.flightId);
  // The chosen one stays in the list whatever is typed.
  const options = [...(catalogue.data ?? [])];
  if (row.flightId && flight.data && !options.some((o) => o.value === row.flightId)) options.unshift({ value: row.flightId, label: flight.data.name });
  const fares = (flight.data?.fares ?? []).map((f) => ({ value: String(f.id), label: f.name }));
  const legs = legsOf(flight.data, row);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <Select
        label={t('bookings.add.flight')}
        required
        searchable
        data={options}
        value={row.flightId}
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={t('bookings.add.nothingFound')}
        error={errors[`${n}.flightId`]}
        onChange={(flightId) => update({ flightId, fares: {}, seats: {} })}
      />
      <Select
        label={t('bookings.add.trip')}
        allowDeselect={false}
        data={[
          { value: 'round', label: t('bookings.transfer.roundTrip') },
          { value: 'oneway', label: t('bookings.transfer.oneWay') },
        ]}
        value={row.flightType}
        onChange={(v) => update({ flightType: v === 'oneway' ? 'oneway' : 'round', seats: {} })}
      />
      <DateField
        label={t('bookings.add.departureDate')}
        required
        value={row.startDate}
        error={errors[`${n}.startDate`]}
        onChange={(startDate) => update({ startDate })}
      />
      {row.flightType === 'round' ? (
        <DateField
          label={t('bookings.add.returnDate')}
          required
          min={row.startDate || undefined}
          value={row.endDate}
          error={errors[`${n}.endDate`]}
          onChange={(endDate) => update({ endDate })}
        />
      ) : (
        <div />
      )}
      {segmentKeys(row).map((key) => (
        <Select
          key={key}
          label={t(key === 'outbound' ? 'bookings.add.outboundFare' : 'bookings.add.returnFare')}
          required
          data={fares}
          value={row.fares[key] ?? null}
          disabled={!row.flightId}
          error={errors[`${n}.fares.${key}`]}
          onChange={(fareId) => update({ fares: { ...row.fares, [key]: fareId } })}
        />
      ))}
      <MultiSelect
        label={t('bookings.passengers')}
        placeholder={row.passengerIds.length ? undefined : t('bookings.add.everyPassenger')}
        data={passengers}
        value={row.passengerIds}
        onChange={(passengerIds) => update({ passengerIds })}
        clearable
      />
      <TextInput
        label={`${t('bookings.add.flightPrice')} (${currency})`}
        placeholder={t('bookings.add.cataloguePrice')}
        inputMode="decimal"
        value={row.price}
        error={errors[`${n}.price`]}
        onChange={(e) => update({ price: e.currentTarget.value })}
      />
      {legs.map((leg) => (
        <TextInput
          key={leg.key}
          label={t('bookings.add.seats', { leg: leg.title })}
          placeholder={t('bookings.add.seatsPlaceholder')}
          value={row.seats[leg.key] ?? ''}
          error={errors[`${n}.seats.${leg.key}`]}
          onChange={(e) => update({ seats: { ...row.seats, [leg.key]: e.currentTarget.value } })}
        />
      ))}
      <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
        {t('bookings.add.flightPricedOnSave')}
      </Text>
    </SimpleGrid>
  );
}
