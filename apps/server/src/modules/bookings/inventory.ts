import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { roomAllotments } from '../hotels/tables';

/**
 * Takes one room of `roomId` for every night of the stay (domain-rules §6), inside the booking's
 * transaction. One conditional UPDATE takes a unit on each night that still has one; the row
 * locks it holds make a concurrent booking wait and then see the new `sold`, so the last room is
 * sold exactly once. If a night that has an allotment row had none left, what was taken is given
 * back and the room is on request. Nights without an allotment row are freely sellable.
 *
 * Answers true when the room is confirmed (every allotted night consumed, or none allotted).
 */
export async function takeRoom(tx: Tx, roomId: number, nights: string[]): Promise<boolean> {
  const taken = await tx
    .update(roomAllotments)
    .set({ sold: sql`${roomAllotments.sold} + 1` })
    .where(and(eq(roomAllotments.roomId, roomId), inArray(roomAllotments.night, nights), lt(roomAllotments.sold, roomAllotments.rooms)))
    .returning({ night: roomAllotments.night });
  const [allotted] = await tx
    .select({ n: count() })
    .from(roomAllotments)
    .where(and(eq(roomAllotments.roomId, roomId), inArray(roomAllotments.night, nights)));
  if (taken.length === Number(allotted?.n ?? 0)) return true;
  if (taken.length > 0) {
    await tx
      .update(roomAllotments)
      .set({ sold: sql`${roomAllotments.sold} - 1` })
      .where(and(eq(roomAllotments.roomId, roomId), inArray(roomAllotments.night, taken.map((t) => t.night))));
  }
  return false;
}
