import { and, asc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { findById, listPage } from '../../lib/crud';
import { locationSubtree } from '../reference';
import { visaDestinations, visaOrigins, visas, visaTypePricing, visaTypes } from './tables';

/** Locks the visa row for the transaction, so two saves of one visa queue up. */
export const lockVisa = (db: DbOrTx, id: number) => findById(db, visas, id, { forUpdate: true });

export const visaExists = async (db: DbOrTx, id: number) => (await findById(db, visas, id)) !== null;

export const findTypeRow = (db: DbOrTx, visaId: number, typeId: number) => findById(db, visaTypes, typeId, { where: eq(visaTypes.visaId, visaId) });

export type VisaFilter = { searchText?: string; destinationId?: number; originId?: number };

/**
 * One page of visas: by name; a nationality filter keeps the visas for that country, a
 * destination filter those admitting to that place or to a place inside it (France: France
 * and Paris).
 */
export const listVisaRows = (db: DbOrTx, page: number, filter: VisaFilter) =>
  listPage(db, visas, {
    page,
    select: { id: visas.id, name: visas.name },
    searchText: filter.searchText,
    searchColumns: [visas.name],
    where: and(
      filter.originId === undefined
        ? undefined
        : exists(
            db
              .select({ one: sql`1` })
              .from(visaOrigins)
              .where(and(eq(visaOrigins.visaId, visas.id), eq(visaOrigins.locationId, filter.originId))),
          ),
      filter.destinationId === undefined
        ? undefined
        : exists(
            db
              .select({ one: sql`1` })
              .from(visaDestinations)
              .where(and(eq(visaDestinations.visaId, visas.id), sql`${visaDestinations.locationId} in ${locationSubtree(filter.destinationId)}`)),
          ),
    ),
    orderBy: [asc(visas.name), asc(visas.id)],
  });

const byIds = <T>(ids: number[], load: (ids: number[]) => Promise<T[]>) => (ids.length ? load(ids) : Promise.resolve([] as T[]));

/** The nationalities and destinations (location ids) of the visas `ids`. */
export async function loadVisaPlaces(db: DbOrTx, ids: number[]) {
  const [origins, destinations] = await Promise.all([
    byIds(ids, (v) => db.select().from(visaOrigins).where(inArray(visaOrigins.visaId, v))),
    byIds(ids, (v) => db.select().from(visaDestinations).where(inArray(visaDestinations.visaId, v))),
  ]);
  return { origins, destinations };
}

/** Everything the edit screen shows of the visas `where` selects. */
export async function loadVisaGraph(db: DbOrTx, where: SQL) {
  const visaRows = await db.select().from(visas).where(where).orderBy(asc(visas.id));
  const ids = visaRows.map((v) => v.id);
  const [places, types] = await Promise.all([
    loadVisaPlaces(db, ids),
    byIds(ids, (v) => db.select().from(visaTypes).where(inArray(visaTypes.visaId, v)).orderBy(asc(visaTypes.id))),
  ]);
  const pricing = await byIds(
    types.map((t) => t.id),
    (t) => db.select().from(visaTypePricing).where(inArray(visaTypePricing.typeId, t)).orderBy(asc(visaTypePricing.startDate), asc(visaTypePricing.id)),
  );
  return { visas: visaRows, ...places, types, pricing };
}
export type VisaGraph = Awaited<ReturnType<typeof loadVisaGraph>>;

export const visaWhere = (id: number) => eq(visas.id, id);

/** Replaces the visa's nationalities and destinations with the lists given. */
export async function replaceVisaPlaces(db: DbOrTx, visaId: number, origins: number[], destinations: number[]) {
  await db.delete(visaOrigins).where(eq(visaOrigins.visaId, visaId));
  await db.delete(visaDestinations).where(eq(visaDestinations.visaId, visaId));
  if (origins.length) await db.insert(visaOrigins).values(origins.map((locationId) => ({ visaId, locationId })));
  if (destinations.length) await db.insert(visaDestinations).values(destinations.map((locationId) => ({ visaId, locationId })));
}
