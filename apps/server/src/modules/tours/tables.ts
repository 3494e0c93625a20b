import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { locations } from '../reference/tables';

/**
 * Tours (back-office spec §2 Tours, §3 Tour; domain-rules §5.5): a back-office catalogue of
 * name, price, location, description, note and one main image; not sold through the wizard yet.
 */
export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The tour's price (decimal money, never below zero). */
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    /** Sanitized rich text (lib/rich-text). */
    description: text('description'),
    note: text('note'),
    /** Storage key of the main image (served by the media route). */
    mainImage: text('main_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tours_name').on(t.name), index('tours_location').on(t.locationId), check('tours_price_not_negative', sql`${t.price} >= 0`)],
);
export type TourRow = typeof tours.$inferSelect;
