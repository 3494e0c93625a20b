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
  /** The stay's excursions (issue 28: tours of the destination), on the Hotels and Package tabs. */
  excursions?: boolean;
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

/** A saved stay in the past is of no use: the destination and guests are kept, the dates dropped. */
const ahead = (state: SearchState, today: string): SearchState =>
  state.startDate && state.startDate < today ? { ...state, startDate: null, endDate: null } : state;

/** The last search of this browser; `today` is the agency's (lib/agency-day). */
export function loadLastSearch(today: string): SearchState {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SearchState | null;
    // An older save may lack fields (rooms): the defaults fill them, a past stay's too.
    return saved ? ahead({ ...emptySearch(), ...saved }, today) : emptySearch();
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

/*
 * Each tab of the form keeps its own draft (issue 32): what the agent typed in one tab is never
 * shown in, nor sent by, another, and is still there when the agent comes back to it. A draft
 * holds only the fields its tab has (`draftOf`); the tabs are kept for this browser tab's session
 * (sessionStorage), so Back from the results finds them as they were left.
 */

/** The fields of each tab besides the dates, nationality, guests and add-ons every tab has. */
const TAB_FIELDS: Record<SearchMode, (keyof SearchState)[]> = {
  hotel: ['toId', 'toName', 'toAirportId', 'toAirportName', 'excursions'],
  package: ['toId', 'toName', 'fromAirportId', 'fromAirportName', 'toAirportId', 'toAirportName', 'excursions'],
  flight: ['flightType', 'fromAirportId', 'fromAirportName', 'toAirportId', 'toAirportName', 'transferHotelId', 'transferHotelName'],
};
const EVERY_TAB: (keyof SearchState)[] = ['nationalityId', 'startDate', 'endDate', 'nights', 'rooms', 'transfer', 'visa', 'visasCount'];

/** The draft of `mode`'s tab in `state`: only the fields that tab has (a flight's one party: the first room). */
export function draftOf(state: SearchState, mode: SearchMode = state.searchMode): SearchState {
  const draft: Record<string, unknown> = { ...emptySearch(), searchMode: mode };
  for (const key of [...EVERY_TAB, ...TAB_FIELDS[mode]]) if (state[key] != null) draft[key] = state[key];
  if (mode === 'flight') draft.rooms = (draft.rooms as SearchRoomInput[]).slice(0, 1);
  return draft as SearchState;
}

/** The form's tabs: the one shown and each tab's draft. */
export type SearchTabs = { mode: SearchMode; drafts: Partial<Record<SearchMode, SearchState>> };

/** A tab's draft: its own, or a new search on that tab. */
export const draftIn = (tabs: SearchTabs, mode: SearchMode = tabs.mode): SearchState => tabs.drafts[mode] ?? draftOf(emptySearch(), mode);

/** A tab's draft changed: the other tabs keep theirs (the tab shown stays). */
export const withDraft = (tabs: SearchTabs, draft: SearchState): SearchTabs => ({ ...tabs, drafts: { ...tabs.drafts, [draft.searchMode]: draft } });

/**
 * The tabs as the form opens. The results page's search (`fromUrl`) fills its own tab, shown; the
 * others keep the session's drafts, or start new. On the home page the session's tabs come back as
 * they were left, and the last search fills its tab when the session has no draft of it.
 */
export function openTabs(start: SearchState, session: SearchTabs | null, fromUrl: boolean): SearchTabs {
  const own = draftOf(start);
  if (fromUrl || !session) return { mode: own.searchMode, drafts: { ...session?.drafts, [own.searchMode]: own } };
  return { mode: session.mode, drafts: { [own.searchMode]: own, ...session.drafts } };
}

const TABS_KEY = 'traveldesk.searchTabs';

/** The tabs of this session; null when none were kept (or what is kept is not tabs). A draft's past stay loses its dates. */
export function loadSearchTabs(today: string): SearchTabs | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(TABS_KEY) ?? 'null') as SearchTabs | null;
    if (!saved || !Object.hasOwn(TAB_FIELDS, saved.mode) || typeof saved.drafts !== 'object') return null;
    const drafts: SearchTabs['drafts'] = {};
    for (const mode of Object.keys(TAB_FIELDS) as SearchMode[]) {
      const draft = saved.drafts?.[mode];
      if (draft && typeof draft === 'object') drafts[mode] = ahead(draftOf({ ...emptySearch(), ...draft }, mode), today);
    }
    return { mode: saved.mode, drafts };
  } catch {
    return null;
  }
}

export function saveSearchTabs(tabs: SearchTabs) {
  try {
    sessionStorage.setItem(TABS_KEY, JSON.stringify(tabs));
  } catch {
    // A browser without storage keeps the tabs while the form is there.
  }
}

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
      ...(state.excursions ? { excursions: true } : {}),
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
    ...(state.excursions ? { excursions: true } : {}),
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
