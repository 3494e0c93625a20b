import { inject } from 'vitest';

/**
 * Calendar dates for tests, derived from the date the run is pinned at (global setup:
 * TEST_TODAY, else today in UTC), which every test app's clock stands at. A test that books,
 * prices or checks birth dates takes its dates from here, so it passes on any day it runs.
 */

/** The run's today, YYYY-MM-DD: `app.ctx.clock.today()` of every test app. */
export const TODAY: string = inject('testToday');

const DAY_MS = 86_400_000;
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => iso(new Date(utc(date).getTime() + days * DAY_MS));

/** `days` after the pinned today (negative: before it). */
export const daysFromToday = (days: number) => addDays(TODAY, days);

/** The first day of the month `months` after the pinned today's month (0: this month). */
export function monthStart(months: number) {
  const today = utc(TODAY);
  return iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 1)));
}

/** The last day of the month `months` after the pinned today's month. */
export const monthEnd = (months: number) => addDays(monthStart(months + 1), -1);

/** The first `weekday` (0 Sunday ... 6 Saturday) strictly after `after` (default: the pinned today). */
export function nextWeekday(weekday: number, after = TODAY) {
  const from = utc(after).getUTCDay();
  return addDays(after, ((weekday - from + 6) % 7) + 1);
}

/** The year the fixtures call 2027: the year after the pinned today's. */
export const FIXTURE_YEAR = Number(TODAY.slice(0, 4)) + 1;

/**
 * A date written for the fixtures' calendar, where 2027 is "next year" (the worked example of
 * domain-rules §9 stays 2027-06-28 to 2027-07-03), moved so that 2027 becomes the year after
 * the pinned today: month and day are kept, so month lengths, seasons and every amount are the
 * same, and the stay is always 5 to 17 months ahead. Other years move alike (2022 → five years
 * before). With the real date in 2026 nothing moves.
 */
export function fixtureDate(date: string) {
  const [year, rest] = [Number(date.slice(0, 4)), date.slice(4)];
  const moved = `${String(year - 2027 + FIXTURE_YEAR).padStart(4, '0')}${rest}`;
  if (Number.isNaN(utc(moved).getTime()) || iso(utc(moved)) !== moved) throw new Error(`fixtureDate: ${date} has no counterpart in ${moved.slice(0, 4)}`);
  return moved;
}
