import type { DbOrTx } from '../../db/client';
import { indexGraph, occupancyOf } from './presenter';
import { closedDaysOf, WEEKDAY_CODES } from '@travel/contracts';
import { type HotelGraph, hotelScope, loadHotelGraph } from './repo';
import { facilityTitles, roomFactsOf } from './room-facts';

/** The allotment nights of room types over a stay (the search reads them per search: bookings change them). */
export { loadAllotments } from './repo';

/** Closed days as the engine reads them: ISO weekdays as a bitmask (bit 1 = Monday) and dates. */
function closedDays(text: string | null) {
  if (!text) return null;
  const { weekdays, dates } = closedDaysOf(text);
  return { weekdays: weekdays.reduce((mask, code) => mask | (1 << (WEEKDAY_CODES.indexOf(code) + 1)), 0), dates };
}

/** A pricing period's stay controls (domain-rules §4.6), or null when it has none (the usual case: nothing to check). */
function controlsOf(row: HotelGraph['pricing'][number]) {
  const controls = {
    minStayArrival: row.minStayArrival,
    minStayThrough: row.minStayThrough,
    maxStay: row.maxStay,
    closedToArrival: closedDays(row.closedToArrival),
    closedToDeparture: closedDays(row.closedToDeparture),
    releaseDays: row.releaseDays,
    minAdvance: row.minAdvance,
    maxAdvance: row.maxAdvance,
  };
  return Object.values(controls).some((value) => value !== null) ? controls : null;
}

/**
 * The catalogue as plain data for the pricing engine (architecture.md: pricing is pure functions
 * over plain data). One query per table whatever the number of hotels; money stays exact
 * decimal text ("100.00"), dates YYYY-MM-DD.
 */
export async function loadHotelsForSearch(
  db: DbOrTx,
  filter: { locationId?: number; hotelId?: number },
  stay?: { firstNight: string; lastNight: string },
  parts: { allotments?: boolean } = {},
) {
  const graph = await loadHotelGraph(db, hotelScope(filter), stay, { images: false, allotments: parts.allotments });
  const index = indexGraph(graph);
  const facilities = graph.rooms.length ? await facilityTitles(db) : [];
  return graph.hotels.map(({ hotel, location, hotelCategory }) => ({
    id: hotel.id,
    name: hotel.name,
    location,
    hotelCategory,
    address: hotel.address,
    mainImage: hotel.mainImage,
    defaultCurrency: hotel.defaultCurrency,
    infantAgeMax: hotel.infantAgeMax,
    children1AgeMax: hotel.children1AgeMax,
    children2AgeMax: hotel.children2AgeMax,
    markups: hotel.markups,
    mealTypeIds: hotel.mealTypeIds,
    defaultMealTypeId: hotel.defaultMealTypeId,
    requiresTransfer: hotel.requiresTransfer,
    rooms: (index.rooms.get(hotel.id) ?? []).map((room) => ({
      id: room.id,
      name: room.name,
      ...occupancyOf(room),
      unallowedOccupancies: room.unallowedOccupancies,
      roomFacilityIds: room.roomFacilityIds,
      /** Titles resolved once per read: every option of the room type shows the same objects. */
      facts: roomFactsOf(room, facilities),
      // Ordered by startDate then id: domain-rules §4.1 picks the latest start, then the highest id.
      pricing: (index.pricing.get(room.id) ?? []).map((row) => ({
        id: row.id,
        startDate: row.startDate,
        endDate: row.endDate,
        pricingType: row.pricingType as 'personCount' | 'extraAdult',
        mealTypeId: row.mealTypeId,
        extraAdult: row.extraAdult,
        extraChild: row.extraChild,
        personPrices: Object.fromEntries((index.personPrices.get(row.id) ?? []).map((p) => [p.persons, p.price])) as Record<number, string>,
        controls: controlsOf(row),
      })),
      allotments: (index.allotments.get(room.id) ?? []).map((a) => ({ night: a.night, rooms: a.rooms, sold: a.sold })),
    })),
    offers: (index.offers.get(hotel.id) ?? []).map((offer) => ({
      id: offer.id,
      kind: offer.kind,
      name: offer.name,
      startDate: offer.startDate,
      endDate: offer.endDate,
      bookStartDate: offer.bookStartDate,
      bookEndDate: offer.bookEndDate,
      roomTypeIds: offer.roomTypeIds,
      applyWithOthersIds: offer.applyWithOthersIds,
      pricingData: offer.pricingData,
    })),
    cancellationRules: (index.cancellationRules.get(hotel.id) ?? []).map((rule) => ({
      daysBefore: rule.daysBefore,
      penaltyType: rule.penaltyType as 'percent' | 'nights' | 'fixed',
      amount: rule.amount,
    })),
  }));
}
export type SearchHotel = Awaited<ReturnType<typeof loadHotelsForSearch>>[number];
