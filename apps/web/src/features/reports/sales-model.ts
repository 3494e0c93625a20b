import { addDaysTo, formatDayAs, type ReportGroup } from '@travel/contracts';
import { sumMoney } from '../../lib/money';
import type { SalesQuery, SalesReport } from './api';
import type { ReportsSearch } from './report-search';

export const GROUPS = ['product', 'destination', 'agency', 'hotel', 'flight'] as const satisfies readonly ReportGroup[];
export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

const oneOf = <V extends string>(values: readonly V[], value: string | undefined, fallback: V): V => (values.includes(value as V) ? (value as V) : fallback);

/** The sales report's query from the address: the fields' values, by default by product and week over the server's last 30 days. */
export function salesQueryOf(search: ReportsSearch): SalesQuery {
  return {
    from: search.from || undefined,
    to: search.to || undefined,
    groupBy: oneOf(GROUPS, search.groupBy, 'product'),
    period: oneOf(PERIODS, search.period, 'week'),
  };
}

/** A period of the report as people read it: a day, 'Week of 01.06.2027' (its Monday), or 'Jun 2027'. */
export function periodLabel(period: string, kind: Period, weekOf: (day: string) => string): string {
  if (kind === 'month') return new Date(`${period.slice(0, 7)}-15T12:00:00Z`).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return kind === 'week' ? weekOf(formatDayAs(period)) : formatDayAs(period);
}

/** The days of a period of the report, within the report's own days. */
export function periodSpan(period: string, kind: Period, report: { from: string; to: string }): { from: string; to: string } {
  const month = period.slice(0, 7);
  const from = kind === 'month' ? `${month}-01` : period;
  const to = kind === 'day' ? period : kind === 'week' ? addDaysTo(period, 6) : addDaysTo(`${addDaysTo(`${month}-28`, 4).slice(0, 7)}-01`, -1);
  return { from: from < report.from ? report.from : from, to: to > report.to ? report.to : to };
}

/** Per period, the rows' sales and income added up (exact), then as numbers for the chart. */
export function chartRowsOf(report: Pick<SalesReport, 'rows'>) {
  const periods = new Map<string, { sales: string[]; income: string[] }>();
  for (const row of report.rows) {
    const known = periods.get(row.period) ?? { sales: [], income: [] };
    known.sales.push(row.sales);
    known.income.push(row.income);
    periods.set(row.period, known);
  }
  return [...periods.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([period, { sales, income }]) => ({ period, sales: sumMoney(sales) ?? '0.00', income: sumMoney(income) ?? '0.00' }));
}

/** The bookings list's filter of a row's group, where the list has one (no flight filter, nor 'other' product). */
export function bookingsFilterOf(groupBy: ReportGroup, key: string): Record<string, string> | null {
  if (!key) return null;
  if (groupBy === 'product') return key === 'other' ? null : { productType: key };
  if (groupBy === 'destination') return { destinationLocationId: key };
  if (groupBy === 'agency') return { agentId: key };
  if (groupBy === 'hotel') return { hotelId: key };
  return null;
}
