import { Box, Progress } from '@mantine/core';
import { formatDayAs, moneyToCents } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/money';
import { FigureTable } from '../../ui/figure-table';
import { AnchorLink } from '../../ui/links';
import type { AdminDashboard } from './api';

type Row = { id: number | null; name: string; bookings: number; sales: string; income: string };

/**
 * The top 10 destinations or agencies of the period by sales (issue 35): a ranked table whose bars
 * show each one's sales against the first's; each name opens the bookings of the period there or
 * of that agency (the bookings list's destinationLocationId or agentId filter).
 */
export function TopList({ kind, data }: { kind: 'destinations' | 'agencies'; data: AdminDashboard }) {
  const { t } = useTranslation();
  const rows: Row[] = kind === 'destinations' ? data.byDestination : data.byAgency;
  const title = t(`dashboard.top.${kind}`);
  const largest = Number(rows.reduce((max, r) => ((moneyToCents(r.sales) ?? 0n) > max ? (moneyToCents(r.sales) ?? 0n) : max), 0n));
  const share = (sales: string) => (largest > 0 ? Math.max(0, (Number(moneyToCents(sales) ?? 0n) / largest) * 100) : 0);
  const caption = t('dashboard.top.caption', { title, from: formatDayAs(data.from), to: formatDayAs(data.to), currency: data.currency });
  const period = { bookingStartDate: data.from, bookingEndDate: data.to };
  const filterOf = (row: Row) => (kind === 'destinations' ? { destinationLocationId: String(row.id) } : { agentId: String(row.id) });
  return (
    <FigureTable
      title={title}
      titleId={`top-${kind}`}
      caption={caption}
      empty={t('dashboard.top.empty')}
      rows={rows}
      rowKey={(row, index) => row.id ?? `none-${index}`}
      minWidth={460}
      columns={[
        { key: 'rank', label: t('dashboard.top.rank'), width: 36, cell: (_, index) => index + 1 },
        {
          key: 'name',
          label: t(kind === 'destinations' ? 'dashboard.top.destination' : 'dashboard.top.agency'),
          rowHeader: true,
          minWidth: 150,
          cell: (row) => (
            <>
              <Box>
                {row.id ? (
                  <AnchorLink size="sm" to="/bookings" search={{ ...period, ...filterOf(row) }}>
                    {row.name}
                  </AnchorLink>
                ) : (
                  row.name
                )}
              </Box>
              <Progress value={share(row.sales)} size="sm" mt={4} color="blue.6" aria-hidden="true" />
            </>
          ),
        },
        { key: 'bookings', label: t('dashboard.figures.bookings'), numeric: true, cell: (row) => row.bookings },
        { key: 'sales', label: t('dashboard.figures.sales'), numeric: true, cell: (row) => formatAmount(row.sales) },
        { key: 'income', label: t('dashboard.figures.income'), numeric: true, cell: (row) => formatAmount(row.income) },
      ]}
    />
  );
}
