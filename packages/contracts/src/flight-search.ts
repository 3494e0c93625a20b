import { z } from 'zod';
import { FLIGHT_EXTRA_TYPES, LEG_KEY, SEGMENT_KEYS } from './flight-rules';
import { FLIGHT_TYPES } from './search-rules';

export * from './flight-rules';

/**
 * Flight mode of the storefront (storefront spec §2, §3 Flight and Flight extras, §4 points 2-3;
 * account spec §3 Booking parameters and Extras, §7 `search/flight-details` and
 * `search/flight-extra`; domain-rules §5.1, §6, §10). Money is decimal text; `pricePerPaxAvg*`
 * are exact averages (full precision, e.g. "64.375"): screens show them rounded, and the flight
 * item price is `flightItemPrice` of them (rounded once, domain-rules §5.1).
 */

const airportRef = z.object({ id: z.number(), code: z.string(), name: z.string() });
export const flightAirlineSchema = z.object({ name: z.string(), code: z.string(), logo: z.string().nullable() });

/** One hop: local date and time 'YYYY-MM-DDTHH:MM' of departure and arrival. */
export const flightLegOptionSchema = z.object({
  legKey: z.string(),
  flightNumber: z.string(),
  carrierCode: z.string(),
  origin: airportRef,
  destination: airportRef,
  departureDate: z.string(),
  arrivalDate: z.string(),
  durationMinutes: z.number(),
});

/** A fare offered on a segment (flight-details): exact averages per passenger, for the asking user. */
export const flightFareOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  /** What the fare includes, as the fare card lists it: hand baggage, baggage, meal. */
  includedServices: z.array(z.string()),
  /** Exact selling average per passenger of this fare on this segment. */
  pricePerPaxAvg: z.string(),
  /** Exact: this fare's average minus the cheapest fare's on the segment (0 for the cheapest). */
  pricePerPaxAvgExtra: z.string(),
  /** The fare's meal when it makes the meal step required; null otherwise. */
  meal: z.string().nullable(),
  description: z.string().nullable(),
  /** The fare's cancellation rules in words ('Non-refundable' when it has none). */
  cancellation: z.array(z.string()),
});
export type FlightFareOption = z.infer<typeof flightFareOptionSchema>;

export const flightSegmentOptionSchema = z.object({
  segmentKey: z.enum(SEGMENT_KEYS),
  airline: flightAirlineSchema,
  carrierCode: z.string(),
  /** The first leg's number. */
  flightNumber: z.string(),
  origin: airportRef,
  destination: airportRef,
  departureDate: z.string(),
  arrivalDate: z.string(),
  stopsNames: z.array(z.string()),
  /** Minutes from the first departure to the last arrival (domain-rules §5.1). */
  flightTimeWithStops: z.number(),
  legs: z.array(flightLegOptionSchema),
  /** The fares offered on this segment (names; prices come with flight-details). */
  fareTypes: z.array(z.object({ id: z.number(), name: z.string() })),
  /** Seats left for sale on that date (null: capacity not limited). */
  seatsLeft: z.number().nullable(),
});
export type FlightSegmentOption = z.infer<typeof flightSegmentOptionSchema>;

/** A flight of the results: priced at the cheapest fare of every segment for the whole party. */
export const flightOptionSchema = z.object({
  id: z.number(),
  flightType: z.enum(FLIGHT_TYPES),
  name: z.string(),
  segments: z.array(flightSegmentOptionSchema),
  /** Per person at the cheapest fares: round(pricePerPaxAvgBase). */
  pricePerPax: z.string(),
  /** Exact: sum over segments of the cheapest fare's average. */
  pricePerPaxAvgBase: z.string(),
  /** The whole party at the cheapest fares: pricePerPax x passengers. */
  price: z.string(),
  priceOnRequest: z.boolean(),
  availability: z.enum(['available', 'onrequest']),
  currency: z.string(),
  pax: z.object({ adult: z.number(), child: z.number(), infant: z.number() }),
  /** The signed claim flight-details, flight-extra and the booking re-price (domain-rules §7). */
  hash: z.string(),
});
export type FlightOption = z.infer<typeof flightOptionSchema>;

/** Days a trip could fly instead: its dates moved together (a round trip keeps its nights). */
export const nearestTripSchema = z.object({ startDate: z.string(), endDate: z.string().nullable() });
export type NearestTrip = z.infer<typeof nearestTripSchema>;
/**
 * When no flight of the route flies the searched days: the nearest days with departures before
 * (from today on) and after them, from the schedule (null on a side with none); null when flights
 * were found. The results page writes "No flight from Lisbon to Paris on 12.03; flights on 11.03
 * and 13.03" and re-runs the search on the day chosen.
 */
export const nearestDatesSchema = z.object({ before: nearestTripSchema.nullable(), after: nearestTripSchema.nullable() });
export type NearestDates = z.infer<typeof nearestDatesSchema>;

// The answer of `GET search?searchMode=flight` (`flightSearchAnswerSchema`, `FlightSearchAnswer`) lives
// in api/search.ts beside the hotel and package answers: the three share the account spec's §3
// shape (entities, hotels, flights, transfers, visas, filters, price, currency, priceOnRequest).

/** `POST search/flight-details` (form: hash): the flight with the fares of every segment. */
export const flightDetailsFormSchema = z.object({ hash: z.string({ error: 'hash is required' }).min(1, 'hash is required').max(4000) });
export const flightDetailsSchema = flightOptionSchema.extend({
  segments: z.array(flightSegmentOptionSchema.extend({ fares: z.array(flightFareOptionSchema) })),
});
export type FlightDetails = z.infer<typeof flightDetailsSchema>;
export const flightDetailsAnswerSchema = z.object({ flights: z.array(flightDetailsSchema) });

// ---------------------------------------------------------------- choices of the wizard and the booking

/** The fare chosen on each segment. */
export const flightChoiceSchema = z.object({
  segments: z
    .array(
      z.object({
        segmentKey: z.enum(SEGMENT_KEYS, { error: 'segmentKey must be outbound or return' }),
        fareId: z.coerce.number({ error: 'fareId is required' }).int('fareId is required').positive('fareId is required'),
        legs: z.array(z.object({ legKey: z.string().regex(LEG_KEY, 'legKey must be like outbound-1') })).default([]),
      }),
    )
    .min(1, 'choose a fare for every segment')
    .max(2, 'a flight has at most two segments'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a currency code')
    .optional(),
});
export type FlightChoice = z.infer<typeof flightChoiceSchema>;

const passengerId = z.string().regex(/^passenger\d{1,2}$/, 'must be passenger1, passenger2 ...');
/** A client's price is only compared with the catalogue's: a different one is refused, never used. */
const seenPrice = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? v.toFixed(2) : v),
  z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount')
    .optional(),
);

export const flightBaggageChoiceSchema = z.object({ passengerId, segmentKey: z.enum(SEGMENT_KEYS), id: z.string().min(1).max(40), price: seenPrice });
export const flightMealChoiceSchema = z.object({
  passengerId,
  legKey: z.string().regex(LEG_KEY, 'legKey must be like outbound-1'),
  id: z.string().min(1).max(40),
  price: seenPrice,
});
export const flightSeatChoiceSchema = z.object({
  passengerId,
  legKey: z.string().regex(LEG_KEY, 'legKey must be like outbound-1'),
  /** The seat: row and letter, e.g. 3A. */
  id: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^\d{1,2}[A-Z]$/, 'a seat is a row and a letter, e.g. 3A'),
  price: seenPrice,
});
export type FlightBaggageChoice = z.infer<typeof flightBaggageChoiceSchema>;
export type FlightMealChoice = z.infer<typeof flightMealChoiceSchema>;
export type FlightSeatChoice = z.infer<typeof flightSeatChoiceSchema>;

/** The flight parts of `POST bookings` (account spec §3 Booking parameters). */
export const flightBookingPartsShape = {
  flight: flightChoiceSchema.optional(),
  flightBaggageList: z.array(flightBaggageChoiceSchema).max(200).default([]),
  flightMealsList: z.array(flightMealChoiceSchema).max(200).default([]),
  flightSeatsList: z.array(flightSeatChoiceSchema).max(200).default([]),
};

/**
 * `POST search/flight-extra?type=` form field `booking`: JSON text of the option's hash and the
 * fares chosen so far (included extras and a required meal depend on the fare).
 */
export const flightExtraQuerySchema = z.object({ type: z.enum(FLIGHT_EXTRA_TYPES, { error: 'type must be baggage, meal or seat' }) });
export const flightExtraRequestSchema = z.object({ hash: flightDetailsFormSchema.shape.hash, flight: flightChoiceSchema });
export type FlightExtraRequest = z.infer<typeof flightExtraRequestSchema>;
export const flightExtraFormSchema = z.object({
  booking: z.string().meta({ description: 'JSON text: { hash, flight: { segments: [{ segmentKey, fareId }] } }' }),
});

/** Per passenger: 'included' (price 0) or the price in the option's currency; absent: not for that passenger (an infant's seat). Key `all`: every passenger of the answer has it at that value (spec's 'all'). */
export const extraPassengerPricesSchema = z.record(z.string(), z.string());

export const flightExtraItemSchema = z.object({
  /** Baggage and meal option ids are numbers as text; included fare baggage is 'fare-<fareId>-<n>'; seats are '3A'. */
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.string(),
  currency: z.string(),
  passengerIds: extraPassengerPricesSchema,
  /** Seats only: 'available', 'blocked' (never sold) or 'taken' (a live booking holds it). */
  availability: z.enum(['available', 'blocked', 'taken']).optional(),
  row: z.number().optional(),
  letter: z.string().optional(),
});
export type FlightExtraItem = z.infer<typeof flightExtraItemSchema>;

/** One segment's baggage, or one leg's meals or seats. */
export const flightExtraEntitySchema = z.object({
  key: z.string(),
  segmentKey: z.enum(SEGMENT_KEYS),
  legKey: z.string().nullable(),
  /** 'LIS → CDG · TA401' */
  title: z.string(),
  selectionType: z.enum(['required', 'possible']),
  items: z.array(flightExtraItemSchema),
});
export type FlightExtraEntity = z.infer<typeof flightExtraEntitySchema>;

export const flightExtraAnswerSchema = z.object({
  type: z.enum(FLIGHT_EXTRA_TYPES),
  entities: z.array(flightExtraEntitySchema),
  /** Seats: the layout of each leg's map by legKey (rows 1 .. rowsCount - 1, letters as columns). */
  extraData: z.record(z.string(), z.object({ rowsCount: z.number(), seatsNumbers: z.array(z.string()) })),
  /** The passengers extras are chosen for, in order (infants get no seat). */
  passengers: z.array(z.object({ id: z.string(), ageType: z.enum(['adult', 'child', 'infant']), age: z.number().nullable() })),
  /** The account spec's sentence when nothing can be chosen of this type; null otherwise. */
  message: z.string().nullable(),
});
export type FlightExtraAnswer = z.infer<typeof flightExtraAnswerSchema>;

// ---------------------------------------------------------------- the booked flight item

export const bookedFlightSegmentSchema = z.object({
  segmentKey: z.enum(SEGMENT_KEYS),
  origin: z.object({ code: z.string(), name: z.string() }),
  destination: z.object({ code: z.string(), name: z.string() }),
  stopsNames: z.array(z.string()),
  airline: z.object({ name: z.string(), logo: z.string().nullable() }),
  carrierCode: z.string(),
  flightNumber: z.string(),
  departureDate: z.string(),
  arrivalDate: z.string(),
  selectedFareType: z.object({ id: z.number(), name: z.string() }),
  legs: z.array(
    z.object({ legKey: z.string(), flightNumber: z.string(), origin: z.string(), destination: z.string(), departureDate: z.string(), arrivalDate: z.string() }),
  ),
});
export type BookedFlightSegment = z.infer<typeof bookedFlightSegmentSchema>;

/** An extra stored on a flight item, per passenger (included ones at 0). */
export const bookedFlightExtraSchema = z.object({
  passengerId: z.string(),
  type: z.enum(FLIGHT_EXTRA_TYPES),
  segmentKey: z.enum(SEGMENT_KEYS),
  legKey: z.string().nullable(),
  id: z.string(),
  name: z.string(),
  price: z.string(),
  included: z.boolean(),
});
export type BookedFlightExtra = z.infer<typeof bookedFlightExtraSchema>;

// ---------------------------------------------------------------- exact averages
