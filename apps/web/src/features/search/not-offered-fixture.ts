import type { HotelNotOffered, NotOfferedReason, RoomTypeNotOffered } from '@travel/contracts';
import type { SearchHotel, SearchOption, SearchResult } from './api';
import type { SearchParams } from './results-search';

/*
 * Answers of GET search as the contract types them with issue 33's fields (`notOfferedCount`,
 * `notOffered`, `roomTypesNotOffered`), for the tests of the fold under the hotel list and of the
 * hotel's room step. The tests parse them with the contract's schema, so they stay in its shape.
 */

/** A hotel search of Athens, 12.03 – 15.03 for two adults, on its second page with a filter and an order. */
export const ATHENS: SearchParams = {
  searchMode: 'hotel',
  toId: 12,
  toName: 'Athens',
  nationalityId: 3,
  startDate: '2027-03-12',
  endDate: '2027-03-15',
  nights: 3,
  rooms: '{"room1":{"adults":2,"children":0,"childrenAges":[]}}',
  filters: '{"hotelCategories":[5]}',
  order: 'stars',
  page: 2,
};

export const reason = (code: NotOfferedReason['code'], message: string, dates: string[] = [], nights: number | null = null): NotOfferedReason => ({
  code,
  message,
  dates,
  nights,
});

export const MIN_STAY = reason('minStayArrival', 'Minimum stay 4 nights for arrival on 12.03', ['2027-03-12'], 4);
export const CLOSED_ARRIVAL = reason('closedToArrival', 'No arrival on 12.03', ['2027-03-12']);
export const STOP_SALE = reason('stopSale', 'Stop sale on 13.03', ['2027-03-13']);
export const NO_PRICE = reason('noPrice', 'No price for the night of 14.03', ['2027-03-14']);
export const RELEASE = reason('release', 'Release 7 days: booked less than 7 days before arrival', ['2027-03-12'], 7);
export const OCCUPANCY = reason('occupancy', 'The room does not take 2 adults');

const roomType = (id: number, title: string, reasons: NotOfferedReason[], onRequest = false, roomKey = 'room1'): RoomTypeNotOffered => ({
  roomKey,
  roomType: { id, title },
  onRequest,
  reasons,
});

/** Two hotels not offered: one whose arrival rules a stay a day later lifts, one closed on every nearby stay. */
export const AEGEAN: HotelNotOffered = {
  id: 41,
  name: 'Aegean View',
  stars: 4,
  location: { id: 12, name: 'Athens' },
  reasons: [MIN_STAY, CLOSED_ARRIVAL, STOP_SALE, NO_PRICE],
  roomTypes: [roomType(401, 'Double Sea View', [MIN_STAY, CLOSED_ARRIVAL]), roomType(402, 'Suite', [MIN_STAY, STOP_SALE, NO_PRICE])],
  suggestion: { startDate: '2027-03-13', endDate: '2027-03-17' },
};
export const PLAKA: HotelNotOffered = {
  id: 42,
  name: 'Plaka Rooms',
  stars: 2,
  location: null,
  reasons: [STOP_SALE],
  roomTypes: [roomType(421, 'Twin', [STOP_SALE])],
  suggestion: null,
};

const option = (id: string, roomTypeId: number, title: string, availability: SearchOption['availability'], price: string): SearchOption => ({
  id,
  roomType: { id: roomTypeId, title },
  roomTypeTaxonomy: null,
  roomCategory: null,
  accommodations: [],
  roomsGroupOption: false,
  roomTypes: [],
  mealType: { id: 1, title: 'Bed & breakfast' },
  availability,
  price,
  perNight: [],
  currency: 'EUR',
  offers: [],
  supplements: [],
  hasRequiredTransfer: false,
  hash: `${id}.hash`,
  freeCancellationUntil: null,
});

/** The hotel offered: a Double available, a Family room only on request. */
export const ACROPOLIS: SearchHotel = {
  id: 40,
  name: 'Acropolis Inn',
  stars: 3,
  hotelCategory: null,
  mainImage: null,
  address: null,
  location: { id: 12, name: 'Athens' },
  currency: 'EUR',
  price: '300.00',
  priceOnRequest: false,
  rooms: [
    {
      roomKey: 'room1',
      adults: 2,
      childrenAges: [],
      options: [option('o1', 301, 'Double', 'available', '300.00'), option('o2', 302, 'Family room', 'onrequest', '420.00')],
      optionsCount: 2,
    },
  ],
};

/** The answer of a hotel search: `hotels` on the page, `notOfferedCount` of the destination's hotels not offered. */
export function hotelSearchAnswer(hotels: SearchHotel[], extra: Partial<SearchResult> = {}): SearchResult {
  return {
    entities: hotels.map((h) => ({ hotel: [h.id], flight: [], transfer: [], visa: [] })),
    hotels,
    flights: [],
    transfers: [],
    visas: [],
    filters: { price: { min: 0, max: 0, currency: 'EUR' }, hotelCategories: [], mealTypes: [], roomCategories: [] },
    price: hotels[0]?.price ?? null,
    currency: 'EUR',
    priceOnRequest: false,
    page: 1,
    pagesCount: 1,
    total: hotels.length,
    notOfferedCount: 0,
    ...extra,
  };
}

/** The room types of the Acropolis Inn not offered (or only on request) for room 1, and one judged for a second room. */
export const ACROPOLIS_ROOM_TYPES: RoomTypeNotOffered[] = [
  roomType(303, 'Junior Suite', [MIN_STAY, CLOSED_ARRIVAL, STOP_SALE, NO_PRICE]),
  roomType(302, 'Family room', [RELEASE], true),
  roomType(304, 'Single', [OCCUPANCY]),
  roomType(305, 'Quadruple', [OCCUPANCY], false, 'room2'),
];
