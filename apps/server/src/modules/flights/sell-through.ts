import { asc, eq, inArray } from 'drizzle-orm';
import { addDaysTo } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { liveUnitsOfType } from '../inventory';
import { SEGMENT_RESOURCE } from './sale';
import { effectiveSeatCapacity, fliesOn } from './schedule';
import { flightLegs, flightSegments, flights } from './tables';

/**
 * Sell-through of flights (issue 35): per segment (a flight's outbound or return) and departure
 * day it flies between `from` and `to`, the seats for sale and the seats the live holds of the
 * inventory ledger keep (domain-rules §5.1, §6). A segment without a capacity (no seat number and
 * no seat map) sells without limit and has no line. `flightId` narrows to one flight.
 */
export async function flightSellThrough(db: DbOrTx, from: string, to: string, flightId?: number) {
  const segments = await db
    .select({ segment: flightSegments, flight: flights.name })
    .from(flightSegments)
    .innerJoin(flights, eq(flights.id, flightSegments.flightId))
    .where(flightId ? eq(flights.id, flightId) : undefined)
    .orderBy(asc(flights.name), asc(flightSegments.id));
  if (segments.length === 0) return [];
  const legs = await db
    .select({ segmentId: flightLegs.segmentId, seatMap: flightLegs.seatMap, position: flightLegs.position })
    .from(flightLegs)
    .where(
      inArray(
        flightLegs.segmentId,
        segments.map((s) => s.segment.id),
      ),
    )
    .orderBy(asc(flightLegs.segmentId), asc(flightLegs.position));
  const held = new Map<string, number>();
  for (const h of await liveUnitsOfType(db, SEGMENT_RESOURCE, from)) if (h.date <= to) held.set(`${h.resourceId}|${h.date}`, h.units);
  const lines = [];
  for (const { segment, flight } of segments) {
    const own = legs.filter((l) => l.segmentId === segment.id);
    if (segment.seatCapacity === null && !own[0]?.seatMap) continue;
    const capacity = effectiveSeatCapacity(segment.seatCapacity, own);
    const cells = [];
    for (let day = from; day <= to; day = addDaysTo(day, 1)) {
      if (fliesOn(segment, day)) cells.push({ date: day, capacity, sold: held.get(`${segment.id}|${day}`) ?? 0 });
    }
    if (cells.length) lines.push({ id: segment.id, label: `${flight} · ${segment.direction === 'outbound' ? 'Outbound' : 'Return'}`, cells });
  }
  return lines;
}

/** Departures from `from` to `to` with `left` or fewer seats left (about to sell out). */
export async function flightsSellingOut(db: DbOrTx, from: string, to: string, left: number, limit: number) {
  const lines = await flightSellThrough(db, from, to);
  return lines
    .flatMap((line) =>
      line.cells
        .filter((c) => c.capacity > 0 && c.capacity - c.sold <= left)
        .map((c) => ({ kind: 'flight' as const, id: line.id, name: line.label, date: c.date, left: Math.max(0, c.capacity - c.sold), capacity: c.capacity })),
    )
    .sort((a, b) => a.left - b.left || (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id))
    .slice(0, limit);
}
