import { Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { formatDayAs } from '@travel/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../ui/notify';
import { Page } from '../../ui/page';
import { AgentDashboardView } from './agent-dashboard';
import { type AdminDashboard, type DashboardPeriod, PERIODS, useDashboard } from './api';
import { Attention } from './attention';
import { SalesChart } from './sales-chart';
import { SpanCard } from './span-cards';
import { TopList } from './top-lists';

/** The period of the address (`?period=90d`), 30 days when missing or unknown. */
export const periodOf = (value: string | undefined): DashboardPeriod =>
  (PERIODS as readonly string[]).includes(value ?? '') ? (value as DashboardPeriod) : '30d';

function Loading() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden>{t('dashboard.loading')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Skeleton h={150} radius="md" />
        <Skeleton h={150} radius="md" />
      </SimpleGrid>
      <Skeleton h={320} radius="md" />
    </Stack>
  );
}

/** An administrator's dashboard: the spans, what needs attention, then the period's sales and its top lists. */
function AdminDashboardView({ data, period, onPeriod }: { data: AdminDashboard; period: DashboardPeriod; onPeriod: (p: DashboardPeriod) => void }) {
  const { t } = useTranslation();
  const today = data.to;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SpanCard span="today" figures={data.today} currency={data.currency} from={today} to={today} />
        <SpanCard span="month" figures={data.month} currency={data.currency} from={`${today.slice(0, 7)}-01`} to={today} />
      </SimpleGrid>
      <Attention data={data} />
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {formatDayAs(data.from)} – {formatDayAs(data.to)}
        </Text>
        <SegmentedControl
          aria-label={t('dashboard.period')}
          value={period}
          onChange={(v) => onPeriod(v as DashboardPeriod)}
          data={PERIODS.map((p) => ({ value: p, label: t(`dashboard.periods.${p}`) }))}
        />
      </Group>
      <SalesChart data={data} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <TopList kind="destinations" data={data} />
        <TopList kind="agencies" data={data} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /dashboard (issue 35): an administrator's business at a glance, or an agent's own sales, trips,
 * deadlines and account; the answer of `GET dashboard` depends on the caller's role.
 */
export function DashboardPage({ period: asked }: { period?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const period = periodOf(asked);
  const dashboard = useDashboard(period);
  useEffect(() => {
    if (dashboard.error) notifyError(dashboard.error, 'common.couldNotLoadData');
  }, [dashboard.error]);
  const data = dashboard.data;
  const onPeriod = (next: DashboardPeriod) => void navigate({ to: '/dashboard', search: { period: next === '30d' ? undefined : next }, replace: true });
  return (
    <Page title={t('dashboard.title')}>
      {!data ? (
        dashboard.isError ? (
          <Text c="red.9">{t('common.couldNotLoadData')}</Text>
        ) : (
          <Loading />
        )
      ) : data.role === 'admin' ? (
        <AdminDashboardView data={data} period={period} onPeriod={onPeriod} />
      ) : (
        <AgentDashboardView data={data} />
      )}
    </Page>
  );
}
