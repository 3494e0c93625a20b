import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BookingListItem } from '@travel/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink, ButtonLink } from '../../ui/links';
import { isOverdue } from './booking-deadline';
import { formatDay, money, statusColor } from './format';

/** The badge's text colour: the palette's darkest shade, but orange 9 is too light on white (4.3:1), so a darker orange (5.2:1). */
const textColor = (color: string) => (color === 'orange' ? '#c2410c' : `${color}.9`);

/** A status as a badge that keeps its whole title (the column never squeezes it to an ellipsis). */
export const statusBadge = (status: { slug: string; title: string }) => (
  <Badge color={statusColor(status.slug)} c={textColor(statusColor(status.slug))} variant="outline" style={{ minWidth: 'max-content' }}>
    {status.title}
  </Badge>
);

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{children}</Text>
  </div>
);

/**
 * One booking of My Bookings on a phone (issue 18.8): the reference and its status, what was
 * booked for whom, the travel dates, payment, total and balance, and the row's action.
 */
export function BookingCard({ booking: b, admin, today }: { booking: BookingListItem; admin: boolean; today: string }) {
  const { t } = useTranslation();
  const overdue = isOverdue(b.paymentDeadline, b.remaining, today);
  const action = admin ? t('common.edit') : t('bookings.seeDetails');
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={`${t('bookings.bookingReference')} ${b.pnrs}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <AnchorLink to="/bookings/$id/edit" params={{ id: b.id }} ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {b.pnrs}
          </AnchorLink>
          {statusBadge(b.bookingStatus)}
        </Group>
        <Text size="sm" fw={500}>
          {b.productTitles.join(', ')}
        </Text>
        <Text size="sm">
          {b.passengerName}
          {admin && b.agent ? ` · ${b.agent.companyName}` : ''}
        </Text>
        <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
          <Fact label={t('bookings.startDate')}>{formatDay(b.startDate)}</Fact>
          <Fact label={t('bookings.endDate')}>{formatDay(b.endDate)}</Fact>
          <Fact label={t('bookings.total')}>{money(b.total, b.currency)}</Fact>
          <Fact label={t('bookings.balance')}>{money(b.remaining, b.currency)}</Fact>
          <Fact label={t('bookings.bookingDate')}>{formatDay(b.createdAt.slice(0, 10))}</Fact>
          <Fact label={t('bookings.paymentStatus')}>{statusBadge(b.paymentStatus)}</Fact>
          {b.paymentDeadline && (
            <Fact label={t('bookings.deadline')}>
              <Text span size="sm" c={overdue ? 'red.9' : undefined} fw={overdue ? 700 : undefined}>
                {formatDay(b.paymentDeadline)}
              </Text>
            </Fact>
          )}
        </SimpleGrid>
        <ButtonLink size="sm" variant="light" fullWidth to="/bookings/$id/edit" params={{ id: b.id }} aria-label={`${action} ${b.pnrs}`}>
          {action}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
