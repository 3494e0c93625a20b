import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { heldSeats, heldUnits, lockResources, recordHolds, releaseHolds } from '../inventory';
import type { BookingItemRow } from '../bookings';
import { type FlightSnapshot, isFlightSnapshot, SEAT_RESOURCE, SEGMENT_RESOURCE } from './sale';
import { segmentCapacity } from './search/plan';
import { flightLegs, flightSegments } from './tables';

/**
 * A flight item's inventory (domain-rules §5.1, §6): one seat of capacity per seated passenger
 * on every segment of its date, and each chosen seat by leg and date, all recorded in the ledger
 * against the item inside the booking's transaction. Capacity is the catalogue's
 * (`effectiveSeatCapacity`) less the live holds; a seat is unique among live holds by the
 * `inventory_holds_live_seat` index, checked here first so the agent reads which seat went.
 */

/**
 * Seats each segment sells per departure, read under the segments' locks: the catalogue's rule
 * the search shows (`segmentCapacity`: its own capacity, else the first leg's sellable seats;
 * null when neither limits it). A segment gone from the catalogue is absent.
 */
async function capacities(db: DbOrTx, segmentIds: number[]): Promise<Map<number, number | null>> {
  if (segmentIds.length === 0) return new Map();
  const [segments, legs] = await Promise.all([
    db.select().from(flightSegments).where(inArray(flightSegments.id, segmentIds)),
    db.select().from(flightLegs).where(inArray(flightLegs.segmentId, segmentIds)).orderBy(asc(flightLegs.position), asc(flightLegs.id)),
  ]);
  return new Map(
    segments.map((s) => [
      s.id,
      segmentCapacity(
        s,
        legs.filter((l) => l.segmentId === s.id),
      ),
    ]),
  );
}

/** The sentence of a seat another live booking holds: which seat, on which flight and day. */
export const seatTakenMessage = (seat: string, flightNumber: string, date: string) =>
  `Seat ${seat} on ${flightNumber} (${date}) was just taken by another booking. Choose another seat.`;

/** The sentence of a departure without enough seats left for an administrator's flight line. */
export const soldOutMessage = (flightNumber: string, date: string, left: number, needed: number) =>
  `${flightNumber} on ${date} is sold out: ${left} ${left === 1 ? 'seat' : 'seats'} left, ${needed} needed.`;

/** The flight number a seat's leg flies under, from the snapshot (the catalogue may have changed). */
function flightNumberOf(snapshot: FlightSnapshot, legKey: string) {
  for (const segment of snapshot.segments) {
    const leg = segment.legs.find((l) => l.legKey === legKey);
    if (leg) return leg.flightNumber;
  }
  return snapshot.segments[0]?.flightNumber ?? snapshot.flightName;
}

/**
 * Takes one item's units, all or nothing: false (nothing recorded) when a segment has fewer
 * seats left than the item seats passengers; a 409 naming the seat when another live booking
 * holds one the item chose. Runs under the locks of every segment the item flies.
 */
async function takeItem(tx: Tx, itemId: number, snapshot: FlightSnapshot, capacity: Map<number, number | null>): Promise<boolean> {
  const units = snapshot.seatedPassengers;
  if (units > 0) {
    for (const segment of snapshot.segments) {
      // A segment gone from the catalogue sells nothing more: the item waits on request.
      if (!capacity.has(segment.segmentId)) return false;
      const seats = capacity.get(segment.segmentId)!;
      // Neither a capacity nor a seat map limits it: the seats are recorded, never short.
      if (seats === null) continue;
      const held = (await heldUnits(tx, SEGMENT_RESOURCE, segment.segmentId, [segment.date])).get(segment.date) ?? 0;
      if (seats - held < units) {
        // An administrator's line (Add Booking) is refused, naming the departure, rather than left on request.
        if (snapshot.manual) throw conflict(soldOutMessage(segment.flightNumber, segment.date, Math.max(0, seats - held), units), 'sold_out');
        return false;
      }
    }
  }
  const taken = new Map<string, Set<string>>();
  for (const seat of snapshot.seats) {
    const key = `${seat.legId}:${seat.date}`;
    if (!taken.has(key)) taken.set(key, await heldSeats(tx, SEAT_RESOURCE, seat.legId, seat.date));
    if (taken.get(key)!.has(seat.seat)) throw conflict(seatTakenMessage(seat.seat, flightNumberOf(snapshot, seat.legKey), seat.date), 'seat_taken');
  }
  await recordHolds(tx, itemId, [
    ...(units > 0 ? snapshot.segments.map((s) => ({ resourceType: SEGMENT_RESOURCE, resourceId: s.segmentId, date: s.date, units })) : []),
    ...snapshot.seats.map((s) => ({ resourceType: SEAT_RESOURCE, resourceId: s.legId, date: s.date, units: 1, seatCode: s.seat })),
  ]);
  return true;
}

/**
 * Takes the flight items' seats (domain-rules §6). Segments are locked in id order, so two
 * bookings never wait on each other in a circle, and every take, release and count of their
 * capacity and seats queues behind the lock. An item without a flight snapshot (a flight an
 * admin entered by hand) holds nothing and is not short. Answers per item id whether it got them.
 */
export async function takeFlightSeats(tx: Tx, items: BookingItemRow[]): Promise<Map<number, boolean>> {
  const taken = new Map<number, boolean>();
  const flights = items.flatMap((item) => (isFlightSnapshot(item.option) ? [{ id: item.id, snapshot: item.option as FlightSnapshot }] : []));
  for (const item of items) taken.set(item.id, true);
  if (flights.length === 0) return taken;
  const segmentIds = flights.flatMap((f) => f.snapshot.segments.map((s) => s.segmentId));
  await lockResources(tx, SEGMENT_RESOURCE, segmentIds);
  const capacity = await capacities(tx, [...new Set(segmentIds)]);
  for (const { id, snapshot } of flights.sort((a, b) => a.id - b.id)) taken.set(id, await takeItem(tx, id, snapshot, capacity));
  return taken;
}

/** Gives back exactly the capacity and seats the items' live holds recorded. */
export async function releaseFlightSeats(tx: Tx, itemIds: number[]) {
  await releaseHolds(tx, itemIds, SEGMENT_RESOURCE);
  await releaseHolds(tx, itemIds, SEAT_RESOURCE);
}
