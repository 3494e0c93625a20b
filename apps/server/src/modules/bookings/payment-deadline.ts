import { addDaysTo } from '@travel/contracts';
import { dateIn } from '../../lib/clock';
import { dec } from '../../lib/money';

/**
 * A booking's payment deadline (issue 31; domain-rules §11), pure: the day before the first
 * cancellation penalty over all its live items, never before the booking day (an item that is
 * non-refundable from the start, or has no rows at all, makes it the booking day); or the booking
 * day + the agency's payment terms when that is earlier. A booking whose items are free to cancel
 * until they end is due the day before its first service starts. Days are the agency's: the
 * booking day is the booking instant seen in the agency's time zone.
 */

export type DeadlineItem = {
  startDate: string;
  /** The item's concrete cancellation rows (domain-rules §7). */
  policies: { dateFrom: string; dateTo: string; cost: string }[];
};

const earliest = (days: string[]) => days.reduce((a, b) => (b < a ? b : a));

/** The first day an item costs something to cancel (its start when free throughout; the booking day when it has no rows). */
function firstPenaltyDay(item: DeadlineItem, bookingDay: string): string {
  if (item.policies.length === 0) return bookingDay;
  const paying = item.policies.filter((row) => dec(row.cost).greaterThan(0)).map((row) => row.dateFrom);
  return paying.length ? earliest(paying) : item.startDate;
}

export function paymentDeadline(input: { bookingDay: string; items: DeadlineItem[]; paymentTermsDays: number | null }): string {
  const { bookingDay, items, paymentTermsDays } = input;
  const penalties = items.map((item) => firstPenaltyDay(item, bookingDay));
  let deadline = penalties.length ? addDaysTo(earliest(penalties), -1) : bookingDay;
  if (deadline < bookingDay) deadline = bookingDay;
  if (paymentTermsDays !== null) {
    const terms = addDaysTo(bookingDay, paymentTermsDays);
    if (terms < deadline) deadline = terms;
  }
  return deadline;
}

/** The agency's day of an instant (its time zone). */
export const agencyDay = (instant: Date, timeZone: string) => dateIn(instant, timeZone);

/**
 * The instant the deadline job acts on a booking: its deadline day at `time` (HH:MM, local), as
 * UTC. Found by correcting a first guess with the zone's offset at that moment (twice, so a day
 * of a daylight-saving change lands right).
 */
export function deadlineInstant(deadline: string, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wanted = Date.parse(`${deadline}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  let guess = wanted;
  for (let i = 0; i < 2; i++) guess = wanted - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** How far the zone's wall clock is ahead of UTC at `instant`. */
function offsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}
