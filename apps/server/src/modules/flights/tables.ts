import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { HotelMarkups, SeatMapInput } from '@travel/contracts';
import { bookingItems } from '../bookings/tables';
import { locations } from '../reference/tables';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const airport = (name: string) => integer(name).references(() => locations.id);

/** Our own charter flights (back-office spec §3 Flight, domain-rules §5.1). */
export const flights = pgTable(
  'flights',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    fromAirportId: airport('from_airport_id').notNull(),
    toAirportId: airport('to_airport_id').notNull(),
    airlineName: text('airline_name'),
    airlineCode: text('airline_code'),
    /** A storage key (an uploaded logo) or a URL kept as sent. */
    airlineLogo: text('airline_logo'),
    /** Currency of the extras' and seats' prices. */
    defaultCurrency: text('default_currency').notNull().default('EUR'),
    markups: jsonb('markups').$type<HotelMarkups>().notNull().default({}),
    description: text('description'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flights_from').on(t.fromAirportId), index('flights_to').on(t.toAirportId), index('flights_name').on(t.name)],
);
export type FlightRow = typeof flights.$inferSelect;

/** A direction of a flight: when it flies (weekdays, validity) and how many seats it sells. */
export const flightSegments = pgTable(
  'flight_segments',
  {
    id: serial('id').primaryKey(),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    direction: text('direction').$type<'outbound' | 'return'>().notNull(),
    /** ISO weekdays 1 (Monday) .. 7 (Sunday), ascending. */
    weekdays: jsonb('weekdays').$type<number[]>().notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    seatCapacity: integer('seat_capacity'),
  },
  (t) => [
    index('flight_segments_flight').on(t.flightId),
    check('flight_segments_direction', sql`${t.direction} in ('outbound', 'return')`),
    check('flight_segments_validity', sql`${t.validTo} >= ${t.validFrom}`),
  ],
);
export type SegmentRow = typeof flightSegments.$inferSelect;

/** One hop of a segment; its seat map is a value (rows, letters, blocked seats, row prices). */
export const flightLegs = pgTable(
  'flight_legs',
  {
    id: serial('id').primaryKey(),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => flightSegments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    flightNumber: text('flight_number').notNull(),
    fromAirportId: airport('from_airport_id').notNull(),
    toAirportId: airport('to_airport_id').notNull(),
    departureTime: text('departure_time').notNull(),
    dayOffset: integer('day_offset').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull(),
    seatMap: jsonb('seat_map').$type<SeatMapInput>(),
  },
  (t) => [index('flight_legs_segment').on(t.segmentId, t.position), check('flight_legs_duration', sql`${t.durationMinutes} > 0`)],
);
export type LegRow = typeof flightLegs.$inferSelect;

/** Baggage a passenger may buy on a segment. */
export const flightBaggageOptions = pgTable(
  'flight_baggage_options',
  {
    id: serial('id').primaryKey(),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => flightSegments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    weight: text('weight'),
    price: money('price').notNull(),
  },
  (t) => [index('flight_baggage_segment').on(t.segmentId, t.position)],
);

/** Meals a passenger may choose on a leg. */
export const flightMealOptions = pgTable(
  'flight_meal_options',
  {
    id: serial('id').primaryKey(),
    legId: integer('leg_id')
      .notNull()
      .references(() => flightLegs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    price: money('price').notNull(),
  },
  (t) => [index('flight_meal_leg').on(t.legId, t.position)],
);

/** Fares of a flight (back-office spec §3 Flight fare); baggage entries are included for everyone. */
export const flightFares = pgTable(
  'flight_fares',
  {
    id: serial('id').primaryKey(),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    meal: text('meal').notNull(),
    description: text('description'),
    handBaggages: jsonb('hand_baggages').$type<string[]>().notNull().default([]),
    baggages: jsonb('baggages').$type<string[]>().notNull().default([]),
  },
  (t) => [index('flight_fares_flight').on(t.flightId)],
);
export type FareRow = typeof flightFares.$inferSelect;

/** A fare's cancellation rules, in the hotel rules' form (domain-rules §7). */
export const flightFareCancellationRules = pgTable(
  'flight_fare_cancellation_rules',
  {
    id: serial('id').primaryKey(),
    fareId: integer('fare_id')
      .notNull()
      .references(() => flightFares.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before').notNull(),
    penaltyType: text('penalty_type').$type<'percent' | 'nights' | 'fixed'>().notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('flight_fare_rules_fare').on(t.fareId)],
);

/** A fare's pricing period (back-office spec §3 Fare pricing); both dates inclusive. */
export const flightFarePricing = pgTable(
  'flight_fare_pricing',
  {
    id: serial('id').primaryKey(),
    fareId: integer('fare_id')
      .notNull()
      .references(() => flightFares.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    price: money('price').notNull(),
    priceChild1: money('price_child1').notNull(),
    priceChild2: money('price_child2').notNull(),
    priceReturn: money('price_return').notNull(),
    priceReturnChild1: money('price_return_child1').notNull(),
    priceReturnChild2: money('price_return_child2').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [index('flight_fare_pricing_fare').on(t.fareId, t.startDate), check('flight_fare_pricing_period', sql`${t.endDate} >= ${t.startDate}`)],
);
export type FarePricingRow = typeof flightFarePricing.$inferSelect;

/**
 * What a flight booking item sold: the flight, its fares and the pricing rows that priced them. The
 * flights module owns this link (booking items stay product-neutral); its restricting foreign
 * keys are why a sold flight, fare or pricing row cannot be deleted (409).
 */
export const flightSales = pgTable(
  'flight_sales',
  {
    bookingItemId: integer('booking_item_id')
      .primaryKey()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id, { onDelete: 'restrict' }),
    fareId: integer('fare_id').references(() => flightFares.id, { onDelete: 'restrict' }),
    farePricingId: integer('fare_pricing_id').references(() => flightFarePricing.id, { onDelete: 'restrict' }),
    /** The return segment's fare and pricing row of a round trip (null one way): as protected as the outbound's. */
    returnFareId: integer('return_fare_id').references(() => flightFares.id, { onDelete: 'restrict' }),
    returnFarePricingId: integer('return_fare_pricing_id').references(() => flightFarePricing.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('flight_sales_flight').on(t.flightId),
    index('flight_sales_fare').on(t.fareId),
    index('flight_sales_pricing').on(t.farePricingId),
    index('flight_sales_return_fare').on(t.returnFareId),
    index('flight_sales_return_pricing').on(t.returnFarePricingId),
  ],
);
