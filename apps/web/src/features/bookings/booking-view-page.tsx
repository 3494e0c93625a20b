import { Badge, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { type BookingItemView, type BookingView, ROLE_ADMIN } from '@travel/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { Page } from '../../ui/page';
import { useBooking } from './api';
import { BookingActions } from './booking-actions';
import { BookingHistory } from './booking-history';
import { CancelBookingModal } from './cancel-modal';
import { formatDay, money, statusColor } from './format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={220} fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** The itinerary table of a booking (account spec §2 Booking view/edit). */
function Itinerary({ booking, admin }: { booking: BookingView; admin: boolean }) {
  const { t } = useTranslation();
  const currency = booking.currency.code;
  const hotelPrice = booking.bookingItemsTypes.hotel.reduce((sum, id) => sum + Number(booking.bookingItems[String(id)]?.total ?? 0), 0);
  return (
    <Paper withBorder radius="md">
      <Table>
        <Table.Tbody>
          <Row label={t('bookings.bookingReference')}>
            <Text ff="monospace" fw={700}>
              {booking.pnrs}
            </Text>
          </Row>
          <Row label={t('bookings.agentCompany')}>{booking.agent.companyName}</Row>
          <Row label={t('bookings.bookingDate')}>{formatDay(booking.createdAt)}</Row>
          <Row label={t('bookings.bookingStatus')}>
            <Badge color={statusColor(booking.bookingStatus.slug)} c={`${statusColor(booking.bookingStatus.slug)}.9`} variant="outline">
              {booking.bookingStatus.title}
            </Badge>
          </Row>
          <Row label={t('bookings.hotelPrice')}>{money(hotelPrice, currency)}</Row>
          <Row label={t('bookings.total')}>{money(booking.total, currency)}</Row>
          <Row label={t('bookings.totalPaid')}>{money(booking.paymentsSum, currency)}</Row>
          {booking.bookingStatus.slug === 'canceled' && <Row label={t('bookings.cancellationCharge')}>{money(booking.cancelTotal, currency)}</Row>}
          <Row label={t('bookings.balance')}>{money(booking.remaining, currency)}</Row>
          {admin && booking.income !== undefined && <Row label={t('bookings.income')}>{money(booking.income, currency)}</Row>}
          <Row label={t('bookings.paymentStatus')}>
            <Badge color={statusColor(booking.paymentStatus.slug)} c={`${statusColor(booking.paymentStatus.slug)}.9`} variant="outline">
              {booking.paymentStatus.title}
            </Badge>
          </Row>
          <Row label={t('bookings.additionalRequests')}>{Object.values(booking.additionalRequests).join(', ') || '—'}</Row>
          <Row label={t('bookings.details')}>{booking.details || '—'}</Row>
          {admin && <Row label={t('bookings.note')}>{booking.note || '—'}</Row>}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function RoomCard({ item, admin }: { item: BookingItemView; admin: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="md">
          {item.hotel.name}
        </Title>
        <Badge color={statusColor(item.bookingStatus.slug)} c={`${statusColor(item.bookingStatus.slug)}.9`} variant="outline">
          {item.bookingStatus.title}
        </Badge>
      </Group>
      <Tabs defaultValue="details">
        <Tabs.List>
          <Tabs.Tab value="details">{t('bookings.tabDetails')}</Tabs.Tab>
          <Tabs.Tab value="pricing">{t('bookings.tabPricing')}</Tabs.Tab>
          <Tabs.Tab value="policies">{t('bookings.tabPolicies')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <Text size="sm">{t('bookings.checkIn')}: {formatDay(item.startDate)}</Text>
            <Text size="sm">{t('bookings.checkOut')}: {formatDay(item.endDate)}</Text>
            <Text size="sm">{t('bookings.roomType')}: {item.roomType.title}</Text>
            <Text size="sm">
              {t('bookings.occupancy')}: {item.occupancy.adults} + {item.occupancy.childrenAges.length}
            </Text>
            <Text size="sm">{t('bookings.meal')}: {item.mealType.title}</Text>
            {admin && <Text size="sm">{t('bookings.externalCode')}: {item.externalPnr || '—'}</Text>}
            <Text size="sm">{t('bookings.supplierReference')}: {item.supplierReference || '—'}</Text>
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="pricing" pt="sm">
          <Table fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bookings.night')}</Table.Th>
                <Table.Th ta="right">{t('bookings.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {item.perNight.map((price, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: nights are positional
                <Table.Tr key={i}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td ta="right">{money(price, item.currency)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th>{t('bookings.total')} ({t('bookings.count')} {item.count})</Table.Th>
                <Table.Th ta="right">{money(item.total, item.currency)}</Table.Th>
              </Table.Tr>
              {admin && item.priceNet !== undefined && (
                <Table.Tr>
                  <Table.Td>{t('bookings.priceNet')}</Table.Td>
                  <Table.Td ta="right">{money(item.priceNet, item.priceNetCurrency ?? item.currency)}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
        <Tabs.Panel value="policies" pt="sm">
          <Table fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bookings.from')}</Table.Th>
                <Table.Th>{t('bookings.to')}</Table.Th>
                <Table.Th ta="right">{t('bookings.cost')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {item.cancellationPolicies.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{formatDay(p.dateFrom)}</Table.Td>
                  <Table.Td>{formatDay(p.dateTo)}</Table.Td>
                  <Table.Td ta="right">{Number(p.cost) === 0 ? t('bookings.free') : money(p.cost, p.currencyCost)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}

/** /bookings/{id}/edit: 'Edit Booking' for an admin, 'View Booking' otherwise. */
export function BookingViewPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const admin = useSession()?.role === ROLE_ADMIN;
  const { data: booking, isLoading } = useBooking(id);
  const [cancelOpened, setCancelOpened] = useState(false);
  const title = admin ? t('bookings.editBooking') : t('bookings.viewBooking');
  if (isLoading || !booking) return <Page title={title}>{<Skeleton height={400} radius="md" />}</Page>;
  const hotelItems = booking.bookingItemsTypes.hotel.map((itemId) => booking.bookingItems[String(itemId)]).filter((i): i is BookingItemView => !!i);
  return (
    <Page
      title={title}
      crumbs={[{ label: t('bookings.myBookings'), to: '/bookings' }, { label: booking.pnrs }]}
      actions={
        <>
          <BookingActions booking={booking} />
          {booking.canCancelBooking && (
            <Button color="red" variant="light" onClick={() => setCancelOpened(true)}>
              {t('bookings.cancelBookingButton')}
            </Button>
          )}
        </>
      }
    >
      <CancelBookingModal id={id} opened={cancelOpened} onClose={() => setCancelOpened(false)} />
      <Itinerary booking={booking} admin={admin} />
      {hotelItems.length > 0 && (
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('bookings.accommodationDetails')}
          </Title>
          {hotelItems.map((item) => (
            <RoomCard key={item.id} item={item} admin={admin} />
          ))}
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('bookings.passengers')}
        </Title>
        <Paper withBorder radius="md">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bookings.passenger')}</Table.Th>
                <Table.Th>{t('bookings.ageType')}</Table.Th>
                <Table.Th>{t('bookings.birthDate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.values(booking.passengers).map((p) => (
                <Table.Tr key={p.key}>
                  <Table.Td>{[p.title, p.firstName, p.lastName].filter(Boolean).join(' ')}</Table.Td>
                  <Table.Td>{p.ageType}{p.age !== null ? ` (${p.age})` : ''}</Table.Td>
                  <Table.Td>{formatDay(p.birthDate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('bookings.paymentHistory')}
        </Title>
        {booking.payments.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('bookings.noPayments')}
          </Text>
        ) : (
          <Paper withBorder radius="md">
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bookings.payDate')}</Table.Th>
                  <Table.Th>{t('bookings.method')}</Table.Th>
                  <Table.Th ta="right">{t('bookings.originalAmount')}</Table.Th>
                  <Table.Th ta="right">{t('bookings.paidAmount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {booking.payments.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{formatDay(p.payDate)}</Table.Td>
                    <Table.Td>{p.method}</Table.Td>
                    <Table.Td ta="right">{money(p.originalAmount, p.originalCurrency)}</Table.Td>
                    <Table.Td ta="right">{money(p.paidAmount, booking.currency.code)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('bookings.comments')}
        </Title>
        {booking.comments.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('bookings.noComments')}
          </Text>
        ) : (
          booking.comments.map((c) => (
            <Paper key={`${c.date}-${c.name}`} withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {c.name} · {formatDay(c.date)}
              </Text>
              <Text size="sm">{c.comment}</Text>
            </Paper>
          ))
        )}
      </Stack>
      <BookingHistory history={booking.history} />
    </Page>
  );
}
