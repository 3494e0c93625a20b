import type { DbOrTx } from '../../db/client';
import { heldSeats, heldUnits } from '../inventory';
import { SEAT_RESOURCE, SEGMENT_RESOURCE } from './sale';

/**
 * What the ledger says is left of a flight (domain-rules §6), for the search (availability,
 * 'On request') and the seat map (seats taken). The booking transaction takes units through
 * `holds.ts` under the resources' locks; these reads are only what the agent is shown.
 */

/** Seats a segment still sells on `date`: its capacity less the live holds (never below 0). */
export async function seatsLeft(db: DbOrTx, segmentId: number, date: string, capacity: number): Promise<number> {
  const held = (await heldUnits(db, SEGMENT_RESOURCE, segmentId, [date])).get(date) ?? 0;
  return Math.max(0, capacity - held);
}

/** Seat codes ('3A') live bookings hold on a leg's departure date. */
export const seatsTaken = (db: DbOrTx, legId: number, date: string) => heldSeats(db, SEAT_RESOURCE, legId, date);
