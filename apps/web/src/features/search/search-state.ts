import {
  addDaysTo,
  DEFAULT_ROOM,
  type FeatureModules,
  type FlightType,
  MAX_NIGHTS,
  MIN_NIGHTS,
  nightsBetween,
  SEARCH_MESSAGES,
  type SearchMode,
  type SearchRoomInput,
  searchProblem,
} from '@travel/contracts';

/** What the search form holds; saved in localStorage and restored (storefront spec §3). */
export type SearchState = {
  searchMode: SearchMode;
  toId: number | null;
  toName: string;
  /** Flight mode (storefront spec §2 Flights tab): round trip or one way, and the airports. */
  flightType?: FlightType;
  fromAirportId?: number | null;
  fromAirportName?: string;
  toAirportId?: number | null;
  toAirportName?: string;
  nationalityId: number | null;
  startDate: string | null;
  endDate: string | null;
  /**
   * The nights counter (storefront spec §2, §3; 1 to 30): tied to the dates both ways. With both
   * dates it is their difference; without an end date it is what the agent counted, and picks the
   * end date once the start is chosen.
   */
  nights?: number | null;
  rooms: SearchRoomInput[];
  /**
   * The add-ons (storefront spec §2): an airport transfer (a hotel search then names the arrival
   * airport, `toAirportId`) and visas for the first `visasCount` passengers (adults first).
   */
  transfer?: boolean;
  visa?: boolean;
  visasCount?: number;
  /** Flight mode with a transfer (storefront spec §2): the hotel the transfer drives to. */
  transferHotelId?: number | null;
  transferHotelName?: string;
};

const KEY = 'traveldesk.lastSearch';

export const emptySearch = (): SearchState => ({
  searchMode: 'hotel',
  toId: null,
  toName: '',
  nationalityId: null,
  startDate: null,
  endDate: null,
  rooms: [{ ...DEFAULT_ROOM }],
});

/** The last search of this browser; `today` is the agency's (lib/agency-day). */
export function loadLastSearch(today: string): SearchState {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SearchState | null;
    if (!saved) return emptySearch();
    // An older save may lack fields (rooms): the defaults fill them, a past stay's too.
    const restored = { ...emptySearch(), ...saved };
    // A saved stay in the past is of no use: keep the destination and guests, drop the dates.
    if (restored.startDate && restored.startDate < today) return { ...restored, startDate: null, endDate: null };
    return restored;
  } catch {
    return emptySearch();
  }
}

/** Whether this browser saved a search (the form then opens on its tab). */
export function hasLastSearch(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export const saveLastSearch = (state: SearchState) => localStorage.setItem(KEY, JSON.stringify(state));

/** Every passenger of the search: adults and children (infants included) of every room. */
export const passengersOf = (rooms: SearchRoomInput[]) => rooms.reduce((n, r) => n + r.adults + r.childrenAges.length, 0);

/** The module flags the add-ons depend on (global settings' `modules`). */
export type AddOnModules = Pick<FeatureModules, 'transferSearch' | 'visaSearch'> & { visaSearchCount?: boolean };

/**
 * The add-ons a search may ask for (storefront spec §2): off when their module is off; the visa
 * count runs from 1 to the number of passengers and is every passenger when the form shows no
 * count (visaSearchCount off).
 */
export function addOnsOf(state: SearchState, modules: AddOnModules | undefined): { transfer: boolean; visa: boolean; visasCount: number } {
  // A flight's passengers are one party (the first room); its visas are for them.
  const passengers = Math.max(1, passengersOf(state.searchMode === 'flight' ? state.rooms.slice(0, 1) : state.rooms));
  const visa = !!modules?.visaSearch && !!state.visa;
  const asked = modules?.visaSearchCount ? (state.visasCount ?? passengers) : passengers;
  return { transfer: !!modules?.transferSearch && !!state.transfer, visa, visasCount: visa ? Math.min(Math.max(1, asked), passengers) : 0 };
}

/** The search as the form sends it: the add-ons as the modules allow them (nothing off is sent). */
export function withAddOns(state: SearchState, modules: AddOnModules | undefined): SearchState {
  const { transfer, visa, visasCount } = addOnsOf(state, modules);
  return { ...state, transfer: transfer || undefined, visa: visa || undefined, visasCount: visa ? visasCount : undefined };
}

/** The add-ons' part of the query string: only what is asked (a search without them reads as before). */
function addOnParams(state: SearchState) {
  return {
    ...(state.transfer ? { transfer: true, toAirportId: state.toAirportId ?? undefined, toAirportName: state.toAirportName || undefined } : {}),
    ...(state.visa ? { visa: true, visasCount: state.visasCount ?? passengersOf(state.rooms) } : {}),
  };
}

/**
 * The results page's query string: flattened ids and names, rooms and filters as JSON text. A
 * flight search carries its type and airports instead of the destination, and a one-way flight
 * no end date; its passengers travel as one room (`room1`).
 */
export function searchParamsOf(state: SearchState, filters: object = {}) {
  if (state.searchMode === 'package') {
    // A package (storefront spec §2): the hotel search plus the round trip's airports, always sent.
    return {
      searchMode: state.searchMode,
      fromAirportId: state.fromAirportId ?? undefined,
      fromAirportName: state.fromAirportName || undefined,
      toId: state.toId ?? undefined,
      toName: state.toName,
      toAirportId: state.toAirportId ?? undefined,
      toAirportName: state.toAirportName || undefined,
      nationalityId: state.nationalityId ?? undefined,
      startDate: state.startDate ?? undefined,
      endDate: state.endDate ?? undefined,
      ...nightsParam(state, state.endDate),
      rooms: JSON.stringify(Object.fromEntries(state.rooms.map((r, i) => [`room${i + 1}`, r]))),
      filters: JSON.stringify(filters),
      ...(state.transfer ? { transfer: true } : {}),
      ...(state.visa ? { visa: true, visasCount: state.visasCount ?? passengersOf(state.rooms) } : {}),
    };
  }
  if (state.searchMode === 'flight') {
    const flightType = state.flightType ?? 'round';
    return {
      searchMode: state.searchMode,
      flightType,
      fromAirportId: state.fromAirportId ?? undefined,
      fromAirportName: state.fromAirportName || undefined,
      toAirportId: state.toAirportId ?? undefined,
      toAirportName: state.toAirportName || undefined,
      nationalityId: state.nationalityId ?? undefined,
      startDate: state.startDate ?? undefined,
      endDate: flightType === 'oneway' ? undefined : (state.endDate ?? undefined),
      ...nightsParam(state, flightType === 'oneway' ? null : state.endDate),
      rooms: JSON.stringify({ room1: state.rooms[0] ?? { ...DEFAULT_ROOM } }),
      ...(state.transfer
        ? { transfer: true, transferHotelId: state.transferHotelId ?? undefined, transferHotelName: state.transferHotelName || undefined }
        : {}),
      ...(state.visa ? { visa: true, visasCount: state.visasCount ?? passengersOf(state.rooms.slice(0, 1)) } : {}),
    };
  }
  return {
    searchMode: state.searchMode,
    toId: state.toId ?? undefined,
    toName: state.toName,
    nationalityId: state.nationalityId ?? undefined,
    startDate: state.startDate ?? undefined,
    endDate: state.endDate ?? undefined,
    ...nightsParam(state, state.endDate),
    rooms: JSON.stringify(Object.fromEntries(state.rooms.map((r, i) => [`room${i + 1}`, r]))),
    filters: JSON.stringify(filters),
    ...addOnParams(state),
  };
}

/** The nights of a search: the dates' difference when both are there, else the counter's own count. */
export const nightsOf = (state: Pick<SearchState, 'startDate' | 'endDate' | 'nights'>): number | null =>
  state.startDate && state.endDate ? nightsBetween(state.startDate, state.endDate) : (state.nights ?? null);

/** The counter's bounds (storefront spec §5: nights minimum 1, maximum 30). */
const clampNights = (nights: number) => Math.min(MAX_NIGHTS, Math.max(MIN_NIGHTS, Math.round(nights)));

/** The nights counter changed: it moves the end date (from the start date), or waits for a start date. */
export function withNights(state: SearchState, nights: number): SearchState {
  const count = clampNights(nights);
  return { ...state, nights: count, endDate: state.startDate ? addDaysTo(state.startDate, count) : state.endDate };
}

/**
 * The dates changed: the counter follows them (both dates), or, with a start date alone after a
 * counter was set and no picking under way (`picking` false), the counter sets the end date.
 */
export function withDates(state: SearchState, startDate: string | null, endDate: string | null, picking = true): SearchState {
  if (startDate && endDate) return { ...state, startDate, endDate, nights: nightsBetween(startDate, endDate) };
  if (startDate && !picking && state.nights) return { ...state, startDate, endDate: addDaysTo(startDate, state.nights) };
  return { ...state, startDate, endDate };
}

/** `nights` of the query string: sent with both dates of a stay or a round trip (storefront spec §3). */
const nightsParam = (state: SearchState, endDate: string | null | undefined) =>
  state.startDate && endDate ? { nights: nightsBetween(state.startDate, endDate) } : {};

/**
 * A destination list narrowed to what is sold (issue 30): an airport or destination chosen before
 * that the new list no longer offers is dropped (its name too), so the form never keeps a route the
 * catalogue does not sell. A list still loading (undefined) changes nothing.
 */
export function keepOffered(
  state: SearchState,
  lists: { toId?: { value: number }[]; fromAirportId?: { value: number }[]; toAirportId?: { value: number }[] },
): SearchState {
  let next = state;
  const offered = (list: { value: number }[] | undefined, id: number | null | undefined) => !list || !id || list.some((o) => o.value === id);
  if (!offered(lists.fromAirportId, next.fromAirportId)) next = { ...next, fromAirportId: null, fromAirportName: '' };
  if (!offered(lists.toId, next.toId)) next = { ...next, toId: null, toName: '' };
  if (!offered(lists.toAirportId, next.toAirportId)) next = { ...next, toAirportId: null, toAirportName: '' };
  return next;
}

/** Changing the child count resizes the age list; new ages default to 0 (spec §5). */
export function withChildren(room: SearchRoomInput, children: number): SearchRoomInput {
  const ages = room.childrenAges.slice(0, children);
  while (ages.length < children) ages.push(0);
  return { ...room, children, childrenAges: ages };
}

/**
 * The search form's check on submit: the first sentence of storefront spec §5 for this search,
 * null when it may run. A flight's passengers are one party (the first room); a hotel search with
 * a transfer needs its arrival airport ('Destination airport is required!'). The Flights tab
 * offers no transfer (a flight with a transfer is the package issue's).
 */
export function formProblem(state: SearchState): string | null {
  const flight = state.searchMode === 'flight';
  return searchProblem({
    ...state,
    // The query string's nights are the dates' (searchParamsOf): the counter's own count is checked by the dates.
    nights: undefined,
    rooms: flight ? state.rooms.slice(0, 1) : state.rooms,
    flightType: state.flightType ?? 'round',
    transfer: !!state.transfer,
    // A flight's transfer names its hotel ('Hotel is required!').
    hotelId: flight ? state.transferHotelId : undefined,
  });
}

/** The search form's fields a sentence of storefront spec §5 belongs to (shown on the field and in the toast). */
export type SearchField = 'destination' | 'fromAirport' | 'toAirport' | 'dates' | 'nationality' | 'guests' | 'hotel';
const FIELD_OF: Record<string, SearchField> = {
  [SEARCH_MESSAGES.destination]: 'destination',
  [SEARCH_MESSAGES.startDate]: 'dates',
  [SEARCH_MESSAGES.endDate]: 'dates',
  [SEARCH_MESSAGES.nights]: 'dates',
  [SEARCH_MESSAGES.nationality]: 'nationality',
  [SEARCH_MESSAGES.rooms]: 'guests',
  [SEARCH_MESSAGES.adults]: 'guests',
  [SEARCH_MESSAGES.infants]: 'guests',
  [SEARCH_MESSAGES.passengers]: 'guests',
  [SEARCH_MESSAGES.hotel]: 'hotel',
  [SEARCH_MESSAGES.originAirport]: 'fromAirport',
  [SEARCH_MESSAGES.destinationAirport]: 'toAirport',
};
/** The field a problem sentence names; null for none. */
export const problemField = (problem: string | null): SearchField | null => (problem ? (FIELD_OF[problem] ?? null) : null);
