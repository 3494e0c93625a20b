import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { findById, listPage } from '../../lib/crud';
import { locationNameOf } from '../reference';
import { tours } from './tables';

/** The columns every tour answer reads: the row plus its location's name. */
const tourColumns = {
  id: tours.id,
  name: tours.name,
  price: tours.price,
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
