import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { seedCurrencyRates } from '../modules/currency/seed';
import { seedReferenceData } from '../modules/reference/seed';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const REPO_DIR = path.resolve(SERVER_DIR, '../..');
/** Where the migrated, seeded PGlite templates are kept between runs (TEST_TEMPLATE_CACHE moves it). */
const CACHE_DIR = process.env.TEST_TEMPLATE_CACHE || path.join(REPO_DIR, 'node_modules', '.cache', 'travel-test-templates');
/** A cached template nobody used for this long is removed (files here, template databases on the server). */
const UNUSED_FOR_MS = 24 * 3600_000;

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

/** Every file under `target` (a file or a folder), test files left out. */
function sourceFiles(target: string): string[] {
  if (!fs.existsSync(target)) return [];
  if (!fs.statSync(target).isDirectory()) return [target];
  return fs
    .readdirSync(target, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * What the template is made of: the migrations and the schema (src/db), the seeds with what they
 * read (reference and currency modules, site settings, lib, the contracts, the data files), every
 * module's tables, this file, and the versions of PGlite and drizzle. A change to any of them
 * makes a new template; the key is the hash of them all.
 */
function templateKey(): string {
  const modules = path.join(SERVER_DIR, 'src/modules');
  const inputs = [
    'src/db',
    'src/lib',
    'src/modules/reference',
    'src/modules/currency',
    'src/modules/settings',
    'src/test/global-setup.ts',
    'data',
    ...fs.readdirSync(modules).map((module) => `src/modules/${module}/tables.ts`),
  ].map((input) => path.join(SERVER_DIR, input));
  inputs.push(path.join(REPO_DIR, 'packages/contracts/src'));
  const files = [...new Set(inputs.flatMap(sourceFiles))].sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${path.relative(REPO_DIR, file)}\0`)
      .update(fs.readFileSync(file))
      .update('\0');
  for (const pkg of ['@electric-sql/pglite', 'drizzle-orm']) {
    const manifest = path.join(REPO_DIR, 'node_modules', pkg, 'package.json');
    hash.update(`${pkg}@${fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')).version : '?'}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The PGlite template (a data-dir dump) for `key`: read from the cache, else built and written
 * there under a temporary name, then renamed, so a run started beside this one never reads half a file.
 */
async function pgliteTemplate(key: string): Promise<string> {
  const file = path.join(CACHE_DIR, `pglite-${key}.tar`);
  if (fs.existsSync(file)) {
    const now = new Date();
    fs.utimesSync(file, now, now);
    return file;
  }
  const embedded = await openPglite();
  await embedded.migrate();
  await seedReferenceData(embedded.db);
  await seedCurrencyRates(embedded.db);
  const client = (embedded as unknown as { db: { $client: { dumpDataDir(c: string): Promise<Blob> } } }).db.$client;
  const dump = await client.dumpDataDir('none');
  await embedded.close();
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  // Templates of sources long gone, and files a killed run left half written.
  for (const entry of fs.readdirSync(CACHE_DIR)) {
    const other = path.join(CACHE_DIR, entry);
    if (other !== file && entry.startsWith('pglite-') && Date.now() - fs.statSync(other).mtimeMs > UNUSED_FOR_MS) fs.rmSync(other, { force: true });
  }
  return file;
}

/**
 * The template database for `key` on the PostgreSQL server: kept there between runs (its comment
 * is when it was last used). Built under a name of this process's own and renamed when complete,
 * so a database with the template's name is always a whole one; a run that loses the race to
 * another building the same template drops its own copy and uses the other.
 */
async function postgresTemplate(adminUrl: string, key: string): Promise<string> {
  const name = `travel_tpl_${key}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = async (database: string) => (await admin.query('select 1 from pg_database where datname = $1', [database])).rowCount === 1;
    if (!(await exists(name))) {
      const building = `${name}_${process.pid}`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      await admin.query(`comment on database ${building} is '${Date.now()}'`);
      const server = openPostgres(withDatabase(adminUrl, building), 2);
      await server.migrate();
      await seedReferenceData(server.db);
      await seedCurrencyRates(server.db);
      await server.close();
      // pool.end() resolves before its connections have closed; a rename needs none left.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [building]);
      try {
        await admin.query(`alter database ${building} rename to ${name}`);
      } catch (error) {
        await admin.query(`drop database if exists ${building} with (force)`);
        if (!(await exists(name))) throw error;
      }
    }
    await admin.query(`comment on database ${name} is '${Date.now()}'`);
    // Templates (and half-built ones) no run has used for a day; a database without a time in its comment is not ours to drop.
    const { rows } = await admin.query<{ datname: string; used: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as used from pg_database where datname like 'travel\\_tpl\\_%' and datname <> $1`,
      [name],
    );
    for (const row of rows) {
      if (row.used && /^\d+$/.test(row.used) && Date.now() - Number(row.used) > UNUSED_FOR_MS)
        await admin.query(`drop database if exists ${row.datname} with (force)`).catch(() => {});
    }
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * The migrated, seeded templates each API test file clones: a PGlite data-dir dump for the
 * embedded engine, and a template database on the PostgreSQL server when one answers. Both are
 * kept between runs, keyed by a hash of what makes them (templateKey), so a second start neither
 * migrates nor seeds. Test files that need no database are in the `unit` project, which has no
 * global setup (vitest.config.ts).
 */
export default async function setup(project: TestProject) {
  const key = templateKey();
  project.provide('pgliteTemplate', await pgliteTemplate(key));
  project.provide('testToday', pinnedToday(process.env.TEST_TODAY));

  const adminUrl = process.env.TEST_DATABASE_URL || LOCAL_SERVER;
  let serverTemplate = '';
  const why = process.env.TEST_POSTGRES === '0' ? 'TEST_POSTGRES=0 asks to skip it' : await unreachable(adminUrl);
  if (why) refuseOrSayWhatIsSkipped(adminUrl, why);
  else serverTemplate = await postgresTemplate(adminUrl, key);
  // TEST_PGLITE=0: the API tests run on the server only (the dated pass of `npm test`); it must answer.
  const skipPglite = process.env.TEST_PGLITE === '0';
  if (skipPglite && !serverTemplate) throw new Error('TEST_PGLITE=0 runs the API tests on PostgreSQL only, but no PostgreSQL server is usable.');
  project.provide('skipPglite', skipPglite);
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplate', serverTemplate);
  // Clones are named after this run, so the teardown drops only its own (runs may overlap).
  project.provide('runId', String(process.pid));

  return async () => {
    if (!serverTemplate) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const { rows } = await admin.query(`select datname from pg_database where datname like $1`, [`travel\\_t\\_${process.pid}\\_%`]);
    for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
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
