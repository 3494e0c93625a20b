/**
 * The one clock of the server (architecture: Time). Business dates (booking and stay dates,
 * "today" of a search, history and cancellation times, birth-date checks, demo data) come
 * from here, so a test pins the date and the agency's day follows its own time zone.
 */
export type Clock = {
  /** The current instant. */
  now(): Date;
  /** Today's date, YYYY-MM-DD, in the agency's time zone. */
  today(): string;
};

/** True when the runtime knows `timeZone` as an IANA zone name (or UTC). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** One formatter per zone: making one costs far more than using it, and every request asks the day. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of `instant` as seen in `timeZone`. */
export function dateIn(instant: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  // en-CA formats dates as YYYY-MM-DD; the parts are read explicitly so no locale quirk leaks in.
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The real clock, its days counted in the agency's time zone. */
export function systemClock(timeZone = 'UTC'): Clock {
  if (!isTimeZone(timeZone)) throw new Error(`Unknown time zone "${timeZone}".`);
  // Every request asks today(): the day is worked out once a minute (zones' midnights fall on whole
  // UTC minutes, so within one the date cannot change).
  let minute = Number.NaN;
  let day = '';
  return {
    now: () => new Date(),
    today: () => {
      const now = new Date();
      const current = Math.floor(now.getTime() / 60_000);
      if (current !== minute) {
        day = dateIn(now, timeZone);
        minute = current;
      }
      return day;
    },
  };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A clock that stands still, for tests. `at` is an ISO instant, or a date (YYYY-MM-DD): then
 * today() is that date whatever the zone, and now() is noon UTC of it.
 */
export function fixedClock(at: string, timeZone = 'UTC'): Clock {
  const dateOnly = DATE_ONLY.test(at);
  const instant = new Date(dateOnly ? `${at}T12:00:00Z` : at);
  if (Number.isNaN(instant.getTime()) || (dateOnly && instant.toISOString().slice(0, 10) !== at)) {
    throw new Error(`fixedClock: "${at}" is not a date or an instant.`);
  }
  if (!isTimeZone(timeZone)) throw new Error(`Unknown time zone "${timeZone}".`);
  const today = dateOnly ? at : dateIn(instant, timeZone);
  return {
    now: () => new Date(instant),
    today: () => today,
  };
}
