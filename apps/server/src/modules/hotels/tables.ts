import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { HotelMarkups } from '@travel/contracts';
import { bookingItems } from '../bookings/tables';
import { locations, taxonomies } from '../reference/tables';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    hotelCategoryId: integer('hotel_category_id')
      .notNull()
      .references(() => taxonomies.id),
    address: text('address'),
    phone: text('phone'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    infantAgeMax: integer('infant_age_max').notNull().default(2),
    children1AgeMax: integer('children1_age_max').notNull().default(12),
    children2AgeMax: integer('children2_age_max'),
    defaultCurrency: text('default_currency').notNull().default('EUR'),
    markups: jsonb('markups').$type<HotelMarkups>().notNull().default({}),
    description: text('description').notNull().default(''),
    note: text('note'),
    mainImage: text('main_image'),
    mealTypeIds: jsonb('meal_type_ids').$type<number[]>().notNull().default([]),
    defaultMealTypeId: integer('default_meal_type_id').references(() => taxonomies.id),
    /** The hotel is sold only with a transfer: its room options say `hasRequiredTransfer`. */
    requiresTransfer: boolean('requires_transfer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hotels_location').on(t.locationId), index('hotels_category').on(t.hotelCategoryId), index('hotels_name').on(t.name)],
);

export const hotelImages = pgTable(
  'hotel_images',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('hotel_images_hotel').on(t.hotelId, t.position)],
);

export type UnallowedOccupancy = {
  unallowedMinAdultOccupancy: number;
  unallowedMaxAdultOccupancy: number;
  unallowedMinChildOccupancy: number;
  unallowedMaxChildOccupancy: number;
};

/** Room types of a hotel (back-office spec §3 Room). */
export const hotelRooms = pgTable(
  'hotel_rooms',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minAdultOccupancy: integer('min_adult_occupancy').notNull(),
    maxAdultOccupancy: integer('max_adult_occupancy').notNull(),
    minChildOccupancy: integer('min_child_occupancy').notNull(),
    maxChildOccupancy: integer('max_child_occupancy').notNull(),
    baseOccupancy: integer('base_occupancy').notNull(),
    maxOccupancy: integer('max_occupancy').notNull(),
    extraBedsCount: integer('extra_beds_count').notNull().default(0),
    unallowedOccupancies: jsonb('unallowed_occupancies').$type<UnallowedOccupancy[]>().notNull().default([]),
    roomFacilityIds: jsonb('room_facility_ids').$type<number[]>().notNull().default([]),
    /** Its entry of the `roomType` taxonomy (Single, Double ...), shown as the option's roomTypeTaxonomy. */
    roomTypeTaxonomyId: integer('room_type_taxonomy_id').references(() => taxonomies.id),
    /** Its `roomCategory` taxonomy entry (Standard, Superior, Deluxe ...). */
    roomCategoryId: integer('room_category_id').references(() => taxonomies.id),
    note: text('note'),
  },
  (t) => [index('hotel_rooms_hotel').on(t.hotelId)],
);

/** A pricing period of a room type (back-office spec §3 Room pricing; domain-rules §4.1). */
export const roomPricing = pgTable(
  'room_pricing',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => hotelRooms.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    pricingType: text('pricing_type').notNull().default('personCount'),
    mealTypeId: integer('meal_type_id')
      .notNull()
      .references(() => taxonomies.id),
    extraAdult: money('extra_adult'),
    extraChild: money('extra_child'),
    // Stay restrictions (domain-rules §4.6, issue 33): null imposes nothing.
    minStayArrival: integer('min_stay_arrival'),
    minStayThrough: integer('min_stay_through'),
    maxStay: integer('max_stay'),
    releaseDays: integer('release_days'),
    minAdvance: integer('min_advance'),
    maxAdvance: integer('max_advance'),
    /** Closed days as canonical text: weekday codes, then dates ("sat,sun,2027-03-12"; contracts closedDaysText). */
    closedToArrival: text('closed_to_arrival'),
    closedToDeparture: text('closed_to_departure'),
  },
  (t) => [index('room_pricing_room').on(t.roomId, t.startDate)],
);

/** The `{n}person` prices of a pricing period, one row per person count. */
export const roomPricingPersonPrices = pgTable(
  'room_pricing_person_prices',
  {
    pricingId: integer('pricing_id')
      .notNull()
      .references(() => roomPricing.id, { onDelete: 'cascade' }),
    persons: integer('persons').notNull(),
    price: money('price').notNull(),
  },
  (t) => [uniqueIndex('room_pricing_person_prices_pk').on(t.pricingId, t.persons)],
);

/** Rooms for sale per night (domain-rules §6); `sold` is consumed by bookings. */
export const roomAllotments = pgTable(
  'room_allotments',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => hotelRooms.id, { onDelete: 'cascade' }),
    night: date('night').notNull(),
    rooms: integer('rooms').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [uniqueIndex('room_allotments_pk').on(t.roomId, t.night), check('room_allotments_sold', sql`${t.sold} >= 0 and ${t.rooms} >= 0`)],
);

/**
 * Offers and stop sales, one table for the eight lists of the Offers/Stop sales tab; the
 * kind-specific fields live in `pricing_data` (prices as exact decimal text).
 */
export const hotelOffers = pgTable(
  'hotel_offers',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    bookStartDate: date('book_start_date'),
    bookEndDate: date('book_end_date'),
    roomTypeIds: jsonb('room_type_ids').$type<'all' | number[]>().notNull().default(sql`'"all"'::jsonb`),
    applyWithOthersIds: jsonb('apply_with_others_ids').$type<number[]>().notNull().default([]),
    pricingData: jsonb('pricing_data').$type<Record<string, string | number>>().notNull().default({}),
  },
  (t) => [index('hotel_offers_hotel').on(t.hotelId, t.kind)],
);

/** Cancellation rules: days before check-in → penalty (domain-rules §7). */
export const hotelCancellationRules = pgTable(
  'hotel_cancellation_rules',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before').notNull(),
    penaltyType: text('penalty_type').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [uniqueIndex('hotel_cancellation_rules_days').on(t.hotelId, t.daysBefore)],
);

/**
 * What a booking item of the hotel product sold (issue 28: the stored item is a union, like
 * `flight_sales` and `visa_sales`): its hotel, room type and meal, written by the product's
 * `recordSale` in the booking's transaction. The hotel and room type keys have no cascade (as the
 * item's own columns had before migration 0023): a booked room type cannot be deleted.
 */
export const hotelSales = pgTable(
  'hotel_sales',
  {
    bookingItemId: integer('booking_item_id')
      .primaryKey()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id').references(() => hotels.id),
    roomId: integer('room_id').references(() => hotelRooms.id),
    mealTypeId: integer('meal_type_id').references(() => taxonomies.id),
  },
  (t) => [index('hotel_sales_hotel').on(t.hotelId), index('hotel_sales_room').on(t.roomId)],
);
export type HotelSaleRow = typeof hotelSales.$inferSelect;
