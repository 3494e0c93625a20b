import { and, eq, inArray, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { noteInventoryChanges } from './changes';
import { inventoryHolds } from './tables';

/**
 * The inventory ledger's operations (domain-rules §6). Product-agnostic: a product names its
 * resources (type + id) and the dates it takes them on; the ledger records what an item took
 * and releases exactly that. Every write runs inside the caller's booking transaction.
 */

export type Hold = { resourceType: string; resourceId: number; date: string; units: number; seatCode?: string | null };
export type HeldBy = Hold & { bookingItemId: number };

/**
 * Serialises everything that takes, releases or counts units of these resources until the
 * transaction ends (a booking taking the last room, an admin setting its allotment). Ids are
 * locked in ascending order, so two transactions never wait on each other in a circle.
 */
export async function lockResources(tx: Tx, resourceType: string, ids: number[]) {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${resourceType}), ${id})`);
  }
}

/** Records the units `bookingItemId` took. */
export async function recordHolds(tx: Tx, bookingItemId: number, holds: Hold[]) {
  if (holds.length === 0) return;
  await tx
    .insert(inventoryHolds)
    .values(
      holds.map((h) => ({ bookingItemId, resourceType: h.resourceType, resourceId: h.resourceId, date: h.date, units: h.units, seatCode: h.seatCode ?? null })),
    );
  noteInventoryChanges(holds);
}

const live = (itemIds: number[], resourceType?: string) =>
  and(
    inArray(inventoryHolds.bookingItemId, itemIds),
    isNull(inventoryHolds.releasedAt),
    resourceType ? eq(inventoryHolds.resourceType, resourceType) : undefined,
  );

const heldBy = (row: typeof inventoryHolds.$inferSelect): HeldBy => ({
  bookingItemId: row.bookingItemId,
  resourceType: row.resourceType,
  resourceId: row.resourceId,
  date: row.date,
  units: row.units,
  seatCode: row.seatCode,
});

/**
 * Releases every live hold of the items (of one resource type when given) and answers what was
 * released, so the owner of the resource can give exactly that back to its counters.
 */
export async function releaseHolds(tx: Tx, itemIds: number[], resourceType?: string): Promise<HeldBy[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx.update(inventoryHolds).set({ releasedAt: sql`now()` }).where(live(itemIds, resourceType)).returning();
  noteInventoryChanges(rows);
  return rows.map(heldBy);
}

/** The live holds of the items. */
export async function liveHolds(db: DbOrTx, itemIds: number[]): Promise<HeldBy[]> {
  if (itemIds.length === 0) return [];
  return (await db.select().from(inventoryHolds).where(live(itemIds))).map(heldBy);
}

/** Units live holds keep of one resource, by date (dates nobody holds are absent). */
export async function heldUnits(db: DbOrTx, resourceType: string, resourceId: number, dates: string[]): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await db
    .select({ date: inventoryHolds.date, units: sql<string>`sum(${inventoryHolds.units})` })
    .from(inventoryHolds)
    .where(
      and(
        eq(inventoryHolds.resourceType, resourceType),
        eq(inventoryHolds.resourceId, resourceId),
        inArray(inventoryHolds.date, dates),
        isNull(inventoryHolds.releasedAt),
      ),
    )
    .groupBy(inventoryHolds.date);
  return new Map(rows.map((r) => [r.date, Number(r.units)]));
}

/**
 * Units live holds keep of one resource on one date, as an SQL expression a product's own query
 * can select (a flight search reads every segment's in its catalogue query).
 */
export const heldUnitsSql = (resourceType: string, resourceId: SQLWrapper, date: SQLWrapper) =>
  sql<number>`(select coalesce(sum(${inventoryHolds.units}), 0)::int from ${inventoryHolds} where ${inventoryHolds.resourceType} = ${resourceType} and ${inventoryHolds.resourceId} = ${resourceId} and ${inventoryHolds.date} = ${date} and ${inventoryHolds.releasedAt} is null)`;

/** Seat codes live holds keep of one resource on one date (a flight leg's seats taken). */
export async function heldSeats(db: DbOrTx, resourceType: string, resourceId: number, date: string): Promise<Set<string>> {
  const rows = await db
    .select({ seat: inventoryHolds.seatCode })
    .from(inventoryHolds)
    .where(
      and(
        eq(inventoryHolds.resourceType, resourceType),
        eq(inventoryHolds.resourceId, resourceId),
        eq(inventoryHolds.date, date),
        isNull(inventoryHolds.releasedAt),
        sql`${inventoryHolds.seatCode} is not null`,
      ),
    );
  return new Set(rows.map((r) => r.seat!));
}

/**
 * Every live hold of some resources of one type, from `fromDate` on when given (a schedule edit
 * reads what it must keep; the admin screens show what is sold).
 */
export async function liveHoldsOf(db: DbOrTx, resourceType: string, resourceIds: number[], fromDate?: string): Promise<HeldBy[]> {
  if (resourceIds.length === 0) return [];
  const rows = await db
    .select()
    .from(inventoryHolds)
    .where(
      and(
        eq(inventoryHolds.resourceType, resourceType),
        inArray(inventoryHolds.resourceId, [...new Set(resourceIds)]),
        isNull(inventoryHolds.releasedAt),
        fromDate ? sql`${inventoryHolds.date} >= ${fromDate}` : undefined,
      ),
    )
    .orderBy(inventoryHolds.date, inventoryHolds.id);
  return rows.map(heldBy);
}

/** Units live holds keep of every resource of a type, by resource and date, with the items holding them (the inventory check). */
export async function liveUnitsOfType(db: DbOrTx, resourceType: string, fromDate?: string) {
  const rows = await db
    .select({
      resourceId: inventoryHolds.resourceId,
      date: inventoryHolds.date,
      units: sql<string>`sum(${inventoryHolds.units})`,
      itemIds: sql<number[]>`array_agg(distinct ${inventoryHolds.bookingItemId})`,
    })
    .from(inventoryHolds)
    .where(
      and(eq(inventoryHolds.resourceType, resourceType), isNull(inventoryHolds.releasedAt), fromDate ? sql`${inventoryHolds.date} >= ${fromDate}` : undefined),
    )
    .groupBy(inventoryHolds.resourceId, inventoryHolds.date);
  return rows.map((r) => ({ resourceId: r.resourceId, date: r.date, units: Number(r.units), itemIds: r.itemIds.map(Number) }));
}

/** Live holds of a type that name a seat, from `fromDate` on (the inventory check compares them with the seat maps). */
export async function liveSeatHoldsOfType(db: DbOrTx, resourceType: string, fromDate: string): Promise<HeldBy[]> {
  const rows = await db
    .select()
    .from(inventoryHolds)
    .where(
      and(
        eq(inventoryHolds.resourceType, resourceType),
        isNull(inventoryHolds.releasedAt),
        sql`${inventoryHolds.seatCode} is not null`,
        sql`${inventoryHolds.date} >= ${fromDate}`,
      ),
    );
  return rows.map(heldBy);
}

/** Every item with live holds, by resource type, and how many holds (the inventory check's view of the whole ledger). */
export async function liveHoldsByItem(db: DbOrTx) {
  const rows = await db
    .select({ itemId: inventoryHolds.bookingItemId, resourceType: inventoryHolds.resourceType, holds: sql<string>`count(*)` })
    .from(inventoryHolds)
    .where(isNull(inventoryHolds.releasedAt))
    .groupBy(inventoryHolds.bookingItemId, inventoryHolds.resourceType);
  return rows.map((r) => ({ itemId: r.itemId, resourceType: r.resourceType, holds: Number(r.holds) }));
}
