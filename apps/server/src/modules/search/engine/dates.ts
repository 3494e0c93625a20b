/**
 * Pure calendar arithmetic on YYYY-MM-DD strings, in UTC so no time zone shifts a night.
 * ISO dates compare correctly as strings, which the range helpers rely on.
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a valid YYYY-MM-DD date; throws on anything else. */
export function dayNumber(date: string): number {
  const time = ISO_DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) throw new Error(`Not a date (YYYY-MM-DD): ${date}`);
  return time / DAY_MS;
}

export const fromDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => fromDayNumber(dayNumber(date) + days);

/** to - from, in days. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** The charged nights of a stay: checkIn .. checkOut - 1 (the check-out night is not charged). */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const first = dayNumber(checkIn);
  const last = dayNumber(checkOut);
  if (last <= first) throw new Error(`Check-out ${checkOut} must be after check-in ${checkIn}`);
  return Array.from({ length: last - first }, (_, i) => fromDayNumber(first + i));
}

/** start <= date <= end, both inclusive; a null bound is open. */
export const inRange = (date: string, start: string | null, end: string | null): boolean =>
  (start === null || start <= date) && (end === null || date <= end);

export const maxDate = (a: string, b: string): string => (a >= b ? a : b);
