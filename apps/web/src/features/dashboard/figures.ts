import { addDaysTo, moneyToCents, type ReportProduct } from '@travel/contracts';
import { sumMoney } from '../../lib/money';
import type { AdminDashboard } from './api';

/** The products of the figures, in the order the charts stack them (the contracts' REPORT_PRODUCTS). */
export const PRODUCTS = ['hotel', 'flight', 'transfer', 'visa', 'tour', 'other'] as const satisfies readonly ReportProduct[];
export const PRODUCT_COLORS: Record<ReportProduct, string> = {
  hotel: 'blue.6',
  flight: 'teal.6',
  transfer: 'orange.6',
  visa: 'grape.6',
  tour: 'lime.7',
  other: 'gray.6',
};

export type Change = { direction: 'up' | 'down' | 'same' | 'new'; percent: number | null };

/** A figure's count or amount (decimal text) as whole units or cents, to compare. */
const unitsOf = (value: number | string) => (typeof value === 'number' ? BigInt(Math.round(value)) : (moneyToCents(value) ?? 0n));

/**
 * A figure against the same span before it: up or down by a whole percent of the previous figure;
 * 'new' when there was nothing before (no percent of nothing).
 */
export function changeOf(now: number | string, before: number | string): Change {
  const a = unitsOf(now);
  const b = unitsOf(before);
  if (a === b) return { direction: 'same', percent: 0 };
  if (b === 0n) return { direction: 'new', percent: null };
  const percent = Math.round((Math.abs(Number(a - b)) / Math.abs(Number(b))) * 100);
  return { direction: a > b ? 'up' : 'down', percent };
}

/** Every day from `from` to `to`, both included (YYYY-MM-DD). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 400; day = addDaysTo(day, 1)) days.push(day);
  return days;
}

export type Measure = 'sales' | 'income';
/** A day of the chart: the measure of each product as a number (for drawing only; the table shows the exact amounts). */
export type ChartDay = { date: string } & Record<ReportProduct, number>;
/** A day of the table: each product's exact amount and the day's total. */
export type TableDay = { date: string; amounts: Record<ReportProduct, string>; total: string };

/**
 * The series of the answer (days without sales left out) per day: every day of the period for the
 * chart, so its axis runs evenly; only the days with sales for the table.
 */
export function seriesOf(dashboard: Pick<AdminDashboard, 'series' | 'from' | 'to'>, measure: Measure): { chart: ChartDay[]; table: TableDay[] } {
  const byDay = new Map<string, Partial<Record<ReportProduct, string>>>();
  for (const row of dashboard.series) {
    const day = byDay.get(row.date) ?? {};
    day[row.product] = row[measure];
    byDay.set(row.date, day);
  }
  const chart = daysOf(dashboard.from, dashboard.to).map((date) => {
    const day = byDay.get(date) ?? {};
    return { date, ...Object.fromEntries(PRODUCTS.map((p) => [p, Number(day[p] ?? 0)])) } as ChartDay;
  });
  const table = [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, day]) => {
      const amounts = Object.fromEntries(PRODUCTS.map((p) => [p, day[p] ?? '0.00'])) as Record<ReportProduct, string>;
      return { date, amounts, total: sumMoney(Object.values(amounts)) ?? '0.00' };
    });
  return { chart, table };
}

/** The first and the last day of a month YYYY-MM. */
export function monthSpan(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const to = addDaysTo(`${addDaysTo(`${month}-28`, 4).slice(0, 7)}-01`, -1);
  return { from, to };
}

/** 'DD.MM' of a day, for a chart's axis. */
export const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;
