import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { seedCurrencyRates } from '../modules/currency/seed';
import { seedReferenceData } from '../modules/reference/seed';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
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
  if (process.env.TEST_POSTGRES !== '0' && (await reachable(adminUrl))) {
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
    postgresAdminUrl: string;
    postgresTemplate: string;
    runId: string;
    /** YYYY-MM-DD every test app's clock stands at (TEST_TODAY, else today's UTC date). */
    testToday: string;
  }
}
