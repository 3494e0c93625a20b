import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { openDatabase } from './db/open';
import { systemClock } from './lib/clock';
import { loadConfig } from './lib/config';
import { localStorage } from './lib/storage';
import { pruneAuthTables } from './modules/auth/service';
import { startDeadlineJob } from './modules/bookings/deadline-job';
import { startWebhookWorker } from './modules/partners';
import { startMailWorker } from './modules/mail/service';

/*
 * The server: one process, or with WORKERS > 1 (a PostgreSQL server) a primary that prepares the
 * database once and forks that many workers sharing the port (Node cluster). Each worker keeps its
 * own search caches; a write through one empties the others' through PostgreSQL LISTEN/NOTIFY
 * (modules/search/cache-sync.ts). The printed PID is the primary's: `kill` on it stops them all.
 */
const config = loadConfig();
const clock = systemClock(config.timeZone);
const log = (message: string) => console.log(message);
const where = (kind: string) => (kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL server');
const ready = (kind: string, workers: number) =>
  // The PID is this process's own, so `kill` on it stops the server whatever started it (npm, a shell).
  `TravelDesk is ready on ${config.publicUrl} (database: ${where(kind)}${workers > 1 ? `; ${workers} workers` : ''}; PID ${process.pid}: Ctrl-C or \`kill ${process.pid}\` stops it)`;

if (cluster.isPrimary && config.workers > 1) await runPrimary();
else await runServer();

/** Migrations, reference data and demo once, then the workers; a worker that dies is replaced. */
async function runPrimary() {
  const database = await openDatabase(config);
  await prepareDatabase(database, config, localStorage(path.join(config.dataDir, 'uploads')), clock, log);
  await database.close();
  let stopping = false;
  let listening = 0;
  const fork = () => cluster.fork({ TRAVELDESK_WORKERS: String(config.workers) });
  cluster.on('listening', () => {
    listening++;
    if (listening === config.workers) log(ready('postgres', config.workers));
  });
  cluster.on('exit', (worker, code, signal) => {
    // A worker stopping by itself (exit 0: a signal it was sent) is not replaced; a crash is.
    if (stopping || code === 0) return;
    console.error(`TravelDesk worker ${worker.process.pid} ended (${signal ?? code}); starting another.`);
    fork();
  });
  for (let i = 0; i < config.workers; i++) fork();

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`TravelDesk is stopping (${signal})…`);
    setTimeout(() => {
      console.error('TravelDesk did not stop within 10 seconds; exiting anyway.');
      process.exit(1);
    }, 10_000).unref();
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    let left = workers.length;
    if (!left) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => {
        left--;
        if (left === 0) process.exit(0);
      });
      worker.process.kill('SIGTERM');
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** One server process: alone (it prepares the database itself), or a worker of the primary. */
async function runServer() {
  const worker = cluster.isWorker;
  const database = await openDatabase(config);
  const storage = localStorage(path.join(config.dataDir, 'uploads'));
  if (!worker) await prepareDatabase(database, config, storage, clock, log);
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
  // Mail delivery claims rows with SKIP LOCKED, so every worker may send: none is sent twice.
  const stopMail = startMailWorker(database.db, config, app.log);
  // Payment deadlines (issue 31): every worker runs the job; SKIP LOCKED and once-only notices keep each action to one worker.
  const stopDeadlines = startDeadlineJob({ db: database.db, clock, timeZone: config.timeZone, publicUrl: config.publicUrl }, app.log);
  // Webhooks (issue 34): every worker sends due deliveries; SKIP LOCKED keeps each try to one worker.
  const stopWebhooks = startWebhookWorker(database.db, { allowPrivate: config.webhooksAllowPrivate, clock }, app.log);
  const housekeeping = setInterval(() => pruneAuthTables(database.db).catch((err) => app.log.error({ err }, 'housekeeping failed')), 3600_000);
  housekeeping.unref();

  await app.listen({ port: config.port, host: config.host });
  if (!worker) log(ready(database.kind, 1));

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    // Ctrl-C reaches both this process and `npm start`'s launcher, which forwards it: one stop is enough.
    if (stopping) return;
    stopping = true;
    if (!worker) console.log(`TravelDesk is stopping (${signal})…`);
    // A request or a database that never finishes closing must not keep the port taken.
    setTimeout(() => {
      console.error('TravelDesk did not stop within 10 seconds; exiting anyway.');
      process.exit(1);
    }, 10_000).unref();
    stopMail();
    stopDeadlines();
    stopWebhooks();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
