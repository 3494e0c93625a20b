import { integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { locations, taxonomies } from '../../reference/tables';

/**
 * Hotel markup settings, "Hotel markups for 1 room 1 day" (back-office spec §3 Settings);
 * a null category or location means 'all'. Precedence in domain-rules §4.4.
 */
export const hotelMarkupRules = pgTable('hotel_markup_rules', {
  id: serial('id').primaryKey(),
  distributionChannel: text('distribution_channel').notNull(),
  hotelCategoryId: integer('hotel_category_id').references(() => taxonomies.id, { onDelete: 'cascade' }),
  locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  position: integer('position').notNull().default(0),
});
