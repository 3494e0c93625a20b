import { BOOKING_STATUS, type InventoryCheck, type InventoryFinding } from '@travel/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type InventoryAuditFinding, registeredProducts } from '../products';
import { itemBookings } from './item-references';
import { findStatuses } from './repo';
import { bookingItems } from './tables';

/**
 * The inventory consistency check (issue 27; `GET inventory/check`, `npm run check:inventory`):
 * what the ledger, the booking items and the catalogue disagree on. The core compares the ledger
 * with the items (holds of items that are not confirmed or gone, confirmed items that hold nothing,
 * resource types no product knows); each product audits its own resources (holds without their
 * resource, departures and nights sold over capacity, counters, seats). Read-only.
 *
 * The ledger's reader comes from the composition root (app.ts, check-inventory.ts): the ledger's
 * table points at the booking items, so bookings importing the inventory module closed a loop
 * (issue 28, test/cycles.test.ts).
 */
export type LedgerReader = (db: DbOrTx) => Promise<{ itemId: number; resourceType: string; holds: number }[]>;

export async function checkInventory(db: DbOrTx, today: string, liveHoldsByItem: LedgerReader): Promise<InventoryCheck> {
  const products = registeredProducts().filter((p) => p.inventory);
  const knownTypes = new Set(products.flatMap((p) => p.inventory!.resourceTypes));
  const confirmed = (await findStatuses(db)).booking(BOOKING_STATUS.confirmed);
  const ledger = await liveHoldsByItem(db);
  const findings: InventoryAuditFinding[] = [];

  for (const type of new Set(ledger.map((h) => h.resourceType))) {
    if (knownTypes.has(type)) continue;
    const rows = ledger.filter((h) => h.resourceType === type);
    findings.push({
      kind: 'unknown_resource_type',
      message: `${rows.reduce((n, r) => n + r.holds, 0)} live holds are of resource type '${type}', which no product holds.`,
      itemIds: rows.map((r) => r.itemId),
    });
  }

  const holding = [...new Set(ledger.map((h) => h.itemId))];
  const holders = holding.length
    ? await db.select({ id: bookingItems.id, statusId: bookingItems.bookingStatusId }).from(bookingItems).where(inArray(bookingItems.id, holding))
    : [];
  const statusOf = new Map(holders.map((i) => [i.id, i.statusId]));
  for (const itemId of holding) {
    const status = statusOf.get(itemId);
    if (status === confirmed.id) continue;
    findings.push({
      kind: 'hold_of_unconfirmed_item',
      message:
        status === undefined
          ? `Booking item ${itemId} no longer exists but still holds inventory.`
          : `Booking item ${itemId} is not confirmed but still holds inventory.`,
      itemIds: [itemId],
    });
  }

  const holdingSet = new Set(holding);
  for (const product of products) {
    const items = await db
      .select()
      .from(bookingItems)
      .where(and(eq(bookingItems.productType, product.type), eq(bookingItems.bookingStatusId, confirmed.id)));
    const holdsUnits = await product.inventory!.holdsUnits(db, items);
    for (const item of items) {
      if (holdingSet.has(item.id) || !holdsUnits.has(item.id)) continue;
      findings.push({
        kind: 'item_without_holds',
        message: `Booking item ${item.id} (${product.type}, ${item.startDate} to ${item.endDate}) is confirmed but holds nothing in the inventory ledger.`,
        itemIds: [item.id],
      });
    }
    findings.push(...(await product.inventory!.audit(db, today)));
  }

  const references = await itemBookings(
    db,
    findings.flatMap((f) => f.itemIds),
  );
  const named: InventoryFinding[] = findings.map((f) => ({
    kind: f.kind,
    message: f.message,
    bookings: [...new Set(f.itemIds.flatMap((id) => (references.has(id) ? [references.get(id)!.reference] : [])))].sort(),
  }));
  return { today, liveHolds: ledger.reduce((n, r) => n + r.holds, 0), findings: named };
}
