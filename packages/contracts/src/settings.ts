import { z } from 'zod';
import { formBoolean, optionalText, requiredText } from './common';
import { CANCELLATION_DATE_FORMATS, type CancellationDateFormat, FLIGHT_OPTIONS_SHOWN_LIMIT } from './display-settings';
import type { SettingsListName } from './settings-lists';
import { type ApiQuota, apiQuotaSchema } from './partners';
import { jsonText, markupTypeSchema, moneyInputSchema } from './users';

export * from './settings-lists';

/**
 * Settings screens of the back office: currency rates and hotel markups (back-office spec §3
 * Settings, §4, §7 'Settings and session'; domain-rules §2 and §4.4).
 */

// ---------------------------------------------------------------- exact rate arithmetic

/** Rates carry at most 8 decimals, like the numeric(20,8) columns. */
export const RATE_DECIMALS = 8;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
const RATE_PATTERN = /^(-)?(\d{0,12})(?:\.(\d{0,8}))?$/;

/**
 * Decimal text ("0.92", "-0.005", ".5") as an integer count of 1e-8 units, or null when the text
 * is not a decimal with at most 12 integer digits and 8 decimals. Binary floats never touch a rate.
 */
export function rateToUnits(text: string): bigint | null {
  const match = RATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const units = BigInt(whole || '0') * RATE_SCALE + BigInt(fraction.padEnd(RATE_DECIMALS, '0'));
  return sign ? -units : units;
}

/** Canonical text of a rate: no trailing zeros, no "-0" ("0.92000000" -> "0.92", "1.00" -> "1"). */
export function unitsToRate(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const fraction = (abs % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${abs / RATE_SCALE}${fraction ? `.${fraction}` : ''}`;
}

/** The canonical text of decimal text, or null when it is not a decimal with at most 8 decimals. */
export function canonicalRate(text: string): string | null {
  const units = rateToUnits(text);
  return units === null ? null : unitsToRate(units);
}

/** Spec §4: changing the bank or correction rate sets the end rate to their sum (null: not numbers yet). */
export function linkRateFromBank(bankRate: string, correctionRate: string): string | null {
  const bank = rateToUnits(bankRate);
  const correction = rateToUnits(correctionRate);
  return bank === null || correction === null ? null : unitsToRate(bank + correction);
}

/** Spec §4: changing the end rate sets the correction rate to end rate minus bank rate. */
export function linkCorrectionFromRate(bankRate: string, rate: string): string | null {
  const bank = rateToUnits(bankRate);
  const end = rateToUnits(rate);
  return bank === null || end === null ? null : unitsToRate(end - bank);
}

// ---------------------------------------------------------------- currency rates

export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'must be a currency code of 3 capital letters');

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A rate as decimal text (or a JSON number), answered in canonical text. */
const rateText = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .union([z.string(), z.number()], {
        error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
      })
      .transform((v, ctx) => {
        const canonical = canonicalRate(String(v));
        if (canonical === null) {
          ctx.addIssue({ code: 'custom', message: `${label} must be a number with at most ${RATE_DECIMALS} decimals` });
          return z.NEVER;
        }
        return canonical;
      }),
  );

/**
 * One currency's row as the screen sends it. The end rate must equal bank rate + correction rate
 * exactly (domain-rules §2): a rate that disagrees is refused, never silently recomputed. The
 * server checks it against its own stored bank rate, which the screen cannot change.
 */
export const currencyRateInputSchema = z
  .object({
    bankRate: rateText('Bank rate').optional(),
    correctionRate: rateText('Correction rate'),
    rate: rateText('End rate'),
  })
  .superRefine((row, ctx) => {
    if (rateToUnits(row.rate)! <= 0n) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: 'End rate must be above 0' });
      return;
    }
    if (row.bankRate === undefined) return;
    const sum = linkRateFromBank(row.bankRate, row.correctionRate);
    if (sum !== row.rate) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: `End rate must equal bank rate + correction rate (${sum})` });
    }
  });
export type CurrencyRateInput = z.infer<typeof currencyRateInputSchema>;

/** `data`: rates keyed by base currency, then by currency (spec §3 'Currency rate settings'). */
export const currencyRatesDataSchema = z.record(
  currencyCodeSchema,
  z.record(currencyCodeSchema, currencyRateInputSchema, {
    error: (issue) => (issue.input === undefined ? 'Rates are required' : 'must be an object of rates by currency'),
  }),
  { error: (issue) => (issue.input === undefined ? 'Rates are required' : 'must be an object of rates by base currency') },
);
export type CurrencyRatesData = z.infer<typeof currencyRatesDataSchema>;

/** POST settings/currencyrates: form data, `_method=PUT`, `data` as JSON text (spec §7). */
export const currencyRatesRequestSchema = z.object({ data: jsonText(currencyRatesDataSchema) });

export const currencyRateSchema = z.object({ bankRate: z.string(), correctionRate: z.string(), rate: z.string() });
export type CurrencyRate = z.infer<typeof currencyRateSchema>;

export const currencyRatesResponseSchema = z.object({
  defaultCurrencyAccounting: z.string(),
  defaultCurrencyCode: z.string(),
  data: z.record(z.string(), z.record(z.string(), currencyRateSchema)),
});
export type CurrencyRatesSettings = z.infer<typeof currencyRatesResponseSchema>;

// ---------------------------------------------------------------- hotel markups

export const MARKUP_CHANNELS = ['b2b', 'b2c'] as const;
export const markupChannelSchema = z.enum(MARKUP_CHANNELS, { error: 'Distribution channel must be b2b or b2c' });
export type MarkupChannel = z.infer<typeof markupChannelSchema>;
export const MARKUP_PERCENT_MAX = 100;
export const MARKUP_ROWS_MAX = 500;

/** A select that offers 'all' or one id (hotel category, location); required (spec §5). */
const allOrId = (label: string) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'string' && /^\d+$/.test(v.trim())) return Number(v);
      return blankToUndefined(v);
    },
    z.union([z.literal('all'), z.number().int().positive()], {
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be 'all' or an id`),
    }),
  );

const markupAmountSchema = z.preprocess(
  blankToUndefined,
  z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? 'Amount is required' : 'Amount must be a number'),
    })
    .pipe(moneyInputSchema)
    .refine((v) => !v.startsWith('-'), 'Amount must not be below zero'),
);

/** One row of 'Hotel markups for 1 room 1 day' as the screen sends it; no id = a new row. */
export const markupRuleInputSchema = z
  .object({
    id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
    distributionChannel: markupChannelSchema.default('b2b'),
    hotelCategoryId: allOrId('Hotel category'),
    locationId: allOrId('Location'),
    type: markupTypeSchema.default('percent'),
    amount: markupAmountSchema,
  })
  .superRefine((row, ctx) => {
    if (row.type === 'percent' && rateToUnits(row.amount)! > BigInt(MARKUP_PERCENT_MAX) * RATE_SCALE) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `A percent markup must be at most ${MARKUP_PERCENT_MAX}` });
    }
  });
export type MarkupRuleInput = z.infer<typeof markupRuleInputSchema>;

/** `data`: the whole list, in the order the precedence rule reads it (domain-rules §4.4). */
export const markupRulesDataSchema = z.object(
  { markups: z.array(markupRuleInputSchema, { error: 'Markups must be a list' }).max(MARKUP_ROWS_MAX, `At most ${MARKUP_ROWS_MAX} rows`) },
  { error: (issue) => (issue.input === undefined ? 'Markups are required' : 'must be an object with markups') },
);
export type MarkupRulesData = z.infer<typeof markupRulesDataSchema>;

/** POST settings/hotelmarkups: form data, `_method=PUT`, `data` JSON text replacing the list (spec §7). */
export const hotelMarkupSettingsRequestSchema = z.object({ data: jsonText(markupRulesDataSchema) });

export const markupRuleSchema = z.object({
  id: z.number(),
  distributionChannel: markupChannelSchema,
  hotelCategoryId: z.union([z.number(), z.literal('all')]),
  locationId: z.union([z.number(), z.literal('all')]),
  type: markupTypeSchema,
  amount: z.string(),
  canChange: z.boolean(),
});
export type MarkupRule = z.infer<typeof markupRuleSchema>;

export const hotelMarkupSettingsResponseSchema = z.object({
  defaultCurrencyCode: z.string(),
  data: z.object({ markups: z.array(markupRuleSchema) }),
});
export type HotelMarkupSettings = z.infer<typeof hotelMarkupSettingsResponseSchema>;

// ---------------------------------------------------------------- generic settings lists

export const SETTINGS_LIST_MAX_ITEMS = 100;
/** Medias accept the images and PDF documents (checked by content on the server). */
export const MEDIA_FILE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'pdf'] as const;

/**
 * Spec §4: a new settings list item takes the last order plus one (1 for the first) and is
 * active. "Last" is the highest order in the list, so a list reordered by hand still gets a new
 * item at its end.
 */
export function newListItemDefaults(items: readonly { order: number | string | null | undefined }[]) {
  const orders = items.map((item) => Number(item.order)).filter((n) => Number.isFinite(n));
  return { order: orders.length === 0 ? 1 : Math.trunc(Math.max(...orders)) + 1, isActive: true };
}

const listOrderSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? 'Order is required' : 'Order must be a whole number') })
    .int('Order must be a whole number')
    .min(0, 'Order must not be below 0')
    .max(100_000, 'Order is too large'),
);

/** One row as the editor sends it: `id` for a saved row, `image`/`file` the stored URL or key kept. */
export const settingsListItemInputSchema = z.object({
  id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
  image: optionalText(500),
  file: optionalText(500),
  title: optionalText(200),
  subtitle: optionalText(300),
  description: optionalText(2000),
  order: listOrderSchema,
  isActive: formBoolean.default(true),
});
export type SettingsListItemInput = z.infer<typeof settingsListItemInputSchema>;

/** POST settings/{list}: `fields` is the JSON text of the whole list (the save replaces it). */
export const settingsListRequestSchema = z.object({
  fields: jsonText(
    z
      .array(settingsListItemInputSchema, { error: (issue) => (issue.input === undefined ? 'Items are required' : 'must be a list of items') })
      .max(SETTINGS_LIST_MAX_ITEMS, `At most ${SETTINGS_LIST_MAX_ITEMS} items`),
  ),
});

export const settingsListItemSchema = z.object({
  id: z.number(),
  image: z.string().nullable(),
  file: z.string().nullable(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  order: z.number(),
  isActive: z.boolean(),
});
export type SettingsListItem = z.infer<typeof settingsListItemSchema>;
export type SettingsListResponse = { list: SettingsListName; entities: SettingsListItem[] };

/** A public item of the landing page (active only, in order). */
export type HomeContentItem = Pick<SettingsListItem, 'id' | 'image' | 'title' | 'subtitle' | 'description'>;
/** GET home-content: the active items of the storefront lists, in order (public). */
export type HomeContent = Record<Exclude<SettingsListName, 'medias'>, HomeContentItem[]>;

// ---------------------------------------------------------------- menus

export const MENU_NAMES = ['mainMenu', 'mainMenuRight', 'footerMenu1', 'footerMenu2', 'footerMenu3'] as const;
export type MenuName = (typeof MENU_NAMES)[number];
export const MENU_LABELS: Record<MenuName, string> = {
  mainMenu: 'Main menu',
  mainMenuRight: 'Main menu (right)',
  footerMenu1: 'Footer menu 1',
  footerMenu2: 'Footer menu 2',
  footerMenu3: 'Footer menu 3',
};
export const MENU_TYPES = ['default', 'admin', 'agent', 'guest'] as const;
export type MenuType = (typeof MENU_TYPES)[number];
export const MENU_ITEM_TYPES = ['customlink', 'logout', 'helloname', 'downloadstatement', 'currencyswitch', 'currencyrate'] as const;
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];
/** Spec §5, §9: a menu tree is at most 2 levels deep. */
export const MENU_MAX_DEPTH = 2;
export const MENU_MAX_ITEMS = 100;
/** Items whose title and type are hidden in the editor (spec §5): they render their own text. */
export const UNTITLED_MENU_ITEM_TYPES: readonly MenuItemType[] = ['currencyswitch', 'helloname'];

/** http(s), mailto or a path of this site ('/bookings'); never javascript:, data: or '//host'. */
export const SAFE_MENU_LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i;

export type MenuTreeItem = {
  title: string;
  link: string;
  type: MenuItemType;
  target: '' | '_blank';
  label: string;
  children: MenuTreeItem[];
};

const menuItemBase = z.object({
  title: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(100, 'Title is too long')),
  link: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(500, 'Link is too long')),
  type: z.enum(MENU_ITEM_TYPES, { error: `Type must be one of ${MENU_ITEM_TYPES.join(', ')}` }),
  target: z.preprocess(
    (v) => (v === null || v === undefined || v === '_self' ? '' : v),
    z.enum(['', '_blank'], { error: "Target must be '' (same page) or '_blank' (new tab)" }),
  ),
  label: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(100, 'Label is too long')),
});

export const menuItemSchema: z.ZodType<MenuTreeItem> = menuItemBase
  .extend({ children: z.lazy(() => z.array(menuItemSchema, { error: 'Children must be a list' })).default([]) })
  .superRefine((item, ctx) => {
    if (!UNTITLED_MENU_ITEM_TYPES.includes(item.type) && item.title === '') {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'Title is required' });
    }
    if (item.type === 'customlink' && !SAFE_MENU_LINK.test(item.link)) {
      ctx.addIssue({
        code: 'custom',
        path: ['link'],
        message: item.link === '' ? 'Link is required' : "Link must start with http://, https://, mailto: or '/'",
      });
    }
  })
  .meta({ id: 'MenuItem' }) as unknown as z.ZodType<MenuTreeItem>;

/** The depth of a tree: 0 when empty, 1 for a flat list. */
export function menuDepth(tree: readonly { children?: readonly unknown[] }[]): number {
  let deepest = 0;
  for (const item of tree) {
    const children = (item.children ?? []) as { children?: unknown[] }[];
    deepest = Math.max(deepest, 1 + menuDepth(children));
  }
  return deepest;
}

export const menuTreeSchema = z
  .array(menuItemSchema, { error: (issue) => (issue.input === undefined ? 'Tree is required' : 'must be a list of menu items') })
  .superRefine((tree, ctx) => {
    tree.forEach((item, index) => {
      item.children.forEach((child, childIndex) => {
        if (child.children.length > 0) {
          ctx.addIssue({ code: 'custom', path: [index, 'children', childIndex, 'children'], message: `A menu is at most ${MENU_MAX_DEPTH} levels deep` });
        }
      });
    });
    const count = (items: MenuTreeItem[]): number => items.reduce((n, item) => n + 1 + count(item.children), 0);
    if (count(tree) > MENU_MAX_ITEMS) ctx.addIssue({ code: 'custom', message: `A menu holds at most ${MENU_MAX_ITEMS} items` });
  });

/** POST settings/{menu}: form data with the PUT override, `menuType` and `tree` as JSON text. */
export const menuSaveRequestSchema = z.object({
  menuType: z.enum(MENU_TYPES, { error: `Menu type must be one of ${MENU_TYPES.join(', ')}` }),
  tree: jsonText(menuTreeSchema),
});

export type MenuTrees = Record<MenuType, MenuTreeItem[]>;
export type MenuSettingsResponse = { menu: MenuName; label: string; data: MenuTrees };
/** The menus of global settings: the caller's tree of each menu, or null when nothing is stored. */
export type GlobalMenus = Record<MenuName, MenuTreeItem[] | null>;

// ---------------------------------------------------------------- site settings

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'twitter', 'linkedin'] as const;
export const SEARCH_MAX_ROOMS_LIMIT = 9;
export const featureModulesSchema = z.object({
  packageSearch: z.boolean(),
  flightSearch: z.boolean(),
  transferSearch: z.boolean(),
  visaSearch: z.boolean(),
  visaSearchCount: z.boolean(),
  searchBar: z.boolean(),
});
export type FeatureModules = z.infer<typeof featureModulesSchema>;

const httpUrl = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(500, `${label} is too long`)
    .regex(/^https?:\/\/[^\s]+$/i, `${label} must start with http:// or https://`);

/**
 * Issue 31: our company on invoices and statements, the invoices' tax rate (prices include it),
 * the accounting export's account code, and the payment deadline job's reminder and local time.
 */
export const billingSettingsSchema = z.object({
  companyName: requiredText('Company name', 200),
  companyAddress: z.string().trim().max(500, 'Company address is too long'),
  companyTaxNumber: z.string().trim().max(50, 'Tax number is too long'),
  bankAccount: z.string().trim().max(200, 'Bank account is too long'),
  invoiceTaxRate: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(',', '.'))
    .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, 'Tax rate must be a percentage from 0 to 100 with at most 2 decimals')
    .transform((v) => Number(v).toFixed(2)),
  accountingAccountCode: requiredText('Account code', 20),
  deadlineReminderDays: z.coerce
    .number({ error: 'Reminder days must be a number' })
    .int('Reminder days must be a whole number')
    .min(1, 'Reminder days must be at least 1')
    .max(30, 'Reminder days must be at most 30'),
  deadlineCancelTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Deadline time must be HH:MM (24-hour)'),
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

/** The site settings screen's values (everything but the logo file). */
export const siteSettingsDataSchema = z.object({
  site_title: requiredText('Site title', 100),
  sociallinks: z
    .array(z.object({ type: z.enum(SOCIAL_NETWORKS, { error: `Network must be one of ${SOCIAL_NETWORKS.join(', ')}` }), link: httpUrl('Link') }))
    .max(10, 'At most 10 social links'),
  modules: featureModulesSchema,
  searchMaxRooms: z.coerce
    .number({ error: 'Rooms must be a number' })
    .int('Rooms must be a whole number')
    .min(1, 'Rooms must be at least 1')
    .max(SEARCH_MAX_ROOMS_LIMIT, `Rooms must be at most ${SEARCH_MAX_ROOMS_LIMIT}`),
  footerSubscribeEnabled: z.boolean(),
  show_booking_equivalent_accounting_currency: z.boolean(),
  mapTileUrl: httpUrl('Map tile URL').refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), 'Map tile URL must contain {z}, {x} and {y}'),
  /** Flights a results list shows before 'Show More'. Left out keeps the stored value. */
  flightOptionsShown: z.coerce
    .number({ error: 'Flights shown must be a number' })
    .int('Flights shown must be a whole number')
    .min(1, 'Flights shown must be at least 1')
    .max(FLIGHT_OPTIONS_SHOWN_LIMIT, `Flights shown must be at most ${FLIGHT_OPTIONS_SHOWN_LIMIT}`)
    .optional(),
  /** How cancellation rows write their dates. Left out keeps the stored value. */
  defaultCancellationDateFormat: z
    .enum(CANCELLATION_DATE_FORMATS, { error: `Cancellation date format must be one of ${CANCELLATION_DATE_FORMATS.join(', ')}` })
    .optional(),
  /** Booking edit (account spec §6): adding and deleting transfers / visas, adding cancellation policies. Left out keeps the stored value. */
  transferManualAddBooking: z.boolean().optional(),
  visaManualAddBooking: z.boolean().optional(),
  cancellationPolicyManualAdd: z.boolean().optional(),
  /** Issue 31: billing and payment deadlines. Left out keeps the stored values. */
  billing: billingSettingsSchema.optional(),
  /** Issue 34: a partner key's calls per minute unless its agency has its own quota. Left out keeps the stored values. */
  apiQuota: apiQuotaSchema.optional(),
  /** true removes the stored logo (a new `logo` upload replaces it instead). */
  removeLogo: z.boolean().default(false),
});
export type SiteSettingsData = z.infer<typeof siteSettingsDataSchema>;

/** POST settings/site: form data, `_method=PUT`, `data` JSON text, optional `logo` image. */
export const siteSettingsRequestSchema = z.object({ data: jsonText(siteSettingsDataSchema) });

export const MANUAL_ADD_FLAGS = ['transferManualAddBooking', 'visaManualAddBooking', 'cancellationPolicyManualAdd'] as const;
export type ManualAddFlags = Record<(typeof MANUAL_ADD_FLAGS)[number], boolean>;

export type SiteSettings = Omit<
  SiteSettingsData,
  'removeLogo' | 'sociallinks' | 'flightOptionsShown' | 'defaultCancellationDateFormat' | 'billing' | 'apiQuota' | keyof ManualAddFlags
> &
  ManualAddFlags & {
    billing: BillingSettings;
    apiQuota: ApiQuota;
    site_logo: string | null;
    sociallinks: { type: string; link: string }[];
    flightOptionsShown: number;
    defaultCancellationDateFormat: CancellationDateFormat;
  };

/** GET global-settings, as this issue extends it (menus by role, rates, every module flag). */
export type SiteGlobalSettings = {
  site_title: string;
  site_logo: string | null;
  defaultCurrency: { code: string };
  currenciesUi: string[];
  /** 1 X = rate default currency, for the currenciesUi codes (the 'currencyrate' menu item). */
  currencyRates: Record<string, string>;
  sociallinks: { type: string; link: string }[];
  footerSubscribeEnabled: boolean;
  modules: FeatureModules;
  searchMaxRooms: number;
  defaultDateFormat: string;
  defaultDateTimeFormat: string;
  defaultCancellationDateFormat: CancellationDateFormat;
  flightOptionsShown: number;
  mapTileUrl: string;
  show_booking_equivalent_accounting_currency: boolean;
  menus: GlobalMenus;
  /** The agency's day (YYYY-MM-DD) by the server's clock, and its time zone (TIME_ZONE). */
  today: string;
  timeZone: string;
};
