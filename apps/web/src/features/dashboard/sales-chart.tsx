import { BarChart } from '@mantine/charts';
// After the package: its sheet follows those of the core components it builds on (vite.config.ts).
import '@mantine/charts/styles.css';
import { SegmentedControl, Table, Text } from '@mantine/core';
import { formatDayAs } from '@travel/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, sumMoney } from '../../lib/money';
import { ChartFrame } from '../../ui/chart-frame';
import { AnchorLink } from '../../ui/links';
import type { AdminDashboard } from './api';
import { type Measure, PRODUCT_COLORS, PRODUCTS, seriesOf, shortDay } from './figures';

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
  const totals = PRODUCTS.map((p) => sumMoney(table.map((d) => d.amounts[p])) ?? '0.00');
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
        table.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.series.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640} maxHeight={420}>
            <Table striped stickyHeader verticalSpacing={6} fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              <Table.Caption>{t('dashboard.series.caption', { measure: measureLabel, currency: data.currency })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('dashboard.series.date')}</Table.Th>
                  {series.map((s) => (
                    <Table.Th key={s.name} scope="col" ta="right">
                      {s.label}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col" ta="right">
                    {t('dashboard.series.total')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.map((day) => (
                  <Table.Tr key={day.date}>
                    <Table.Th scope="row" fw={400}>
                      <AnchorLink size="sm" to="/bookings" search={{ bookingStartDate: day.date, bookingEndDate: day.date }}>
                        {formatDayAs(day.date)}
                      </AnchorLink>
                    </Table.Th>
                    {PRODUCTS.map((p) => (
                      <Table.Td key={p} ta="right">
                        {formatAmount(day.amounts[p])}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" fw={600}>
                      {formatAmount(day.total)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">{t('dashboard.series.total')}</Table.Th>
                  {totals.map((total, i) => (
                    <Table.Td key={PRODUCTS[i]} ta="right" fw={600}>
                      {formatAmount(total)}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={700}>
                    {formatAmount(grandTotal)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )
      }
    />
  );
}
