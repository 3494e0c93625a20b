import { apiQuotaSchema } from '../partners';
import { z } from 'zod';
import { CANCELLATION_DATE_FORMATS } from '../display-settings';
import {
  featureModulesSchema,
  MENU_ITEM_TYPES,
  MENU_MAX_DEPTH,
  MENU_NAMES,
  MENU_TYPES,
  type MenuName,
  menuSaveRequestSchema,
  SETTINGS_LIST_NAMES,
  type SettingsListName,
  settingsListItemSchema,
  settingsListRequestSchema,
  siteSettingsRequestSchema,
} from '../settings';
import { defineRoutes, errorResponse, guarded, type RouteSpec } from './define';

/**
 * Global settings, home content, the site settings screen, the generic settings lists and the
 * menus (back-office spec §3 Settings, §7 'Settings and session'). The answers' schemas are plain
 * (no preprocess): answers are encoded through them.
 */

// ---------------------------------------------------------------- answers

const menuItemFields = {
  title: z.string(),
  link: z.string(),
  type: z.enum(MENU_ITEM_TYPES),
  target: z.enum(['', '_blank']),
  label: z.string(),
};
/**
 * A menu item as stored and answered (the editor's input rules are menuItemSchema's). Written out
 * to its 2 levels rather than recursive: a recursive schema would be a dangling $ref in /api/docs.
 */
export const menuTreeItemResponseSchema = z.object({
  ...menuItemFields,
  children: z.array(
    z.object({
      ...menuItemFields,
      children: z
        .array(z.any())
        .max(0)
        .meta({ description: `Always empty: a menu is at most ${MENU_MAX_DEPTH} levels deep` }),
    }),
  ),
});
const menuTree = z.array(menuTreeItemResponseSchema);
const byMenu = <T extends z.ZodType>(item: T) => z.object(Object.fromEntries(MENU_NAMES.map((name) => [name, item])) as Record<MenuName, T>);

export const menuOptionsResponseSchema = z.object({ entities: z.array(z.object({ value: z.enum(MENU_NAMES), label: z.string() })) });
export const menuSettingsResponseSchema = z.object({
  menu: z.enum(MENU_NAMES),
  label: z.string(),
  data: z.object({ default: menuTree, admin: menuTree, agent: menuTree, guest: menuTree }),
});
/** The caller's tree of each menu (else the default tree), null when none is stored. */
export const globalMenusSchema = byMenu(menuTree.nullable());

const socialLinks = z.array(z.object({ type: z.string(), link: z.string() }));

export const siteSettingsResponseSchema = z.object({
  site_title: z.string(),
  site_logo: z.string().nullable(),
  sociallinks: socialLinks,
  modules: featureModulesSchema,
  searchMaxRooms: z.number(),
  footerSubscribeEnabled: z.boolean(),
  show_booking_equivalent_accounting_currency: z.boolean(),
  mapTileUrl: z.string(),
  flightOptionsShown: z.number(),
  defaultCancellationDateFormat: z.enum(CANCELLATION_DATE_FORMATS),
  transferManualAddBooking: z.boolean(),
  visaManualAddBooking: z.boolean(),
  cancellationPolicyManualAdd: z.boolean(),
  /** Issue 31: our company on invoices, the tax rate, the account code, the deadline job's reminder and time. */
  billing: z.object({
    companyName: z.string(),
    companyAddress: z.string(),
    companyTaxNumber: z.string(),
    bankAccount: z.string(),
    invoiceTaxRate: z.string(),
    accountingAccountCode: z.string(),
    deadlineReminderDays: z.number(),
    deadlineCancelTime: z.string(),
  }),
  /** Issue 34: a partner key's calls per minute unless its agency has its own quota. */
  apiQuota: apiQuotaSchema,
  /** Search modules that cannot be switched on (their product is not sellable on this server yet), with the reason. */
  unavailableModules: z
    .partialRecord(featureModulesSchema.keyof(), z.string())
    .meta({ description: 'Search modules whose product is not sellable yet, with the sentence saying why; switching one on is refused with a 400' }),
});

/** GET global-settings: the site's settings for every page, the menus the caller's role sees. */
export const siteGlobalSettingsSchema = z.object({
  site_title: z.string(),
  site_logo: z.string().nullable(),
  defaultCurrency: z.object({ code: z.string() }),
  currenciesUi: z.array(z.string()),
  /** 1 X = rate default currency, for the currenciesUi codes (the 'currencyrate' menu item). */
  currencyRates: z.record(z.string(), z.string()),
  sociallinks: socialLinks,
  footerSubscribeEnabled: z.boolean(),
  modules: featureModulesSchema,
  searchMaxRooms: z.number(),
  defaultDateFormat: z.string(),
  defaultDateTimeFormat: z.string(),
  /** How cancellation rows (booking items, the room's cancellation rules, the recap, the voucher) write their dates. */
  defaultCancellationDateFormat: z.enum(CANCELLATION_DATE_FORMATS),
  /** Flights a results list shows before 'Show More' (account spec §9). */
  flightOptionsShown: z.number(),
  mapTileUrl: z.string(),
  show_booking_equivalent_accounting_currency: z.boolean(),
  menus: globalMenusSchema,
  /** The agency's day by the server's clock: the browser's birth-date bounds, payment dates and date pickers count from it. */
  today: z.string().meta({ description: "Today in the agency's time zone, YYYY-MM-DD", example: '2026-11-23' }),
  timeZone: z.string().meta({ description: "The agency's IANA time zone (TIME_ZONE)", example: 'Europe/Paris' }),
});

export const settingsListResponseSchema = z.object({ list: z.enum(SETTINGS_LIST_NAMES), entities: z.array(settingsListItemSchema) });

const homeItems = z.array(
  z.object({ id: z.number(), image: z.string().nullable(), title: z.string().nullable(), subtitle: z.string().nullable(), description: z.string().nullable() }),
);
/** GET home-content: the active items of the storefront lists, in order (medias are not shown there). */
export const homeContentSchema = z.object({
  backgroundimages: homeItems,
  pagesbackgroundimages: homeItems,
  homeoffers: homeItems,
  homerecommended: homeItems,
  sidebarbanners: homeItems,
});

// ---------------------------------------------------------------- calls

const saved = { 200: siteSettingsResponseSchema, ...guarded, 413: errorResponse } as const;
const siteSave = {
  summary: 'Save the site settings (form data: `data` JSON text, an optional `logo` image)',
  access: 'admin',
  form: true,
  body: siteSettingsRequestSchema,
  responses: saved,
} as const;

export const settingsApi = defineRoutes('settings', {
  globalSettings: {
    method: 'GET',
    path: '/global-settings',
    summary: "Site title, logo, currencies and rates, module flags, and the menus of the caller's role",
    access: 'public',
    responses: { 200: siteGlobalSettingsSchema },
  },
  homeContent: {
    method: 'GET',
    path: '/home-content',
    summary: "The landing page's active backgrounds, offers, recommended and banners, in order",
    access: 'public',
    responses: { 200: homeContentSchema },
  },
  site: {
    method: 'GET',
    path: '/settings/site',
    summary: 'The site settings screen: title, logo, social links, modules, rooms per search, newsletter, map tiles, manual-add flags',
    access: 'admin',
    responses: { 200: siteSettingsResponseSchema, ...guarded },
  },
  // The spec posts with `_method=PUT`; a plain PUT works too.
  siteSave: { method: 'POST', path: '/settings/site', ...siteSave },
  siteSavePut: { method: 'PUT', path: '/settings/site', ...siteSave },
  menus: {
    method: 'GET',
    path: '/settings/menus',
    summary: 'The menus an administrator edits, as options',
    access: 'admin',
    responses: { 200: menuOptionsResponseSchema, ...guarded },
  },
});

// ---------------------------------------------------------------- one route per list and per menu

/** Each list and each menu has its own paths (`/settings/homeoffers`, `/settings/mainMenu`): a route each. */
const listRead = (list: SettingsListName) =>
  ({
    method: 'GET',
    path: `/settings/${list}`,
    summary: `Every item of the ${list} list, active or not, in order`,
    access: 'admin',
    responses: { 200: settingsListResponseSchema, ...guarded },
  }) as const satisfies RouteSpec;
const listSave = (method: 'POST' | 'PUT', list: SettingsListName) =>
  ({
    method,
    path: `/settings/${list}`,
    summary: `Replace the ${list} list (form data: \`fields\` JSON text of every item, ${list === 'medias' ? 'files[n]' : 'images[n]'} uploads by item index)`,
    access: 'admin',
    form: true,
    body: settingsListRequestSchema,
    responses: { 200: settingsListResponseSchema, ...guarded, 413: errorResponse },
  }) as const satisfies RouteSpec;
const menuRead = (menu: MenuName) =>
  ({
    method: 'GET',
    path: `/settings/${menu}`,
    summary: `The ${menu} trees: ${MENU_TYPES.join(', ')}`,
    access: 'admin',
    responses: { 200: menuSettingsResponseSchema, ...guarded },
  }) as const satisfies RouteSpec;
const menuSave = (method: 'POST' | 'PUT', menu: MenuName) =>
  ({
    method,
    path: `/settings/${menu}`,
    summary: `Replace one ${menu} tree (form data: \`menuType\` and \`tree\` JSON text, at most 2 levels)`,
    access: 'admin',
    form: true,
    body: menuSaveRequestSchema,
    responses: { 200: menuSettingsResponseSchema, ...guarded },
  }) as const satisfies RouteSpec;

type ListRoutes = { [K in `${SettingsListName}Read`]: ReturnType<typeof listRead> } & {
  [K in `${SettingsListName}${'Save' | 'SavePut'}`]: ReturnType<typeof listSave>;
};
type MenuRoutes = { [K in `${MenuName}Read`]: ReturnType<typeof menuRead> } & { [K in `${MenuName}${'Save' | 'SavePut'}`]: ReturnType<typeof menuSave> };

export const settingsListsApi = defineRoutes(
  'settingsLists',
  Object.fromEntries(
    SETTINGS_LIST_NAMES.flatMap((list) => [
      [`${list}Read`, listRead(list)],
      [`${list}Save`, listSave('POST', list)],
      [`${list}SavePut`, listSave('PUT', list)],
    ]),
  ) as ListRoutes,
);

export const menusApi = defineRoutes(
  'menus',
  Object.fromEntries(
    MENU_NAMES.flatMap((menu) => [
      [`${menu}Read`, menuRead(menu)],
      [`${menu}Save`, menuSave('POST', menu)],
      [`${menu}SavePut`, menuSave('PUT', menu)],
    ]),
  ) as MenuRoutes,
);
