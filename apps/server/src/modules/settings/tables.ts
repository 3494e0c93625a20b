import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Global settings: one row per key, the value as JSON (site title, social links, flags ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
