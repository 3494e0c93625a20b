import { and, asc, between, desc, eq, getTableColumns, gte, lte, type SQL, sql } from 'drizzle-orm';
import { anyId } from '../../lib/sql-lists';
import type { DbOrTx } from '../../db/client';
import { findById, listPage, searchWhere } from '../../lib/crud';
import { findLocation, locationNameOf, locationSubtree, taxonomyTitleOf } from '../reference';
import { hotelCancellationRules, hotelImages, hotelOffers, hotelRooms, hotels, roomAllotments, roomPricing, roomPricingPersonPrices } from './tables';

/** A room type with the titles of its room type and category taxonomy entries (null when not set). */
const roomColumns = {
  ...getTableColumns(hotelRooms),
  roomTypeTaxonomyTitle: taxonomyTitleOf(hotelRooms.roomTypeTaxonomyId),
  roomCategoryTitle: taxonomyTitleOf(hotelRooms.roomCategoryId),
};

/** The hotels of a location and of every location below it (country → cities → airports). */
const inLocationTree = (locationId: number) => sql`${hotels.locationId} in ${locationSubtree(locationId)}`;

// The names of a hotel's location and category come from the reference module.
const location = { id: hotels.locationId, name: locationNameOf(hotels.locationId) };
const hotelCategory = { id: hotels.hotelCategoryId, title: taxonomyTitleOf(hotels.hotelCategoryId) };

/** Names sort without regard to case, the same on both engines (ids break ties). */
const byName = [asc(sql`lower(${hotels.name})`), asc(hotels.id)];

export type HotelFilter = { searchText?: string; locationId?: number; categoryId?: number };

/** The hotels a read is about: one hotel, the hotels of a location tree, or both conditions. */
export const hotelScope = ({ hotelId, locationId }: { hotelId?: number; locationId?: number }) =>
  and(hotelId ? eq(hotels.id, hotelId) : undefined, locationId ? inLocationTree(locationId) : undefined);

const hotelFilters = ({ locationId, categoryId }: HotelFilter) =>
  and(locationId ? inLocationTree(locationId) : undefined, categoryId ? eq(hotels.hotelCategoryId, categoryId) : undefined);

const hotelWhere = (filter: HotelFilter) => and(searchWhere(filter.searchText, [hotels.name]), hotelFilters(filter));

export const listHotels = (db: DbOrTx, page: number, filter: HotelFilter) =>
  listPage(db, hotels, {
    page,
    searchText: filter.searchText,
    searchColumns: [hotels.name],
    where: hotelFilters(filter),
    select: {
      id: hotels.id,
      name: hotels.name,
      location,
      hotelCategory,
    },
    orderBy: byName,
  });

export const SEARCH_OPTIONS_LIMIT = 50;

export const searchHotelOptions = (db: DbOrTx, filter: Pick<HotelFilter, 'searchText' | 'locationId'>) =>
  db
    .select({ value: hotels.id, label: hotels.name })
    .from(hotels)
    .where(hotelWhere(filter))
    .orderBy(...byName)
    .limit(SEARCH_OPTIONS_LIMIT);

export async function locationExists(db: DbOrTx, id: number) {
  return !!(await findLocation(db, id));
}

/** Locks the hotel row for the length of the transaction, so two saves of one hotel queue up. */
export const lockHotel = (db: DbOrTx, id: number) => findById(db, hotels, id, { forUpdate: true });

/** A room type of this hotel (a room of another hotel is not found). */
export const findRoom = (db: DbOrTx, hotelId: number, roomId: number) => findById(db, hotelRooms, roomId, { where: eq(hotelRooms.hotelId, hotelId) });

export const listRoomsOfHotel = (db: DbOrTx, hotelId: number) => db.select().from(hotelRooms).where(eq(hotelRooms.hotelId, hotelId));

export const listOffersOfHotel = (db: DbOrTx, hotelId: number) =>
  db.select({ id: hotelOffers.id, kind: hotelOffers.kind }).from(hotelOffers).where(eq(hotelOffers.hotelId, hotelId));

/**
 * Everything of the hotels matching `scope`: one query per table, whatever the number of hotels
 * (the child tables are filtered by sub-selects, never row by row).
 */
/**
 * The hotels of a scope with everything below them, one query per table. With a `stay`
 * (first and last night), only the rows that can price those nights are read — pricing rows,
 * person prices, allotment nights and offers overlapping the stay — and no images: the search
 * path (domain-rules §4 never looks at rows outside the stay).
 */
export async function loadHotelGraph(
  db: DbOrTx,
  scope: SQL | undefined,
  stay?: { firstNight: string; lastNight: string },
  parts: { images?: boolean; allotments?: boolean } = {},
) {
  const withImages = parts.images ?? !stay;
  const withAllotments = parts.allotments ?? true;
  // Sequential on purpose: one connection per read, the same inside and outside a transaction.
  const hotelRows = await db
    .select({
      hotel: hotels,
      location,
      hotelCategory,
    })
    .from(hotels)
    .where(scope)
    .orderBy(...byName);
  const hotelIds = hotelRows.map((row) => row.hotel.id);
  if (hotelIds.length === 0)
    return { hotels: hotelRows, images: [], rooms: [], pricing: [], personPrices: [], allotments: [], offers: [], cancellationRules: [] };
  const images = !withImages
    ? []
    : await db.select().from(hotelImages).where(anyId(hotelImages.hotelId, hotelIds)).orderBy(asc(hotelImages.position), asc(hotelImages.id));
  const rooms = await db.select(roomColumns).from(hotelRooms).where(anyId(hotelRooms.hotelId, hotelIds)).orderBy(asc(hotelRooms.id));
  const roomIds = rooms.map((room) => room.id);
  const none = roomIds.length === 0;
  const pricingInStay = stay ? and(lte(roomPricing.startDate, stay.lastNight), gte(roomPricing.endDate, stay.firstNight)) : undefined;
  const pricing = none
    ? []
    : await db
        .select()
        .from(roomPricing)
        .where(and(anyId(roomPricing.roomId, roomIds), pricingInStay))
        .orderBy(asc(roomPricing.startDate), asc(roomPricing.id));
  const pricingIds = pricing.map((row) => row.id);
  const personPrices = pricingIds.length
    ? await db
        .select()
        .from(roomPricingPersonPrices)
        .where(anyId(roomPricingPersonPrices.pricingId, pricingIds))
        .orderBy(asc(roomPricingPersonPrices.pricingId), asc(roomPricingPersonPrices.persons))
    : [];
  const allotments =
    none || !withAllotments
      ? []
      : await db
          .select()
          .from(roomAllotments)
          .where(and(anyId(roomAllotments.roomId, roomIds), stay ? between(roomAllotments.night, stay.firstNight, stay.lastNight) : undefined))
          .orderBy(asc(roomAllotments.roomId), asc(roomAllotments.night));
  const offers = await db
    .select()
    .from(hotelOffers)
    .where(
      and(anyId(hotelOffers.hotelId, hotelIds), stay ? and(lte(hotelOffers.startDate, stay.lastNight), gte(hotelOffers.endDate, stay.firstNight)) : undefined),
    )
    .orderBy(asc(hotelOffers.startDate), asc(hotelOffers.id));
  const cancellationRules = await db
    .select()
    .from(hotelCancellationRules)
    .where(anyId(hotelCancellationRules.hotelId, hotelIds))
    .orderBy(desc(hotelCancellationRules.daysBefore));
  return { hotels: hotelRows, images, rooms, pricing, personPrices, allotments, offers, cancellationRules };
}
export type HotelGraph = Awaited<ReturnType<typeof loadHotelGraph>>;

/** The allotment nights of these room types from `firstNight` to `lastNight` (the search's per-stay read). */
export const loadAllotments = (db: DbOrTx, roomIds: number[], firstNight: string, lastNight: string) => {
  if (roomIds.length === 0) return Promise.resolve([]);
  let query = allotmentQueries.get(db);
  if (!query) {
    query = allotmentQuery(db);
    allotmentQueries.set(db, query);
  }
  return query.execute({ rooms: `{${roomIds.join(',')}}`, first: firstNight, last: lastNight });
};

/** Prepared once per database: every cold search runs it with other values. One array parameter rather than a list of hundreds (a destination has that many room types). */
const allotmentQuery = (db: DbOrTx) =>
  db
    .select({ roomId: roomAllotments.roomId, night: roomAllotments.night, rooms: roomAllotments.rooms, sold: roomAllotments.sold })
    .from(roomAllotments)
    .where(
      and(
        sql`${roomAllotments.roomId} = any(cast(${sql.placeholder('rooms')} as integer[]))`,
        between(roomAllotments.night, sql.placeholder('first'), sql.placeholder('last')),
      ),
    )
    .prepare('search_allotments');
const allotmentQueries = new WeakMap<object, ReturnType<typeof allotmentQuery>>();
