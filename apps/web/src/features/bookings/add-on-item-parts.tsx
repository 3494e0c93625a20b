import { Badge, Group, SimpleGrid, Table, Text } from '@mantine/core';
import type { BookedTransfer, BookedVisa, BookingView } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay, formatDayTime, money } from './format';

/**
 * The Transfer Details and Visa Details cards' own facts (account spec §2 Sections, §3 Booking
 * item: transfer/transferName, transferCar/transferCarName, visa/visaName, visaType/visaTypeName).
 * The card around them (status, tabs Details / Pricing / Cancellation Policies, price × count,
 * Price Net for admins, Delete) is the one every item has (booking-item-card.tsx).
 */

/** One fact of an item card: its label dimmed, then its value (a dash when empty). */
export const Fact = ({ label, value, testId }: { label: string; value: string | number; testId?: string }) => (
  <Text size="sm" data-testid={testId}>
    <Text span c="dimmed" size="sm">
      {label}:
    </Text>{' '}
    {value || '—'}
  </Text>
);

const nameOf = (booking: BookingView, key: string) => {
  const p = booking.passengers[key];
  return p ? `${p.firstName} ${p.lastName}` : key;
};

/** A transfer item: the transfer and car category, one way or round trip, the flights, the pickup and the car of each room. */
export function TransferFacts({
  transfer,
  startDate,
  booking,
  currency,
}: {
  transfer: BookedTransfer;
  startDate: string;
  booking: BookingView;
  currency: string;
}) {
  const { t } = useTranslation();
  const free = transfer.freeTransfer && (transfer.freeTransfer.adult || transfer.freeTransfer.child || transfer.freeTransfer.infant);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Fact label={t('bookings.transfer.transfer')} value={transfer.transferName} testId="transfer-name" />
        <Fact label={t('bookings.transfer.car')} value={`${transfer.carName} (${t(`bookings.transfer.carTypes.${transfer.carType}`)})`} testId="transfer-car" />
        <Fact label={t('bookings.transfer.trip')} value={t(transfer.roundTrip ? 'bookings.transfer.roundTrip' : 'bookings.transfer.oneWay')} />
        <Fact label={t('bookings.transfer.arrivalFlight')} value={transfer.arrivalFlightNumber ?? ''} testId="transfer-arrival-flight" />
        <Fact label={t('bookings.transfer.arrivalTime')} value={transfer.arrivalTime ?? ''} />
        <Fact
          label={t('bookings.transfer.pickup')}
          value={transfer.pickupTime ? formatDayTime(transfer.pickupTime) : formatDay(startDate)}
          testId="transfer-pickup"
        />
        {transfer.roundTrip && <Fact label={t('bookings.transfer.departureFlight')} value={transfer.departureFlightNumber ?? ''} />}
        {transfer.roundTrip && <Fact label={t('bookings.transfer.departureTime')} value={transfer.departureTime ?? ''} />}
      </SimpleGrid>
      {free && (
        <Group gap="xs">
          <Badge variant="outline" color="teal.9">
            {t('bookings.transfer.freeOffer')}
          </Badge>
        </Group>
      )}
      {transfer.cars.length > 0 && (
        <Table.ScrollContainer minWidth={420} type="native" tabIndex={0} role="region" aria-label={t('bookings.transfer.cars')}>
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bookings.transfer.room')}</Table.Th>
                <Table.Th>{t('bookings.transfer.car')}</Table.Th>
                <Table.Th>{t('bookings.passengers')}</Table.Th>
                <Table.Th ta="right">{t('bookings.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {transfer.cars.map((car, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one car per room, in room order
                <Table.Tr key={i}>
                  <Table.Td>{car.roomKeys.map((k) => k.replace(/^room/, t('bookings.transfer.roomPrefix'))).join(', ')}</Table.Td>
                  <Table.Td>{car.carName}</Table.Td>
                  <Table.Td>{car.passengerIds.map((key) => nameOf(booking, key)).join(', ')}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(car.price, currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}

/** A visa item: the visa, its type and the passengers it covers with the band each was priced in. */
export function VisaFacts({ visa, booking }: { visa: BookedVisa; booking: BookingView }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
      <Fact label={t('bookings.visa.visa')} value={visa.visaName} testId="visa-name" />
      <Fact label={t('bookings.visa.type')} value={visa.visaTypeName} testId="visa-type" />
      <Fact
        label={t('bookings.passengers')}
        value={visa.passengers.map((p) => `${nameOf(booking, p.passengerId)} (${t(`bookings.visa.bands.${p.band}`)})`).join(', ')}
        testId="visa-passengers"
      />
    </SimpleGrid>
  );
}
