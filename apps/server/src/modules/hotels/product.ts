import { and, eq, type SQL, sql } from 'drizzle-orm';
import { partyMismatch, roomTypeTitle } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { converter } from '../../lib/currency-conversion';
import { badRequest, unprocessable } from '../../lib/errors';
import { handPriced, type Guest, type ItemChanges, type ItemRecord, type Product, type Sale } from '../products';
import { listTaxonomies, taxonomyTitleOf } from '../reference';
import { type OptionClaim, readOption, signOption, brokenStayRestrictions, repriceOption, searchHotels } from './search';
import { releaseRooms, takeRooms } from './inventory';
import { hotelInventory } from './inventory-audit';
import { facilityTitles, type RoomFacts, roomFactsOf } from './room-facts';
import {
  type HotelSaleRecord,
  hotelIdTextOf,
  hotelSalesOf,
  hotelSalesWithNames,
  isHotelSaleRecord,
  itemsOfHotels,
  recordHotelSale,
  setHotelSaleMeal,
} from './sales';
import { hotelRooms, hotels } from './tables';

/**
 * Hotels as a product (architecture "Products"): the first implementation of the product
 * interface. Search, hash and re-pricing are the search module's engine; inventory is the room
 * allotment through the ledger; what was sold is frozen in the item's snapshot.
 */

/** What a hotel item froze at booking time (names may change in the catalogue later). */
export type HotelOptionSnapshot = {
  hotelName: string;
  roomName: string;
  mealTitle: string;
  adults: number;
  childrenAges: number[];
  offers: { id: number; name: string; code: string }[];
  perNight: string[];
  /** Net currency → booking currency multiplier at booking time (income, domain-rules §1). */
  netRate: string;
  /**
   * The room type's taxonomy entry, category and facilities as sold (issue 29); items booked
   * before they were recorded have none.
   */
  roomTypeTaxonomy?: RoomFacts['roomTypeTaxonomy'];
  roomCategory?: RoomFacts['roomCategory'];
  accommodations?: string[];
};

/** The snapshot's part of a room type's facts: titles as they are today, frozen with the item. */
const frozenFacts = (facts: RoomFacts | undefined) => ({
  roomTypeTaxonomy: facts?.roomTypeTaxonomy ?? null,
  roomCategory: facts?.roomCategory ?? null,
  accommodations: (facts?.accommodations ?? []).map((a) => a.title),
});

/** The guests a room was priced for. */
type Occupancy = { adults: number; childrenAges: number[] };

const invalid = (field: string, message: string) => badRequest(`${field}: ${message}`, 'validation');
const snapshotOf = (record: ItemRecord) => record.item.option as HotelOptionSnapshot | null;

/** What `labels` answers for a hotel item: the live names, and the ids its `hotel_sales` row holds (none for a sale not stored yet). */
type HotelLabels = {
  hotel: string | null;
  hotelAddress: string | null;
  hotelPhone: string | null;
  room: string | null;
  meal: string | null;
  hotelId: number | null;
  roomId: number | null;
  mealTypeId: number | null;
};
const labelsOf = (record: ItemRecord) => record.labels as Partial<HotelLabels>;

function occupancyText(adults: number, childrenAges: number[]) {
  const parts = [`${adults} ${adults === 1 ? 'adult' : 'adults'}`];
  if (childrenAges.length) parts.push(`${childrenAges.length} ${childrenAges.length === 1 ? 'child' : 'children'} (${childrenAges.join(', ')})`);
  return parts.join(', ');
}

/** Ids of the hotels at any of `locationIds` (a subquery). */
const hotelIdsAt = (locationIds: SQL) => sql`(select ${hotels.id} from ${hotels} where ${hotels.locationId} in ${locationIds})`;

const mealTitles = async (db: DbOrTx) => new Map((await listTaxonomies(db, 'meal')).map((m) => [m.id, m.title]));

export const hotelProduct: Product = {
  type: 'hotel',
  noun: 'hotel rooms',

  search: (db, query, viewer, today) => searchHotels(db, query, viewer, today),
  sign: (db, claim) => signOption(db, claim as Omit<OptionClaim, 'exp'>),
  verify: (db, hash) => readOption(db, hash),

  async reprice(db, hash, viewer, today): Promise<Sale> {
    const { claim, option, hotel, ctx, policies } = await repriceOption(db, hash, viewer, today);
    const snapshot: HotelOptionSnapshot = {
      hotelName: hotel.name,
      roomName: option.roomName,
      mealTitle: (await mealTitles(db)).get(option.mealTypeId) ?? '',
      adults: claim.adults,
      childrenAges: claim.childrenAges,
      offers: option.offers.map((o) => ({ id: o.id, name: o.name ?? '', code: o.kind })),
      perNight: option.perNight,
      netRate: converter(option.netCurrency, option.currency, ctx).factor.toFixed(),
      ...frozenFacts(hotel.rooms.find((r) => r.id === option.roomId)?.facts),
    };
    const priced: Occupancy = { adults: claim.adults, childrenAges: claim.childrenAges };
    return {
      startDate: claim.checkIn,
      endDate: claim.checkOut,
      price: option.price,
      currency: option.currency,
      count: 1,
      priceNet: option.priceNet,
      priceNetCurrency: option.netCurrency,
      columns: {},
      record: { hotelId: claim.hotelId, roomId: claim.roomId, mealTypeId: claim.mealTypeId } satisfies HotelSaleRecord,
      snapshot,
      policies,
      locationId: hotel.location?.id ?? null,
      history: { hotelId: claim.hotelId, roomId: claim.roomId },
      priced,
    };
  },

  /**
   * An item's passengers are the guests its room was priced for, compared by age (contracts
   * partyMismatch): a 14-year-old of the search is named as the adult of 14 the passenger card
   * says (the one age rule, issue 29) or, as before it, as a child of 14.
   */
  checkGuests(sale, guests: Guest[], field) {
    const mismatch = partyMismatch(sale.priced as Occupancy, guests);
    if (mismatch) throw invalid(field, `this room was priced for ${mismatch.priced}, but the passengers named are ${mismatch.named}`);
  },

  /** A room the admin adds by hand at its own price: the hotel, its room type and one of its meals must exist. */
  async manual(db, line, field, context): Promise<Sale> {
    const [hotel] = await db
      .select()
      .from(hotels)
      .where(eq(hotels.id, line.hotelId ?? 0));
    if (!hotel) throw invalid(`${field}.hotelId`, 'Hotel not found');
    const [room] = await db
      .select()
      .from(hotelRooms)
      .where(and(eq(hotelRooms.id, line.roomId ?? 0), eq(hotelRooms.hotelId, hotel.id)));
    if (!room) throw invalid(`${field}.roomId`, `Room type not found in ${hotel.name}`);
    const meal = line.mealTypeId === undefined ? undefined : (await mealTitles(db)).get(line.mealTypeId);
    const [titles] = await db
      .select({ roomTypeTaxonomyTitle: taxonomyTitleOf(hotelRooms.roomTypeTaxonomyId), roomCategoryTitle: taxonomyTitleOf(hotelRooms.roomCategoryId) })
      .from(hotelRooms)
      .where(eq(hotelRooms.id, room.id));
    if (meal === undefined || !hotel.mealTypeIds.includes(line.mealTypeId!))
      throw invalid(`${field}.mealTypeId`, `Meal is not one of ${hotel.name}'s meal types`);
    // Every passenger of a hand-made booking travels on each of its items: the room's occupancy is theirs.
    const snapshot: HotelOptionSnapshot = {
      hotelName: hotel.name,
      roomName: room.name,
      mealTitle: meal,
      adults: context.guests.filter((g) => g.ageType === 'adult').length,
      childrenAges: context.guests.filter((g) => g.ageType !== 'adult').map((g) => g.age ?? 0),
      offers: [],
      perNight: [],
      netRate: '1',
      ...frozenFacts(
        roomFactsOf(
          { ...room, roomTypeTaxonomyTitle: titles?.roomTypeTaxonomyTitle ?? null, roomCategoryTitle: titles?.roomCategoryTitle ?? null },
          await facilityTitles(db),
        ),
      ),
    };
    const priced = handPriced(line, context);
    // Stay restrictions (issue 33): refused unless the administrator confirmed, then recorded.
    const broken =
      context.stayRestrictions && context.today ? await brokenStayRestrictions(db, hotel.id, room.id, priced.startDate, priced.endDate, context.today) : [];
    if (broken.length && context.stayRestrictions === 'check')
      throw unprocessable(`${field}: ${room.name} at ${hotel.name}: ${broken.join('; ')}. Confirm to book it anyway.`, 'stay_restricted');
    return {
      ...priced,
      columns: {},
      record: { hotelId: hotel.id, roomId: room.id, mealTypeId: line.mealTypeId! } satisfies HotelSaleRecord,
      snapshot,
      policies: [],
      locationId: hotel.locationId,
      history: { hotelId: hotel.id, roomId: room.id, ...(broken.length ? { overriddenRestrictions: broken } : {}) },
      priced: null,
    };
  },

  async recordSale(tx, item, sale) {
    if (isHotelSaleRecord(sale.record)) await recordHotelSale(tx, item.id, sale.record);
  },

  /** An administrator's new meal for the item (one of the meal taxonomy's entries). */
  async editItem(tx, record, edit, field): Promise<ItemChanges> {
    const current = labelsOf(record);
    if (edit.mealTypeId === undefined || edit.mealTypeId === (current.mealTypeId ?? null)) return {};
    const meal = (await mealTitles(tx)).get(edit.mealTypeId);
    if (meal === undefined) throw invalid(`${field}.mealTypeId`, `${edit.mealTypeId} is not a meal type`);
    await setHotelSaleMeal(tx, record.item.id, edit.mealTypeId);
    return { meal: { from: current.meal ?? null, to: meal } };
  },

  async take(tx, items) {
    const sales = await hotelSalesOf(
      tx,
      items.map((i) => i.id),
    );
    const rooms = items.flatMap((i) => {
      const roomId = sales.get(i.id)?.roomId ?? null;
      return roomId === null ? [] : [{ id: i.id, roomId, startDate: i.startDate, endDate: i.endDate, count: i.count }];
    });
    const taken = await takeRooms(tx, rooms);
    return new Map(items.map((i) => [i.id, taken.get(i.id) ?? true]));
  },
  release: (tx, itemIds) => releaseRooms(tx, itemIds),
  inventory: hotelInventory,

  async labels(db, items) {
    const [sales, meals] = await Promise.all([
      hotelSalesWithNames(
        db,
        items.map((i) => i.id),
      ),
      mealTitles(db),
    ]);
    const saleOf = new Map(sales.map((s) => [s.bookingItemId, s]));
    return new Map(
      items.map((i) => {
        const sale = saleOf.get(i.id);
        const mealTypeId = sale?.mealTypeId ?? null;
        const labels: HotelLabels = {
          hotel: sale?.hotel ?? null,
          // Where the guests go and whom they call: the hotel as it is now (voucher, details mail).
          hotelAddress: sale?.hotelAddress ?? null,
          hotelPhone: sale?.hotelPhone ?? null,
          room: sale?.room ?? null,
          meal: mealTypeId === null ? null : (meals.get(mealTypeId) ?? null),
          hotelId: sale?.hotelId ?? null,
          roomId: sale?.roomId ?? null,
          mealTypeId,
        };
        return [i.id, labels];
      }),
    );
  },

  view(record) {
    const labels = labelsOf(record);
    const option = snapshotOf(record);
    const mealTypeId = labels.mealTypeId ?? null;
    return {
      productType: 'hotel',
      hotel: { id: labels.hotelId ?? null, name: labels.hotel ?? option?.hotelName ?? '' },
      roomType: { id: labels.roomId ?? null, title: labels.room ?? option?.roomName ?? '' },
      mealTypeId,
      mealType: { id: mealTypeId, title: labels.meal ?? option?.mealTitle ?? '' },
      occupancy: { adults: option?.adults ?? 0, childrenAges: option?.childrenAges ?? [] },
      offers: option?.offers ?? [],
      perNight: option?.perNight ?? [],
      // As booked (names may change in the catalogue later).
      roomTypeTaxonomy: option?.roomTypeTaxonomy ?? null,
      roomCategory: option?.roomCategory ?? null,
      accommodations: (option?.accommodations ?? []).map((title) => ({ title })),
    };
  },

  title(record) {
    const { item } = record;
    const labels = labelsOf(record);
    if (item.title) return item.title;
    const option = snapshotOf(record);
    const hotel = labels.hotel ?? option?.hotelName ?? 'Hotel';
    const parts = [labels.room ?? option?.roomName, labels.meal ?? option?.mealTitle].filter(Boolean);
    return parts.length ? `${hotel}: ${parts.join(', ')}` : hotel;
  },

  voucher(record) {
    const { item } = record;
    const labels = labelsOf(record);
    const option = snapshotOf(record);
    return {
      title: labels.hotel ?? option?.hotelName ?? item.title ?? item.productType,
      roomType: roomTypeTitle(labels.room ?? option?.roomName ?? '', option?.roomTypeTaxonomy),
      meal: labels.meal ?? option?.mealTitle ?? '',
      occupancy: option ? occupancyText(option.adults, option.childrenAges) : `${item.passengerIds.length} passengers`,
      lines: [
        // What the room is, as booked: the hotel checks the guests in to it.
        option?.roomCategory && `Room category: ${option.roomCategory.title}`,
        option?.accommodations?.length && `Accommodations: ${option.accommodations.join(', ')}`,
        labels.hotelAddress && `Address: ${labels.hotelAddress}`,
        labels.hotelPhone && `Phone: ${labels.hotelPhone}`,
      ].filter((line): line is string => Boolean(line)),
    };
  },

  mailLine(sale, facts) {
    const option = sale.snapshot as HotelOptionSnapshot;
    return `- ${option.hotelName}, ${option.roomName}, ${option.mealTitle}: ${sale.startDate} to ${sale.endDate} (${facts.status}) ${facts.total} ${facts.currency}`;
  },

  itemsAt: (locationIds) => itemsOfHotels(hotelIdsAt(locationIds)),
  itemsMatching: (query) => (query.hotelId ? itemsOfHotels(sql`(${query.hotelId})`) : undefined),
  reportGroup: (item) => ({ key: sql`coalesce(${hotelIdTextOf(item)}, '')`, label: sql`coalesce(${item}.option ->> 'hotelName', '')` }),
};
