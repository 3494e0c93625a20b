import { BarChart } from '@mantine/charts';
// After the package: its sheet follows those of the core components it builds on (vite.config.ts).
import '@mantine/charts/styles.css';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDayAs, moneyToCents } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/money';
import { ChartFrame } from '../../ui/chart-frame';
import { EmptySentence, FigureSection, FigureTable } from '../../ui/figure-table';
import { AnchorLink } from '../../ui/links';
import type { AgentDashboard } from './api';
import { monthSpan } from './figures';

/** Orange 9 is too light for text on white (4.3:1): a darker orange (5.2:1), as the bookings' badges use. */
const ORANGE_TEXT = '#c2410c';
const money = (amount: string, currency: string) => `${formatAmount(amount)} ${currency}`;
/** 'May 2027' of '2027-05'. */
const monthName = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function AccountTile({ label, amount, currency }: { label: string; amount: string; currency: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="xl" fw={700} c={(moneyToCents(amount) ?? 0n) < 0n ? 'red.9' : undefined} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {money(amount, currency)}
      </Text>
    </div>
  );
}

/**
 * An agent's dashboard (issue 35): its own sales and bookings per month, its next trips, its
 * payment deadlines and its agency account. The answer carries no net price and no income
 * (domain-rules §8), so none is shown.
 */
/**
 * An agent's dashboard (issue 35): its own sales and bookings per month, its next trips, its
 * payment deadlines and its agency account. The answer carries no net price and no income
 * (domain-rules §8), so none is shown.
 */
export function AgentDashboardView({ data }: { data: AgentDashboard }) {
  const { t } = useTranslation();
  const { currency } = data;
  return (
    <Stack gap="md">
      <FigureSection
        id="agent-account"
        title={t('dashboard.agent.account')}
        action={
          <AnchorLink size="sm" to="/account">
            {t('dashboard.agent.openAccount')}
          </AnchorLink>
        }
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <AccountTile label={t('dashboard.agent.balance')} amount={data.account.balance} currency={currency} />
          <AccountTile label={t('dashboard.agent.creditLimit')} amount={data.account.creditLimit} currency={currency} />
          <AccountTile label={t('dashboard.agent.available')} amount={data.account.available} currency={currency} />
        </SimpleGrid>
      </FigureSection>
      <ChartFrame
        title={t('dashboard.agent.months')}
        toggle={{ show: t('dashboard.showTable'), hide: t('dashboard.hideTable') }}
        chart={
          <BarChart
            h={240}
            role="img"
            aria-label={t('dashboard.agent.monthsChart', { currency })}
            accessibilityLayer={false}
            maxBarWidth={48}
            data={data.months.map((m) => ({ month: monthName(m.month), sales: Number(m.sales) }))}
            dataKey="month"
            series={[{ name: 'sales', label: t('dashboard.figures.sales'), color: 'blue.6' }]}
            valueFormatter={(value) => formatAmount(value.toFixed(2))}
            tickLine="y"
            gridAxis="y"
            yAxisProps={{ width: 72 }}
          />
        }
        table={
          // Every month links to its bookings: a keyboard reaches the frame through them, no region needed.
          <FigureTable
            caption={t('dashboard.agent.monthsCaption', { currency })}
            rows={data.months}
            rowKey={(m) => m.month}
            minWidth={320}
            striped
            region={false}
            columns={[
              {
                key: 'month',
                label: t('dashboard.agent.month'),
                rowHeader: true,
                cell: (m) => {
                  const span = monthSpan(m.month);
                  return (
                    <AnchorLink size="sm" to="/bookings" search={{ bookingStartDate: span.from, bookingEndDate: span.to }}>
                      {monthName(m.month)}
                    </AnchorLink>
                  );
                },
              },
              { key: 'bookings', label: t('dashboard.figures.bookings'), numeric: true, cell: (m) => m.bookings },
              { key: 'sales', label: t('dashboard.figures.sales'), numeric: true, cell: (m) => formatAmount(m.sales) },
            ]}
          />
        }
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <FigureSection
          id="agent-trips"
          title={t('dashboard.agent.trips')}
          action={
            <AnchorLink size="sm" to="/bookings">
              {t('dashboard.agent.allBookings')}
            </AnchorLink>
          }
        >
          {data.upcomingTrips.length === 0 ? (
            <EmptySentence>{t('dashboard.agent.noTrips')}</EmptySentence>
          ) : (
            <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('dashboard.agent.trips')}>
              {data.upcomingTrips.map((trip) => (
                <Group component="li" key={trip.bookingId} justify="space-between" gap="xs" wrap="wrap">
                  <div>
                    <AnchorLink to="/bookings/$id/edit" params={{ id: trip.bookingId }} ff="monospace" size="sm" fw={600}>
                      {trip.pnrs}
                    </AnchorLink>
                    <Text size="sm">
                      {trip.destination ?? '—'} · {formatDayAs(trip.startDate)} – {formatDayAs(trip.endDate)}
                    </Text>
                  </div>
                  <Badge
                    variant="outline"
                    color={trip.status === 'confirmed' ? 'teal' : 'orange'}
                    c={trip.status === 'confirmed' ? 'teal.9' : ORANGE_TEXT}
                    size="sm"
                  >
                    {t(`dashboard.statuses.${trip.status}`, { defaultValue: trip.status })}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </FigureSection>
        {/* Every booking is a link: a keyboard reaches the frame through them, no region needed. */}
        <FigureTable
          title={t('dashboard.agent.deadlines')}
          titleId="agent-deadlines"
          caption={t('dashboard.agent.deadlines')}
          empty={t('dashboard.agent.noDeadlines')}
          rows={data.deadlines}
          rowKey={(d) => d.bookingId}
          minWidth={300}
          region={false}
          columns={[
            {
              key: 'booking',
              label: t('dashboard.agent.booking'),
              rowHeader: true,
              cell: (d) => (
                <AnchorLink to="/bookings/$id/edit" params={{ id: d.bookingId }} ff="monospace" size="sm">
                  {d.pnrs}
                </AnchorLink>
              ),
            },
            { key: 'deadline', label: t('dashboard.agent.deadline'), cell: (d) => formatDayAs(d.paymentDeadline) },
            { key: 'outstanding', label: t('dashboard.agent.outstanding'), numeric: true, nowrap: true, cell: (d) => money(d.outstanding, d.currency) },
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}
