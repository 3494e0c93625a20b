import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { addDaysTo, formatDayAs } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { EmptySentence, FigureSection } from '../../ui/figure-table';
import { AnchorLink, UnstyledLink } from '../../ui/links';
import { type AdminDashboard, useOnRequestStatusId } from './api';

/** Orange 9 is too light for text on white (4.3:1): a darker orange (5.2:1), as the bookings' badges use. */
const ORANGE_TEXT = '#c2410c';

type BookingsSearch = { bookingStatusId?: string; deadlineWithin?: string; travelStartDate?: string; travelEndDate?: string };

/** A count that opens the bookings list with its filters; orange while it asks for action. */
function CountTile({ count, label, alert, search }: { count: number; label: string; alert: boolean; search: BookingsSearch }) {
  return (
    <Paper withBorder radius="md" p="sm" bg={alert ? 'orange.0' : undefined} data-testid="attention-count">
      <UnstyledLink to="/bookings" search={search} display="block">
        <Text fz={26} fw={700} lh={1.1} c={alert ? 'orange.9' : 'blue.9'} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {count}
        </Text>
        <Text size="sm" c="dark.7">
          {label}
        </Text>
      </UnstyledLink>
    </Paper>
  );
}

/**
 * What needs attention today (issue 35): items on request, unpaid bookings near their deadline,
 * the next 7 days' arrivals and departures, each opening the bookings list with the closest of its
 * filters, and the room nights and departures about to sell out, each opening the sell-through report.
 */
export function Attention({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation();
  const today = data.to;
  const week = addDaysTo(today, 7);
  const onRequestId = useOnRequestStatusId(true);
  const { attention } = data;
  const tiles: { key: string; count: number; search: BookingsSearch }[] = [
    {
      key: 'onRequest',
      count: attention.onRequest,
      search: onRequestId ? { bookingStatusId: String(onRequestId) } : {},
    },
    { key: 'unpaidNearDeadline', count: attention.unpaidNearDeadline, search: { deadlineWithin: '3' } },
    { key: 'arrivals', count: attention.arrivals, search: { travelStartDate: today } },
    { key: 'departures', count: attention.departures, search: { travelEndDate: week } },
  ];
  const horizon = { from: today, to: addDaysTo(today, 13) };
  return (
    <FigureSection id="attention-title" title={t('dashboard.attention.title')}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {tiles.map((tile) => (
          <CountTile
            key={tile.key}
            count={tile.count}
            label={t(`dashboard.attention.${tile.key}`)}
            alert={tile.count > 0 && (tile.key === 'onRequest' || tile.key === 'unpaidNearDeadline')}
            search={tile.search}
          />
        ))}
      </SimpleGrid>
      <Title order={3} fz="md">
        {t('dashboard.attention.sellingOut')}
      </Title>
      {attention.sellingOut.length === 0 ? (
        <EmptySentence>{t('dashboard.attention.noneSellingOut')}</EmptySentence>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('dashboard.attention.sellingOut')}>
          {attention.sellingOut.map((item) => (
            <Group component="li" key={`${item.kind}-${item.id}-${item.date}`} gap="xs" wrap="nowrap" align="baseline">
              <Badge
                variant="outline"
                color={item.kind === 'room' ? 'blue' : 'teal'}
                c={item.kind === 'room' ? 'blue.9' : 'teal.9'}
                size="sm"
                style={{ flex: 'none' }}
              >
                {t(`dashboard.attention.kinds.${item.kind}`)}
              </Badge>
              <Text size="sm" style={{ minWidth: 0 }}>
                <AnchorLink size="sm" to="/reports" search={{ tab: 'sell-through', kind: item.kind === 'room' ? 'hotel' : 'flight', ...horizon }}>
                  {item.name}
                </AnchorLink>{' '}
                · {formatDayAs(item.date)} ·{' '}
                <Text span size="sm" fw={700} c={item.left === 0 ? 'red.9' : ORANGE_TEXT}>
                  {t('dashboard.attention.left', { left: item.left, capacity: item.capacity })}
                </Text>
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </FigureSection>
  );
}
