import { BarChart } from '@mantine/charts';
// After the package: its sheet follows those of the core components it builds on (vite.config.ts).
import '@mantine/charts/styles.css';
import { SegmentedControl } from '@mantine/core';
import { formatDayAs } from '@travel/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, sumMoney } from '../../lib/money';
import { ChartFrame } from '../../ui/chart-frame';
import { FigureTable } from '../../ui/figure-table';
import { AnchorLink } from '../../ui/links';
import type { AdminDashboard } from './api';
import { type Measure, PRODUCT_COLORS, PRODUCTS, seriesOf, shortDay, type TableDay } from './figures';

const amount = (value: number) => formatAmount(value.toFixed(2));

/**
 * Sales or income per day of the period, stacked by product (issue 35), with the exact amounts as
 * a table behind the chart; each day of the table opens the bookings made that day.
 */
export function SalesChart({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation();
  const [measure, setMeasure] = useState<Measure>('sales');
  const { chart, table } = useMemo(() => seriesOf(data, measure), [data, measure]);
  const measureLabel = t(`dashboard.figures.${measure}`);
  const span = { from: formatDayAs(data.from), to: formatDayAs(data.to), currency: data.currency };
  const series = PRODUCTS.map((p) => ({ name: p, label: t(`dashboard.products.${p}`), color: PRODUCT_COLORS[p] }));
  const grandTotal = sumMoney(table.map((d) => d.total)) ?? '0.00';
  return (
    <ChartFrame
      title={t('dashboard.series.title')}
      toggle={{ show: t('dashboard.showTable'), hide: t('dashboard.hideTable') }}
      controls={
        <SegmentedControl
          size="xs"
          aria-label={t('dashboard.series.measure')}
          value={measure}
          onChange={(v) => setMeasure(v as Measure)}
          data={[
            { value: 'sales', label: t('dashboard.figures.sales') },
            { value: 'income', label: t('dashboard.figures.income') },
          ]}
        />
      }
      chart={
        <BarChart
          h={260}
          role="img"
          aria-label={t('dashboard.series.chartLabel', { measure: measureLabel, ...span })}
          accessibilityLayer={false}
          maxBarWidth={48}
          data={chart.map((d) => ({ ...d, day: shortDay(d.date) }))}
          dataKey="day"
          type="stacked"
          series={series}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={amount}
          tickLine="y"
          gridAxis="y"
          yAxisProps={{ width: 72 }}
          xAxisProps={{ minTickGap: 16 }}
        />
      }
      footer={
        <AnchorLink size="sm" to="/bookings" search={{ bookingStartDate: data.from, bookingEndDate: data.to }}>
          {t('dashboard.series.open')}
        </AnchorLink>
      }
      table={
        // Every day links to its bookings: a keyboard reaches the frame through them, no region needed.
        <FigureTable
          caption={t('dashboard.series.caption', { measure: measureLabel, currency: data.currency })}
          empty={t('dashboard.series.empty')}
          rows={table}
          rowKey={(day) => day.date}
          totalLabel={t('dashboard.series.total')}
          minWidth={640}
          maxHeight={420}
          striped
          stickyHeader
          region={false}
          columns={[
            {
              key: 'date',
              label: t('dashboard.series.date'),
              rowHeader: true,
              cell: (day) => (
                <AnchorLink size="sm" to="/bookings" search={{ bookingStartDate: day.date, bookingEndDate: day.date }}>
                  {formatDayAs(day.date)}
                </AnchorLink>
              ),
            },
            // Each product's total in semi-bold, so the grand total (bold) stands above them.
            ...series.map((s) => ({
              key: s.name,
              label: s.label,
              numeric: true,
              cell: (day: TableDay) => formatAmount(day.amounts[s.name]),
              total: formatAmount(sumMoney(table.map((d) => d.amounts[s.name])) ?? '0.00'),
              totalWeight: 600,
            })),
            {
              key: 'total',
              label: t('dashboard.series.total'),
              numeric: true,
              weight: 600,
              cell: (day) => formatAmount(day.total),
              total: formatAmount(grandTotal),
            },
          ]}
        />
      }
    />
  );
}
