import { formatDayAs } from '@travel/contracts';
import { gt, or } from 'drizzle-orm';
import { anyId } from '../../lib/sql-lists';
import type { DbOrTx } from '../../db/client';
import { liveUnitsOfType } from '../inventory';
import type { InventoryAuditFinding, ProductInventory } from '../products';
import { ROOM_RESOURCE } from './inventory';
import { hotelSalesOf } from './sales';
import { hotelRooms, roomAllotments } from './tables';

/**
 * The hotels' side of the inventory check (issue 27): room holds whose room type is gone, nights
 * whose `sold` counter differs from the ledger's live holds, and nights from today on sold over
 * their allotment.
 */
async function audit(db: DbOrTx, today: string): Promise<InventoryAuditFinding[]> {
  const units = await liveUnitsOfType(db, ROOM_RESOURCE);
  const roomIds = [...new Set(units.map((u) => u.resourceId))];
  const [rooms, allotments] = await Promise.all([
    roomIds.length ? db.select({ id: hotelRooms.id }).from(hotelRooms).where(anyId(hotelRooms.id, roomIds)) : [],
    db
      .select()
      .from(roomAllotments)
      .where(or(gt(roomAllotments.sold, 0), roomIds.length ? anyId(roomAllotments.roomId, roomIds) : undefined)),
  ]);
  const known = new Set(rooms.map((r) => r.id));
  const held = new Map(units.map((u) => [`${u.resourceId}:${u.date}`, u]));
  const findings: InventoryAuditFinding[] = [];
  for (const u of units) {
    if (!known.has(u.resourceId)) {
      findings.push({
        kind: 'hold_without_resource',
        message: `${u.units} rooms on the night of ${formatDayAs(u.date)} are held on room type ${u.resourceId}, which no longer exists.`,
        itemIds: u.itemIds,
      });
    }
  }
  for (const night of allotments) {
    const live = held.get(`${night.roomId}:${night.night}`);
    const units = live?.units ?? 0;
    if (night.sold !== units) {
      findings.push({
        kind: 'counter_mismatch',
        message: `Room type ${night.roomId} counts ${night.sold} rooms sold on the night of ${formatDayAs(night.night)}, but the ledger's live holds keep ${units}.`,
        itemIds: live?.itemIds ?? [],
      });
    }
    if (night.night >= today && units > night.rooms) {
      findings.push({
        kind: 'oversold',
        message: `Room type ${night.roomId} has ${units} rooms sold on the night of ${formatDayAs(night.night)}, over its allotment of ${night.rooms}.`,
        itemIds: live?.itemIds ?? [],
      });
    }
  }
  return findings;
}

export const hotelInventory: ProductInventory = {
  resourceTypes: [ROOM_RESOURCE],
  /** A hotel item holds rooms when its record names a room type (every sale does; an item stored without one holds nothing). */
  async holdsUnits(db, items) {
    const sales = await hotelSalesOf(
      db,
      items.map((i) => i.id),
    );
    return new Set(items.filter((i) => (sales.get(i.id)?.roomId ?? null) !== null).map((i) => i.id));
  },
  audit,
};
