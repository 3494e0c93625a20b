import { openDatabase } from './db/open';
import { systemClock } from './lib/clock';
import { loadConfig } from './lib/config';
import { checkInventory } from './modules/bookings/inventory-check';
import { liveHoldsByItem } from './modules/inventory';
import { registerProducts } from './products';

/*
 * `npm run check:inventory`: the inventory consistency check (issue 27) on the database `npm start`
 * uses (the embedded one in DATA_DIR, or DATABASE_URL's). Prints every finding; exits 1 when there
 * is one, 0 when the ledger, the bookings and the catalogue agree. Read-only; run it with the
 * server stopped when the database is the embedded one (PGlite is one process's).
 */
const config = loadConfig();
const database = await openDatabase(config);
try {
  registerProducts();
  await database.migrate();
  const result = await checkInventory(database.db, systemClock(config.timeZone).today(), liveHoldsByItem);
  console.log(`Inventory check on ${result.today}: ${result.liveHolds} live holds read, ${result.findings.length} finding(s).`);
  for (const finding of result.findings)
    console.log(`- [${finding.kind}] ${finding.message}${finding.bookings.length ? ` Bookings: ${finding.bookings.join(', ')}.` : ''}`);
  process.exitCode = result.findings.length ? 1 : 0;
} finally {
  await database.close();
}
