import type { Tx } from '../../db/client';
import { releaseRooms, takeRooms } from '../hotels/inventory';

/** What the inventory of a booking item is taken from. */
export type InventoryItem = { id: number; productType: string; roomId: number | null; startDate: string; endDate: string; count: number };

/**
 * Takes the units of the items inside the booking's transaction, each item all or nothing, and
 * records them in the inventory ledger against the item (domain-rules §6). Answers, per item id,
 * whether it got them; an item with no inventory of its own (a hand-added transfer) always does.
 */
export async function takeItems(tx: Tx, items: InventoryItem[]): Promise<Map<number, boolean>> {
  const rooms = items.filter((i) => i.productType === 'hotel' && i.roomId !== null).map((i) => ({ ...i, roomId: i.roomId! }));
  const taken = await takeRooms(tx, rooms);
  return new Map(items.map((i) => [i.id, taken.get(i.id) ?? true]));
}

/** Gives back exactly what the items recorded in the ledger (nothing for an item that took nothing). */
export async function releaseItems(tx: Tx, itemIds: number[]) {
  await releaseRooms(tx, itemIds);
}
