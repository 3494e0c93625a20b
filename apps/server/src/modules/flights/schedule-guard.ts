import { formatDayAs } from '@travel/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { SegmentInput } from '@travel/contracts';
import type { Tx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { lockResources } from '../inventory';
import { SEGMENT_RESOURCE } from './sale';
import { departuresOf, departuresText, isSold, loadScheduleSales, referenceOf, type ScheduleSales } from './sales';
import { effectiveSeatCapacity, fliesOn, seatOffSale } from './schedule';
import { flightLegs, flightSegments, type LegRow, type SegmentRow } from './tables';

/**
 * A schedule save never takes back what was sold (issue 27, domain-rules §6). Before the Schedule,
 * Seat map or Extras tabs' list of segments is written, it is compared with what live bookings hold
 * in the inventory ledger; the save is refused (409, nothing written) when it would:
 * - remove a segment or a leg of a segment that live bookings hold (on any date: their holds name it),
 *   or turn a sold segment the other way;
 * - stop flying a departure from today on that has seats sold (weekdays or validity), or move a sold
 *   segment's legs to another day (`dayOffset`: the holds are dated by the leg's departure day);
 * - lower the seats a departure from today on sells below the seats sold on it;
 * - remove, block or drop the seat map of a seat sold on a departure from today on.
 * Departures before today are flown: their holds keep the segments and legs alive, but nothing
 * more is sold on them, so their capacity and seats no longer constrain the schedule.
 * Runs under the segments' inventory locks, so no booking takes a seat between the check and the write.
 */

type Problem = string;

/** Seats a segment sells per departure as the save would store it (null: nothing limits it), as `segmentCapacity` counts. */
function capacityOf(input: SegmentInput): number | null {
  const legs = input.legs.map((l) => ({ seatMap: l.seatMap ?? null }));
  const seatCapacity = input.seatCapacity ?? null;
  return seatCapacity === null && !legs[0]?.seatMap ? null : effectiveSeatCapacity(seatCapacity, legs);
}

/** Why a sold seat is not for sale on the new map, or null when it still is. */
function seatGone(map: SegmentInput['legs'][number]['seatMap'], seat: string): string | null {
  const why = seatOffSale(map, seat);
  if (why === 'blocked') return 'it is blocked';
  if (why === 'off') return map ? 'it is no longer on the seat map' : 'the seat map is removed';
  return null;
}

const directionName = (direction: string) => (direction === 'return' ? 'return' : 'outbound');

function segmentProblems(segment: SegmentRow, legs: LegRow[], input: SegmentInput | undefined, sales: ScheduleSales, today: string): Problem[] {
  const name = `The ${directionName(segment.direction)} segment`;
  const legIds = legs.map((l) => l.id);
  if (!isSold(sales, segment.id, legIds)) return [];
  const everyDeparture = departuresOf(sales, segment.id);
  const sold = everyDeparture.length ? everyDeparture : seatDepartures(sales, legs);
  if (!input) return [`${name} has bookings on ${departuresText(sold)} and cannot be removed.`];
  const problems: Problem[] = [];
  if (input.direction !== segment.direction)
    problems.push(`${name} has bookings on ${departuresText(sold)} and cannot become the ${directionName(input.direction)} segment.`);
  for (const leg of legs) {
    const kept = input.legs.find((l) => l.id === leg.id);
    if (!kept) {
      problems.push(
        `Leg ${leg.flightNumber} of the ${directionName(segment.direction)} segment is flown by bookings on ${departuresText(sold)} and cannot be removed (re-adding it makes a new leg).`,
      );
    }
  }
  const upcoming = departuresOf(sales, segment.id, today);
  const notFlown = upcoming.filter((d) => !fliesOn({ weekdays: input.weekdays, validFrom: input.validFrom, validTo: input.validTo }, d.date));
  if (notFlown.length) problems.push(`${name} would no longer fly on ${departuresText(notFlown)}, which have seats sold.`);
  const moved = legs.filter((leg) => {
    const kept = input.legs.find((l) => l.id === leg.id);
    return kept && kept.dayOffset !== leg.dayOffset;
  });
  const upcomingSeats = seatDepartures(sales, legs, today);
  if (moved.length && (upcoming.length || upcomingSeats.length)) {
    problems.push(
      `Leg ${moved.map((l) => l.flightNumber).join(', ')} of the ${directionName(segment.direction)} segment cannot move to another day: seats are sold on ${departuresText(upcoming.length ? upcoming : upcomingSeats)}.`,
    );
  }
  const capacity = capacityOf(input);
  const over = capacity === null ? [] : upcoming.filter((d) => d.seats > capacity);
  if (over.length) {
    const most = Math.max(...over.map((d) => d.seats));
    problems.push(`${name} would sell ${capacity} seats a departure, fewer than the ${most} already sold on ${departuresText(over)}.`);
  }
  for (const leg of legs) {
    const kept = input.legs.find((l) => l.id === leg.id);
    if (!kept) continue;
    const gone = (sales.seatHolds.get(leg.id) ?? []).flatMap((hold) => {
      if (!hold.seatCode || hold.date < today) return [];
      const why = seatGone(kept.seatMap, hold.seatCode);
      return why ? [{ seat: hold.seatCode, date: hold.date, booking: referenceOf(sales, hold.bookingItemId), why }] : [];
    });
    if (gone.length === 0) continue;
    const listed = gone.slice(0, 6).map((g) => `${g.seat} on ${formatDayAs(g.date)} (booking ${g.booking}): ${g.why}`);
    const more = gone.length > 6 ? ` and ${gone.length - 6} more` : '';
    problems.push(`Sold seats of leg ${leg.flightNumber} must stay for sale on the seat map: ${listed.join('; ')}${more}.`);
  }
  return problems;
}

/** Departures of the legs' seat holds (a segment sold only by seats, which happens when it sells no capacity). */
function seatDepartures(sales: ScheduleSales, legs: LegRow[], fromDate?: string) {
  const byDate = new Map<string, Set<string>>();
  for (const leg of legs) {
    for (const hold of sales.seatHolds.get(leg.id) ?? []) {
      if (fromDate && hold.date < fromDate) continue;
      byDate.set(hold.date, (byDate.get(hold.date) ?? new Set()).add(referenceOf(sales, hold.bookingItemId)));
    }
  }
  return [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, refs]) => ({ date, bookings: [...refs].sort() }));
}

/** Refuses (409 `schedule_has_sales`, one sentence per problem) a list of segments that would undo a sale. */
export async function guardSchedule(tx: Tx, flightId: number, segments: SegmentInput[], today: string) {
  const stored = await tx.select().from(flightSegments).where(eq(flightSegments.flightId, flightId));
  if (stored.length === 0) return;
  const segmentIds = stored.map((s) => s.id);
  // The bookings' lock: a booking taking seats on these segments waits for this save, and this save for it.
  await lockResources(tx, SEGMENT_RESOURCE, segmentIds);
  const legs = await tx.select().from(flightLegs).where(inArray(flightLegs.segmentId, segmentIds));
  const sales = await loadScheduleSales(
    tx,
    segmentIds,
    legs.map((l) => l.id),
  );
  const problems = stored
    .sort((a, b) => a.id - b.id)
    .flatMap((segment) =>
      segmentProblems(
        segment,
        legs.filter((l) => l.segmentId === segment.id).sort((a, b) => a.position - b.position || a.id - b.id),
        segments.find((s) => s.id === segment.id),
        sales,
        today,
      ),
    );
  if (problems.length) throw conflict(`Nothing was saved: the schedule has sales. ${problems.join(' ')}`, 'schedule_has_sales');
}
