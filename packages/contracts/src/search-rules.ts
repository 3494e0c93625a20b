/*
 * The storefront search's constants and rules, without schemas: the search form and the routes of
 * the web's first page import them, and a module with zod schemas would bring zod along
 * (issue 17.4). search.ts re-exports them with its schemas.
 */

/** Storefront search (storefront spec §3, §5, §9; account spec §3 Search parameters). */
export const SEARCH_MODES = ['hotel', 'flight', 'package'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
/** Flight mode: round trip or one way (flight-search.ts). */
export const FLIGHT_TYPES = ['round', 'oneway'] as const;
export type FlightType = (typeof FLIGHT_TYPES)[number];
export const MAX_NIGHTS = 30;
/** The nights counter's floor (storefront spec §5, §9: nights minimum 1, maximum 30). */
export const MIN_NIGHTS = 1;
export const MAX_PASSENGERS = 9;
export const MAX_CHILD_AGE = 17;
export const OPTIONS_BEFORE_SHOW_MORE = 3;
/**
 * The orders of the hotel list (`order` of GET search): cheapest first (the default), most stars
 * first (then cheapest), by name A to Z. Ties fall back to the price, then the hotel's id.
 */
export const SEARCH_ORDERS = ['price', 'stars', 'name'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];
/** Hotels in one page of search results; a hotel's full option list comes with `hotelId`. */
export const SEARCH_PAGE_SIZE = 20;

export type SearchRoomInput = { adults: number; children: number; childrenAges: number[] };
export const DEFAULT_ROOM: SearchRoomInput = { adults: 2, children: 0, childrenAges: [] };

export const SEARCH_MESSAGES = {
  destination: 'Destination is required!',
  startDate: 'Start date is required!',
  endDate: 'End date is required!',
  nationality: 'Nationality is required!',
  nights: 'Nights can`t be more than 30.',
  rooms: 'Rooms is required!',
  adults: 'Adults is required!',
  hotel: 'Hotel is required!',
  originAirport: 'Origin airport is required!',
  destinationAirport: 'Destination airport is required!',
  infants: 'Infants should not be more than adults.',
  passengers: 'Maximum number of passengers should not be more than 9.',
} as const;

export type SearchFormValues = {
  searchMode: SearchMode;
  toId?: number | null;
  fromAirportId?: number | null;
  toAirportId?: number | null;
  hotelId?: number | null;
  nationalityId?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  transfer?: boolean;
  /** Flight mode: a one-way flight needs no end date. */
  flightType?: FlightType;
  /**
   * The nights counter (storefront spec §3 Search parameters): when sent with both dates it must be
   * their difference (the form keeps them tied both ways).
   */
  nights?: number | null;
  rooms: SearchRoomInput[];
};

/** Whole nights between two YYYY-MM-DD dates (UTC, so no daylight-saving surprises). */
export function nightsBetween(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000);
}

/** YYYY-MM-DD `days` later (earlier when negative), in UTC. */
export function addDaysTo(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The sentence of a `nights` that is not the nights between the dates (the server's 400 names the field). */
export const nightsMismatch = (nights: number, startDate: string, endDate: string) =>
  `nights: ${nights} is not the number of nights from startDate to endDate (${nightsBetween(startDate, endDate)})`;

/**
 * The first problem of a search, as the exact sentence of storefront spec §5 (shared by the
 * search form and the server); null when the search may run.
 */
export function searchProblem(values: SearchFormValues): string | null {
  const mode = values.searchMode;
  const stay = mode === 'hotel' || mode === 'package';
  const flying = mode === 'flight' || mode === 'package';
  // In the order of the spec's message table.
  if (stay && !values.toId) return SEARCH_MESSAGES.destination;
  if (!values.startDate) return SEARCH_MESSAGES.startDate;
  const oneWay = mode === 'flight' && values.flightType === 'oneway';
  if (!values.endDate && !oneWay) return SEARCH_MESSAGES.endDate;
  if (!values.nationalityId) return SEARCH_MESSAGES.nationality;
  if (stay && values.endDate && nightsBetween(values.startDate, values.endDate) > MAX_NIGHTS) return SEARCH_MESSAGES.nights;
  if (stay && values.nights != null && values.nights > MAX_NIGHTS) return SEARCH_MESSAGES.nights;
  // `nights` travels with the dates (storefront spec §3): a different count is a mistake, not a choice.
  if (values.nights != null && values.endDate && !oneWay && values.nights !== nightsBetween(values.startDate, values.endDate)) {
    return nightsMismatch(values.nights, values.startDate, values.endDate);
  }
  if (values.rooms.length === 0) return SEARCH_MESSAGES.rooms;
  if (stay && values.rooms.some((r) => r.adults < 1)) return SEARCH_MESSAGES.adults;
  if (mode === 'flight' && values.transfer && !values.hotelId) return SEARCH_MESSAGES.hotel;
  if (flying && !values.fromAirportId) return SEARCH_MESSAGES.originAirport;
  if ((flying || (mode === 'hotel' && values.transfer)) && !values.toAirportId) return SEARCH_MESSAGES.destinationAirport;
  if (flying) {
    const ages = values.rooms.flatMap((r) => r.childrenAges);
    const adults = values.rooms.reduce((n, r) => n + r.adults, 0);
    if (ages.filter((a) => a < 2).length > adults) return SEARCH_MESSAGES.infants;
    if (adults + ages.length > MAX_PASSENGERS) return SEARCH_MESSAGES.passengers;
  }
  return null;
}
