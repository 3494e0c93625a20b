import { type Hotel, OFFER_KINDS, type OfferKind, type OfferRow, personField, type Room, STAY_FIELDS } from '@travel/contracts';
import { mediaUrl } from '../../lib/storage';
import { addDays } from './dates';
import type { HotelGraph } from './repo';

type Row<K extends keyof HotelGraph> = HotelGraph[K][number];
type AllotmentRange = Room['allotments'][number];

/** Per-night allotment rows become ranges of consecutive nights with the same rooms and sold. */
export function compressAllotments(nights: { night: string; rooms: number; sold: number }[]): AllotmentRange[] {
  const ranges: AllotmentRange[] = [];
  for (const { night, rooms, sold } of [...nights].sort((a, b) => a.night.localeCompare(b.night))) {
    const last = ranges.at(-1);
    if (last && last.rooms === rooms && last.sold === sold && addDays(last.endDate, 1) === night) last.endDate = night;
    else ranges.push({ startDate: night, endDate: night, rooms, sold });
  }
  return ranges;
}

/**
 * A pricing period as the Pricing tab edits it: `{n}person` prices (money as 2-decimal text),
 * the room's base occupancy, extraAdult and extraChild (spec §3 Room pricing).
 */
function presentPricing(row: Row<'pricing'>, personPrices: Row<'personPrices'>[], baseOccupancy: number): Room['pricing'][number] {
  const pricingData: Room['pricing'][number]['pricingData'] = { pricingType: row.pricingType, mealTypeId: row.mealTypeId };
  for (const price of personPrices) pricingData[personField(price.persons)] = price.price;
  pricingData.baseOccupancy = baseOccupancy;
  pricingData.extraAdult = row.extraAdult;
  pricingData.extraChild = row.extraChild;
  // Stay restrictions (issue 33): present only when set.
  for (const field of STAY_FIELDS) if (row[field] !== null && row[field] !== '') pricingData[field] = row[field];
  return { id: row.id, startDate: row.startDate, endDate: row.endDate, pricingData };
}

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
};

/** Indexes a graph by owner so presenting one hotel or many stays linear. */
export function indexGraph(graph: HotelGraph) {
  return {
    images: groupBy(graph.images, (r) => r.hotelId),
    rooms: groupBy(graph.rooms, (r) => r.hotelId),
    pricing: groupBy(graph.pricing, (r) => r.roomId),
    personPrices: groupBy(graph.personPrices, (r) => r.pricingId),
    allotments: groupBy(graph.allotments, (r) => r.roomId),
    offers: groupBy(graph.offers, (r) => r.hotelId),
    cancellationRules: groupBy(graph.cancellationRules, (r) => r.hotelId),
  };
}
export type GraphIndex = ReturnType<typeof indexGraph>;

/** The occupancy numbers of a room type, shared by the API presenter and the pricing data. */
export const occupancyOf = (room: Row<'rooms'>) => ({
  minAdultOccupancy: room.minAdultOccupancy,
  maxAdultOccupancy: room.maxAdultOccupancy,
  minChildOccupancy: room.minChildOccupancy,
  maxChildOccupancy: room.maxChildOccupancy,
  baseOccupancy: room.baseOccupancy,
  maxOccupancy: room.maxOccupancy,
  extraBedsCount: room.extraBedsCount,
});

export function presentRoom(room: Row<'rooms'>, index: GraphIndex): Room {
  return {
    id: room.id,
    name: room.name,
    ...occupancyOf(room),
    unallowedOccupancies: room.unallowedOccupancies.map((u) => ({
      unallowedMinAdultOccupancy: u.unallowedMinAdultOccupancy,
      unallowedMaxAdultOccupancy: u.unallowedMaxAdultOccupancy,
      unallowedMinChildOccupancy: u.unallowedMinChildOccupancy,
      unallowedMaxChildOccupancy: u.unallowedMaxChildOccupancy,
    })),
    roomFacilities: Object.fromEntries(room.roomFacilityIds.map((id) => [String(id), 1 as const])),
    roomTypeTaxonomy: room.roomTypeTaxonomyId === null ? null : { id: room.roomTypeTaxonomyId, title: room.roomTypeTaxonomyTitle ?? '' },
    roomCategory: room.roomCategoryId === null ? null : { id: room.roomCategoryId, title: room.roomCategoryTitle ?? '' },
    note: room.note,
    pricing: (index.pricing.get(room.id) ?? []).map((row) => presentPricing(row, index.personPrices.get(row.id) ?? [], room.baseOccupancy)),
    allotments: compressAllotments(index.allotments.get(room.id) ?? []),
  };
}

export function presentOffer(offer: Row<'offers'>): OfferRow {
  return {
    id: offer.id,
    name: offer.name,
    startDate: offer.startDate,
    endDate: offer.endDate,
    bookStartDate: offer.bookStartDate,
    bookEndDate: offer.bookEndDate,
    roomTypeIds: offer.roomTypeIds,
    applyWithOthersIds: offer.applyWithOthersIds,
    pricingData: offer.pricingData,
  };
}

const presentMarkup = (markup: { type: 'fixed' | 'percent'; amount?: string } | undefined) => ({
  type: markup?.type ?? 'percent',
  amount: markup?.amount ?? null,
});

const toNumber = (value: string | null) => (value === null ? null : Number(value));

/** The full hotel of the edit screen (hotelSchema): an explicit whitelist (style.md §3). */
export function presentHotel({ hotel, location, hotelCategory }: Row<'hotels'>, index: GraphIndex): Hotel {
  const offers = index.offers.get(hotel.id) ?? [];
  const offerLists = Object.fromEntries(OFFER_KINDS.map((kind) => [kind, offers.filter((o) => o.kind === kind).map(presentOffer)])) as Record<
    OfferKind,
    OfferRow[]
  >;
  return {
    id: hotel.id,
    name: hotel.name,
    location: { id: location.id, name: location.name },
    hotelCategory: { id: hotelCategory.id, title: hotelCategory.title },
    address: hotel.address,
    phone: hotel.phone,
    latitude: toNumber(hotel.latitude),
    longitude: toNumber(hotel.longitude),
    infantAgeMax: hotel.infantAgeMax,
    children1AgeMax: hotel.children1AgeMax,
    children2AgeMax: hotel.children2AgeMax,
    defaultCurrency: hotel.defaultCurrency,
    markups: { b2b: presentMarkup(hotel.markups.b2b), b2c: presentMarkup(hotel.markups.b2c) },
    description: hotel.description,
    note: hotel.note,
    mainImage: mediaUrl(hotel.mainImage),
    images: (index.images.get(hotel.id) ?? []).map((image) => mediaUrl(image.key)!),
    mealTypes: Object.fromEntries(hotel.mealTypeIds.map((id) => [String(id), 1 as const])),
    defaultMealTypeId: hotel.defaultMealTypeId,
    requiresTransfer: hotel.requiresTransfer,
    rooms: (index.rooms.get(hotel.id) ?? []).map((room) => presentRoom(room, index)),
    cancellationRules: (index.cancellationRules.get(hotel.id) ?? []).map((rule) => ({
      id: rule.id,
      daysBefore: rule.daysBefore,
      penaltyType: rule.penaltyType as Hotel['cancellationRules'][number]['penaltyType'],
      amount: rule.amount,
    })),
    ...offerLists,
  };
}
