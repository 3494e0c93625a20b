import { asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { findById, listPage } from '../../lib/crud';
import { locationAncestry, locationNameOf, locationSubtree } from '../reference';
import { tours, tourSales } from './tables';

/** The columns every tour answer reads: the row plus its location's name. */
const tourColumns = {
  id: tours.id,
  name: tours.name,
  price: tours.price,
  priceChild: tours.priceChild,
  currency: tours.currency,
  freeCancellationDays: tours.freeCancellationDays,
  locationId: tours.locationId,
  locationName: locationNameOf(tours.locationId),
  description: tours.description,
  note: tours.note,
  mainImage: tours.mainImage,
};
export type TourRecord = {
  id: number;
  name: string;
  price: string;
  priceChild: string | null;
  currency: string;
  freeCancellationDays: number | null;
  locationId: number;
  locationName: string | null;
  description: string | null;
  note: string | null;
  mainImage: string | null;
};

/** Locks the tour row for the transaction, so two saves of one tour queue up. */
export const lockTour = (db: DbOrTx, id: number) => findById(db, tours, id, { forUpdate: true });

export async function findTourRecord(db: DbOrTx, id: number): Promise<TourRecord | null> {
  const [row] = await db.select(tourColumns).from(tours).where(eq(tours.id, id));
  return row ?? null;
}

/** One page of tours by name; the search text matches the tour's name or its location's name. */
export const listTourRows = (db: DbOrTx, page: number, searchText: string | undefined) =>
  listPage(db, tours, {
    page,
    select: { id: tours.id, name: tours.name, price: tours.price, locationId: tours.locationId, locationName: locationNameOf(tours.locationId) },
    searchText,
    searchColumns: [tours.name, locationNameOf(tours.locationId)],
    orderBy: [asc(tours.name), asc(tours.id)],
  });

/**
 * The tours of a searched destination (issue 28), by name: at the place itself or inside it (a
 * city of a searched country), or at a place that holds it (a country-level tour for a city).
 */
export const listToursAround = (db: DbOrTx, toId: number): Promise<TourRecord[]> =>
  db
    .select(tourColumns)
    .from(tours)
    .where(or(sql`${tours.locationId} in ${locationSubtree(toId)}`, sql`${tours.locationId} in ${locationAncestry(toId)}`))
    .orderBy(asc(tours.name), asc(tours.id));

/** Whether a booking item sold the tour (its deletion is refused). */
export async function isTourSold(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: tourSales.bookingItemId }).from(tourSales).where(eq(tourSales.tourId, id)).limit(1)).length > 0;
}
