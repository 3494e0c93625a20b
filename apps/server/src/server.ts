import path from 'node:path';
import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { openDatabase } from './db/open';
import { systemClock } from './lib/clock';
import { loadConfig } from './lib/config';
import { localStorage } from './lib/storage';
import { pruneAuthTables } from './modules/auth/service';
import { startMailWorker } from './modules/mail/service';

const config = loadConfig();
const clock = systemClock(config.timeZone);
const database = await openDatabase(config);
const storage = localStorage(path.join(config.dataDir, 'uploads'));
await prepareDatabase(database, config, storage, clock, (message) => console.log(message));
const app = await buildApp(
  { database, config, storage, clock },
  {
    logger: {
      level: config.logLevel,
      // Tokens must never reach the logs: headers are not logged and the query string is cut.
      serializers: { req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }) },
    },
  },
);
const stopMail = startMailWorker(database.db, config, app.log);
const housekeeping = setInterval(() => pruneAuthTables(database.db).catch((err) => app.log.error({ err }, 'housekeeping failed')), 3600_000);
housekeeping.unref();

await app.listen({ port: config.port, host: config.host });
const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL server';
// The PID is this process's own, so `kill` on it stops the server whatever started it (npm, a shell).
console.log(`TravelDesk is ready on ${config.publicUrl} (database: ${where}; PID ${process.pid}: Ctrl-C or \`kill ${process.pid}\` stops it)`);

let stopping = false;
const shutdown = async (signal: NodeJS.Signals) => {
  // Ctrl-C reaches both this process and `npm start`'s launcher, which forwards it: one stop is enough.
  if (stopping) return;
  stopping = true;
  console.log(`TravelDesk is stopping (${signal})…`);
  // A request or a database that never finishes closing must not keep the port taken.
  setTimeout(() => {
    console.error('TravelDesk did not stop within 10 seconds; exiting anyway.');
    process.exit(1);
  }, 10_000).unref();
  stopMail();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
