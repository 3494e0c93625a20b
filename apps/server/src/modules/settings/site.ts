import { MANUAL_ADD_FLAGS, type SiteSettingsData } from '@travel/contracts';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { checkImage, type UploadedFile } from '../../lib/uploads';
import { clearSetting, readSettings, readSiteSettings, writeBilling, writeSetting } from './service';

/**
 * POST settings/site: every value of the screen in one transaction. A new logo is checked by
 * content first; `removeLogo` clears the stored one; otherwise the logo is kept.
 */
export async function saveSiteSettings(db: Db, storage: Storage, data: SiteSettingsData, logo: UploadedFile | undefined) {
  const extension = logo ? await checkImage(logo, 'logo') : null;
  await db.transaction(async (tx) => {
    const { site_logo } = await readSettings(tx, ['site_logo']);
    const logoKey = logo && extension ? await storage.put('settings', extension, logo.data) : data.removeLogo ? null : site_logo;
    await writeSetting(tx, 'site_title', data.site_title);
    if (logoKey) await writeSetting(tx, 'site_logo', logoKey);
    else await clearSetting(tx, 'site_logo');
    await writeSetting(tx, 'sociallinks', data.sociallinks);
    await writeSetting(tx, 'modules', data.modules);
    await writeSetting(tx, 'searchMaxRooms', data.searchMaxRooms);
    await writeSetting(tx, 'footerSubscribeEnabled', data.footerSubscribeEnabled);
    await writeSetting(tx, 'show_booking_equivalent_accounting_currency', data.show_booking_equivalent_accounting_currency);
    await writeSetting(tx, 'mapTileUrl', data.mapTileUrl);
    if (data.flightOptionsShown !== undefined) await writeSetting(tx, 'flightOptionsShown', data.flightOptionsShown);
    if (data.defaultCancellationDateFormat !== undefined) await writeSetting(tx, 'defaultCancellationDateFormat', data.defaultCancellationDateFormat);
    if (data.billing) await writeBilling(tx, data.billing);
    if (data.apiQuota) await writeSetting(tx, 'apiQuota', data.apiQuota);
    for (const flag of MANUAL_ADD_FLAGS) {
      const value = data[flag];
      if (value !== undefined) await writeSetting(tx, flag, value);
    }
  });
  return readSiteSettings(db);
}
