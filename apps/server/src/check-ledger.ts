import { openDatabase } from './db/open';
import { loadConfig } from './lib/config';
import { checkLedger } from './modules/bookings/account-check';
import { registerProducts } from './products';

/*
 * `npm run check:ledger`: the agency accounts' check (issue 31) on the database `npm start` uses.
 * Prints every finding; exits 1 when there is one, 0 when every booking's ledger entries and
 * invoices agree with what it owes. Read-only; run it with the server stopped when the database is
 * the embedded one (PGlite is one process's).
 */
const config = loadConfig();
const database = await openDatabase(config);
try {
  registerProducts();
  await database.migrate();
  const result = await checkLedger(database.db);
  console.log(`Ledger check: ${result.bookings} bookings on agency accounts read, ${result.findings.length} finding(s).`);
  for (const finding of result.findings) console.log(`- ${finding.pnrs} (booking ${finding.bookingId}): ${finding.message}`);
  process.exitCode = result.findings.length ? 1 : 0;
} finally {
  await database.close();
}
