import { Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import type { ReportsSearch } from './report-search';
import { SalesReportTab } from './sales-report';
import { SellThroughTab } from './sell-through-report';

type Tab = 'sales' | 'sell-through';

/**
 * /reports (issue 35, admin): the sales report and the sell-through report, each in its tab. The
 * open tab and every field are in the address, so a report can be linked to (the dashboard's
 * selling-out items open the sell-through tab) and comes back as it was.
 */
export function ReportsPage({ search }: { search: ReportsSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tab: Tab = search.tab === 'sell-through' ? 'sell-through' : 'sales';
  const onSearch = (change: Partial<ReportsSearch>) => void navigate({ to: '/reports', search: (prev) => ({ ...prev, ...change }), replace: true });
  // Each report has its own fields and default days: another tab starts from its defaults.
  const openTab = (next: string | null) => next && next !== tab && void navigate({ to: '/reports', search: next === 'sales' ? {} : { tab: next } });
  return (
    <Page title={t('reports.title')}>
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="sales">{t('reports.tabs.sales')}</Tabs.Tab>
          <Tabs.Tab value="sell-through">{t('reports.tabs.sellThrough')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sales">
          <SalesReportTab search={search} onSearch={onSearch} />
        </Tabs.Panel>
        <Tabs.Panel value="sell-through">
          <SellThroughTab search={search} onSearch={onSearch} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
