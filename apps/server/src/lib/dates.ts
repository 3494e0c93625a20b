/**
 * Pure calendar arithmetic on YYYY-MM-DD strings, in UTC so no time zone shifts a night.
 * ISO dates compare correctly as strings, which the range helpers rely on.
 */
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a valid YYYY-MM-DD date; throws on anything else. */
export function dayNumber(date: string): number {
  // Read digit by digit (the engine asks this for every offer, night and policy row; Date.parse and a regex cost more).
  const y = date.length === 10 && date.charCodeAt(4) === 45 && date.charCodeAt(7) === 45 ? digits(date, 0, 4) : Number.NaN;
  const m = digits(date, 5, 2);
  const d = digits(date, 8, 2);
  if (Number.isNaN(y) || Number.isNaN(m) || Number.isNaN(d) || m < 1 || m > 12 || d < 1 || d > monthDays(y, m))
    throw new Error(`Not a date (YYYY-MM-DD): ${date}`);
  return daysFromCivil(y, m, d);
}

const digits = (text: string, from: number, count: number): number => {
  let value = 0;
  for (let i = from; i < from + count; i++) {
    const c = text.charCodeAt(i) - 48;
    if (!(c >= 0 && c <= 9)) return Number.NaN;
    value = value * 10 + c;
  }
  return value;
};

const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const monthDays = (y: number, m: number) => (m === 2 ? (leap(y) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31);

/** Days since 1970-01-01 of a proleptic Gregorian date (years 0 to 9999). */
function daysFromCivil(y: number, m: number, d: number): number {
  const year = m <= 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** The YYYY-MM-DD of a day number (the inverse of daysFromCivil; Date's for years outside 0..9999). */
export function fromDayNumber(day: number): string {
  if (!Number.isInteger(day)) return new Date(day * DAY_MS).toISOString().slice(0, 10);
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const d = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yearOfEra + era * 400 + (m <= 2 ? 1 : 0);
  if (y < 0 || y > 9999) return new Date(day * DAY_MS).toISOString().slice(0, 10);
  return `${y < 1000 ? String(y).padStart(4, '0') : y}-${two(m)}-${two(d)}`;
}

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
export const inRange = (date: string, start: string | null, end: string | null): boolean => (start === null || start <= date) && (end === null || date <= end);

export const maxDate = (a: string, b: string): string => (a >= b ? a : b);
