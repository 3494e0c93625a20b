import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { HotelMarkups } from '@travel/contracts';
import { bookingItems } from '../bookings/tables';
import type { UnallowedOccupancy } from '../hotels/tables';
import { locations } from '../reference/tables';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** Airport transfers (back-office spec §3 Transfer, domain-rules §5.2). */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    defaultCurrency: text('default_currency').notNull(),
    infantAgeMax: integer('infant_age_max').notNull().default(2),
    children1AgeMax: integer('children1_age_max').notNull().default(12),
    children2AgeMax: integer('children2_age_max'),
    description: text('description'),
    /** b2b / b2c markups of the transfer (domain-rules §5.1: per car). */
    markups: jsonb('markups').$type<HotelMarkups>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transfers_name').on(t.name)],
);
export type TransferRow = typeof transfers.$inferSelect;

/** Where a transfer picks up: airports, or places containing them. */
export const transferOrigins = pgTable(
  'transfer_origins',
  {
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
  },
  (t) => [primaryKey({ columns: [t.transferId, t.locationId] }), index('transfer_origins_location').on(t.locationId)],
);

/** Where a transfer drops off: the hotels' locations (or places containing them). */
export const transferDestinations = pgTable(
  'transfer_destinations',
  {
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
  },
  (t) => [primaryKey({ columns: [t.transferId, t.locationId] }), index('transfer_destinations_location').on(t.locationId)],
);

/** A car category of a transfer (back-office spec §3 Transfer car category). */
export const transferCars = pgTable(
  'transfer_cars',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<'individual' | 'group'>().notNull().default('individual'),
    maxOccupancy: integer('max_occupancy').notNull(),
    baseOccupancy: integer('base_occupancy').notNull(),
    minAdultOccupancy: integer('min_adult_occupancy').notNull(),
    maxAdultOccupancy: integer('max_adult_occupancy').notNull(),
    minChildOccupancy: integer('min_child_occupancy').notNull(),
    maxChildOccupancy: integer('max_child_occupancy').notNull(),
    unallowedOccupancies: jsonb('unallowed_occupancies').$type<UnallowedOccupancy[]>().notNull().default([]),
    recommendedUpTo: integer('recommended_up_to'),
  },
  (t) => [index('transfer_cars_transfer').on(t.transferId), check('transfer_cars_type', sql`${t.type} in ('individual', 'group')`)],
);
export type TransferCarRow = typeof transferCars.$inferSelect;

/** A car category's pricing period (both dates inclusive), in the transfer's default currency. Base prices are null for a group car. */
export const transferCarPricing = pgTable(
  'transfer_car_pricing',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => transferCars.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    price: money('price'),
    returnPrice: money('return_price'),
    extraAdult: money('extra_adult'),
    returnExtraAdult: money('return_extra_adult'),
    extraChild: money('extra_child'),
    returnExtraChild: money('return_extra_child'),
  },
  (t) => [index('transfer_car_pricing_car').on(t.carId, t.startDate), check('transfer_car_pricing_period', sql`${t.endDate} >= ${t.startDate}`)],
);
export type TransferCarPricingRow = typeof transferCarPricing.$inferSelect;

/** A transfer's cancellation rules, in the hotel rules' form (days before pickup; domain-rules §5.2, §7). */
export const transferCancellationRules = pgTable(
  'transfer_cancellation_rules',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before').notNull(),
    penaltyType: text('penalty_type').$type<'percent' | 'nights' | 'fixed'>().notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('transfer_cancellation_rules_transfer').on(t.transferId)],
);

/**
 * What a transfer booking item sold: the transfer, its car category and the pricing row that
 * priced it. Owned by the transfers module (booking items stay product-neutral); the restricting
 * keys are why a sold transfer, car or pricing row cannot be deleted (409).
 */
export const transferSales = pgTable(
  'transfer_sales',
  {
    bookingItemId: integer('booking_item_id')
      .primaryKey()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'restrict' }),
    carId: integer('car_id').references(() => transferCars.id, { onDelete: 'restrict' }),
    carPricingId: integer('car_pricing_id').references(() => transferCarPricing.id, { onDelete: 'restrict' }),
  },
  (t) => [index('transfer_sales_transfer').on(t.transferId), index('transfer_sales_car').on(t.carId), index('transfer_sales_pricing').on(t.carPricingId)],
);
