import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookingItems } from '../bookings/tables';

/**
 * The inventory ledger (domain-rules §6, architecture "Inventory ledger"): every unit a booking
 * item takes, per resource and date, written in the booking's transaction. A hold is live until
 * `released_at` is set (cancel, removal, status back to on request); counters such as a room's
 * `sold` are kept equal to the live holds by the product that owns the resource.
 *
 * Guards (migration 0012, issue 27): one generated column per resource type (`room_guard`,
 * `flight_segment_guard`, `flight_leg_guard`) holds the resource id while the hold is live, with a
 * RESTRICT foreign key to the product's table, so a held resource cannot be deleted and a hold
 * cannot name one that does not exist. They are written in SQL only, not declared here: the core
 * never imports a product's tables, and nothing reads them but the database. A product that holds
 * a new resource type adds its guard column in its own migration (`inventory-check.test.ts`
 * fails for a resource type without one).
 */
export const inventoryHolds = pgTable(
  'inventory_holds',
  {
    id: serial('id').primaryKey(),
    bookingItemId: integer('booking_item_id')
      .notNull()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    /** What kind of resource the id names: 'room' (a hotel room type), later 'segment' ... */
    resourceType: text('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    /** The night of a room, the date of a flight segment. */
    date: date('date').notNull(),
    units: integer('units').notNull(),
    /** A seat held by number: unique among the live holds of a resource and date. */
    seatCode: text('seat_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('inventory_holds_item').on(t.bookingItemId),
    index('inventory_holds_resource').on(t.resourceType, t.resourceId, t.date),
    uniqueIndex('inventory_holds_live_seat')
      .on(t.resourceType, t.resourceId, t.date, t.seatCode)
      .where(sql`${t.releasedAt} is null and ${t.seatCode} is not null`),
    check('inventory_holds_units', sql`${t.units} >= 1`),
  ],
);
export type InventoryHoldRow = typeof inventoryHolds.$inferSelect;
