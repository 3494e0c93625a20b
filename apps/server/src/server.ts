import path from 'node:path';
import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { openDatabase } from './db/open';
import { loadConfig } from './lib/config';
import { localStorage } from './lib/storage';
import { pruneAuthTables } from './modules/auth/repo';
import { startMailWorker } from './modules/mail/service';

const config = loadConfig();
const database = await openDatabase(config);
const storage = localStorage(path.join(config.dataDir, 'uploads'));
await prepareDatabase(database, config, storage, (message) => console.log(message));
const app = await buildApp(
  { database, config, storage },
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
console.log(`TravelDesk is ready on ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL server'})`);

const shutdown = async () => {
  stopMail();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
