import { BarChart } from '@mantine/charts';
// After the package: its sheet follows those of the core components it builds on (vite.config.ts).
import '@mantine/charts/styles.css';
import { Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDayAs } from '@travel/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/money';
import { ChartFrame } from '../../ui/chart-frame';
import { FigureTable } from '../../ui/figure-table';
import { AnchorLink } from '../../ui/links';
import { notifyError } from '../../ui/notify';
import { downloadSalesReport, type SalesReport, salesReportQuery } from './api';
import { DownloadButtons, PeriodFields, ReportFilters, ReportLoading } from './report-parts';
import type { ReportsSearch } from './report-search';
import { bookingsFilterOf, chartRowsOf, GROUPS, PERIODS, type Period, periodLabel, periodSpan, salesQueryOf } from './sales-model';

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
        // Its rows have no link to tab to: the frame that scrolls is a named region a keyboard reaches.
        <FigureTable
          caption={t('reports.sales.chartCaption', { period: periodName, currency: data.currency })}
          rows={rows}
          rowKey={(r) => r.period}
          minWidth={300}
          striped
          columns={[
            { key: 'period', label: t(`reports.sales.periods.${data.period}`), rowHeader: true, cell: (r) => label(r.period) },
            { key: 'sales', label: t('reports.sales.sales'), numeric: true, cell: (r) => formatAmount(r.sales) },
            { key: 'income', label: t('reports.sales.income'), numeric: true, cell: (r) => formatAmount(r.income) },
          ]}
        />
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
  // A row may have no link to tab to (a product, say): the frame is a region a keyboard reaches (the default).
  return (
    <FigureTable
      title={t('reports.sales.tableTitle', { group: group.toLowerCase() })}
      titleId="sales-table-title"
      caption={caption}
      empty={t('reports.sales.empty')}
      rows={data.rows}
      rowKey={(row) => `${row.period}|${row.key}`}
      totalLabel={t('reports.sales.total')}
      minWidth={560}
      maxHeight={560}
      striped
      stickyHeader
      testId="sales-table"
      columns={[
        { key: 'period', label: t(`reports.sales.periods.${data.period}`), nowrap: true, cell: (row) => periodLabel(row.period, data.period, weekOf) },
        {
          key: 'label',
          label: group,
          rowHeader: true,
          cell: (row) => {
            const filter = bookingsFilterOf(data.groupBy, row.key);
            const days = periodSpan(row.period, data.period as Period, data);
            return filter ? (
              <AnchorLink size="sm" to="/bookings" search={{ bookingStartDate: days.from, bookingEndDate: days.to, ...filter }}>
                {rowLabel(row.label)}
              </AnchorLink>
            ) : (
              rowLabel(row.label)
            );
          },
        },
        { key: 'bookings', label: t('reports.sales.bookings'), numeric: true, cell: (row) => row.bookings, total: data.totals.bookings },
        { key: 'sales', label: t('reports.sales.sales'), numeric: true, cell: (row) => formatAmount(row.sales), total: formatAmount(data.totals.sales) },
        { key: 'income', label: t('reports.sales.income'), numeric: true, cell: (row) => formatAmount(row.income), total: formatAmount(data.totals.income) },
      ]}
    />
  );
}
