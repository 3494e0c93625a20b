/**
 * The browser's "today" is the agency's day (issue 11 item 5): global settings carry the server
 * clock's date in the agency's time zone, so birth-date bounds, payment dates and date pickers
 * agree with what the server checks, whatever the browser's own zone or clock says.
 */
import { useQuery } from '@tanstack/react-query';
import { boot } from './boot';
import { globalSettingsQuery } from './reference';

const DAY_MS = 86_400_000;

/** One formatter per zone: building one costs far more than using it, and the search form asks at every render. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterIn = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** YYYY-MM-DD of `instant` in `timeZone` (en-CA formats dates that way). */
export function dateIn(instant: Date, timeZone: string): string {
  // The default zone needs no formatter: the first one the page builds loads the zone data, tens
  // of milliseconds of a phone's first render.
  if (timeZone === 'UTC') return instant.toISOString().slice(0, 10);
  try {
    const parts = formatterIn(timeZone).formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    // An unknown zone name: the browser's local day is the closest guess.
    return localDate(instant);
  }
}

/** The browser's local day: only while the settings are not there yet. */
export const localDate = (instant: Date) =>
  `${instant.getFullYear()}-${String(instant.getMonth() + 1).padStart(2, '0')}-${String(instant.getDate()).padStart(2, '0')}`;

/** `date` moved by whole days (calendar arithmetic on YYYY-MM-DD, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/**
 * The agency's today: the server's `today`, moved on by the days the agency's zone has turned
 * since the answer was read (a page left open past midnight), never the browser's UTC date.
 */
export function agencyToday(server: { today: string; timeZone: string } | undefined, readAt: number, now: Date = new Date()): string {
  if (!server) return localDate(now);
  const passed = dayNumber(dateIn(now, server.timeZone)) - dayNumber(dateIn(new Date(readAt), server.timeZone));
  return passed > 0 ? addDays(server.today, passed) : server.today;
}

/** Today (YYYY-MM-DD) in the agency's time zone, by the server's clock. */
export function useAgencyToday(): string {
  const { data, dataUpdatedAt, isPlaceholderData } = useQuery(globalSettingsQuery);
  // A placeholder is the answer the page came with (lib/boot.ts), read when the page opened.
  return agencyToday(data, isPlaceholderData ? boot.readAt : dataUpdatedAt);
}
