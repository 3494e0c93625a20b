import { eq, inArray, sql } from 'drizzle-orm';
import {
  type BillingSettings,
  type ApiQuota,
  type CancellationDateFormat,
  DEFAULT_API_QUOTA,
  canonicalRate,
  FLIGHT_OPTIONS_SHOWN_DEFAULT,
  type FeatureModules,
  MANUAL_ADD_FLAGS,
  type ManualAddFlags,
  type SiteGlobalSettings,
  type SiteSettings,
} from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { mediaUrl } from '../../lib/storage';
import { forgetInTx, txMemo } from '../../lib/tx-memo';
import type { UserRow } from '../users';
import { menusFor } from './menus';
import { settings } from './tables';

/** Defaults of the global settings; stored values override them key by key. */
export const SETTING_DEFAULTS = {
  site_title: 'TravelDesk',
  site_logo: null as string | null,
  defaultCurrency: 'EUR',
  accountingCurrency: 'USD',
  currenciesUi: ['EUR', 'USD', 'GBP'],
  sociallinks: [
    { type: 'facebook', link: 'https://www.facebook.com/' },
    { type: 'instagram', link: 'https://www.instagram.com/' },
    { type: 'youtube', link: 'https://www.youtube.com/' },
  ],
  footerSubscribeEnabled: true,
  show_booking_equivalent_accounting_currency: false,
  // Flights, packages, transfers and visas arrive with a later issue: off until then.
  modules: {
    packageSearch: false,
    flightSearch: false,
    transferSearch: false,
    visaSearch: false,
    visaSearchCount: false,
    searchBar: true,
  } as FeatureModules,
  searchMaxRooms: 4,
  flightOptionsShown: FLIGHT_OPTIONS_SHOWN_DEFAULT,
  defaultCancellationDateFormat: 'DD.MM.YYYY' as CancellationDateFormat,
  // Booking edit (account spec §6): admins add and delete transfers and visas, add cancellation policies.
  transferManualAddBooking: true,
  visaManualAddBooking: true,
  cancellationPolicyManualAdd: true,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  // Issue 31, the agency's money: our company on invoices and statements, the tax rate of invoices
  // (prices include it; 0 by default), the accounting export's account code, the deadline job's
  // reminder (N days before, besides 1 day before) and the local time it acts at on the deadline day.
  invoiceCompany: {
    name: 'TravelDesk Ltd',
    address: '1 Harbour Street, 1100-001 Lisbon, Portugal',
    taxNumber: 'PT500000000',
    bankAccount: 'IBAN PT50 0000 0000 0000 0000 0000 0',
  },
  // Kept inside an object: a bare string setting such as '0400' could come back from jsonb as a number.
  invoicing: { taxRate: '0.00', accountCode: '4000' },
  deadlineReminderDays: 3,
  deadlineCancelTime: '18:00',
  // Issue 34: a partner key's calls per minute, unless its agency has its own quota.
  apiQuota: { ...DEFAULT_API_QUOTA } as ApiQuota,
};
export type SettingKey = keyof typeof SETTING_DEFAULTS;
type SettingValues = typeof SETTING_DEFAULTS;

export async function readSettings<K extends SettingKey>(db: DbOrTx, keys: K[]): Promise<Pick<SettingValues, K>> {
  const result = Object.fromEntries(keys.map((k) => [k, SETTING_DEFAULTS[k]])) as Pick<SettingValues, K>;
  // Inside a transaction each key is read once (lib/tx-memo): a booking change asks for its
  // settings in several places. A copy of each value: a caller changing what it got cannot change
  // what the next one gets.
  const memo = txMemo(db);
  const missing = memo ? keys.filter((key) => !memo.has(`settings:${key}`)) : keys;
  if (missing.length) {
    // A real promise: the query builder would run its query again on every `then`.
    const reading = Promise.resolve(db.select().from(settings).where(inArray(settings.key, missing)));
    if (memo) {
      for (const key of missing) {
        const value = reading.then((rows) => rows.find((row) => row.key === key)?.value);
        // Awaited below, the first failure thrown there: the others must not go unhandled.
        value.catch(() => undefined);
        memo.set(`settings:${key}`, value);
      }
      reading.catch(() => forgetInTx(db, 'settings:'));
    } else {
      for (const row of await reading) (result as Record<string, unknown>)[row.key] = row.value;
      return result;
    }
  }
  for (const key of keys) {
    const value = await (memo!.get(`settings:${key}`) as Promise<unknown>);
    if (value !== undefined) (result as Record<string, unknown>)[key] = structuredClone(value);
  }
  return result;
}

export async function writeSetting<K extends SettingKey>(db: DbOrTx, key: K, value: SettingValues[K]) {
  forgetInTx(db, 'settings:');
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/** Stored module flags over the defaults: a flag added later is never missing. */
const modulesOf = (stored: Partial<FeatureModules>): FeatureModules => ({ ...SETTING_DEFAULTS.modules, ...stored });

const SITE_KEYS = [
  'site_title',
  'site_logo',
  'sociallinks',
  'modules',
  'searchMaxRooms',
  'flightOptionsShown',
  'defaultCancellationDateFormat',
  'footerSubscribeEnabled',
  'show_booking_equivalent_accounting_currency',
  'mapTileUrl',
  ...MANUAL_ADD_FLAGS,
] as const satisfies SettingKey[];

/** GET settings/site: what the site settings screen edits. */
export async function readSiteSettings(db: DbOrTx): Promise<SiteSettings> {
  const s = await readSettings(db, [...SITE_KEYS]);
  return {
    ...s,
    site_logo: mediaUrl(s.site_logo),
    modules: modulesOf(s.modules),
    billing: await readBilling(db),
    apiQuota: (await readSettings(db, ['apiQuota'])).apiQuota,
  };
}

/** Issue 31: the billing and deadline settings as the site settings screen edits them. */
export async function readBilling(db: DbOrTx): Promise<BillingSettings> {
  const s = await readSettings(db, ['invoiceCompany', 'invoicing', 'deadlineReminderDays', 'deadlineCancelTime']);
  return {
    companyName: s.invoiceCompany.name,
    companyAddress: s.invoiceCompany.address,
    companyTaxNumber: s.invoiceCompany.taxNumber,
    bankAccount: s.invoiceCompany.bankAccount,
    invoiceTaxRate: s.invoicing.taxRate,
    accountingAccountCode: s.invoicing.accountCode,
    deadlineReminderDays: s.deadlineReminderDays,
    deadlineCancelTime: s.deadlineCancelTime,
  };
}

export async function writeBilling(db: DbOrTx, billing: BillingSettings) {
  const { companyName: name, companyAddress: address, companyTaxNumber: taxNumber, bankAccount } = billing;
  await writeSetting(db, 'invoiceCompany', { name, address, taxNumber, bankAccount });
  await writeSetting(db, 'invoicing', { taxRate: billing.invoiceTaxRate, accountCode: billing.accountingAccountCode });
  await writeSetting(db, 'deadlineReminderDays', billing.deadlineReminderDays);
  await writeSetting(db, 'deadlineCancelTime', billing.deadlineCancelTime);
}

/** The booking edit's manual-add flags (account spec §6), stored values over the defaults (on). */
export const readManualAddFlags = (db: DbOrTx): Promise<ManualAddFlags> => readSettings(db, [...MANUAL_ADD_FLAGS]);

/**
 * The stored rates from some base currencies (the currency module's listRates). Handed in by the
 * app's composition root: settings are read by every module, currency among them, and import none
 * of them (issue 28).
 */
export type RatesReader = (db: DbOrTx, bases: string[]) => Promise<{ currency: string; rate: string }[]>;

/** `1 X = rate D` for the header currencies, as canonical decimal text (the 'currencyrate' item). */
async function uiRates(db: DbOrTx, listRates: RatesReader, defaultCurrency: string, codes: string[]) {
  const rows = await listRates(db, [defaultCurrency]);
  const rates: Record<string, string> = {};
  for (const code of codes) {
    if (code === defaultCurrency) continue;
    const row = rows.find((r) => r.currency === code);
    if (row) rates[code] = canonicalRate(row.rate)!;
  }
  return rates;
}

/** GET global-settings (public): the menus are the caller's (admin, agent or visitor). */
/** Back to the default value (a JSON null cannot be stored: the column is not null). */
export async function clearSetting(db: DbOrTx, key: SettingKey) {
  forgetInTx(db, 'settings:');
  await db.delete(settings).where(eq(settings.key, key));
}

/** The agency's day for the browser: its 'today' is the server clock's, in the agency's time zone. */
export type AgencyDay = { today: string; timeZone: string };

export async function globalSettings(db: DbOrTx, user: UserRow | null, day: AgencyDay, listRates: RatesReader): Promise<SiteGlobalSettings> {
  const s = await readSettings(db, [...SITE_KEYS, 'defaultCurrency', 'currenciesUi']);
  const [menus, currencyRates] = await Promise.all([menusFor(db, user), uiRates(db, listRates, s.defaultCurrency, s.currenciesUi)]);
  return {
    site_title: s.site_title,
    site_logo: mediaUrl(s.site_logo),
    defaultCurrency: { code: s.defaultCurrency },
    currenciesUi: s.currenciesUi,
    currencyRates,
    sociallinks: s.sociallinks,
    footerSubscribeEnabled: s.footerSubscribeEnabled,
    modules: modulesOf(s.modules),
    searchMaxRooms: s.searchMaxRooms,
    defaultDateFormat: 'DD.MM.YYYY',
    defaultDateTimeFormat: 'DD.MM.YYYY HH:mm',
    defaultCancellationDateFormat: s.defaultCancellationDateFormat,
    flightOptionsShown: s.flightOptionsShown,
    mapTileUrl: s.mapTileUrl,
    show_booking_equivalent_accounting_currency: s.show_booking_equivalent_accounting_currency,
    menus,
    today: day.today,
    timeZone: day.timeZone,
  };
}

/**
 * A value kept outside the settings page (the option hash's signing secret): the stored one, or
 * `make()` stored first when there is none. Concurrent first calls agree on one value.
 */
export async function storedOrCreated(db: DbOrTx, key: string, make: () => string): Promise<string> {
  forgetInTx(db, 'settings:');
  await db.insert(settings).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return String(row!.value);
}
