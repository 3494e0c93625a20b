import { isoDateSchema } from '../common';
import { z } from 'zod';
import { hotelSchema, OFFER_KINDS, roomSchema } from '../hotels';
import { searchQuerySchema } from '../search';
import { hotelNotOfferedSchema, notOfferedReasonSchema, roomTypeNotOfferedSchema } from '../stay-restrictions';
import {
  flightChoiceSchema,
  flightDetailsAnswerSchema,
  nearestDatesSchema,
  flightDetailsFormSchema,
  flightExtraAnswerSchema,
  flightExtraFormSchema,
  flightExtraQuerySchema,
  flightOptionSchema,
} from '../flight-search';
import { packageFromSchema } from '../package-search';
import { visaOptionSchema, visaSearchAnswerSchema, visaSearchQuerySchema } from '../visa-search';
import { transferOptionSchema, transferSearchAnswerSchema, transferSearchQuerySchema } from '../transfer-search';
import { PRODUCT_TYPES } from '../bookings';
import { cancellationRecapSchema } from '../cancellation-recap';
import { PASSENGER_FIELD_TYPES } from '../passengers';
import { defineRoutes, errorResponse } from './define';

/**
 * The storefront search calls (storefront spec §7, account spec §7): the search itself, the
 * cancellation policy of an option, a hotel's public facts and the passenger fields of the
 * wizard. Money is decimal text ("643.50"), dates YYYY-MM-DD.
 */

const titled = z.object({ id: z.number(), title: z.string() });
const named = z.object({ id: z.number(), name: z.string() });
const choice = z.object({ value: z.string(), label: z.string() });

/** One night of an option's price, administrators only (domain-rules §8): hotel currency unless said. */
export const nightBreakdownSchema = z.object({
  date: z.string(),
  pricingRowId: z.number(),
  roomPart: z.string(),
  childCharges: z.string(),
  mealSupplement: z.string(),
  offers: z.array(z.object({ id: z.number(), kind: z.enum(OFFER_KINDS), amountOff: z.string() })),
  net: z.string(),
  markup: z.string(),
  agencyExtra: z.string(),
  selling: z.string(),
  /** Hotel currency to the requested currency (informational). */
  rate: z.string(),
  /** `selling` in the requested currency, 2 decimals. */
  sellingConverted: z.string(),
});

/** A bookable room option; `hash` is the signed claim the booking call re-prices (domain-rules §7). */
export const searchOptionSchema = z.object({
  id: z.string(),
  /** The hotel's room type (its name). */
  roomType: titled,
  /** Its entry of the `roomType` taxonomy (Single, Double, Twin ...); null when none is set. */
  roomTypeTaxonomy: titled.nullable(),
  /** Its `roomCategory` taxonomy entry (Standard, Superior, Deluxe ...); null when none is set. */
  roomCategory: titled.nullable(),
  /** The room facilities chosen on the room type, in the taxonomy's order. */
  accommodations: z.array(z.object({ title: z.string() })),
  /**
   * A multi-room option books several rooms at once; `roomTypes` then lists them. The engine
   * prices every searched room on its own (domain-rules §4): always false and empty here.
   */
  roomsGroupOption: z.boolean(),
  roomTypes: z.array(z.object({ title: z.string(), count: z.number(), price: z.string() })),
  mealType: titled,
  availability: z.enum(['available', 'onrequest']),
  price: z.string(),
  perNight: z.array(z.string()),
  currency: z.string(),
  offers: z.array(z.object({ id: z.number(), name: z.string(), code: z.string(), description: z.string() })),
  /** Charges an offer or rule adds under a name; none of the hotel rules does (meal supplements are the meal's price): always empty. */
  supplements: z.array(z.object({ name: z.string(), code: z.string(), description: z.string() })),
  /** The hotel is booked only with a transfer (its `requiresTransfer` flag). */
  hasRequiredTransfer: z.boolean(),
  hash: z.string(),
  /**
   * The last day cancelling this option costs nothing (YYYY-MM-DD), from the hotel's cancellation
   * rules for this stay counted from the search day (the server's clock); null when cancelling
   * already costs something on the search day (no rules: non-refundable).
   */
  freeCancellationUntil: z.string().nullable(),
  /** Administrators only: absent for everyone else. */
  breakdown: z.array(nightBreakdownSchema).optional(),
  priceNet: z.string().optional(),
  netCurrency: z.string().optional(),
});

export const searchHotelSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The category's code as a number (0 without a category). */
  stars: z.number(),
  hotelCategory: titled.nullable(),
  mainImage: z.string().nullable(),
  address: z.string().nullable(),
  location: named.nullable(),
  currency: z.string(),
  /** The cheapest combination of the rooms' first options. */
  price: z.string(),
  priceOnRequest: z.boolean(),
  /** A results page lists the first options of each room; `optionsCount` says how many there are. */
  rooms: z.array(
    z.object({ roomKey: z.string(), adults: z.number(), childrenAges: z.array(z.number()), options: z.array(searchOptionSchema), optionsCount: z.number() }),
  ),
});

// ---------------------------------------------------------------- the answers of GET search

/**
 * The three answers of `GET search` (hotel, flight and package mode) have the account spec's §3
 * shape: `entities`, `hotels`, `flights`, `transfers`, `visas`, `filters`, `price`, `currency`,
 * `priceOnRequest`, each mode with what it finds and empty lists for what it does not. Transfers
 * and visas are never in them: their prices depend on the chosen hotel (its airport and rooms)
 * and on each passenger's nationality, so the wizard asks for them with their own calls
 * (`GET search/transfers`, `GET search/visas`) once a hotel is chosen.
 */

/** One result of the answer: the keys (ids) of the products it combines (account spec §3 `entities`). */
export const searchEntitySchema = z
  .object({
    hotel: z.array(z.number()).meta({ description: "The result's hotel: the `id` of a hotel of `hotels` (empty in flight mode)." }),
    flight: z
      .array(z.number())
      .meta({ description: "The result's flight: the `id` of a flight of `flights` (empty in hotel mode; a package's cheapest flight)." }),
    transfer: z.array(z.number()).meta({ description: 'Always empty: transfers are searched by GET search/transfers once a hotel is chosen.' }),
    visa: z.array(z.number()).meta({ description: 'Always empty: visas are searched by GET search/visas once a hotel is chosen.' }),
  })
  .meta({ description: 'One result of the answer (a hotel, a flight, or a package of both) as the ids of its products.' });
export type SearchEntity = z.infer<typeof searchEntitySchema>;

/** The filter column's choices (account spec §3 `filters`), one shape for every mode. */
export const searchFiltersAnswerSchema = z
  .object({
    price: z
      .object({
        min: z.number().meta({ description: 'Whole units, rounded down: the cheapest result found (before the price filter), 0 when none.' }),
        max: z.number().meta({ description: 'Whole units, rounded up: the dearest result found (before the price filter), 0 when none.' }),
        currency: z.string().meta({ description: "The answer's currency." }),
      })
      .meta({
        description:
          "The range of the results' prices: hotels' cheapest combinations (hotel mode), package prices (package mode), the flights' party prices (flight mode).",
      }),
    hotelCategories: z.array(titled).meta({ description: "The found hotels' categories, by title; empty in flight mode." }),
    mealTypes: z.array(titled).meta({ description: "The meal types of the found hotels' options; empty in flight mode." }),
    roomCategories: z.array(titled).meta({ description: "The room categories of the found options, in the taxonomy's order; empty in flight mode." }),
  })
  .meta({ description: "The filter column's choices, from every result found before the query's filters." });
export type SearchFiltersAnswer = z.infer<typeof searchFiltersAnswerSchema>;

const transfersField = z
  .array(transferOptionSchema)
  .max(0)
  .meta({ description: 'Always empty: a transfer depends on the chosen hotel and its rooms; the wizard asks GET search/transfers once a hotel is chosen.' });
const visasField = z.array(visaOptionSchema).max(0).meta({
  description: "Always empty: a visa depends on the passengers' nationality and the destination; the wizard asks GET search/visas once a hotel is chosen.",
});
const priceField = z.string().nullable().meta({ description: "The cheapest result's price (decimal text, the whole party); null when nothing is found." });
const currencyField = z.string().meta({ description: 'The currency of every price of the answer.' });
const priceOnRequestField = z.boolean().meta({ description: 'Some result is on request (not confirmed at once).' });

/** The answer of `GET search` (hotel mode): one page of hotels, the filter column's choices, paging. */
export const searchAnswerSchema = z.object({
  entities: z.array(searchEntitySchema).meta({ description: 'One per hotel of the page, in its order: `hotel` names it, the other lists are empty.' }),
  hotels: z.array(searchHotelSchema).meta({ description: 'The page of hotels, in the asked order.' }),
  flights: z
    .array(flightOptionSchema)
    .max(0)
    .meta({ description: 'Always empty in hotel mode: flights are searched with searchMode=flight (or come with a package).' }),
  transfers: transfersField,
  visas: visasField,
  filters: searchFiltersAnswerSchema,
  /** The cheapest hotel's price after the filters; null when none is left. */
  price: priceField,
  currency: currencyField,
  priceOnRequest: priceOnRequestField,
  page: z.number().meta({ description: 'The page answered (1 with `hotelId`).' }),
  pagesCount: z.number().meta({ description: 'Pages of hotels after the filters (at least 1).' }),
  total: z.number().meta({ description: 'Hotels after the filters, every page.' }),
  notOfferedCount: z.number().meta({ description: 'Hotels of the destination (or the asked hotel) not offered for this stay and party (issue 33).' }),
  notOffered: z
    .array(hotelNotOfferedSchema)
    .optional()
    .meta({ description: 'With `explain=1` or `hotelId`: every hotel not offered, with its reasons (domain-rules §4.7) and the nearest stay that works.' }),
  roomTypesNotOffered: z
    .array(roomTypeNotOfferedSchema)
    .optional()
    .meta({ description: "With `hotelId`: the hotel's room types not offered or only on request for each searched room, with their reasons." }),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** A hotel of a package search: the hotel search's hotel with its package "from" price (package-search.ts). */
export const packageHotelSchema = searchHotelSchema.extend({ packageFrom: packageFromSchema });
export type PackageHotel = z.infer<typeof packageHotelSchema>;

/**
 * `GET search?searchMode=package` (domain-rules §5.4): the hotel answer (paging, order and
 * options exactly as hotel mode; each hotel's `price` and its options stay the hotel's) with
 * `packageFrom` on every hotel, `flights`, the round trips of the route on those dates for the
 * whole party, cheapest first (what flight mode answers for them), and `flight`, the cheapest of
 * them, which every `packageFrom` adds and every entity names. The prices the page compares are
 * package prices: the answer's `price` (the cheapest package), `filters.price` (the range) and the
 * query's `filters.price.min/max`. No flight flies: `flight` null, `flights` empty and no hotels
 * (a hotel is offered in package mode only with a flight). The wizard's flight step searches
 * the flights itself (`searchMode=flight`, round trip: the same list) and may choose another one.
 */
export const packageSearchAnswerSchema = searchAnswerSchema.extend({
  searchMode: z.literal('package'),
  entities: z
    .array(searchEntitySchema)
    .meta({ description: 'One per hotel of the page, in its order: `hotel` names it, `flight` the cheapest flight (`flight`).' }),
  hotels: z.array(packageHotelSchema).meta({ description: 'The page of hotels, in the asked order, each with its package price.' }),
  flights: z.array(flightOptionSchema).meta({
    description: 'The round trips of the route on those dates for the whole party, cheapest first (as flight mode answers them); empty when none flies.',
  }),
  flight: flightOptionSchema.nullable().meta({ description: 'The cheapest flight (`flights[0]`) the package prices add; null when none flies.' }),
  /** `flight` null: the nearest round trips of the route with the same nights (flight-search.ts nearestDatesSchema); null otherwise. */
  nearestDates: nearestDatesSchema.nullable(),
  flightReasons: z
    .array(notOfferedReasonSchema)
    .meta({ description: 'Why `flight` is on request: `flightFull` naming the departure days with too few seats left (domain-rules §4.7); empty otherwise.' }),
});
export type PackageSearchAnswer = z.infer<typeof packageSearchAnswerSchema>;

/** `GET search?searchMode=flight`: every flight of the route flying those days, cheapest first. */
export const flightSearchAnswerSchema = z.object({
  searchMode: z.literal('flight'),
  entities: z.array(searchEntitySchema).meta({ description: 'One per flight of `flights`, in its order: `flight` names it, the other lists are empty.' }),
  hotels: z.array(searchHotelSchema).max(0).meta({ description: 'Always empty in flight mode.' }),
  flights: z.array(flightOptionSchema).meta({ description: 'Every flight of the route flying those days, priced for the whole party, cheapest first.' }),
  transfers: transfersField,
  visas: visasField,
  filters: searchFiltersAnswerSchema,
  /** The cheapest flight's price for the party; null when none flies. */
  price: priceField,
  currency: currencyField,
  priceOnRequest: priceOnRequestField,
  total: z.number().meta({ description: 'Flights found (the length of `flights`).' }),
  /** No flight flies those days: the nearest days that have one (see nearestDatesSchema); null otherwise. */
  nearestDates: nearestDatesSchema.nullable(),
});
export type FlightSearchAnswer = z.infer<typeof flightSearchAnswerSchema>;

export const cancellationPolicyFormSchema = z.object({ hash: z.string({ error: 'hash is required' }).min(1, 'hash is required') });
export const cancellationPolicyAnswerSchema = z.object({
  rules: z.array(z.object({ dateFrom: z.string(), dateTo: z.string(), cost: z.string(), currency: z.string(), title: z.string() })),
});

export const hotelDataQuerySchema = z.object({ id: z.coerce.number({ error: 'id is required' }).int().positive('id is required') });
/** Hotel Details of the results page: public facts only (no note, markups or pricing). */
export const hotelDataSchema = hotelSchema
  .pick({
    id: true,
    name: true,
    description: true,
    address: true,
    location: true,
    hotelCategory: true,
    latitude: true,
    longitude: true,
    mainImage: true,
    images: true,
  })
  .extend({ rooms: z.array(roomSchema.pick({ id: true, name: true, roomFacilities: true })) });

/**
 * A field of a passenger card (passengers.ts PassengerField), defined by the server per passenger
 * from the booking's products (issue 29): the web draws exactly these. Dates (birthDate,
 * passportExpiry) carry their bounds as YYYY-MM-DD; `country` fields are chosen from
 * `destinations/nationality` and sent as the country id; `image` fields are the multipart parts
 * `files[passport][passengerN]` and `files[photo][passengerN]`; `readOnly` fields (ageType, age)
 * show what the search said and are sent back as they are.
 */
export { PASSENGER_FIELD_TYPES };
export const passengerFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(PASSENGER_FIELD_TYPES),
  required: z.boolean(),
  readOnly: z.boolean().optional(),
  options: z.array(z.string()).optional(),
  min: z.string().optional(),
  max: z.string().optional(),
  maxLength: z.number().optional(),
  /** Image fields: the largest file accepted, in bytes (5 MB). */
  maxBytes: z.number().optional(),
});
export const passengerSlotSchema = z.object({
  id: z.string(),
  room: z.number(),
  ageType: z.enum(['adult', 'child', 'infant']),
  age: z.number().nullable(),
  fields: z.array(passengerFieldSchema),
});
/**
 * The form's `searchParams` part: JSON text of `{ rooms, startDate, endDate }` as the search sent
 * them; `booking` (issue 29): JSON text of `{ bookingItems: [{ productType, hash }] }`, the items
 * chosen so far, from which the server decides which fields each passenger needs (absent: a hotel).
 */
export const passengerFieldsFormSchema = z.object({
  searchParams: z.string().meta({ description: 'JSON text: { rooms, startDate, endDate }' }),
  booking: z.string().optional().meta({ description: 'JSON text: { bookingItems: [{ productType, hash }] }' }),
});
/**
 * The `booking` part's JSON of `POST search/passenger-fields`: the items chosen so far. A visa item
 * may name its passengers (`passengerIds`, default every passenger); `flight` carries the fares
 * chosen per segment, as `POST bookings` sends them, so a flight's cancellation rows are known
 * (without it a flight does not count towards `isUnderPaidCancellation`).
 */
export const passengerFieldsBookingSchema = z.object({
  bookingItems: z
    .array(
      z.object({
        productType: z.enum(PRODUCT_TYPES, { error: 'must be hotel, flight, transfer, visa or tour' }),
        hash: z.string().max(4000).optional(),
        passengerIds: z.array(z.string().max(20)).max(50).optional(),
        /** A tour's day (issue 28), as POST bookings sends it: without it a tour does not count in the recap. */
        tourDate: isoDateSchema.optional(),
      }),
      { error: 'bookingItems is required' },
    )
    .max(20, 'at most 20 items'),
  flight: flightChoiceSchema.optional(),
});
export type PassengerFieldsBooking = z.infer<typeof passengerFieldsBookingSchema>;
export const passengerFieldsAnswerSchema = z.object({
  passengers: z.array(passengerSlotSchema),
  booking: z.object({
    comment: z.boolean(),
    additionalRequests: z.array(choice),
    /** Administrators book for an agency: its choices; empty for an agent. */
    agent: z.array(choice),
    /** Some chosen item would already cost something to cancel today (account spec §3 booking field config). */
    isUnderPaidCancellation: z.boolean(),
  }),
  /** Issue 30: every chosen item's cancellation rows and cost today (the passenger step's recap). */
  cancellation: cancellationRecapSchema.optional(),
  messages: z.array(z.string()),
});

export const searchApi = defineRoutes('search', {
  search: {
    method: 'GET',
    path: '/search',
    apiKey: 'search',
    summary: 'Priced hotels of a destination (or one hotel with all its options), a page at a time',
    access: 'public',
    query: searchQuerySchema,
    // Sent as the cached JSON text (described here, not serialized again). Every mode answers the account spec's §3 shape:
    // hotel mode hotels, flight mode flights, package mode hotels with their package price and the flights.
    responses: { 200: z.union([packageSearchAnswerSchema, searchAnswerSchema, flightSearchAnswerSchema]), 400: errorResponse, 422: errorResponse },
  },
  flightDetails: {
    method: 'POST',
    path: '/search/flight-details',
    apiKey: 'search',
    summary: "A searched flight's fares per segment, from its hash (form data; urlencoded and JSON accepted)",
    access: 'public',
    form: true,
    body: flightDetailsFormSchema,
    responses: { 200: flightDetailsAnswerSchema, 400: errorResponse, 409: errorResponse, 422: errorResponse },
  },
  flightExtra: {
    method: 'POST',
    path: '/search/flight-extra',
    apiKey: 'search',
    summary: 'Baggage of each segment, meals or seats of each leg, for the chosen fares (form field booking: JSON text)',
    access: 'public',
    form: true,
    query: flightExtraQuerySchema,
    body: flightExtraFormSchema,
    responses: { 200: flightExtraAnswerSchema, 400: errorResponse, 409: errorResponse, 422: errorResponse },
  },
  cancellationPolicy: {
    method: 'POST',
    path: '/search/cancellation-policy',
    apiKey: 'search',
    summary: "An option's cancellation policy, from its hash (form data; urlencoded and JSON accepted)",
    access: 'public',
    form: true,
    body: cancellationPolicyFormSchema,
    responses: { 200: cancellationPolicyAnswerSchema, 400: errorResponse, 404: errorResponse, 422: errorResponse },
  },
  passengerFields: {
    method: 'POST',
    path: '/search/passenger-fields',
    apiKey: 'search',
    summary: 'Passenger cards and booking fields of the wizard, from the searched rooms',
    access: 'user',
    form: true,
    body: passengerFieldsFormSchema,
    responses: { 200: passengerFieldsAnswerSchema, 400: errorResponse, 401: errorResponse },
  },
  hotelData: {
    method: 'GET',
    path: '/search/hotel-data',
    apiKey: 'search',
    summary: "A hotel's public facts (Hotel Details of the results page)",
    access: 'public',
    query: hotelDataQuerySchema,
    responses: { 200: hotelDataSchema, 400: errorResponse, 404: errorResponse },
  },
});

/**
 * `GET search/visas` (storefront spec §4 point 4, domain-rules §5.3): the visa types a passenger
 * of that nationality needs for the searched destination, priced per passenger on the start
 * date. Public like `GET search`: visitors get b2c prices, logged-in users b2b.
 */
export const visaSearchApi = defineRoutes('search', {
  visas: {
    method: 'GET',
    path: '/search/visas',
    apiKey: 'search',
    summary: 'Visa options for a nationality and a destination, priced per passenger (rooms as GET search sends them)',
    access: 'public',
    query: visaSearchQuerySchema,
    responses: { 200: visaSearchAnswerSchema, 400: errorResponse, 422: errorResponse },
  },
});

/**
 * `GET search/transfers` (storefront spec §3 Transfer, §4 point 4, §5; domain-rules §5.2): the
 * transfers from the arrival airport to the hotel, one option per (transfer, car category) that
 * fits every searched room, priced per car for the asking user, cheapest first. Public like
 * `GET search`: visitors get b2c prices, logged-in users b2b; never a net price.
 */
export const transferSearchApi = defineRoutes('search', {
  transfers: {
    method: 'GET',
    path: '/search/transfers',
    apiKey: 'search',
    summary: 'Transfer options from the arrival airport to the hotel, one car per searched room (rooms as GET search sends them)',
    access: 'public',
    query: transferSearchQuerySchema,
    responses: { 200: transferSearchAnswerSchema, 400: errorResponse, 404: errorResponse, 422: errorResponse },
  },
});
