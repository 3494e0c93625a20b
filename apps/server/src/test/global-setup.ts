import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { seedCurrencyRates } from '../modules/currency/seed';
import { seedReferenceData } from '../modules/reference/seed';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Null when the server answers, else why not. */
async function unreachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The run's date, picked once: TEST_TODAY pins it (to prove the suite does not age), else today in UTC. */
function pinnedToday(value: string | undefined) {
  if (!value) return new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
    throw new Error(`TEST_TODAY "${value}" is not a date (YYYY-MM-DD).`);
  }
  return value;
}

const onCi = () => !!process.env.CI && !['0', 'false'].includes(process.env.CI.toLowerCase());

/**
 * Without a PostgreSQL server the API tests run on PGlite only, and the concurrency tests (two
 * bookings racing for the last room, thirty for the last ten) are skipped: PGlite is one
 * connection, so it cannot race. CI must run them, so there it is a failure; elsewhere the run
 * says plainly what it skips and why.
 */
function refuseOrSayWhatIsSkipped(url: string, why: string) {
  const where = withoutPassword(url);
  if (onCi()) {
    throw new Error(
      `CI: the PostgreSQL server at ${where} is not usable (${why}). The API tests must run on PostgreSQL too, including the concurrency tests that PGlite cannot run: start the server (.ci/run starts the local cluster) or set TEST_DATABASE_URL.`,
    );
  }
  console.warn(
    [
      `\n⚠ PostgreSQL server at ${where} not used: ${why}.`,
      '  Skipped: every API test file on PostgreSQL, and with them the concurrency tests that only a server can run',
      '  (bookings/create.test.ts "two concurrent bookings for the last room", "thirty concurrent bookings for the last ten rooms").',
      '  Start PostgreSQL on 127.0.0.1:5432 or set TEST_DATABASE_URL to run them; under CI=true this is a failure.\n',
    ].join('\n'),
  );
}

function withoutPassword(url: string) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'TEST_DATABASE_URL';
  }
}

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Builds a migrated, seeded template once: a PGlite data-dir dump for the embedded engine, and a
 * template database on the PostgreSQL server when one answers. Each test file clones it.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-test-'));
  const embedded = await openPglite();
  await embedded.migrate();
  await seedReferenceData(embedded.db);
  await seedCurrencyRates(embedded.db);
  const client = (embedded as unknown as { db: { $client: { dumpDataDir(c: string): Promise<Blob> } } }).db.$client;
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(dir, 'template.tar');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await embedded.close();
  project.provide('pgliteTemplate', dumpFile);
  project.provide('testToday', pinnedToday(process.env.TEST_TODAY));

  const adminUrl = process.env.TEST_DATABASE_URL || LOCAL_SERVER;
  let serverTemplate = '';
  const why = process.env.TEST_POSTGRES === '0' ? 'TEST_POSTGRES=0 asks to skip it' : await unreachable(adminUrl);
  if (why) {
    try {
      refuseOrSayWhatIsSkipped(adminUrl, why);
    } catch (error) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  } else {
    const name = `travel_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const server = openPostgres(withDatabase(adminUrl, name), 2);
    await server.migrate();
    await seedReferenceData(server.db);
    await seedCurrencyRates(server.db);
    await server.close();
    serverTemplate = name;
  }
  // TEST_PGLITE=0: the API tests run on the server only (the dated pass of `npm test`); it must answer.
  const skipPglite = process.env.TEST_PGLITE === '0';
  if (skipPglite && !serverTemplate) throw new Error('TEST_PGLITE=0 runs the API tests on PostgreSQL only, but no PostgreSQL server is usable.');
  project.provide('skipPglite', skipPglite);
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', serverTemplate);
  // Clones are named after this run, so the teardown drops only its own (runs may overlap).
  project.provide('runId', String(process.pid));

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (serverTemplate) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const { rows } = await admin.query(`select datname from pg_database where datname like $1 or datname = $2`, [`travel\\_t\\_${process.pid}\\_%`, serverTemplate]);
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** TEST_PGLITE=0: `engines` leaves the embedded engine out. */
    skipPglite: boolean;
    postgresAdminUrl: string;
    postgresTemplate: string;
    runId: string;
    /** YYYY-MM-DD every test app's clock stands at (TEST_TODAY, else today's UTC date). */
    testToday: string;
  }
}
