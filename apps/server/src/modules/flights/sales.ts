import { formatDayAs } from '@travel/contracts';
import type { DepartureSales, SoldSeat } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { type ItemBooking, itemBookings, referencesText } from '../bookings';
import { type HeldBy, liveHoldsOf } from '../inventory';
import { SEAT_RESOURCE, SEGMENT_RESOURCE } from './sale';

/**
 * What live bookings hold of a flight's schedule (issue 27), read from the inventory ledger: the
 * seats of each segment's departures and the seats chosen on each leg, with the bookings behind
 * them. The schedule save refuses what would free, drop or shrink them; the edit screen shows them.
 */
export type ScheduleSales = {
  /** Every live capacity hold of the segments, any date. */
  segmentHolds: Map<number, HeldBy[]>;
  /** Every live seat hold of the legs, any date. */
  seatHolds: Map<number, HeldBy[]>;
  bookings: Map<number, ItemBooking>;
};

function byResource(holds: HeldBy[]) {
  const map = new Map<number, HeldBy[]>();
  for (const hold of holds) map.set(hold.resourceId, [...(map.get(hold.resourceId) ?? []), hold]);
  return map;
}

export async function loadScheduleSales(db: DbOrTx, segmentIds: number[], legIds: number[]): Promise<ScheduleSales> {
  const [segmentHolds, seatHolds] = await Promise.all([liveHoldsOf(db, SEGMENT_RESOURCE, segmentIds), liveHoldsOf(db, SEAT_RESOURCE, legIds)]);
  const bookings = await itemBookings(
    db,
    [...segmentHolds, ...seatHolds].map((h) => h.bookingItemId),
  );
  return { segmentHolds: byResource(segmentHolds), seatHolds: byResource(seatHolds), bookings };
}

export const referenceOf = (sales: ScheduleSales, itemId: number) => sales.bookings.get(itemId)?.reference ?? `item ${itemId}`;

/** Departures of a segment with seats held, by date (from `fromDate` on when given). */
export function departuresOf(sales: ScheduleSales, segmentId: number, fromDate?: string): DepartureSales[] {
  const byDate = new Map<string, { seats: number; bookings: Set<string> }>();
  for (const hold of sales.segmentHolds.get(segmentId) ?? []) {
    if (fromDate && hold.date < fromDate) continue;
    const day = byDate.get(hold.date) ?? { seats: 0, bookings: new Set<string>() };
    day.seats += hold.units;
    day.bookings.add(referenceOf(sales, hold.bookingItemId));
    byDate.set(hold.date, day);
  }
  return [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, day]) => ({ date, seats: day.seats, bookings: [...day.bookings].sort() }));
}

/** Seats held on a leg by number (from `fromDate` on when given). */
export const soldSeatsOf = (sales: ScheduleSales, legId: number, fromDate?: string): SoldSeat[] =>
  (sales.seatHolds.get(legId) ?? [])
    .filter((h) => h.seatCode && (!fromDate || h.date >= fromDate))
    .map((h) => ({ date: h.date, seat: h.seatCode!, booking: referenceOf(sales, h.bookingItemId) }));

/** Whether a live booking holds the segment, or a seat on one of `legIds`, on any date. */
export const isSold = (sales: ScheduleSales, segmentId: number, legIds: number[]) =>
  (sales.segmentHolds.get(segmentId)?.length ?? 0) > 0 || legIds.some((id) => (sales.seatHolds.get(id)?.length ?? 0) > 0);

/** '12.03.2027 (TB7K3Q9X), 19.03.2027 (TBQ2M4RT, TB9X...)': departures with their bookings, a few by name. */
export function departuresText(departures: { date: string; bookings: string[] }[], shown = 4): string {
  const listed = departures.slice(0, shown).map((d) => `${formatDayAs(d.date)} (booking${d.bookings.length === 1 ? '' : 's'} ${referencesText(d.bookings)})`);
  const more = departures.length - shown;
  return more > 0 ? `${listed.join(', ')} and ${more} more departure${more === 1 ? '' : 's'}` : listed.join(', ');
}
