import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookingItems } from '../bookings/tables';
import { locations } from '../reference/tables';

/**
 * Tours (back-office spec §2 Tours, §3 Tour; domain-rules §5.5): a catalogue of name, prices,
 * location, description, note and one main image, sold as excursions of a stay (issue 28,
 * docs/decisions.md "Tours sold as excursions").
 */
export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The price per adult (decimal money, never below zero), in `currency`. */
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    /** The price per child, in `currency`; null: a child pays the adult price. */
    priceChild: numeric('price_child', { precision: 14, scale: 2 }),
    /** The currency of both prices. */
    currency: text('currency').notNull().default('EUR'),
    /** Cancelling is free until this many days before the tour's date; null: non-refundable. */
    freeCancellationDays: integer('free_cancellation_days'),
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
  (t) => [
    index('tours_name').on(t.name),
    index('tours_location').on(t.locationId),
    check('tours_price_not_negative', sql`${t.price} >= 0`),
    check('tours_price_child_not_negative', sql`${t.priceChild} >= 0`),
    check('tours_free_cancellation_days', sql`${t.freeCancellationDays} between 0 and 365`),
  ],
);
export type TourRow = typeof tours.$inferSelect;

/** What a tour booking item sold; the restricting key keeps a sold tour from deletion (409). */
export const tourSales = pgTable(
  'tour_sales',
  {
    bookingItemId: integer('booking_item_id')
      .primaryKey()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'restrict' }),
  },
  (t) => [index('tour_sales_tour').on(t.tourId)],
);
