import { and, asc, eq, exists, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { findById, listPage } from '../../lib/crud';
import { locationSubtree } from '../reference';
import { transferCancellationRules, transferCarPricing, transferCars, transferDestinations, transferOrigins, transfers } from './tables';

/** Locks the transfer row for the transaction, so two saves of one transfer queue up. */
export const lockTransfer = (db: DbOrTx, id: number) => findById(db, transfers, id, { forUpdate: true });

export const findCarRow = (db: DbOrTx, transferId: number, carId: number) =>
  findById(db, transferCars, carId, { where: eq(transferCars.transferId, transferId) });

export const transferExists = async (db: DbOrTx, id: number) => (await db.select({ id: transfers.id }).from(transfers).where(eq(transfers.id, id))).length > 0;

export type TransferListFilter = { searchText?: string; originId?: number; destinationId?: number };

/** A transfer one of whose places (of `table`) is the place or lies within it (CDG within Paris within France). */
const servesPlace = (table: PgTable & { transferId: PgColumn; locationId: PgColumn }, placeId: number, db: DbOrTx) =>
  exists(
    db
      .select({ one: table.transferId })
      .from(table)
      .where(and(eq(table.transferId, transfers.id), inArray(table.locationId, locationSubtree(placeId)))),
  );

export const listTransferRows = (db: DbOrTx, page: number, filter: TransferListFilter) =>
  listPage(db, transfers, {
    page,
    select: { id: transfers.id, name: transfers.name },
    searchText: filter.searchText,
    searchColumns: [transfers.name],
    where: and(
      filter.originId === undefined ? undefined : servesPlace(transferOrigins, filter.originId, db),
      filter.destinationId === undefined ? undefined : servesPlace(transferDestinations, filter.destinationId, db),
    ),
    orderBy: [asc(transfers.name), asc(transfers.id)],
  });

const byIds = <T>(ids: number[], load: (ids: number[]) => Promise<T[]>) => (ids.length ? load(ids) : Promise.resolve([] as T[]));

/** The origins and destinations of these transfers, in the order they were saved. */
export async function loadTransferPlaces(db: DbOrTx, transferIds: number[]) {
  const [origins, destinations] = await Promise.all([
    byIds(transferIds, (ids) => db.select().from(transferOrigins).where(inArray(transferOrigins.transferId, ids))),
    byIds(transferIds, (ids) => db.select().from(transferDestinations).where(inArray(transferDestinations.transferId, ids))),
  ]);
  return { origins, destinations };
}

/** Everything the edit screen shows of the transfers `where` selects, in their order. */
export async function loadTransferGraph(db: DbOrTx, where: SQL) {
  const transferRows = await db.select().from(transfers).where(where).orderBy(asc(transfers.id));
  const transferIds = transferRows.map((t) => t.id);
  const [places, cars, rules] = await Promise.all([
    loadTransferPlaces(db, transferIds),
    byIds(transferIds, (ids) => db.select().from(transferCars).where(inArray(transferCars.transferId, ids)).orderBy(asc(transferCars.id))),
    byIds(transferIds, (ids) =>
      db
        .select()
        .from(transferCancellationRules)
        .where(inArray(transferCancellationRules.transferId, ids))
        .orderBy(asc(transferCancellationRules.daysBefore), asc(transferCancellationRules.id)),
    ),
  ]);
  const pricing = await byIds(
    cars.map((c) => c.id),
    (ids) =>
      db.select().from(transferCarPricing).where(inArray(transferCarPricing.carId, ids)).orderBy(asc(transferCarPricing.startDate), asc(transferCarPricing.id)),
  );
  return { transfers: transferRows, ...places, cars, rules, pricing };
}
export type TransferGraph = Awaited<ReturnType<typeof loadTransferGraph>>;

export const transferWhere = (id: number) => eq(transfers.id, id);
