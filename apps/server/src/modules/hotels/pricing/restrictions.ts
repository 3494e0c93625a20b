import { dayNumber, fromDayNumber } from '../../../lib/dates';
import { pricingRowFor } from './nightly';
import type { ClosedDays, EnginePricingRow, EngineRoom, StayControls } from './types';

/**
 * Stay restrictions (domain-rules §4.6, issue 33). Arrival a = check-in, departure e = check-out,
 * N nights, t = today (the booking date), lead = a - t in days. The row of night a carries
 * minStayArrival, maxStay, closedToArrival, minAdvance, maxAdvance and releaseDays; the row of
 * every night carries minStayThrough; the row covering e (when one does) carries
 * closedToDeparture. A broken control closes the room type for the stay, except release, which
 * leaves it on request. Both price paths (price-hotel.ts, quick-prices.ts) and the explanations
 * (explain.ts) ask the same function, so they cannot disagree.
 */

export type StayVerdict = 'open' | 'onrequest' | 'closed';

/** A broken control, in the order §4.7 reports them, with the dates and the figure concerned. */
export interface BrokenControl {
  code: 'bookingWindow' | 'closedToArrival' | 'closedToDeparture' | 'minStayArrival' | 'minStayThrough' | 'maxStay' | 'release';
  /** Which side of the booking window (bookingWindow only). */
  side?: 'minAdvance' | 'maxAdvance';
  dates: string[];
  nights: number;
}

/** ISO weekday (1 = Monday ... 7 = Sunday) of a day number (day 0, 1970-01-01, was a Thursday). */
export const isoWeekday = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** True when the closed days hold this date (by its own date or its weekday). */
export const closedOn = (days: ClosedDays | null, date: string, day: number): boolean =>
  days !== null && ((days.weekdays & (1 << isoWeekday(day))) !== 0 || days.dates.includes(date));

/** Whether any period of the room has controls (worked out once per room's rows: most rooms have none). */
const withControls = new WeakMap<readonly EnginePricingRow[], boolean>();
export function roomHasControls(room: Pick<EngineRoom, 'pricing'>): boolean {
  let known = withControls.get(room.pricing);
  if (known === undefined) {
    known = room.pricing.some((row) => !!row.controls);
    withControls.set(room.pricing, known);
  }
  return known;
}

/**
 * The verdict on a stay for a room type whose nights are priced by `rows` (one per night, in
 * order): 'closed' when a control other than release is broken, 'onrequest' when only release
 * is, else 'open'. With `broken`, every broken control is pushed onto it in §4.7 order (the
 * explanation); without, it stops at the first that closes.
 */
export function stayVerdict(
  room: EngineRoom,
  rows: readonly EnginePricingRow[],
  checkIn: string,
  checkOut: string,
  today: string,
  broken?: BrokenControl[],
): StayVerdict {
  if (!roomHasControls(room)) return 'open';
  const first = dayNumber(checkIn);
  const nights = dayNumber(checkOut) - first;
  const lead = first - dayNumber(today);
  const arrival: StayControls | null = rows[0]?.controls ?? null;
  const departureRow = pricingRowFor(room, checkOut);
  const departure = departureRow?.controls ?? null;
  let closed = false;
  const refuse = (control: BrokenControl): boolean => {
    closed = true;
    if (broken) broken.push(control);
    return !broken;
  };
  if (arrival) {
    if (arrival.minAdvance !== null && lead < arrival.minAdvance) {
      if (refuse({ code: 'bookingWindow', side: 'minAdvance', dates: [checkIn], nights: arrival.minAdvance })) return 'closed';
    } else if (arrival.maxAdvance !== null && lead > arrival.maxAdvance) {
      if (refuse({ code: 'bookingWindow', side: 'maxAdvance', dates: [checkIn], nights: arrival.maxAdvance })) return 'closed';
    }
    if (closedOn(arrival.closedToArrival, checkIn, first) && refuse({ code: 'closedToArrival', dates: [checkIn], nights: 0 })) return 'closed';
  }
  if (departure && closedOn(departure.closedToDeparture, checkOut, first + nights) && refuse({ code: 'closedToDeparture', dates: [checkOut], nights: 0 }))
    return 'closed';
  if (arrival?.minStayArrival != null && nights < arrival.minStayArrival) {
    if (refuse({ code: 'minStayArrival', dates: [checkIn], nights: arrival.minStayArrival })) return 'closed';
  }
  // Minimum stay through: the night whose row asks the most (the first such night on a tie).
  let through: { night: number; nights: number } | null = null;
  for (let i = 0; i < rows.length; i++) {
    const asked = rows[i]!.controls?.minStayThrough;
    if (asked != null && nights < asked && (!through || asked > through.nights)) through = { night: first + i, nights: asked };
  }
  if (through && refuse({ code: 'minStayThrough', dates: [fromDayNumber(through.night)], nights: through.nights })) return 'closed';
  if (arrival?.maxStay != null && nights > arrival.maxStay) {
    if (refuse({ code: 'maxStay', dates: [checkIn], nights: arrival.maxStay })) return 'closed';
  }
  if (closed) return 'closed';
  if (arrival?.releaseDays != null && lead < arrival.releaseDays) {
    broken?.push({ code: 'release', dates: [checkIn], nights: arrival.releaseDays });
    return 'onrequest';
  }
  return 'open';
}

/**
 * The nights the controls ask of a stay arriving on `checkIn` for a room type, starting from
 * `nights`: raised to the minimum stays (on arrival, and through every night of the longer stay)
 * and lowered to the maximum stay; null when they contradict each other or a night has no row.
 */
export function askedNights(room: EngineRoom, checkIn: string, nights: number): number | null {
  if (!roomHasControls(room)) return nights;
  const first = dayNumber(checkIn);
  let asked = nights;
  for (let round = 0; round < 8; round++) {
    let most = 0;
    for (let i = 0; i < asked; i++) {
      const row = pricingRowFor(room, fromDayNumber(first + i));
      if (!row) return null;
      const controls = row.controls;
      if (!controls) continue;
      if (i === 0 && controls.minStayArrival !== null) most = Math.max(most, controls.minStayArrival);
      if (controls.minStayThrough !== null) most = Math.max(most, controls.minStayThrough);
    }
    if (most <= asked) break;
    asked = most;
  }
  const max = pricingRowFor(room, checkIn)?.controls?.maxStay ?? null;
  // Lowered to the maximum when the asked stay was too long; raised beyond it, the controls contradict.
  if (max !== null && asked > max) return asked === nights ? max : null;
  return asked;
}
