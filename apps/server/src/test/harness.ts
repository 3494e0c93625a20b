import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../app';
import { type Database, openPglite, openPostgres } from '../db/client';
import { type Clock, fixedClock } from '../lib/clock';
import { loadConfig, type Config } from '../lib/config';
import { localStorage } from '../lib/storage';
import type { Db } from '../db/client';
import { type makeUser, type Session, session } from './factories';

export type Engine = 'pglite' | 'postgres';

/**
 * The engines this run tests on: embedded unless TEST_PGLITE=0, the server when global setup found
 * one. `npm test` runs the suite twice: PGlite at today's date, then PostgreSQL with the clock in
 * the future (scripts/test.mjs), so each engine runs once and the dated pass is not a third run.
 */
export const engines: Engine[] = [...(inject('skipPglite') ? [] : (['pglite'] as const)), ...(inject('postgresTemplate') ? (['postgres'] as const) : [])];

/** The server address of each PostgreSQL test database (a second worker connects to it). */
const databaseUrls = new WeakMap<Database, string>();

async function cloneDatabase(engine: Engine): Promise<Database> {
  if (engine === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteTemplate'));
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `travel_t_${inject('runId')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  // A test database need not outlive a crash: commits return without waiting for the WAL flush,
  // which kept the PostgreSQL pass waiting on the disk. Locking and isolation are unchanged.
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 4);
  databaseUrls.set(database, url.toString());
  const close = database.close;
  database.close = async () => {
    // The database is dropped right after `pool.end()`, which resolves before the pool's clients
    // have closed: a client still closing then receives the server's 57P01, which the pool re-emits.
    // Listening here keeps that teardown race out of the results.
    (database.db as unknown as { $client: { on(event: 'error', listener: () => void): void } }).$client.on('error', () => {});
    await close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return database;
}

export type TestContext = { app: App; database: Database; config: Config; clock: Clock; dataDir: string; close(): Promise<void> };

/** The date this run is pinned at (global setup: TEST_TODAY, else today's UTC date). */
export const testToday = (): string => inject('testToday');

/** A clock standing at the run's pinned date, as every test app has. */
export const testClock = (): Clock => fixedClock(testToday());

/** A fresh app on its own fresh database (cloned from the migrated template); `webDist`: a built web app to serve. */
export async function createTestApp(engine: Engine, options: { webDist?: string } = {}): Promise<TestContext> {
  const database = await cloneDatabase(engine);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-app-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://test.local', API_DOCS: '1' }),
    webDist: options.webDist ?? path.join(dataDir, 'no-web'),
  };
  const clock = testClock();
  const app = await buildApp({ database, config, storage: localStorage(path.join(dataDir, 'uploads')), clock });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second worker of the test app `t`, as `npm start` with WORKERS=2 runs it: its own app, its own
 * pool and its own caches on the same PostgreSQL database (PGlite belongs to one process).
 */
export async function createSecondWorker(t: TestContext): Promise<{ app: App; close(): Promise<void> }> {
  const url = databaseUrls.get(t.database);
  if (!url) throw new Error('A second worker needs a PostgreSQL test database.');
  const database = openPostgres(url, 4);
  const app = await buildApp({ database, config: t.config, storage: localStorage(path.join(t.dataDir, 'uploads')), clock: t.clock });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type ApiTest = { t: TestContext; admin: Session; agent: Session; db: () => Db };

/**
 * The usual set-up of an API test file: a fresh app on `engine` with an administrator and an
 * agent logged in, closed after the file. The fields are filled before the first test runs.
 * `agent` sets fields of the agent's user row (e.g. the companyName a test reads back).
 */
export function apiTestContext(engine: Engine, options: { agent?: Parameters<typeof makeUser>[1] } = {}): ApiTest {
  const context = { db: () => context.t.database.db } as ApiTest;
  beforeAll(async () => {
    context.t = await createTestApp(engine);
    context.admin = await session(context.t.app, context.db(), 'ROLE_ADMIN');
    context.agent = await session(context.t.app, context.db(), 'ROLE_AGENT', options.agent);
  });
  afterAll(() => context.t.close());
  return context;
}
