import { BarChart } from '@mantine/charts';
// After the package: its sheet follows those of the core components it builds on (vite.config.ts).
import '@mantine/charts/styles.css';
import { Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDayAs } from '@travel/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/money';
import { ChartFrame } from '../../ui/chart-frame';
import { AnchorLink } from '../../ui/links';
import { notifyError } from '../../ui/notify';
import { downloadSalesReport, type SalesReport, salesReportQuery } from './api';
import { DownloadButtons, PeriodFields, ReportFilters, ReportLoading } from './report-parts';
import type { ReportsSearch } from './report-search';
import { bookingsFilterOf, chartRowsOf, GROUPS, PERIODS, type Period, periodLabel, periodSpan, salesQueryOf } from './sales-model';
import { scrollRegion } from '../../ui/scroll-region';

/** A table's scrolling frame: reachable by keyboard (a row may have no link to tab to), named as its table. */
const num = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The sales report (issue 35, admin): sales and income per day, week or month by product,
 * destination, agency, hotel or flight over a period, drawn per period with its table, listed
 * with totals, and downloadable as CSV or XLSX with the same query.
 */
export function SalesReportTab({ search, onSearch }: { search: ReportsSearch; onSearch: (change: Partial<ReportsSearch>) => void }) {
  const { t } = useTranslation();
  const query = salesQueryOf(search);
  const invalid = !!query.from && !!query.to && query.to < query.from;
  const report = useQuery({ ...salesReportQuery(query), enabled: !invalid });
  useEffect(() => {
    if (report.error) notifyError(report.error, 'common.couldNotLoadData');
  }, [report.error]);
  const data = report.data;
  // The days the answer covers (the server's default when the fields are empty): the file gets the same.
  const span = { from: query.from ?? data?.from ?? '', to: query.to ?? data?.to ?? '' };
  const weekOf = (day: string) => t('reports.sales.weekOf', { day });
  return (
    <Stack gap="md">
      <ReportFilters downloads={<DownloadButtons disabled={invalid || !data} open={(format) => downloadSalesReport({ ...query, ...span }, format)} />}>
        <PeriodFields from={span.from} to={span.to} onChange={onSearch} />
        <Select
          label={t('reports.sales.groupBy')}
          data={GROUPS.map((g) => ({ value: g, label: t(`reports.sales.groups.${g}`) }))}
          value={query.groupBy}
          allowDeselect={false}
          onChange={(v) => v && onSearch({ groupBy: v })}
        />
        <Select
          label={t('reports.sales.period')}
          data={PERIODS.map((p) => ({ value: p, label: t(`reports.sales.periods.${p}`) }))}
          value={query.period}
          allowDeselect={false}
          onChange={(v) => v && onSearch({ period: v })}
        />
      </ReportFilters>
      {invalid ? null : !data ? (
        <ReportLoading />
      ) : (
        <>
          <SalesChart data={data} weekOf={weekOf} />
          <SalesTable data={data} weekOf={weekOf} />
        </>
      )}
    </Stack>
  );
}

function SalesChart({ data, weekOf }: { data: SalesReport; weekOf: (day: string) => string }) {
  const { t } = useTranslation();
  const rows = chartRowsOf(data);
  const periodName = t(`reports.sales.periods.${data.period}`).toLowerCase();
  const label = (period: string) => periodLabel(period, data.period, weekOf);
  return (
    <ChartFrame
      title={t('reports.sales.chartTitle')}
      toggle={{ show: t('reports.showTable'), hide: t('reports.hideTable') }}
      chart={
        <BarChart
          h={280}
          role="img"
          aria-label={t('reports.sales.chartLabel', { period: periodName, from: formatDayAs(data.from), to: formatDayAs(data.to), currency: data.currency })}
          accessibilityLayer={false}
          maxBarWidth={48}
          data={rows.map((r) => ({
            period: data.period === 'month' ? label(r.period) : formatDayAs(r.period).slice(0, 5),
            sales: Number(r.sales),
            income: Number(r.income),
          }))}
          dataKey="period"
          series={[
            { name: 'sales', label: t('reports.sales.sales'), color: 'blue.6' },
            { name: 'income', label: t('reports.sales.income'), color: 'teal.6' },
          ]}
          withLegend
          valueFormatter={(value) => formatAmount(value.toFixed(2))}
          tickLine="y"
          gridAxis="y"
          yAxisProps={{ width: 72 }}
          xAxisProps={{ minTickGap: 12 }}
        />
      }
      table={
        <Table.ScrollContainer minWidth={300}>
          <Table striped verticalSpacing={6} fz="sm" style={num}>
            <Table.Caption>{t('reports.sales.chartCaption', { period: periodName, currency: data.currency })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t(`reports.sales.periods.${data.period}`)}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('reports.sales.sales')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('reports.sales.income')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.period}>
                  <Table.Th scope="row" fw={400}>
                    {label(r.period)}
                  </Table.Th>
                  <Table.Td ta="right">{formatAmount(r.sales)}</Table.Td>
                  <Table.Td ta="right">{formatAmount(r.income)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      }
    />
  );
}

function SalesTable({ data, weekOf }: { data: SalesReport; weekOf: (day: string) => string }) {
  const { t } = useTranslation();
  const group = t(`reports.sales.groups.${data.groupBy}`);
  const periodName = t(`reports.sales.periods.${data.period}`).toLowerCase();
  const caption = t('reports.sales.caption', {
    group: group.toLowerCase(),
    period: periodName,
    from: formatDayAs(data.from),
    to: formatDayAs(data.to),
    currency: data.currency,
  });
  const rowLabel = (label: string) => (data.groupBy === 'product' ? t(`reports.sales.products.${label}`, { defaultValue: label }) : label);
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby="sales-table-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="sales-table-title">
          {t('reports.sales.tableTitle', { group: group.toLowerCase() })}
        </Title>
        {data.rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('reports.sales.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560} maxHeight={560} scrollAreaProps={scrollRegion(caption)}>
            <Table striped stickyHeader verticalSpacing={6} fz="sm" style={num} data-testid="sales-table">
              <Table.Caption>{caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t(`reports.sales.periods.${data.period}`)}</Table.Th>
                  <Table.Th scope="col">{group}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('reports.sales.bookings')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('reports.sales.sales')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('reports.sales.income')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => {
                  const filter = bookingsFilterOf(data.groupBy, row.key);
                  const days = periodSpan(row.period, data.period as Period, data);
                  return (
                    <Table.Tr key={`${row.period}|${row.key}`}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{periodLabel(row.period, data.period, weekOf)}</Table.Td>
                      <Table.Th scope="row" fw={400}>
                        {filter ? (
                          <AnchorLink size="sm" to="/bookings" search={{ bookingStartDate: days.from, bookingEndDate: days.to, ...filter }}>
                            {rowLabel(row.label)}
                          </AnchorLink>
                        ) : (
                          rowLabel(row.label)
                        )}
                      </Table.Th>
                      <Table.Td ta="right">{row.bookings}</Table.Td>
                      <Table.Td ta="right">{formatAmount(row.sales)}</Table.Td>
                      <Table.Td ta="right">{formatAmount(row.income)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row" colSpan={2}>
                    {t('reports.sales.total')}
                  </Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {data.totals.bookings}
                  </Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {formatAmount(data.totals.sales)}
                  </Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {formatAmount(data.totals.income)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
