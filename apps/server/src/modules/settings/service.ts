import { inArray } from 'drizzle-orm';
import type { GlobalSettings } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
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
  modules: { packageSearch: false, flightSearch: false, transferSearch: false, visaSearch: false },
  searchMaxRooms: 4,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
};
export type SettingKey = keyof typeof SETTING_DEFAULTS;
type SettingValues = typeof SETTING_DEFAULTS;

export async function readSettings<K extends SettingKey>(db: DbOrTx, keys: K[]): Promise<Pick<SettingValues, K>> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  const result = Object.fromEntries(keys.map((k) => [k, SETTING_DEFAULTS[k]])) as Pick<SettingValues, K>;
  for (const row of rows) (result as Record<string, unknown>)[row.key] = row.value;
  return result;
}

export async function writeSetting<K extends SettingKey>(db: DbOrTx, key: K, value: SettingValues[K]) {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

export async function globalSettings(db: DbOrTx): Promise<GlobalSettings> {
  const s = await readSettings(db, [
    'site_title',
    'site_logo',
    'defaultCurrency',
    'currenciesUi',
    'sociallinks',
    'footerSubscribeEnabled',
    'modules',
    'searchMaxRooms',
    'mapTileUrl',
  ]);
  return {
    site_title: s.site_title,
    site_logo: s.site_logo,
    defaultCurrency: { code: s.defaultCurrency },
    currenciesUi: s.currenciesUi,
    sociallinks: s.sociallinks,
    footerSubscribeEnabled: s.footerSubscribeEnabled,
    modules: s.modules,
    searchMaxRooms: s.searchMaxRooms,
    defaultDateFormat: 'DD.MM.YYYY',
    mapTileUrl: s.mapTileUrl,
  };
}
