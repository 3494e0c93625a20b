import { Group, Image, Stack, Table, Text } from '@mantine/core';
import type { BookedFlightSegment, BookingItemOf, BookingView } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { extrasByPassenger, extraPlace, routeOf, stopsText } from './flight-item-model';
import { formatDayTime, money } from './format';

/**
 * The flight card's own parts of the booking page (account spec §2 Flight card): the segments
 * flown, one row each, and the extras each passenger chose. The card around them (status, tabs,
 * pricing, cancellation rows, files) is the one every item has (booking-item-card.tsx).
 */

/** Per segment: route, stops, airline, carrier code, flight number, departure, arrival and fare type. */
export function FlightSegmentsTable({ segments }: { segments: BookedFlightSegment[] }) {
  const { t } = useTranslation();
  return (
    // On a phone the table scrolls sideways: the frame is a named stop, so keys scroll it too.
    <Table.ScrollContainer minWidth={880} type="native" tabIndex={0} role="region" aria-label={t('bookings.flight.segments')}>
      <Table fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bookings.flight.segment')}</Table.Th>
            <Table.Th>{t('bookings.flight.route')}</Table.Th>
            <Table.Th>{t('bookings.flight.stopsLabel')}</Table.Th>
            <Table.Th>{t('bookings.flight.airline')}</Table.Th>
            <Table.Th>{t('bookings.flight.carrierCode')}</Table.Th>
            <Table.Th>{t('bookings.flight.flightNumber')}</Table.Th>
            <Table.Th>{t('bookings.flight.departure')}</Table.Th>
            <Table.Th>{t('bookings.flight.arrival')}</Table.Th>
            <Table.Th>{t('bookings.flight.fareType')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {segments.map((s) => (
            <Table.Tr key={s.segmentKey} data-testid={`segment-${s.segmentKey}`}>
              <Table.Td>{t(`bookings.flight.segmentKeys.${s.segmentKey}`)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} ff="monospace">
                  {routeOf(s)}
                </Text>
                <Text size="xs" c="dimmed">
                  {s.origin.name} → {s.destination.name}
                </Text>
              </Table.Td>
              <Table.Td>{stopsText(t, s.stopsNames)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {/* The name stands beside it: the logo is decoration to a screen reader. */}
                  {s.airline.logo && <Image src={s.airline.logo} alt="" w={20} h={20} fit="contain" />}
                  <span>{s.airline.name}</span>
                </Group>
              </Table.Td>
              <Table.Td>{s.carrierCode}</Table.Td>
              <Table.Td>{s.flightNumber}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDayTime(s.departureDate)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDayTime(s.arrivalDate)}</Table.Td>
              <Table.Td>{s.selectedFareType.name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The extras per passenger (account spec §3 Extras): baggage per segment, meals and seats per
 * leg, each with its price, 'Included' for what the fare gives.
 */
export function FlightExtrasTable({ item, booking }: { item: BookingItemOf<'flight'>; booking: BookingView }) {
  const { t } = useTranslation();
  const groups = extrasByPassenger(item);
  const nameOf = (key: string) => {
    const p = booking.passengers[key];
    return p ? `${p.firstName} ${p.lastName}` : key;
  };
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t('bookings.flight.extras')}
      </Text>
      {groups.length === 0 ? (
        <Text size="sm">{t('bookings.flight.noExtras')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="region" aria-label={t('bookings.flight.extrasOf')}>
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bookings.flight.extraType')}</Table.Th>
                <Table.Th>{t('bookings.flight.where')}</Table.Th>
                <Table.Th>{t('bookings.flight.choice')}</Table.Th>
                <Table.Th ta="right">{t('bookings.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            {groups.map((group) => (
              <Table.Tbody key={group.passengerId} data-testid={`extras-${group.passengerId}`}>
                <Table.Tr>
                  <Table.Th colSpan={4} scope="colgroup" bg="var(--mantine-color-gray-0)">
                    {nameOf(group.passengerId)}
                  </Table.Th>
                </Table.Tr>
                {group.extras.map((e) => (
                  <Table.Tr key={`${e.type}-${e.segmentKey}-${e.legKey ?? ''}-${e.id}`}>
                    <Table.Td>{t(`bookings.flight.extraTypes.${e.type}`)}</Table.Td>
                    <Table.Td>{extraPlace(t, item.segments ?? [], e)}</Table.Td>
                    <Table.Td>{e.name}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {e.included ? t('bookings.flight.included') : money(e.price, item.currency)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            ))}
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
