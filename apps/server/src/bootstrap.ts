import path from 'node:path';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { Config } from './lib/config';
import type { Storage } from './lib/storage';
import { generatePassword, hashPassword } from './lib/passwords';
import { seedDemoBookings } from './demo/bookings';
import { seedDemoCatalogue } from './demo/catalogue';
import { seedDemoVisas } from './demo/visas';
import { seedDemoFlights } from './demo/flights';
import { seedDemoTransfers } from './demo/transfers';
import { seedDemoTours } from './demo/tours';
import { switchOnDemoSearches } from './demo/searches';
import { DEMO_USERS, countUsers, seedDemo } from './demo/seed';
import { seedGuestBookingArticle } from './modules/content/seed';
import { seedCurrencyRates } from './modules/currency/seed';
import { registerProducts } from './products';
import { sweepPendingBookingFiles } from './modules/bookings/passenger-files';
import { seedReferenceData } from './modules/reference/seed';
import { anyAdministrator, findUserByEmail, insertAdministrator } from './modules/users/service';

type Log = (message: string) => void;

/** Everything `npm start` does to a database before serving: migrate, reference data, admin, demo. */
export async function prepareDatabase(database: Database, config: Config, storage: Storage, clock: Clock, log: Log) {
  // The demo bookings are made through the booking service, which sells through the product registry.
  registerProducts();
  await database.migrate();
  await sweepPendingUploads(database, config, log);
  const firstStart = (await countUsers(database.db)) === 0;
  await seedReferenceData(database.db);
  await seedCurrencyRates(database.db);
  await seedGuestBookingArticle(database.db);
  const demo = config.demo ?? (firstStart && database.kind === 'pglite');
  if (demo) {
    await seedDemo(database.db, clock);
    if (await seedDemoCatalogue(database.db, storage, clock)) log('Demo catalogue loaded: 30 hotels in 10 cities.');
    const flightRoutes = await seedDemoFlights(database.db, storage, clock);
    if (flightRoutes) log(`Demo flights loaded: ${flightRoutes} routes.`);
    if (await seedDemoVisas(database.db, clock)) log('Demo visas loaded.');
    if (await seedDemoTransfers(database.db, clock)) log('Demo transfers loaded.');
    if (await seedDemoTours(database.db)) log('Demo tours loaded.');
    if (await switchOnDemoSearches(database.db)) log('Demo searches switched on: packages, hotels, flights, transfers and visas.');
    const booked = await seedDemoBookings(database.db, storage, config.publicUrl, clock);
    if (booked) log(`Demo bookings made for the demo agency: ${booked}.`);
    log(`Demo data loaded. Demo logins: ${DEMO_USERS.map((u) => `${u.email} / ${u.password}`).join(' ; ')}`);
  }
  await ensureFirstAdmin(database, config, log);
}

/**
 * The start sweep of pending uploads (docs/decisions.md, "pending passenger files and the start
 * sweep"). File times are real time, so ages are counted from the real clock, not the business one.
 */
export async function sweepPendingUploads(database: Database, config: Config, log: Log, now = Date.now()) {
  try {
    // Where server.ts's localStorage keeps the uploads.
    const { promoted, removed } = await sweepPendingBookingFiles(database.db, path.join(config.dataDir, 'uploads'), now);
    if (promoted.length) log(`Pending uploads of saved bookings promoted: ${promoted.length}.`);
    if (removed.length) log(`Pending uploads left by an interrupted write removed: ${removed.length}.`);
  } catch (error) {
    // Housekeeping: the server serves without it (a pending file is still read), the next start tries again.
    console.error(`The sweep of pending uploads failed: ${(error as Error).message}`);
  }
}

async function ensureFirstAdmin(database: Database, config: Config, log: Log) {
  const db = database.db;
  if (config.adminEmail) {
    if (await findUserByEmail(db, config.adminEmail)) return;
  } else if (await anyAdministrator(db)) {
    return;
  }
  const email = config.adminEmail ?? 'admin@localhost';
  const password = config.adminPassword ?? generatePassword();
  await insertAdministrator(db, email, await hashPassword(password));
  log(
    config.adminPassword
      ? `Created the first administrator ${email} with the password from ADMIN_PASSWORD.`
      : `Created the first administrator ${email} with the generated password: ${password}`,
  );
}
