import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { heldUnits, lockResources, recordHolds, releaseHolds } from '../inventory';
import { stayNights } from '../../lib/dates';
import { roomAllotments } from './tables';

/**
 * A hotel room type's inventory (domain-rules §6): `room_allotments.sold` is kept equal to the
 * live holds of the ledger in the same transaction. A confirmed item holds `count` rooms on every
 * night of its stay, allotted or not, so an allotment set later counts it.
 */
export const ROOM_RESOURCE = 'room';

export type RoomItem = { id: number; roomId: number; startDate: string; endDate: string; count: number };

/**
 * Takes `units` rooms on each night that has an allotment row and still has them; the row locks
 * make a concurrent booking wait and then see the new `sold`, so the last room is sold once. When
 * an allotted night is short, what was taken is given back: answers false.
 */
async function takeNights(tx: Tx, roomId: number, nights: string[], units: number): Promise<boolean> {
  const taken = await tx
    .update(roomAllotments)
    .set({ sold: sql`${roomAllotments.sold} + ${units}` })
    .where(and(eq(roomAllotments.roomId, roomId), inArray(roomAllotments.night, nights), sql`${roomAllotments.sold} + ${units} <= ${roomAllotments.rooms}`))
    .returning({ night: roomAllotments.night });
  const [allotted] = await tx
    .select({ n: count() })
    .from(roomAllotments)
    .where(and(eq(roomAllotments.roomId, roomId), inArray(roomAllotments.night, nights)));
  if (taken.length === Number(allotted?.n ?? 0)) return true;
  await giveBack(
    tx,
    roomId,
    taken.map((t) => t.night),
    units,
  );
  return false;
}

async function giveBack(tx: Tx, roomId: number, nights: string[], units: number) {
  if (nights.length === 0) return;
  await tx
    .update(roomAllotments)
    .set({ sold: sql`greatest(${roomAllotments.sold} - ${units}, 0)` })
    .where(and(eq(roomAllotments.roomId, roomId), inArray(roomAllotments.night, nights)));
}

/**
 * Takes the rooms of each item, all its nights or none, and records them in the ledger against
 * the item. Rooms are locked in id order, so two bookings never wait on each other in a circle.
 * Answers, per item id, whether it got its rooms (false: it is on request, nothing taken).
 */
export async function takeRooms(tx: Tx, items: RoomItem[]): Promise<Map<number, boolean>> {
  const taken = new Map<number, boolean>();
  await lockResources(
    tx,
    ROOM_RESOURCE,
    items.map((i) => i.roomId),
  );
  for (const item of [...items].sort((a, b) => a.roomId - b.roomId || a.id - b.id)) {
    const nights = stayNights(item.startDate, item.endDate);
    const ok = await takeNights(tx, item.roomId, nights, item.count);
    if (ok)
      await recordHolds(
        tx,
        item.id,
        nights.map((date) => ({ resourceType: ROOM_RESOURCE, resourceId: item.roomId, date, units: item.count })),
      );
    taken.set(item.id, ok);
  }
  return taken;
}

/** Gives back exactly the rooms the items' live holds recorded, and marks those holds released. */
export async function releaseRooms(tx: Tx, itemIds: number[]) {
  const released = await releaseHolds(tx, itemIds, ROOM_RESOURCE);
  if (released.length === 0) return;
  await lockResources(
    tx,
    ROOM_RESOURCE,
    released.map((h) => h.resourceId),
  );
  const groups = new Map<string, { roomId: number; units: number; nights: string[] }>();
  for (const hold of released) {
    // Per item: two items of one room each give back their own units on the same night.
    const key = `${hold.bookingItemId}:${hold.resourceId}:${hold.units}`;
    const group = groups.get(key) ?? { roomId: hold.resourceId, units: hold.units, nights: [] };
    group.nights.push(hold.date);
    groups.set(key, group);
  }
  for (const group of groups.values()) await giveBack(tx, group.roomId, group.nights, group.units);
}

/** Holds the rooms' inventory still until the transaction ends (an allotment being set). */
export const lockRooms = (tx: Tx, roomIds: number[]) => lockResources(tx, ROOM_RESOURCE, roomIds);

/** Rooms the live holds keep of `roomId`, by night. */
export const roomsHeld = (tx: Tx, roomId: number, nights: string[]) => heldUnits(tx, ROOM_RESOURCE, roomId, nights);
