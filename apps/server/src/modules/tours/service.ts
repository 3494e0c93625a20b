import { eq, sql } from 'drizzle-orm';
import { TOUR_IMAGE_FIELDS, type TourInput } from '@travel/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { deleteRow } from '../../lib/crud';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { sanitizeDescription } from '../../lib/rich-text';
import { type Storage, stagedStorage } from '../../lib/storage';
import { checkImage, type UploadedFile } from '../../lib/uploads';
import { findLocation, listTaxonomies } from '../reference';
import { presentTour, presentTourListItem } from './presenter';
import { findTourRecord, isTourSold, listTourRows, lockTour } from './repo';
import { tours } from './tables';

/**
 * The tour catalogue (back-office spec §2 Tours, §7; domain-rules §5.5). A save is one
 * transaction; its image is checked by content before anything is written and stored through a
 * staged storage, so a refused or failed save leaves neither a row nor a file behind. The file
 * a save replaces (or a delete leaves) is removed once the transaction has committed.
 */

/** A checked main image, ready to store. */
type CheckedImage = { data: Buffer; extension: string };

const isImageField = (field: string) => (TOUR_IMAGE_FIELDS as readonly string[]).includes(field);

/**
 * The form's one main image: a `mainImage` file, or the one file sent as `images[]` /
 * `newImages[]` (spec §7). Any other file, or a second image, refuses the save naming the field.
 */
export async function tourImage(files: UploadedFile[]): Promise<CheckedImage | undefined> {
  const other = files.find((f) => !isImageField(f.field));
  if (other) throw badRequest(`${other.field}: is not a file field of a tour (send the main image as mainImage)`, 'validation');
  if (files.length > 1) throw badRequest('mainImage: a tour has one main image; send one file', 'validation');
  const [file] = files;
  if (!file) return undefined;
  return { data: file.data, extension: await checkImage(file, 'mainImage') };
}

async function checkLocation(db: DbOrTx, id: number) {
  const location = await findLocation(db, id);
  if (!location) throw badRequest(`location: Location ${id} not found`, 'validation');
  if (location.type === 'airport') throw badRequest(`location: must be a country or a city (${location.name} is an airport)`, 'validation');
}

/** The tour's currency must be one of the currencies list (its prices are converted from it when sold). */
async function checkCurrency(db: DbOrTx, code: string) {
  const known = (await listTaxonomies(db, 'currency')).some((c) => c.code === code);
  if (!known) throw badRequest(`currency: Currency ${code} not found`, 'validation');
}

const tourColumns = (input: TourInput) => ({
  name: input.name,
  price: input.price,
  priceChild: input.priceChild ?? null,
  currency: input.currency,
  freeCancellationDays: input.freeCancellationDays ?? null,
  locationId: input.location,
  description: sanitizeDescription(input.description) || null,
  note: input.note ?? null,
});

export async function findTour(db: DbOrTx, id: number) {
  const row = await findTourRecord(db, id);
  return row ? presentTour(row) : null;
}

export async function listTours(db: DbOrTx, page: number, searchText: string | undefined) {
  const result = await listTourRows(db, page, searchText);
  return { ...result, entities: result.entities.map(presentTourListItem) };
}

export async function createTour(db: Db, storage: Storage, input: TourInput, image: CheckedImage | undefined) {
  const staged = stagedStorage(storage);
  try {
    return await db.transaction(async (tx) => {
      await checkLocation(tx, input.location);
      await checkCurrency(tx, input.currency);
      const mainImage = image ? await staged.put('tours', image.extension, image.data) : null;
      const [row] = await tx
        .insert(tours)
        .values({ ...tourColumns(input), mainImage })
        .returning({ id: tours.id });
      return row!.id;
    });
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/** The edit screen's save: every field is the full state; a new image replaces the stored one, none keeps it. */
export async function updateTour(db: Db, storage: Storage, id: number, input: TourInput, image: CheckedImage | undefined) {
  const staged = stagedStorage(storage);
  let replaced: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const current = await lockTour(tx, id);
      if (!current) throw notFound('Tour');
      await checkLocation(tx, input.location);
      await checkCurrency(tx, input.currency);
      const mainImage = image ? await staged.put('tours', image.extension, image.data) : current.mainImage;
      if (image) replaced = current.mainImage;
      await tx
        .update(tours)
        .set({ ...tourColumns(input), mainImage, updatedAt: sql`now()` })
        .where(eq(tours.id, id));
    });
  } catch (error) {
    await staged.discard();
    throw error;
  }
  if (replaced) await storage.remove(replaced).catch(() => undefined);
}

const tourSold = { message: 'This tour has been booked and cannot be deleted: bookings still hold it.', code: 'tour_has_bookings' };

/** Deletes an unsold tour (a sold one is a 409, checked first for the sentence; the restricting key stands behind it). */
export async function deleteTour(db: Db, storage: Storage, id: number) {
  const row = await db.transaction(async (tx) => {
    if (await isTourSold(tx, id)) throw conflict(tourSold.message, tourSold.code);
    return deleteRow(tx, tours, id, { noun: 'Tour', whenReferenced: tourSold });
  });
  if (row.mainImage) await storage.remove(row.mainImage).catch(() => undefined);
}
