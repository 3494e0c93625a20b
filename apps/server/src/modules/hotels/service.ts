import { eq, inArray, sql } from 'drizzle-orm';
import { type HotelCreateRequest, type HotelUpdateRequest, OFFER_KINDS } from '@travel/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { deleteRow } from '../../lib/crud';
import { badRequest, notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { checkImage, type UploadedFile } from '../../lib/uploads';
import { listTaxonomies } from '../reference';
import { readSettings } from '../settings';
import { sanitizeDescription } from '../../lib/rich-text';
import { type OfferContext, replaceCancellationRules, saveOffers } from './offers';
import { indexGraph, presentHotel } from './presenter';
import { hotelScope, listOffersOfHotel, listRoomsOfHotel, loadHotelGraph, locationExists, lockHotel } from './repo';
import { saveRoomTabs } from './room-tabs';
import { hotelImages, hotelOffers, hotelRooms, hotels, roomPricing } from './tables';

export { loadHotelsForSearch } from './search-data';

/** Images of a save: the new main image and new gallery files (`newImages`, or `images` files). */
export type HotelFiles = { mainImage?: UploadedFile; gallery: UploadedFile[] };

export function hotelFiles(files: UploadedFile[]): HotelFiles {
  return {
    mainImage: files.filter((f) => f.field === 'mainImage').at(-1),
    gallery: files.filter((f) => f.field === 'newImages' || f.field === 'images'),
  };
}

/** Checks every image by content before anything is stored (one bad file refuses the save). */
async function checkFiles(files: HotelFiles) {
  const main = files.mainImage ? { file: files.mainImage, extension: await checkImage(files.mainImage, 'mainImage') } : undefined;
  const gallery = [];
  for (const file of files.gallery) gallery.push({ file, extension: await checkImage(file, 'newImages') });
  return { main, gallery };
}
type CheckedFiles = Awaited<ReturnType<typeof checkFiles>>;

const put = (storage: Storage, checked: { file: UploadedFile; extension: string }) => storage.put('hotels', checked.extension, checked.file.data);

/**
 * The Info tab's references: location, category, meals (the default meal joins the hotel's
 * meal types, spec §4) and the currency (an existing currency code).
 */
async function checkInfo(db: DbOrTx, input: HotelCreateRequest) {
  if (!(await locationExists(db, input.location))) throw badRequest('location: Location not found', 'validation');
  const categories = await listTaxonomies(db, 'hotelCategory');
  if (!categories.some((c) => c.id === input.hotelCategory)) throw badRequest('hotelCategory: Hotel category not found', 'validation');
  const mealIds = new Set((await listTaxonomies(db, 'meal')).map((m) => m.id));
  const mealTypeIds = Object.keys(input.mealTypes).map(Number);
  const unknownMeal = mealTypeIds.find((id) => !mealIds.has(id));
  if (unknownMeal !== undefined) throw badRequest(`mealTypes: Meal type ${unknownMeal} not found`, 'validation');
  if (input.defaultMealTypeId !== undefined) {
    if (!mealIds.has(input.defaultMealTypeId)) throw badRequest('defaultMealTypeId: Meal type not found', 'validation');
    if (!mealTypeIds.includes(input.defaultMealTypeId)) mealTypeIds.push(input.defaultMealTypeId);
  }
  if (input.defaultCurrency !== undefined) {
    const currencies = await listTaxonomies(db, 'currency');
    if (!currencies.some((c) => c.code === input.defaultCurrency)) throw badRequest('defaultCurrency: Currency not found', 'validation');
  }
  return { mealIds, mealTypeIds: mealTypeIds.sort((a, b) => a - b) };
}

const infoColumns = (input: HotelCreateRequest, mealTypeIds: number[]) => ({
  name: input.name,
  locationId: input.location,
  hotelCategoryId: input.hotelCategory,
  address: input.address ?? null,
  phone: input.phone ?? null,
  latitude: input.latitude === undefined ? null : String(input.latitude),
  longitude: input.longitude === undefined ? null : String(input.longitude),
  infantAgeMax: input.infantAgeMax,
  children1AgeMax: input.children1AgeMax,
  children2AgeMax: input.children2AgeMax ?? null,
  markups: input.markups,
  description: sanitizeDescription(input.description),
  note: input.note ?? null,
  mealTypeIds,
  defaultMealTypeId: input.defaultMealTypeId ?? null,
  requiresTransfer: input.requiresTransfer,
});

async function addGalleryImages(tx: Tx, storage: Storage, hotelId: number, files: CheckedFiles['gallery'], firstPosition: number) {
  if (files.length === 0) return;
  const keys = [];
  for (const file of files) keys.push(await put(storage, file));
  await tx.insert(hotelImages).values(keys.map((key, i) => ({ hotelId, key, position: firstPosition + i })));
}

export async function createHotel(db: Db, storage: Storage, input: HotelCreateRequest, files: HotelFiles) {
  const checked = await checkFiles(files);
  return db.transaction(async (tx) => {
    const { mealIds, mealTypeIds } = await checkInfo(tx, input);
    const defaultCurrency = input.defaultCurrency ?? (await readSettings(tx, ['defaultCurrency'])).defaultCurrency;
    const mainImage = checked.main ? await put(storage, checked.main) : null;
    const [row] = await tx
      .insert(hotels)
      .values({ ...infoColumns(input, mealTypeIds), defaultCurrency, mainImage })
      .returning({ id: hotels.id });
    const hotelId = row!.id;
    if (input.mealsPrices) await saveOffers(tx, hotelId, 'mealsPrices', input.mealsPrices, { roomIds: new Set(), offers: new Map(), mealIds });
    await addGalleryImages(tx, storage, hotelId, checked.gallery, 0);
    return hotelId;
  });
}

/** `images` names the gallery to keep, as media URLs or storage keys. */
const imageKey = (urlOrKey: string) => {
  const at = urlOrKey.indexOf('/media/');
  return at >= 0 ? urlOrKey.slice(at + '/media/'.length) : urlOrKey;
};

/** Keeps the listed images in the listed order, removes the others, adds the new files after. */
async function saveGallery(tx: Tx, storage: Storage, hotelId: number, keep: string[], files: CheckedFiles['gallery']) {
  const existing = await tx.select().from(hotelImages).where(eq(hotelImages.hotelId, hotelId));
  const byKey = new Map(existing.map((image) => [image.key, image]));
  const kept = [...new Set(keep.map(imageKey))].flatMap((key) => byKey.get(key) ?? []);
  const removed = existing.filter((image) => !kept.includes(image));
  if (removed.length > 0)
    await tx.delete(hotelImages).where(
      inArray(
        hotelImages.id,
        removed.map((image) => image.id),
      ),
    );
  for (const [position, image] of kept.entries()) {
    if (image.position !== position) await tx.update(hotelImages).set({ position }).where(eq(hotelImages.id, image.id));
  }
  await addGalleryImages(tx, storage, hotelId, files, kept.length);
}

/**
 * The hotel save of the edit screen, one transaction (issue: any failure leaves nothing
 * changed). Info and gallery are the full state; rooms, each offer list and the cancellation
 * rules are saved only when the payload carries them. Images are stored last so a refused save
 * leaves no file behind.
 */
export async function updateHotel(db: Db, storage: Storage, id: number, input: HotelUpdateRequest, files: HotelFiles) {
  const checked = await checkFiles(files);
  await db.transaction(async (tx) => {
    if (!(await lockHotel(tx, id))) throw notFound('Hotel');
    const { mealIds, mealTypeIds } = await checkInfo(tx, input);
    await tx
      .update(hotels)
      .set({
        ...infoColumns(input, mealTypeIds),
        // The currency field shows only with the hotelPricing permission; absent means unchanged.
        ...(input.defaultCurrency ? { defaultCurrency: input.defaultCurrency } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(hotels.id, id));
    if (input.rooms) await saveRoomTabs(tx, id, input.rooms, new Set(mealTypeIds));
    const lists = OFFER_KINDS.filter((kind) => input[kind] !== undefined);
    if (lists.length > 0) {
      const context: OfferContext = {
        roomIds: new Set((await listRoomsOfHotel(tx, id)).map((room) => room.id)),
        offers: new Map((await listOffersOfHotel(tx, id)).map((offer) => [offer.id, offer.kind])),
        mealIds,
      };
      for (const kind of lists) await saveOffers(tx, id, kind, input[kind]!, context);
    }
    if (input.cancellationRules) await replaceCancellationRules(tx, id, input.cancellationRules);
    if (checked.main)
      await tx
        .update(hotels)
        .set({ mainImage: await put(storage, checked.main) })
        .where(eq(hotels.id, id));
    await saveGallery(tx, storage, id, input.images, checked.gallery);
  });
}

export async function findHotel(db: DbOrTx, id: number) {
  const graph = await loadHotelGraph(db, hotelScope({ hotelId: id }));
  const [row] = graph.hotels;
  return row ? presentHotel(row, indexGraph(graph)) : null;
}

/** Rooms, pricing, offers and rules go with the hotel; a booking pointing at it refuses (409). */
export async function deleteHotel(db: Db, id: number) {
  await deleteRow(db, hotels, id, {
    noun: 'Hotel',
    whenReferenced: { message: 'This hotel has bookings and cannot be deleted.', code: 'hotel_has_bookings' },
  });
}

/** Drops a deleted room type or offer from the lists of the hotel's other offers. */
async function forgetInOffers(tx: Tx, hotelId: number, field: 'roomTypeIds' | 'applyWithOthersIds', id: number) {
  const offers = await tx.select().from(hotelOffers).where(eq(hotelOffers.hotelId, hotelId));
  for (const offer of offers) {
    const list = offer[field];
    if (!Array.isArray(list) || !list.includes(id)) continue;
    await tx
      .update(hotelOffers)
      .set({ [field]: list.filter((other) => other !== id) })
      .where(eq(hotelOffers.id, offer.id));
  }
}

/**
 * Deletes a room type with its pricing and allotment. Offers limited to chosen room types lose
 * it from their list (an offer left with none applies to no room until it is edited).
 */
export async function deleteRoom(db: Db, hotelId: number, roomId: number) {
  await db.transaction(async (tx) => {
    await deleteRow(tx, hotelRooms, roomId, { noun: 'Room type', where: eq(hotelRooms.hotelId, hotelId) });
    await forgetInOffers(tx, hotelId, 'roomTypeIds', roomId);
  });
}

export async function deletePricing(db: Db, pricingId: number) {
  await deleteRow(db, roomPricing, pricingId, { noun: 'Pricing period' });
}

/** Deletes an offer; the offers that listed it as combinable forget it. */
export async function deleteOffer(db: Db, offerId: number) {
  await db.transaction(async (tx) => {
    const deleted = await deleteRow(tx, hotelOffers, offerId, { noun: 'Offer' });
    await forgetInOffers(tx, deleted.hotelId, 'applyWithOthersIds', offerId);
  });
}

/** The locations that have at least one hotel (the search form's destinations). */
export async function listHotelLocationIds(db: DbOrTx): Promise<number[]> {
  return (await db.selectDistinct({ id: hotels.locationId }).from(hotels)).map((row) => row.id);
}
