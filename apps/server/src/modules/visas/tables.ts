import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { HotelMarkups } from '@travel/contracts';
import { bookingItems } from '../bookings/tables';
import { locations } from '../reference/tables';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** Visas (back-office spec §3 Visa, domain-rules §5.3). */
export const visas = pgTable(
  'visas',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    defaultCurrency: text('default_currency').notNull(),
    infantAgeMax: integer('infant_age_max').notNull().default(2),
    children1AgeMax: integer('children1_age_max').notNull().default(12),
    children2AgeMax: integer('children2_age_max'),
    description: text('description'),
    /** b2b / b2c markups of the visa (domain-rules §5.1: per passenger). */
    markups: jsonb('markups').$type<HotelMarkups>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visas_name').on(t.name)],
);
export type VisaRow = typeof visas.$inferSelect;

/** The nationalities a visa is for (countries). */
export const visaOrigins = pgTable(
  'visa_origins',
  {
    visaId: integer('visa_id')
      .notNull()
      .references(() => visas.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
  },
  (t) => [primaryKey({ columns: [t.visaId, t.locationId] }), index('visa_origins_location').on(t.locationId)],
);

/** The destinations a visa admits to (countries, or places inside them). */
export const visaDestinations = pgTable(
  'visa_destinations',
  {
    visaId: integer('visa_id')
      .notNull()
      .references(() => visas.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
  },
  (t) => [primaryKey({ columns: [t.visaId, t.locationId] }), index('visa_destinations_location').on(t.locationId)],
);

/** A visa type ('Tourist 30 days'), the Options tab. */
export const visaTypes = pgTable(
  'visa_types',
  {
    id: serial('id').primaryKey(),
    visaId: integer('visa_id')
      .notNull()
      .references(() => visas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('visa_types_visa').on(t.visaId)],
);
export type VisaTypeRow = typeof visaTypes.$inferSelect;

/** A visa type's pricing period (both dates inclusive): per passenger by the visa's age bands, in `currency` (the visa's default currency when the row was made). */
export const visaTypePricing = pgTable(
  'visa_type_pricing',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => visaTypes.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    extraAdult: money('extra_adult').notNull(),
    extraChild: money('extra_child').notNull(),
    extraInfant: money('extra_infant').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [index('visa_type_pricing_type').on(t.typeId, t.startDate), check('visa_type_pricing_period', sql`${t.endDate} >= ${t.startDate}`)],
);
export type VisaTypePricingRow = typeof visaTypePricing.$inferSelect;

/** What a visa booking item sold (visa, type, pricing row); restricting keys keep them from deletion (409). */
export const visaSales = pgTable(
  'visa_sales',
  {
    bookingItemId: integer('booking_item_id')
      .primaryKey()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    visaId: integer('visa_id')
      .notNull()
      .references(() => visas.id, { onDelete: 'restrict' }),
    typeId: integer('type_id').references(() => visaTypes.id, { onDelete: 'restrict' }),
    typePricingId: integer('type_pricing_id').references(() => visaTypePricing.id, { onDelete: 'restrict' }),
  },
  (t) => [index('visa_sales_visa').on(t.visaId), index('visa_sales_type').on(t.typeId), index('visa_sales_pricing').on(t.typePricingId)],
);
