import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** User-managed lists (statuses, meals, categories, currencies ...), one table keyed by type. */
export const taxonomies = pgTable(
  'taxonomies',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    code: text('code'),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('taxonomies_type_slug').on(t.type, t.slug), index('taxonomies_type').on(t.type)],
);

/** Countries, regions or cities, and airports (with IATA code and their city as parent). */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => locations.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    code: text('code'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    /** Other names a lookup finds it by (issue 32): the English or local one ('Turkey' of 'Türkiye', 'Lisboa'), from the data files. */
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
  },
  (t) => [index('locations_parent').on(t.parentId), uniqueIndex('locations_type_code').on(t.type, t.code).where(sql`${t.code} is not null`)],
);
