import { OPTIONS_BEFORE_SHOW_MORE, ROLE_ADMIN, SEARCH_PAGE_SIZE, type SearchOrder, type SearchQuery, searchProblem } from '@travel/contracts';
import type { DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/errors';
import { mediaUrl } from '../../../lib/storage';
import { type Conversion, converter } from '../../../lib/currency-conversion';
import { centsText, moneyCents } from '../pricing/whole-units';
import { loadConversion } from '../../currency';
import { listHotelMarkupRules } from '../markups';
import type { UserRow } from '../../users';
import { ROOM_RESOURCE } from '../inventory';
import type { RoomFacts } from '../room-facts';
import type { SearchHotel } from '../search-data';
import { addDays } from '../../../lib/dates';
import { CatalogueIndex, DEFAULT_INDEX_BYTES, type SearchReference } from './catalogue-index';
import {
  type EngineHotel,
  freeCancellationUntilFor,
  type MarkupRule,
  type PricingContext,
  priceHotel,
  priceRoomOptions,
  type QuickOption,
  quickOptions,
  quickPrices,
  type RoomOption,
  type SearchRoom,
} from '../pricing';
import { explainRooms, hotelReasons, suggestStay } from '../pricing/explain';
import { type OptionClaim, optionSigner } from './claim';
import { ResultCache } from '../../search-kit';

export type Viewer = UserRow | null;

/** Everything the engine needs besides the hotels: channel, markups, rates, today (the clock's, YYYY-MM-DD). */
export async function pricingContext(
  db: DbOrTx,
  viewer: Viewer,
  stay: { checkIn: string; checkOut: string; currency?: string },
  today: string,
): Promise<PricingContext> {
  const [conversion, rules] = await Promise.all([loadConversion(db), listHotelMarkupRules(db)]);
  return contextOf({ conversion, markupRules: rules.map((r) => ({ ...r, type: r.type as MarkupRule['type'] })) }, viewer, stay, today);
}

/** The same from rates and markup rules already read (the catalogue index holds them). */
function contextOf(
  { conversion, markupRules }: Pick<SearchReference, 'conversion' | 'markupRules'>,
  viewer: Viewer,
  stay: { checkIn: string; checkOut: string; currency?: string },
  today: string,
): PricingContext {
  const extra = viewer && viewer.role !== ROLE_ADMIN ? viewer.extraMarkups.hotel[0] : undefined;
  requireRate(conversion, stay.currency ?? conversion.defaultCurrency, conversion.defaultCurrency);
  return {
    ...conversion,
    bookingDate: today,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    channel: viewer ? 'b2b' : 'b2c',
    currency: stay.currency ?? conversion.defaultCurrency,
    markupRules,
    agencyExtra: extra && Number(extra.amount) > 0 ? { type: extra.type, amount: extra.amount } : null,
    // Only administrators are shown the per-night breakdown: nobody else's pricing builds it.
    withBreakdown: viewer?.role === ROLE_ADMIN,
  };
}

/**
 * A missing rate is a 422 naming the pair (domain-rules §2). The pure engine throws a plain error
 * for it, which would answer 500: check the pair first.
 */
export function requireRate(conversion: Conversion, from: string, to: string) {
  converter(from, to, conversion);
}

/** Signs a claim into an option's hash (claim.ts), for the asking user. */
type Signer = (claim: Omit<OptionClaim, 'exp'>) => string;

/**
 * A room option as the results page gets it, its hash signed for the asking user. Agents see
 * selling figures only; admins also the net, the markup and the rate of every night
 * (domain-rules §8: absent, not hidden). Built when the option is shown, like its hash and its
 * free cancellation: a destination prices ~1,600 options, a page shows ~120.
 */
function answerOption(
  option: RoomOption,
  facts: RoomFacts,
  hasRequiredTransfer: boolean,
  meals: Map<number, { title: string }>,
  admin: boolean,
  freeCancellationUntil: string | null,
  hash: string,
) {
  const id = `${option.roomId}-${option.mealTypeId}`;
  const roomType = { id: option.roomId, title: option.roomName };
  const mealType = { id: option.mealTypeId, title: meals.get(option.mealTypeId)?.title ?? '' };
  const offers = option.offers.map((o) => ({ id: o.id, name: o.name ?? '', code: o.kind, description: '' }));
  const { availability, price, perNight, currency } = option;
  // The room type's facts are the catalogue's objects, titled once per catalogue read (hotels/room-facts.ts).
  const { roomTypeTaxonomy, roomCategory, accommodations } = facts;
  // Each searched room is priced on its own (domain-rules §4): no option books several rooms, and
  // no hotel rule adds a named supplement (meal supplements are the meal's price, §4.2).
  const roomsGroupOption = false;
  const roomTypes = NONE;
  const supplements = NONE;
  // The breakdown (net, markup, rate of every night) is for administrators; others have the
  // selling figures in perNight and the offers above (domain-rules §8: absent, not hidden).
  // Two literals rather than a spread: a page builds ~120 of these.
  if (!admin) {
    return {
      id,
      roomType,
      roomTypeTaxonomy,
      roomCategory,
      accommodations,
      roomsGroupOption,
      roomTypes,
      mealType,
      availability,
      price,
      perNight,
      currency,
      offers,
      supplements,
      hasRequiredTransfer,
      freeCancellationUntil,
      hash,
    };
  }
  const { breakdown, priceNet, netCurrency } = option;
  return {
    id,
    roomType,
    roomTypeTaxonomy,
    roomCategory,
    accommodations,
    roomsGroupOption,
    roomTypes,
    mealType,
    availability,
    price,
    perNight,
    currency,
    offers,
    supplements,
    hasRequiredTransfer,
    breakdown,
    priceNet,
    netCurrency,
    freeCancellationUntil,
    hash,
  };
}
/** An empty list every option shares (never changed: the answer is serialized as it is). */
const NONE: never[] = [];
/** A room type the catalogue no longer lists (never for a priced option): no facts. */
const NO_FACTS: RoomFacts = { roomTypeTaxonomy: null, roomCategory: null, accommodations: NONE };

/** Each catalogue hotel's room types by id, built once per hotel the index holds (not per search). */
const roomTypesByHotel = new WeakMap<SearchHotel, Map<number, SearchHotel['rooms'][number]>>();
function roomTypesOf(hotel: SearchHotel) {
  let byId = roomTypesByHotel.get(hotel);
  if (!byId) {
    byId = new Map(hotel.rooms.map((room) => [room.id, room]));
    roomTypesByHotel.set(hotel, byId);
  }
  return byId;
}

type AnswerOption = ReturnType<typeof answerOption>;

/**
 * An option as the destination's priced hotels hold it: its price in cents, meal and availability
 * (quick-prices.ts), what the order and the filters read. The whole option (per-night prices,
 * offers, breakdown, hash) is priced when it is shown (`FoundHotel.shown`).
 */
type Listed = QuickOption;
const optionId = (o: { roomId: number; mealTypeId: number }) => `${o.roomId}-${o.mealTypeId}`;

/** A searched room of a priced hotel: every option listed in price order. */
type PricedRoom = {
  roomKey: string;
  adults: number;
  childrenAges: number[];
  options: Listed[];
};

type PricedSearch = Awaited<ReturnType<typeof priceDestination>>;

/**
 * The caches of one database (a test process opens many): priced destinations, which any
 * filter or page of the same stay reuses, and whole answers by request, which a repeated
 * request (paging back, reloading, the next agent asking the same) gets as they were sent.
 */
type SearchCaches = {
  priced: ResultCache<PricedSearch>;
  /** The answer's JSON as sent (UTF-8 bytes, outside the JavaScript heap: garbage collection never copies them). */
  answers: ResultCache<Buffer>;
  /** The catalogue in memory (catalogue-index.ts). */
  index: CatalogueIndex;
  /** Drops what `change` may have made wrong, and nothing else (issue 36). */
  clear(change?: SearchChange): void;
};

/**
 * What a successful write changed, as far as the search can tell (app.ts decides it per request):
 * - `catalogue`: anything of the catalogue, prices, rates, markups or settings: every cache.
 * - `hotels`: these hotels' facts, rooms, prices, offers or allotments: they alone are read again,
 *   the priced searches and answers are dropped.
 * - `inventory`: units of resources taken or given back on some dates (a booking, its edit or
 *   cancellation): the allotment nights of those room types, and the answers of the destinations
 *   holding them; a flight's seats drop the flight and package answers. Nothing else.
 */
export type SearchChange =
  | { kind: 'catalogue' }
  | { kind: 'hotels'; hotelIds: number[] }
  | { kind: 'inventory'; changes: { resourceType: string; resourceId: number; dates: string[] }[] };

/** Tags of a cached answer or priced search: what it depends on (search-kit/result-cache.ts dropTagged). */
export const searchTags = (mode: string, toId: number | undefined) => [`mode:${mode}`, toId ? `loc:${toId}` : 'loc:any'];

function clearFor(found: Omit<SearchCaches, 'clear'>, change: SearchChange) {
  const { priced, answers, index } = found;
  if (change.kind === 'catalogue') {
    priced.clear();
    answers.clear();
    index.invalidate();
    return;
  }
  if (change.kind === 'hotels') {
    priced.clear();
    answers.clear();
    index.invalidateHotels(change.hotelIds);
    return;
  }
  const rooms = change.changes.filter((c) => c.resourceType === ROOM_RESOURCE);
  if (rooms.length) {
    const paths = index.locationPathsOfRooms(rooms.map((r) => r.resourceId));
    if (!paths) {
      // A room type of no destination held here: nothing tells which answers show it.
      priced.clear();
      answers.clear();
      index.invalidateAllotments();
    } else {
      const locations = new Set(paths.flat().map((id) => `loc:${id}`));
      const drop = (tag: string) => tag === 'loc:any' || locations.has(tag);
      priced.dropTagged(drop);
      answers.dropTagged(drop);
      index.invalidateRoomNights(rooms.map((r) => ({ roomId: r.resourceId, nights: r.dates })));
    }
  }
  // Seats of flights (and anything else held): every answer but the hotel search's.
  if (change.changes.some((c) => c.resourceType !== ROOM_RESOURCE)) answers.dropTagged((tag) => tag.startsWith('mode:') && tag !== 'mode:hotel');
}

const caches = new WeakMap<object, SearchCaches>();

/** Memory budgets of the caches of one database (config.ts searchCacheMb; set by the app at start). */
export type SearchCacheBudgets = { indexBytes: number; answerBytes: number; pricedOptions: number };
const MB = 1024 * 1024;
const budgetsByDb = new WeakMap<object, SearchCacheBudgets>();
/**
 * The budgets of one database's caches: priced options about a kilobyte each in memory (50 MB
 * makes 50,000 options), answers as their JSON bytes, the catalogue index by its estimate.
 */
export function setSearchCacheBudgets(db: DbOrTx, mb: { index: number; answers: number; priced: number }) {
  budgetsByDb.set(db, { indexBytes: mb.index * MB, answerBytes: mb.answers * MB, pricedOptions: mb.priced * 1000 });
}
// A function, not a constant: this module may be evaluated while catalogue-index.ts, which it
// imports, is still being evaluated (an import cycle through the modules' entries).
const defaultBudgets = (): SearchCacheBudgets => ({ indexBytes: DEFAULT_INDEX_BYTES, answerBytes: 32 * MB, pricedOptions: 50_000 });

export function searchCacheFor(db: DbOrTx): SearchCaches {
  let found = caches.get(db);
  if (!found) {
    const budgets = budgetsByDb.get(db) ?? defaultBudgets();
    const priced = new ResultCache<PricedSearch>(budgets.pricedOptions, SEARCH_CACHE_TTL_MS, optionsIn);
    const answers = new ResultCache<Buffer>(budgets.answerBytes, SEARCH_CACHE_TTL_MS, (bytes) => bytes.length);
    const index = new CatalogueIndex(db, budgets.indexBytes);
    const parts = { priced, answers, index };
    found = { ...parts, clear: (change: SearchChange = { kind: 'catalogue' }) => clearFor(parts, change) };
    caches.set(db, found);
  }
  return found;
}
const optionsIn = (priced: PricedSearch) => priced.hotels.reduce((n, hotel) => n + hotel.rooms.reduce((m, room) => m + room.options.length, 0), 1);
export const SEARCH_CACHE_TTL_MS = 30_000;

/**
 * GET search?searchMode=hotel: every hotel of the destination that can host every searched
 * room, in the asked order (cheapest first unless `order` says stars or name), a page at a time with the first options of each room; with `hotelId`,
 * that hotel with all its options ('Show More', the wizard's room steps).
 */
export async function searchHotels(db: DbOrTx, query: SearchQuery, viewer: Viewer, today: string) {
  const problem = searchProblem({
    ...query,
    rooms: query.rooms.map((r) => ({ adults: r.adults, children: r.childrenAges.length, childrenAges: r.childrenAges })),
  });
  if (problem) throw badRequest(problem, 'search_validation');
  if (query.searchMode !== 'hotel') throw badRequest('Only hotel search is available for now.', 'search_mode');
  if (query.endDate! <= query.startDate!) throw badRequest('End date must be after the start date.', 'search_validation');

  // Prices depend on the channel and, for an agent, the agency's extra markup: users alike share them.
  const extra = viewer && viewer.role !== ROLE_ADMIN ? viewer.extraMarkups.hotel[0] : undefined;
  const pricedFor = !viewer ? 'b2c' : viewer.role === ROLE_ADMIN ? 'admin' : `b2b:${extra?.type ?? ''}:${extra?.amount ?? ''}`;
  const stay = [query.toId ?? null, query.startDate, query.endDate, query.rooms.map((r) => [r.adults, r.childrenAges]), query.currency ?? '', pricedFor, today];
  // One hotel ('Show More', the wizard) comes from its destination's cached answer when there is one.
  const cache = searchCacheFor(db).priced;
  const destinationKey = JSON.stringify(stay);
  let priced = cache.get(destinationKey);
  if (priced && query.hotelId) {
    const one = (h: { id: number }) => h.id === query.hotelId;
    priced = { ...priced, hotels: priced.hotels.filter(one), notOffered: priced.notOffered.filter((entry) => one(entry.hotel)) };
  }
  if (!priced) {
    const key = query.hotelId ? JSON.stringify([...stay, query.hotelId]) : destinationKey;
    // Asked once per search (the counters of GET metrics count lookups): the destination's key was just missed.
    if (query.hotelId) priced = cache.get(key);
    if (!priced) {
      priced = await priceDestination(db, query, viewer, today);
      cache.setTagged(key, priced, searchTags('hotel', query.toId));
    }
  }
  const answer = applyFilters(priced.hotels, priced, query, priced.currency, await optionSigner(db), viewer?.id ?? null);
  return { ...answer, ...whyNotOffered(priced, query) };
}

/** Hotels not offered that get a suggested stay in one answer at most (each tries up to 15 stays). */
const SUGGESTIONS_PER_ANSWER = 50;

/**
 * Why not offered (domain-rules §4.7, issue 33): always how many hotels of the destination are not
 * offered; with `explain=1` or `hotelId`, each of them with its reasons and the nearest stay that
 * works; with `hotelId`, the hotel's room types not offered or on request, per searched room.
 * Worked out only here, when asked: the price paths never explain.
 */
function whyNotOffered(priced: PricedSearch, query: SearchQuery) {
  const single = !!query.hotelId;
  if (!query.explain && !single) return { notOfferedCount: priced.notOffered.length };
  const { ctx, rooms } = priced;
  const roomKey = (index: number) => `room${index + 1}`;
  const presentRoomTypes = (explained: ReturnType<typeof explainRooms>) =>
    explained.map(({ roomIndex, explanation }) => ({
      roomKey: roomKey(roomIndex),
      roomType: { id: explanation.roomId, title: explanation.roomName },
      onRequest: explanation.onRequest,
      reasons: explanation.reasons,
    }));
  const notOffered = priced.notOffered.map(({ hotel, engine }, index) => {
    const explained = explainRooms(engine, rooms, ctx);
    // The searched rooms no room type serves: the hotel's summary speaks of them.
    const refused = new Set(explained.filter((e) => !e.explanation.onRequest).map((e) => `${e.roomIndex}:${e.explanation.roomId}`));
    const unserved = new Set(rooms.flatMap((_, i) => (engine.rooms.every((r) => refused.has(`${i}:${r.id}`)) ? [i] : [])));
    return {
      id: hotel.id,
      name: hotel.name,
      stars: Number(hotel.hotelCategory ? (priced.categories.get(hotel.hotelCategory.id)?.code ?? 0) : 0),
      location: hotel.location ? { id: hotel.location.id, name: hotel.location.name } : null,
      reasons: hotelReasons(explained, unserved),
      roomTypes: presentRoomTypes(explained),
      suggestion: index < SUGGESTIONS_PER_ANSWER ? suggestStay(engine, rooms, ctx) : null,
    };
  });
  const found = single ? priced.hotels[0] : undefined;
  return {
    notOfferedCount: priced.notOffered.length,
    notOffered,
    ...(single ? { roomTypesNotOffered: found ? presentRoomTypes(explainRooms(found.engine, rooms, ctx)) : [] } : {}),
  };
}

async function priceDestination(db: DbOrTx, query: SearchQuery, viewer: Viewer, today: string) {
  const checkIn = query.startDate!;
  const checkOut = query.endDate!;
  const index = searchCacheFor(db).index;
  const reference = await index.referenceData();
  const currency = query.currency ?? reference.conversion.defaultCurrency;
  const ctx = contextOf(reference, viewer, { checkIn, checkOut, currency }, today);
  // Only the allotment nights of the stay are read; the check-out night is not charged.
  const catalogue = await index.hotels({ locationId: query.toId, hotelId: query.hotelId }, { firstNight: checkIn, lastNight: addDays(checkOut, -1) });
  const { meals, categories, roomCategories } = reference;
  const admin = viewer?.role === ROLE_ADMIN;
  const rooms: SearchRoom[] = query.rooms.map((r) => ({ adults: r.adults, childrenAges: r.childrenAges }));
  const found = [];
  const notOffered: { hotel: SearchHotel; engine: EngineHotel }[] = [];
  const rated = new Set<string>();
  for (const { hotel, engine } of catalogue) {
    // Once per currency: a missing rate is a 422 naming the pair.
    if (!rated.has(engine.currency)) {
      requireRate(ctx, engine.currency, currency);
      rated.add(engine.currency);
    }
    // Every option's price in cents; a hotel whose amounts are not whole micro-units is priced whole (the reference).
    const quick = quickPrices(engine, rooms, ctx);
    const whole = quick ? null : priceHotel(engine, rooms, ctx);
    const listed: QuickOption[][] =
      quick ??
      whole!.map((options) => options.map((o) => ({ roomId: o.roomId, mealTypeId: o.mealTypeId, cents: moneyCents(o.price), availability: o.availability })));
    if (listed.some((options) => options.length === 0)) {
      // Not offered: kept to be explained when asked (issue 33).
      notOffered.push({ hotel, engine });
      continue;
    }
    const roomResults = listed.map(
      (options, index): PricedRoom => ({ roomKey: `room${index + 1}`, adults: rooms[index]!.adults, childrenAges: rooms[index]!.childrenAges, options }),
    );
    const roomTypes = roomTypesOf(hotel);
    // The room categories its options offer, once per priced search (the filter column's choices).
    const categoryIds = new Set<number>();
    for (const options of listed) {
      for (const o of options) {
        const category = roomTypes.get(o.roomId)?.facts.roomCategory;
        if (category) categoryIds.add(category.id);
      }
    }
    const present = (option: RoomOption, index: number, sign: Signer, userId: number | null) => {
      const room = rooms[index]!;
      // The policy POST search/cancellation-policy gives for this option, booked today (the clock's day).
      const freeUntil = freeCancellationUntilFor(engine, checkIn, checkOut, ctx.bookingDate, option.price, option.perNight, option.currency, ctx);
      const hash = sign({
        hotelId: hotel.id,
        roomId: option.roomId,
        mealTypeId: option.mealTypeId,
        checkIn,
        checkOut,
        adults: room.adults,
        childrenAges: room.childrenAges,
        currency,
        channel: ctx.channel,
        userId,
        price: option.price,
      });
      return answerOption(option, roomTypes.get(option.roomId)?.facts ?? NO_FACTS, hotel.requiresTransfer, meals, admin, freeUntil, hash);
    };
    const category = hotel.hotelCategory ? categories.get(hotel.hotelCategory.id) : undefined;
    found.push({
      id: hotel.id,
      name: hotel.name,
      stars: Number(category?.code ?? 0),
      hotelCategory: hotel.hotelCategory ? { id: hotel.hotelCategory.id, title: category?.title ?? '' } : null,
      mainImage: mediaUrl(hotel.mainImage),
      address: hotel.address,
      location: hotel.location ? { id: hotel.location.id, name: hotel.location.name } : null,
      currency,
      rooms: roomResults,
      roomTypes,
      roomCategoryIds: categoryIds,
      shown: shownOptions(engine, rooms, ctx, present, whole),
      engine,
    });
  }
  return { currency, hotels: found, meals, roomCategories, categories, notOffered, ctx, rooms };
}

/**
 * The whole options of the hotel's searched rooms, for the listed ones asked (`listed[i]` of room
 * i), presented in that order: priced for just those room types and meals (a page shows 3 of some
 * 8 options a room, 20 hotels of 100), all rooms by one walk, or taken from the hotel priced
 * whole. Presented afresh each time they are shown: keeping them with the cached search would keep
 * every shown page alive for the cache's life (garbage collection was a tenth of a cold search),
 * and pricing a few options again costs less.
 */
function shownOptions(
  engine: EngineHotel,
  rooms: SearchRoom[],
  ctx: PricingContext,
  present: (option: RoomOption, index: number, sign: Signer, userId: number | null) => AnswerOption,
  whole: RoomOption[][] | null,
) {
  return (listed: readonly (readonly Listed[])[], sign: Signer, userId: number | null): AnswerOption[][] => {
    let priced = whole;
    if (!priced) {
      const wanted = listed.map((options) => new Set(options.map(optionId)));
      const only = (index: number, roomId: number, mealTypeId: number) => wanted[index]!.has(optionId({ roomId, mealTypeId }));
      // From the quick walk for all but administrators (whose options carry the breakdown), else by the engine.
      priced =
        quickOptions(engine, rooms, ctx, only) ??
        rooms.map((room, index) => priceRoomOptions(engine, room, ctx, (roomId, mealTypeId) => only(index, roomId, mealTypeId)));
    }
    return listed.map((options, index) => {
      const byId = new Map(priced[index]!.map((option) => [optionId(option), option]));
      // Listed options are priced options: the engine prices each of them (the differential test holds them equal).
      return options.map((o) => present(byId.get(optionId(o))!, index, sign, userId));
    });
  };
}

type FoundHotel = {
  id: number;
  name: string;
  stars: number;
  hotelCategory: { id: number; title: string } | null;
  rooms: PricedRoom[];
  /** The hotel's room types by id (their facts: category, facilities). */
  roomTypes: Map<number, SearchHotel['rooms'][number]>;
  /** The room categories of its listed options. */
  roomCategoryIds: Set<number>;
  /** The hotel as the engine prices it (its room types explained on a single hotel's search). */
  engine: EngineHotel;
  /** The listed options asked of each room, whole and as the answer carries them, hashes signed for `userId` (the priced search is shared by users alike). */
  shown(listed: readonly (readonly Listed[])[], sign: Signer, userId: number | null): AnswerOption[][];
};

/** The price of the hotel's cheapest combination (the first option of every room's list), in cents. */
const cheapest = (lists: readonly (readonly Listed[])[]) => lists.reduce((total, options) => total + (options[0] ? options[0].cents : 0), 0);
const onRequest = (lists: readonly (readonly Listed[])[]) => lists.some((options) => options[0]?.availability === 'onrequest');

type Ordered = { id: number; name: string; stars: number; cents: number };
const byPrice = (a: Ordered, b: Ordered) => a.cents - b.cents || a.id - b.id;
/** Hotel names as a reader orders them; one collator for every search (localeCompare with options builds one a call). */
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
/** The hotel list's orders (SEARCH_ORDERS): cheapest first, most stars first, or by name; ties cheapest first. */
function orderOf(order: SearchOrder): (a: Ordered, b: Ordered) => number {
  if (order === 'stars') return (a, b) => b.stars - a.stars || byPrice(a, b);
  if (order === 'name') return (a, b) => byName.compare(a.name, b.name) || byPrice(a, b);
  return byPrice;
}

/**
 * The filter column's choices come from every found hotel; the user's filters then narrow the
 * hotels (category, price of the cheapest combination) and the options (meal types, room
 * categories). Only the page's hotels are built into the answer (a destination finds ~100, a page
 * shows 20).
 */
function applyFilters<H extends FoundHotel & { mainImage: unknown; address: unknown; location: unknown; currency: string }>(
  found: H[],
  { meals, roomCategories }: Pick<SearchReference, 'meals' | 'roomCategories'>,
  query: SearchQuery,
  currency: string,
  sign: Signer,
  userId: number | null,
) {
  const categoryChoices = new Map<number, string>();
  const mealChoices = new Map<number, string>();
  const roomCategoryIds = new Set<number>();
  let priceMin = Number.POSITIVE_INFINITY;
  let priceMax = Number.NEGATIVE_INFINITY;
  for (const hotel of found) {
    if (hotel.hotelCategory) categoryChoices.set(hotel.hotelCategory.id, hotel.hotelCategory.title);
    for (const id of hotel.roomCategoryIds) roomCategoryIds.add(id);
    for (const room of hotel.rooms)
      for (const o of room.options) if (!mealChoices.has(o.mealTypeId)) mealChoices.set(o.mealTypeId, meals.get(o.mealTypeId)?.title ?? '');
    const total = cheapest(hotel.rooms.map((room) => room.options));
    if (total < priceMin) priceMin = total;
    if (total > priceMax) priceMax = total;
  }
  const wantedCategories = Object.keys(query.filters.hotelCategories ?? {}).map(Number);
  const wantedMeals = Object.keys(query.filters.mealTypes ?? {}).map(Number);
  const wantedRoomCategories = Object.keys(query.filters.roomCategories ?? {}).map(Number);
  const { min, max } = query.filters.price ?? {};

  /** A hotel the filters keep: its rooms' options narrowed to the wanted meals, its cheapest combination. */
  type Kept = Ordered & { hotel: H; options: Listed[][]; onRequest: boolean };
  const hotels: Kept[] = [];
  for (const hotel of found) {
    if (wantedCategories.length && !(hotel.hotelCategory && wantedCategories.includes(hotel.hotelCategory.id))) continue;
    // A room type without a category is left out when categories are asked for.
    const inCategory = (o: Listed) => wantedRoomCategories.includes(hotel.roomTypes.get(o.roomId)?.facts.roomCategory?.id ?? 0);
    const narrowed = wantedMeals.length || wantedRoomCategories.length;
    const options = hotel.rooms.map((room) =>
      narrowed
        ? room.options.filter((o) => (!wantedMeals.length || wantedMeals.includes(o.mealTypeId)) && (!wantedRoomCategories.length || inCategory(o)))
        : room.options,
    );
    if (options.some((list) => list.length === 0)) continue;
    const cents = cheapest(options);
    if ((min !== undefined && cents / 100 < min) || (max !== undefined && cents / 100 > max)) continue;
    hotels.push({ hotel, options, id: hotel.id, name: hotel.name, stars: hotel.stars, cents, onRequest: onRequest(options) });
  }
  hotels.sort(orderOf(query.order));

  const single = !!query.hotelId;
  const pagesCount = single ? 1 : Math.max(1, Math.ceil(hotels.length / SEARCH_PAGE_SIZE));
  const page = single ? hotels : hotels.slice((query.page - 1) * SEARCH_PAGE_SIZE, query.page * SEARCH_PAGE_SIZE);
  // A page lists the first options of each room; the rest come with `hotelId` ('Show More').
  const shown = page.map(({ hotel, options, cents, onRequest: priceOnRequest }) => {
    const presented = hotel.shown(single ? options : options.map((listed) => listed.slice(0, OPTIONS_BEFORE_SHOW_MORE)), sign, userId);
    return {
      id: hotel.id,
      name: hotel.name,
      stars: hotel.stars,
      hotelCategory: hotel.hotelCategory,
      mainImage: hotel.mainImage,
      address: hotel.address,
      location: hotel.location,
      currency: hotel.currency,
      rooms: hotel.rooms.map((room, index) => ({
        roomKey: room.roomKey,
        adults: room.adults,
        childrenAges: room.childrenAges,
        options: presented[index]!,
        optionsCount: options[index]!.length,
      })),
      price: centsText(cents),
      priceOnRequest,
    };
  });
  let cheapestFound = Number.POSITIVE_INFINITY;
  for (const h of hotels) if (h.cents < cheapestFound) cheapestFound = h.cents;
  return {
    entities: shown.map((h) => ({ hotel: [h.id], flight: [], transfer: [], visa: [] })),
    hotels: shown,
    // The account spec's §3 lists: flights come with flight and package mode; transfers and visas
    // with their own calls once a hotel is chosen (GET search/transfers, GET search/visas).
    flights: [],
    transfers: [],
    visas: [],
    filters: {
      price: { min: found.length ? Math.floor(priceMin / 100) : 0, max: found.length ? Math.ceil(priceMax / 100) : 0, currency },
      hotelCategories: [...categoryChoices].map(([id, title]) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title)),
      mealTypes: [...mealChoices].map(([id, title]) => ({ id, title })),
      // In the taxonomy's order (Standard, Superior, Deluxe ...): the reference map is.
      roomCategories: [...roomCategories].flatMap(([id, { title }]) => (roomCategoryIds.has(id) ? [{ id, title }] : [])),
    },
    price: hotels.length ? centsText(cheapestFound) : null,
    currency,
    priceOnRequest: hotels.some((h) => h.onRequest),
    page: single ? 1 : query.page,
    pagesCount,
    total: hotels.length,
  };
}
