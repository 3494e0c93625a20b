import { z } from 'zod';
import { formId as id, isoDateSchema, optionalFormId as optionalId, optionalText, paged, requiredText, wholeNumber } from './common';
import { cancellationRuleSchema, hotelMarkupsSchema, PENALTY_TYPES, priceSchema } from './hotels';
import { displayDay } from './passengers';
import { jsonText, markupTypeSchema } from './users';

/**
 * Flight catalogue contracts: back-office spec §3 Flight and Flight fare, and what
 * domain-rules §5.1 adds (airline, segments and legs, weekdays, validity, seat capacity, a seat
 * map per leg, baggage and meal options, fare cancellation rules, b2b/b2c markups).
 */

export const SEAT_MAP_LIMITS = { rows: 99, letters: 10 } as const;
export const MAX_LEGS_PER_SEGMENT = 4;
export const SEGMENT_DIRECTIONS = ['outbound', 'return'] as const;
export type SegmentDirection = (typeof SEGMENT_DIRECTIONS)[number];

/**
 * An airport as the forms send it: the option object of `destinations/from-airports`
 * (`id` or `value`), or a bare id. Whether the id is an airport is the server's check.
 */
export const airportInputSchema = z.preprocess(
  (v, ctx) => {
    const value = v && typeof v === 'object' && !Array.isArray(v) ? ((v as { id?: unknown }).id ?? (v as { value?: unknown }).value) : v;
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: 'is required' });
      return z.NEVER;
    }
    return value;
  },
  z.coerce.number({ error: 'must be an airport' }).int('must be an airport').positive('must be an airport'),
);

// ---------------------------------------------------------------- airline
export const airlineInputSchema = z.object({
  name: requiredText('Airline name', 100),
  code: z
    .string({ error: 'Airline code is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2}$/, 'Airline code must be a 2-character IATA code'),
  /** The stored logo URL, kept on save; a new logo comes as the `airlineLogo` file part. */
  logo: optionalText(500).nullable(),
});

// ---------------------------------------------------------------- seat map
/**
 * Rows of a seat map run 1 .. rowsCount - 1, as the account spec draws them (domain-rules §5.1):
 * a map of 30 rows has rowsCount 31. Every screen and check counts rows through these two.
 */
export const lastSeatRow = (rowsCount: number) => Math.max(0, rowsCount - 1);
export const seatRows = (rowsCount: number) => Array.from({ length: lastSeatRow(rowsCount) }, (_, i) => i + 1);
export const seatLabel = (row: number, letter: string) => `${row}${letter}`;

export const seatMapInputSchema = z
  .object({
    rowsCount: z.coerce
      .number({ error: 'rowsCount must be a whole number' })
      .int('rowsCount must be a whole number')
      .min(2, 'rowsCount must be at least 2 (rows run 1 to rowsCount - 1)')
      .max(SEAT_MAP_LIMITS.rows + 1, `a seat map has at most ${SEAT_MAP_LIMITS.rows} rows (rowsCount ${SEAT_MAP_LIMITS.rows + 1})`),
    seatsNumbers: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]$/, 'a seat letter is one letter A-Z'),
      )
      .min(1, 'a seat map needs at least one seat letter')
      .max(SEAT_MAP_LIMITS.letters, `a seat map has at most ${SEAT_MAP_LIMITS.letters} seat letters`),
    blockedSeats: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^\d{1,2}[A-Z]$/, 'a seat is a row and a letter, e.g. 12C'),
      )
      .max(990)
      .default([]),
    rowPrices: z
      .array(z.object({ fromRow: wholeNumber('fromRow', 1, 99), toRow: wholeNumber('toRow', 1, 99), price: priceSchema }))
      .max(99)
      .default([]),
  })
  .superRefine((map, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const letters = new Set<string>();
    for (const [i, letter] of map.seatsNumbers.entries()) {
      if (letters.has(letter)) issue(['seatsNumbers', i], `seat letter ${letter} is listed twice`);
      letters.add(letter);
    }
    const blocked = new Set<string>();
    for (const [i, seat] of map.blockedSeats.entries()) {
      const row = Number(seat.slice(0, -1));
      const letter = seat.slice(-1);
      if (row < 1 || row > lastSeatRow(map.rowsCount) || !letters.has(letter)) {
        issue(['blockedSeats', i], `seat ${seat} is outside the map (rows 1-${lastSeatRow(map.rowsCount)}, letters ${map.seatsNumbers.join('')})`);
      } else if (blocked.has(seat)) issue(['blockedSeats', i], `seat ${seat} is blocked twice`);
      blocked.add(seat);
    }
    for (const [i, range] of map.rowPrices.entries()) {
      if (range.toRow < range.fromRow) issue(['rowPrices', i, 'toRow'], 'must not be below fromRow');
      else if (range.toRow > lastSeatRow(map.rowsCount))
        issue(['rowPrices', i, 'toRow'], `row ${range.toRow} is outside the map (rows 1-${lastSeatRow(map.rowsCount)})`);
      const other = map.rowPrices.slice(0, i).findIndex((o) => o.fromRow <= range.toRow && range.fromRow <= o.toRow);
      if (other >= 0) issue(['rowPrices', i, 'fromRow'], `rows ${range.fromRow}-${range.toRow} overlap rowPrices.${other}`);
    }
  });
export type SeatMapInput = z.infer<typeof seatMapInputSchema>;

/** Seats a seat map sells: every seat but the blocked ones. */
export const sellableSeats = (map: { rowsCount: number; seatsNumbers: string[]; blockedSeats: string[] }) =>
  lastSeatRow(map.rowsCount) * map.seatsNumbers.length - new Set(map.blockedSeats).size;

// ---------------------------------------------------------------- extras
export const baggageOptionInputSchema = z.object({
  id: optionalId,
  name: requiredText('Baggage name', 100),
  weight: optionalText(50),
  price: priceSchema,
});
export const mealOptionInputSchema = z.object({ id: optionalId, name: requiredText('Meal name', 100), price: priceSchema });

// ---------------------------------------------------------------- segments and legs
/** HH:MM, 00:00 to 23:59. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');
export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const legInputSchema = z
  .object({
    id: optionalId,
    flightNumber: z
      .string({ error: 'Flight number is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, 'must be a flight number like TA401'),
    fromAirport: airportInputSchema,
    toAirport: airportInputSchema,
    departureTime: timeOfDaySchema,
    /** Days after the segment's first departure day this leg departs (a connection past midnight). */
    dayOffset: wholeNumber('dayOffset', 0, 3).default(0),
    durationMinutes: z.coerce
      .number({ error: 'durationMinutes must be a whole number' })
      .int('durationMinutes must be a whole number')
      .min(1, 'the arrival must be after the departure (durationMinutes must be at least 1)')
      .max(24 * 60, 'durationMinutes must be at most 1440'),
    seatMap: seatMapInputSchema.nullish(),
    mealOptions: z.array(mealOptionInputSchema).max(20).default([]),
  })
  .refine((leg) => leg.fromAirport !== leg.toAirport, { message: 'must differ from fromAirport', path: ['toAirport'] });
export type LegInput = z.infer<typeof legInputSchema>;

/** Minutes from the segment's first departure day's midnight: departure and arrival of a leg. */
export const legTimes = (leg: { departureTime: string; dayOffset: number; durationMinutes: number }) => {
  const departure = leg.dayOffset * 24 * 60 + minutesOfDay(leg.departureTime);
  return { departure, arrival: departure + leg.durationMinutes };
};

export const segmentInputSchema = z
  .object({
    id: optionalId,
    direction: z.enum(SEGMENT_DIRECTIONS, { error: 'direction must be outbound or return' }),
    /** ISO weekdays the segment flies: 1 Monday .. 7 Sunday. */
    weekdays: z
      .array(
        z.coerce
          .number()
          .int('must be a weekday 1 (Monday) to 7 (Sunday)')
          .min(1, 'must be a weekday 1 (Monday) to 7 (Sunday)')
          .max(7, 'must be a weekday 1 (Monday) to 7 (Sunday)'),
      )
      .min(1, 'choose at least one weekday'),
    validFrom: isoDateSchema,
    validTo: isoDateSchema,
    /** Seats for sale per departure date; absent: the sellable seats of the first leg's seat map. */
    seatCapacity: z.preprocess((v) => (v === '' || v === null ? undefined : v), wholeNumber('seatCapacity', 0, 1000).optional()),
    legs: z.array(legInputSchema).min(1, 'a segment needs at least one leg').max(MAX_LEGS_PER_SEGMENT, `a segment has at most ${MAX_LEGS_PER_SEGMENT} legs`),
    baggageOptions: z.array(baggageOptionInputSchema).max(20).default([]),
  })
  .superRefine((segment, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (segment.validTo < segment.validFrom) issue(['validTo'], 'must not be before validFrom');
    if (new Set(segment.weekdays).size !== segment.weekdays.length) issue(['weekdays'], 'a weekday is listed twice');
    for (let i = 1; i < segment.legs.length; i++) {
      const previous = segment.legs[i - 1];
      const leg = segment.legs[i];
      if (leg.fromAirport !== previous.toAirport) issue(['legs', i, 'fromAirport'], `must be where legs.${i - 1} lands`);
      if (legTimes(leg).departure < legTimes(previous).arrival) {
        issue(['legs', i, 'departureTime'], `must not be before legs.${i - 1} arrives`);
      }
    }
  });
export type SegmentInput = z.infer<typeof segmentInputSchema>;

// ---------------------------------------------------------------- fares
export const fareInputSchema = z.object({
  name: requiredText('Name', 100),
  code: requiredText('Code', 20),
  /** Free text ('Hot meal', 'No meal'); see `fareIncludesMeal`. */
  meal: requiredText('Meal', 100),
  description: optionalText(5000),
  handBagagges: z
    .array(z.object({ handBaggage: requiredText('Hand baggage', 100) }))
    .max(10)
    .default([]),
  baggages: z
    .array(z.object({ baggage: requiredText('Baggage', 100) }))
    .max(10)
    .default([]),
  cancellationRules: z.array(cancellationRuleSchema).max(20).default([]),
});
export type FareInput = z.infer<typeof fareInputSchema>;

/** A fare's meal makes the meal step required, unless it says there is none. */
export const fareIncludesMeal = (meal: string) => !/^(none|no meal|no|-)$/i.test(meal.trim());

export const farePricingDataSchema = z.object({
  price: priceSchema,
  priceChild1: priceSchema,
  priceChild2: priceSchema,
  priceReturn: priceSchema,
  priceReturnChild1: priceSchema,
  priceReturnChild2: priceSchema,
  currency: z.string({ error: 'Currency is required' }).regex(/^[A-Z]{3}$/, 'Currency is required (a currency code)'),
});
export type FarePricingData = z.infer<typeof farePricingDataSchema>;
export const FARE_PRICE_FIELDS = ['price', 'priceChild1', 'priceChild2', 'priceReturn', 'priceReturnChild1', 'priceReturnChild2'] as const;

export const farePricingInputSchema = z
  .object({ id: optionalId, startDate: isoDateSchema, endDate: isoDateSchema, pricingData: farePricingDataSchema })
  .refine((v) => v.endDate >= v.startDate, { message: 'end date must not be before the start date', path: ['endDate'] });
export type FarePricingInput = z.infer<typeof farePricingInputSchema>;

/** A period as the overlap sentences say it: 01.06.2027-30.06.2027 (the grid's DD.MM.YYYY). */
export const periodText = (period: { startDate: string; endDate: string }) => `${displayDay(period.startDate)}-${displayDay(period.endDate)}`;

/**
 * Periods of one fare may not overlap (issue 32), as a car's and a visa type's may not: one row
 * prices a departure date. Each row is named against the first earlier row it meets, counted
 * from 1 as the grid shows them ("period 1").
 */
export const farePricingListSchema = z
  .array(farePricingInputSchema)
  .max(200)
  .superRefine((rows, ctx) => {
    for (const [i, row] of rows.entries()) {
      const j = rows.slice(0, i).findIndex((other) => row.startDate <= other.endDate && other.startDate <= row.endDate);
      if (j < 0) continue;
      ctx.addIssue({ code: 'custom', path: [i, 'startDate'], message: `the period ${periodText(row)} overlaps period ${j + 1} (${periodText(rows[j]!)})` });
    }
  });

/** A fare in the flight save: its pricing periods (the fare's own fields have their own calls). */
export const flightFareUpdateSchema = z.object({ id, pricing: farePricingListSchema.default([]) });

// ---------------------------------------------------------------- flight
const flightInfoShape = {
  name: requiredText('Name'),
  fromAirport: jsonText(airportInputSchema),
  toAirport: jsonText(airportInputSchema),
  airline: jsonText(airlineInputSchema.nullable()).optional(),
  /** Currency of the extras' and seats' prices; absent: the site's default currency. */
  defaultCurrency: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be a currency code')
      .optional(),
  ),
  markups: jsonText(hotelMarkupsSchema).default({}),
  description: optionalText(100_000),
  note: optionalText(5000),
};

const routeRules = (v: { fromAirport: number; toAirport: number; segments?: SegmentInput[] }, ctx: z.RefinementCtx) => {
  if (v.fromAirport === v.toAirport) ctx.addIssue({ code: 'custom', path: ['toAirport'], message: 'must differ from fromAirport' });
  for (const [i, segment] of (v.segments ?? []).entries()) {
    const [start, end] = segment.direction === 'outbound' ? [v.fromAirport, v.toAirport] : [v.toAirport, v.fromAirport];
    const last = segment.legs.length - 1;
    if (segment.legs[0].fromAirport !== start) {
      ctx.addIssue({
        code: 'custom',
        path: ['segments', i, 'legs', 0, 'fromAirport'],
        message: `the ${segment.direction} segment must start at the flight's ${segment.direction === 'outbound' ? 'from' : 'to'} airport`,
      });
    }
    if (segment.legs[last].toAirport !== end) {
      ctx.addIssue({
        code: 'custom',
        path: ['segments', i, 'legs', last, 'toAirport'],
        message: `the ${segment.direction} segment must end at the flight's ${segment.direction === 'outbound' ? 'to' : 'from'} airport`,
      });
    }
    if ((v.segments ?? []).slice(0, i).some((s) => s.direction === segment.direction)) {
      ctx.addIssue({ code: 'custom', path: ['segments', i, 'direction'], message: `only one ${segment.direction} segment per flight` });
    }
  }
};

/** POST flights (multipart, Info tab). */
export const flightCreateRequestSchema = z.object(flightInfoShape).superRefine(routeRules);
export type FlightCreateRequest = z.infer<typeof flightCreateRequestSchema>;

/** POST flights/{id} with _method=PUT: Info plus the tabs as JSON text; an absent list is left as stored. */
export const flightUpdateRequestSchema = z
  .object({
    ...flightInfoShape,
    segments: jsonText(z.array(segmentInputSchema).max(2)).optional(),
    fares: jsonText(z.array(flightFareUpdateSchema).max(20)).optional(),
  })
  .superRefine(routeRules);
export type FlightUpdateRequest = z.infer<typeof flightUpdateRequestSchema>;

export const flightListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  searchText: z.string().trim().max(200).optional(),
  fromId: optionalId,
  toId: optionalId,
});

// ---------------------------------------------------------------- responses
export const flightAirportSchema = z.object({ id: z.number(), name: z.string(), code: z.string().nullable() });
const markupRow = z.object({ type: markupTypeSchema, amount: z.string().nullable() });

export const seatMapSchema = z.object({
  rowsCount: z.number(),
  seatsNumbers: z.array(z.string()),
  blockedSeats: z.array(z.string()),
  rowPrices: z.array(z.object({ fromRow: z.number(), toRow: z.number(), price: z.string() })),
});
/**
 * What live bookings hold of a schedule from today on (issue 27), so the Schedule and Seat map tabs
 * show which departures are sold and disable what cannot change: per segment, the departures with
 * seats sold and the bookings (references) that hold them; per leg, the seats chosen by number.
 */
export const departureSalesSchema = z.object({ date: z.string(), seats: z.number(), bookings: z.array(z.string()) });
export type DepartureSales = z.infer<typeof departureSalesSchema>;
export const soldSeatSchema = z.object({ date: z.string(), seat: z.string(), booking: z.string() });
export type SoldSeat = z.infer<typeof soldSeatSchema>;

export const legSchema = z.object({
  id: z.number(),
  flightNumber: z.string(),
  fromAirport: flightAirportSchema,
  toAirport: flightAirportSchema,
  departureTime: z.string(),
  dayOffset: z.number(),
  durationMinutes: z.number(),
  seatMap: seatMapSchema.nullable(),
  mealOptions: z.array(z.object({ id: z.number(), name: z.string(), price: z.string() })),
  /** Seats live bookings hold on this leg's departures from today on (they cannot be blocked or removed). */
  soldSeats: z.array(soldSeatSchema),
});
export const segmentSchema = z.object({
  id: z.number(),
  direction: z.enum(SEGMENT_DIRECTIONS),
  weekdays: z.array(z.number()),
  validFrom: z.string(),
  validTo: z.string(),
  /** As stored; `effectiveSeatCapacity` falls back to the first leg's sellable seats. */
  seatCapacity: z.number().nullable(),
  effectiveSeatCapacity: z.number(),
  /** First departure to last arrival, in minutes (domain-rules §5.1). */
  flightTimeWithStops: z.number(),
  stopsNames: z.array(z.string()),
  legs: z.array(legSchema),
  baggageOptions: z.array(z.object({ id: z.number(), name: z.string(), weight: z.string().nullable(), price: z.string() })),
  /** Departures from today on that live bookings hold seats of, by date. */
  sales: z.array(departureSalesSchema),
  /**
   * Whether any live booking holds this segment or a seat of its legs, on any date (past ones
   * too): such a segment and its legs keep their ids and cannot be removed.
   */
  sold: z.boolean(),
});
export type FlightSegment = z.infer<typeof segmentSchema>;

export const farePricingRowSchema = z.object({
  id: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  pricingData: z.object({
    price: z.string(),
    priceChild1: z.string(),
    priceChild2: z.string(),
    priceReturn: z.string(),
    priceReturnChild1: z.string(),
    priceReturnChild2: z.string(),
    currency: z.string(),
  }),
});
export const fareSchema = z.object({
  id: z.number(),
  flightId: z.number(),
  name: z.string(),
  code: z.string(),
  meal: z.string(),
  description: z.string().nullable(),
  handBagagges: z.array(z.object({ handBaggage: z.string() })),
  baggages: z.array(z.object({ baggage: z.string() })),
  cancellationRules: z.array(z.object({ id: z.number(), daysBefore: z.number(), penaltyType: z.enum(PENALTY_TYPES), amount: z.string() })),
  pricing: z.array(farePricingRowSchema),
});
export type Fare = z.infer<typeof fareSchema>;

export const airlineSchema = z.object({ name: z.string(), code: z.string(), logo: z.string().nullable() });

export const flightSchema = z.object({
  id: z.number(),
  name: z.string(),
  fromAirport: flightAirportSchema.nullable(),
  toAirport: flightAirportSchema.nullable(),
  airline: airlineSchema.nullable(),
  defaultCurrency: z.string(),
  markups: z.object({ b2b: markupRow, b2c: markupRow }),
  description: z.string().nullable(),
  note: z.string().nullable(),
  segments: z.array(segmentSchema),
  fares: z.array(fareSchema),
});
export type Flight = z.infer<typeof flightSchema>;

export const flightListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  fromAirport: flightAirportSchema.nullable(),
  toAirport: flightAirportSchema.nullable(),
  airline: airlineSchema.nullable(),
});
export const flightListSchema = paged(flightListItemSchema);
