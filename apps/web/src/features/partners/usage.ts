import type { UsageRow } from './api';

export type UsageTotals = { searches: number; unitsPriced: number; bookings: number; lookToBook: number | null };

/** The sums of a period's rows; look-to-book is searches per booking over the whole period (null without a booking). */
export function usageTotals(rows: UsageRow[]): UsageTotals {
  const sum = (field: 'searches' | 'unitsPriced' | 'bookings') => rows.reduce((total, row) => total + row[field], 0);
  const searches = sum('searches');
  const bookings = sum('bookings');
  return { searches, unitsPriced: sum('unitsPriced'), bookings, lookToBook: bookings > 0 ? searches / bookings : null };
}

/** Newest day first, then by key name: the table reads as a log. */
export const byDayThenKey = (rows: UsageRow[]) =>
  [...rows].sort((a, b) => b.day.localeCompare(a.day) || a.keyName.localeCompare(b.keyName) || a.keyId - b.keyId);
