import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Global settings: one row per key, the value as JSON (site title, social links, flags ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Items of the generic settings lists (home background images, page background images, home
 * offers, home recommended, sidebar banners, medias): `list` names which one.
 */
export const settingsListItems = pgTable(
  'settings_list_items',
  {
    id: serial('id').primaryKey(),
    list: text('list').notNull(),
    /** Stored media key of the image (image lists) or file (medias). */
    image: text('image'),
    file: text('file'),
    title: text('title'),
    subtitle: text('subtitle'),
    description: text('description'),
    order: integer('order').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settings_list_items_list').on(t.list, t.order)],
);
export type SettingsListItemRow = typeof settingsListItems.$inferSelect;

/** Navigation menus: one tree (max depth 2) per menu (mainMenu, footerMenu1 ...) and menu type. */
export const menus = pgTable(
  'menus',
  {
    menu: text('menu').notNull(),
    /** default, admin, agent or guest. */
    menuType: text('menu_type').notNull(),
    tree: jsonb('tree').$type<unknown[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.menu, t.menuType] })],
);
