import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { flights } from '../modules/flights/tables';
import { SETTING_DEFAULTS, writeSetting } from '../modules/settings/service';
import { settings } from '../modules/settings/tables';

/**
 * The demo's search tabs (issue 15): once the demo has flights, the storefront shows every mode
 * that sells — Package (first), Hotels, Flights, with the transfer and visa switches — so a
 * newcomer sees all tabs working. Only while the site's modules were never saved: an
 * administrator's own choice is never overridden, and a fresh non-demo install keeps the
 * defaults (all off but the hotels).
 */
export async function switchOnDemoSearches(db: Db): Promise<boolean> {
  const [stored] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, 'modules'));
  if (stored) return false;
  const [flown] = await db.select({ n: count() }).from(flights);
  if (Number(flown?.n ?? 0) === 0) return false;
  await writeSetting(db, 'modules', { ...SETTING_DEFAULTS.modules, packageSearch: true, flightSearch: true, transferSearch: true, visaSearch: true });
  return true;
}
