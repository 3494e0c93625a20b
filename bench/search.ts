/**
 * `npm run bench:search`: hotel and flight search under load, on embedded PGlite and on PostgreSQL.
 *
 * For each engine: a fresh database (a temporary DATA_DIR, or a database created on the local
 * PostgreSQL server and dropped at the end), the benchmark catalogue written into it with the
 * server's own modules, an in-process profile of one search's phases, then the real server
 * (apps/server/src/server.ts, DEMO=0, LOG_LEVEL=warn) on a free port of 127.0.0.1, and autocannon
 * at a fixed concurrency for a fixed time against the search call and GET /api/v1/health.
 * Writes bench/results/search-<date>.md and prints it. See bench/README.md.
 *
 * Options: --engines=pglite,postgres --calls=hotel,flight,booking,big --bookings=1000 --duration=15 --warmup=5 --connections=16 --runs=15
 *          --workers=1,2 (server processes on PostgreSQL; PGlite always runs one)
 *          --big=1000,5000 (issue 36: destinations of that many hotels more, searched cold by the `big` call)
 * Environment: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), the
 * maintenance database used to create and drop the benchmark database; BENCH_SERVER_FLAGS, more
 * Node flags for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client';
import { type AroundTimed, type BookingMeasure, benchBookings, summarize } from './booking';
import { allotmentRooms, BENCH_ADMIN, BENCH_AGENCIES, type Generated, prepareBenchDatabase, random } from './catalogue';
import { FARES_PER_FLIGHT, type FlightRoute, generateFlightRoute, ROUTE_FLIGHTS } from './flight-catalogue';
import { type Phases, profileSearch } from './profile';
import type { Metrics } from '@travel/contracts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The compiled server, as `npm start` runs it (built first when its sources changed). */
const SERVER = path.join(ROOT, 'apps/server/dist/server.js');
const HOST = '127.0.0.1';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'];
  }),
);
const bounded = (name: string, fallback: number, min: number, max: number) => {
  const value = Number(args[name] ?? fallback);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`--${name} must be between ${min} and ${max}`);
  return value;
};
const ENGINES = String(args.engines ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const CALLS = new Set(String(args.calls ?? 'hotel,flight,booking,big').split(','));
/** The big destinations' sizes (issue 36); none with `--big=0`. */
const BIG = String(args.big ?? '1000,5000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
if (BIG.some((n) => !Number.isInteger(n) || n > 20_000)) throw new Error('--big must list whole numbers of hotels up to 20000');
/** The booking row's timed bookings (each a distinct allotment stay; a tenth more warm up first). */
const BOOKINGS = bounded('bookings', 1000, 10, 20000);
const DURATION = bounded('duration', 15, 1, 120);
const WARMUP = bounded('warmup', 5, 0, 60);
const CONNECTIONS = bounded('connections', 16, 1, 256);
const RUNS = bounded('runs', 15, 1, 200);
const WORKER_COUNTS = String(args.workers ?? '1,2')
  .split(',')
  .map((n) => {
    const workers = Number(n);
    if (!Number.isInteger(workers) || workers < 1 || workers > 16) throw new Error('--workers must list whole numbers from 1 to 16');
    return workers;
  });
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? `postgres://postgres@${HOST}:5432/postgres`;
/** The whole run is bounded too: whatever hangs, everything is stopped after this. */
const WATCHDOG_MS = (20 + Math.ceil(BIG.reduce((n, size) => n + size, 0) / 1000) * 4) * 60_000;

/** Search cache lookups during a row's timed run, summed over the server's workers (GET metrics). */
type CacheUse = { hits: number; misses: number; pricedHits: number; pricedMisses: number };
/** `cpuMs`: the server's CPU time (user + system, every worker) per request of the timed run, read from /proc. */
type Measure = { rps: number; p50: number; p95: number; p99: number; requests: number; errors: number; non2xx: number; cache?: CacheUse; cpuMs?: number };
/** A big destination searched cold (issue 36): its first search (the destination read into the index), the cold run, the index and memory after. */
type BigResult = {
  name: string;
  hotels: number;
  firstMs: number;
  firstCpuMs: number;
  cold: Measure;
  issued: number;
  distinct: number;
  indexBytes: number;
  evictions: number;
  rssMiB: number;
};
/** Resident memory of the server's workers together, in MiB: once started and ready (before any search reads a destination into the catalogue index) and after every run. */
type Memory = { loaded: number; after: number };
type HotelResult = { phases: Phases; firstMs: number; bytes: number; hotels: number; search: Measure; cold: Measure; alone: Alone };
/** Cold searches one at a time on the warm, otherwise idle server (issue 17.2's "one search alone"): HTTP latency as the client sees it. */
type Alone = { count: number; p50: number; p99: number; hits: number | null };
/** `distinct` of `issued` cold requests asked a query nobody asked before: equal, no answer came from a cache. */
type FlightResult = { route: FlightRoute; firstMs: number; bytes: number; flights: number; search: Measure; cold: Measure; issued: number; distinct: number };
type EngineResult = {
  engine: string;
  workers: number;
  generated: Generated;
  hotel: HotelResult | null;
  flight: FlightResult | null;
  /** The booking row as one agency, then spread over the bench's agencies. */
  booking: BookingMeasure[];
  big: BigResult[];
  health: Measure;
  memory: Memory;
};

const log = (message: string) => console.error(`[bench] ${message}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Cold hotel searches asked one at a time after the cold run ("one search alone"). */
const ALONE_SEARCHES = 200;

/** How many distinct cold hotel searches there are: start 40..399 days ahead x room 2's child 0..11 x room 1 of 2 or 3 adults x room 1's child none or 2..11. */
const HOTEL_COLD_COMBINATIONS = 360 * 12 * 2 * 11;

/**
 * The Paris search, 7 nights, two rooms, as a visitor. Without `n`: 30 days ahead, 2 adults and
 * 2 adults + a child of 5 (the repeated row). With `n`: the n-th of HOTEL_COLD_COMBINATIONS
 * distinct stays and parties (the cold row: no request repeats another, so no cache can answer).
 */
function searchPath(generated: Generated, today: Date, n?: number) {
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  let start = 30;
  let rooms = { room1: { adults: 2, childrenAges: [] as number[] }, room2: { adults: 2, childrenAges: [5] } };
  if (n !== undefined) {
    if (n >= HOTEL_COLD_COMBINATIONS) throw new Error(`More than ${HOTEL_COLD_COMBINATIONS} cold hotel searches: the cold row would repeat queries.`);
    start = 40 + (n % 360);
    const k = Math.floor(n / 360);
    const child1 = Math.floor(k / 24) % 11;
    rooms = { room1: { adults: 2 + (Math.floor(k / 12) % 2), childrenAges: child1 ? [child1 + 1] : [] }, room2: { adults: 2, childrenAges: [k % 12] } };
  }
  const params = new URLSearchParams({
    searchMode: 'hotel',
    toId: String(generated.cityId),
    nationalityId: String(generated.nationalityId),
    startDate: day(start),
    endDate: day(start + 7),
    rooms: JSON.stringify(rooms),
  });
  return { path: `/api/v1/search?${params}`, query: Object.fromEntries(params) };
}

/**
 * The flight rows' parties: 1 to 4 adults with no child, one child or infant of 0 to 11, or two
 * children of 2 to 11 (272 parties, never more than 6 passengers or more infants than adults).
 */
const FLIGHT_PARTIES: number[][][] = [1, 2, 3, 4].flatMap((adults) => {
  const ages = Array.from({ length: 10 }, (_, i) => i + 2);
  const children = [[], ...[0, 1, ...ages].map((a) => [a]), ...ages.flatMap((a) => ages.filter((b) => b >= a).map((b) => [a, b]))];
  return children.map((childrenAges) => [[adults], childrenAges]);
});
const FLIGHT_DAYS = 360;
const FLIGHT_LENGTHS = 7;
/** How many distinct cold flight searches there are (start 2..361 days ahead x party x 3..9 days away). */
const FLIGHT_COMBINATIONS = FLIGHT_DAYS * FLIGHT_PARTIES.length * FLIGHT_LENGTHS;

/**
 * A round trip LIS -> CDG as a visitor. Without `n`: the §10 family (2 adults, a child of 5, an
 * infant), 30 days ahead for 7 days. With `n`: the n-th of FLIGHT_COMBINATIONS distinct searches.
 */
function flightPath(generated: Generated, route: FlightRoute, today: Date, n?: number) {
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const [start, party, length] =
    n === undefined
      ? [30, [[2], [5, 1]], 7]
      : [
          2 + (n % FLIGHT_DAYS),
          FLIGHT_PARTIES[Math.floor(n / FLIGHT_DAYS) % FLIGHT_PARTIES.length]!,
          3 + (Math.floor(n / (FLIGHT_DAYS * FLIGHT_PARTIES.length)) % FLIGHT_LENGTHS),
        ];
  const params = new URLSearchParams({
    searchMode: 'flight',
    flightType: 'round',
    fromAirportId: String(route.fromAirportId),
    toAirportId: String(route.toAirportId),
    nationalityId: String(generated.nationalityId),
    startDate: day(start),
    endDate: day(start + length),
    rooms: JSON.stringify({ room1: { adults: party[0]![0], childrenAges: party[1] } }),
  });
  return `/api/v1/search?${params}`;
}

// ---------------------------------------------------------------- the server process

class Server {
  private output = '';
  private exited = false;
  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-8000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.on('exit', () => {
      this.exited = true;
    });
  }

  private token = '';

  static async start(env: Record<string, string | undefined>): Promise<Server> {
    const port = await freePort();
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST, DEMO: '0', LOG_LEVEL: 'warn' };
    for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
    // With the V8 flags scripts/start.mjs gives the server.
    // BENCH_SERVER_FLAGS: more Node flags for the server only (`--cpu-prof --cpu-prof-dir=...` to profile it under load).
    const extraFlags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, ['--max-semi-space-size=64', ...extraFlags, SERVER], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    const server = new Server(child, port);
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (server.exited) throw new Error(`The server stopped while starting:\n${server.output}`);
      try {
        const res = await fetch(`${server.url}/api/v1/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    if (Date.now() >= deadline) {
      await server.stop();
      throw new Error(`The server did not answer within 120 s:\n${server.output}`);
    }
    await server.login();
    return server;
  }

  get url() {
    return `http://${HOST}:${this.port}`;
  }

  private async login() {
    const res = await fetch(`${this.url}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
    if (!res.ok) throw new Error(`The bench administrator could not log in: ${res.status} ${await res.text()}`);
    this.token = ((await res.json()) as { token: string }).token;
  }

  /** GET metrics of every worker: asked until each worker (by PID) answered once (the cluster hands connections round-robin). */
  async metrics(): Promise<Metrics[]> {
    const byPid = new Map<number, Metrics>();
    for (let i = 0; i < 64; i++) {
      const res = await fetch(`${this.url}/api/v1/metrics`, { headers: { authorization: `Bearer ${this.token}`, connection: 'close' } });
      if (!res.ok) throw new Error(`GET metrics answered ${res.status}: ${await res.text()}`);
      const metrics = (await res.json()) as Metrics;
      byPid.set(metrics.pid, metrics);
      if (byPid.size >= metrics.workers) break;
    }
    return [...byPid.values()];
  }

  /** The answer and priced-stay cache lookups of every worker so far. */
  async cacheCounts(): Promise<CacheUse> {
    const all = await this.metrics();
    const total = (pick: (m: Metrics) => number) => all.reduce((n, m) => n + pick(m), 0);
    return {
      hits: total((m) => m.caches.searchAnswers.hits),
      misses: total((m) => m.caches.searchAnswers.misses),
      pricedHits: total((m) => m.caches.pricedSearches.hits),
      pricedMisses: total((m) => m.caches.pricedSearches.misses),
    };
  }

  /** The server's processes: the workers (from GET metrics) and, with a cluster, the primary that forked them. */
  async pids(): Promise<number[]> {
    const workers = (await this.metrics()).map((m) => m.pid);
    return [...new Set([this.child.pid!, ...workers])];
  }

  /** Resident memory of every worker together, MiB. */
  async residentMiB(): Promise<number> {
    return (await this.metrics()).reduce((n, m) => n + m.memory.rss, 0) / 2 ** 20;
  }

  async stop() {
    if (this.exited) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    if (await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])) return;
    this.child.kill('SIGKILL');
    await Promise.race([exited, sleep(5_000)]);
  }
}

// ---------------------------------------------------------------- load

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system) these processes have used so far, in ms (/proc/<pid>/stat fields 14 and 15). */
function cpuMsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A process gone: its time is lost to the measure (rare; a crashed worker is replaced).
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/** One autocannon run; latencies of every response are kept (bounded) for exact percentiles. */
async function load(url: string, seconds: number, nextPath?: () => string): Promise<Measure> {
  const MAX_SAMPLES = 5_000_000;
  const latencies: number[] = [];
  // With nextPath every request asks its own path (a stay no one searched yet: no cache helps).
  const requests = nextPath ? [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, path: nextPath() }) }] : undefined;
  // Without a callback autocannon answers its running instance, an event emitter that is also a promise of the result.
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    ...(requests ? { requests } : {}),
  } as autocannon.Options) as unknown as Promise<autocannon.Result> & NodeJS.EventEmitter;
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    if (latencies.length < MAX_SAMPLES) latencies.push(ms);
  });
  return summarize(await instance, latencies, seconds);
}

/**
 * autocannon stops on time, but the server may still be working through the requests it had
 * accepted: wait (bounded) until a lone health check is quick again before the next run.
 */
async function settle(base: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/health`).catch(() => null);
    await res?.arrayBuffer();
    if (res?.ok && performance.now() - started < 50) return;
    await sleep(200);
  }
  log('the server did not settle within 120 s; measuring anyway');
}

/** The server's CPU and database statements over the booking row's timed run, per booking (issue 36). */
function perBooking(server: Server): AroundTimed {
  let pids: number[] = [];
  let cpuBefore = 0;
  let queriesBefore = 0;
  const queries = async () => (await server.metrics()).reduce((n, m) => n + m.database.queries, 0);
  return {
    async before() {
      pids = await server.pids();
      queriesBefore = await queries();
      cpuBefore = cpuMsOf(pids);
    },
    async after(measure) {
      const cpu = cpuMsOf(pids) - cpuBefore;
      // GET metrics' own statements (a session read per worker asked) are in the difference: a few, over hundreds of bookings.
      const statements = (await queries()) - queriesBefore;
      measure.cpuMs = cpu / Math.max(1, measure.requests);
      measure.queries = statements / Math.max(1, measure.requests);
    },
  };
}

/** A row: warm-up, then the timed run; with `server`, the cache lookups of the timed run (and only of it). */
async function measure(url: string, label: string, nextPath?: () => string, server?: Server): Promise<Measure> {
  const base = new URL(url).origin;
  await settle(base);
  if (WARMUP > 0) {
    log(`${label}: warm-up ${WARMUP} s`);
    await load(url, WARMUP, nextPath);
    await settle(base);
  }
  const before = await server?.cacheCounts();
  const pids = server ? await server.pids() : [];
  const cpuBefore = cpuMsOf(pids);
  log(`${label}: ${DURATION} s at concurrency ${CONNECTIONS}`);
  const result = await load(url, DURATION, nextPath);
  if (server) result.cpuMs = (cpuMsOf(pids) - cpuBefore) / Math.max(1, result.requests);
  await settle(base);
  const after = await server?.cacheCounts();
  if (before && after) {
    result.cache = {
      hits: after.hits - before.hits,
      misses: after.misses - before.misses,
      pricedHits: after.pricedHits - before.pricedHits,
      pricedMisses: after.pricedMisses - before.pricedMisses,
    };
  }
  return result;
}

// ---------------------------------------------------------------- one engine

async function benchEngine(engine: 'pglite' | 'postgres', today: Date, cleanups: (() => Promise<void>)[]): Promise<EngineResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `traveldesk-bench-${engine}-`));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  let database: Database;
  if (engine === 'postgres') {
    const name = `traveldesk_bench_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      log(`dropped database ${name}`);
    });
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = openPostgres(databaseUrl);
    log(`postgres: database ${name}`);
  } else {
    database = await openPglite({ dataDir: path.join(dataDir, 'db') });
    log(`pglite: DATA_DIR ${dataDir}`);
  }

  let generated: Generated;
  let route: FlightRoute;
  let phases: Phases | null = null;
  let bookable: Awaited<ReturnType<typeof allotmentRooms>> = [];
  try {
    log(`${engine}: generating the catalogue`);
    generated = await prepareBenchDatabase(database, today, CALLS.has('big') ? BIG : []);
    route = await generateFlightRoute(database.db, today);
    log(
      `${engine}: catalogue in ${(generated.ms / 1000).toFixed(1)} s: ${JSON.stringify(generated.counts)}, ${route.flights} flights x ${route.fares / route.flights} fares LIS -> CDG`,
    );
    if (CALLS.has('hotel')) {
      log(`${engine}: profiling one search in-process (${RUNS} runs)`);
      phases = await profileSearch(database.db, searchPath(generated, today).query, today.toISOString().slice(0, 10), RUNS);
    }
    bookable = await allotmentRooms(database.db);
  } finally {
    await database.close();
  }

  const results: EngineResult[] = [];
  // Embedded PGlite belongs to one process; a PostgreSQL server is measured with each worker count.
  for (const workers of engine === 'postgres' ? WORKER_COUNTS : [1]) {
    const server = await Server.start({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, WORKERS: String(workers) });
    cleanups.push(() => server.stop());
    const label = `${engine} (${workers} worker${workers > 1 ? 's' : ''})`;
    log(`${label}: server on ${server.url}`);
    try {
      // Before any search: the catalogue index is filled by the searches (one destination here).
      const loaded = await server.residentMiB();
      // Skew-free cold rows per server: each server's cold searches start where no earlier server's went.
      const hotel = CALLS.has('hotel') ? await benchHotelSearch(label, server, generated, today, phases!) : null;
      const flight = CALLS.has('flight') ? await benchFlightSearch(label, server, generated, route, today) : null;
      const booking: BookingMeasure[] = [];
      if (CALLS.has('booking'))
        for (const agencies of [1, BENCH_AGENCIES])
          booking.push(
            await benchBookings(
              server.url,
              { hotels: bookable, nationalityId: generated.nationalityId, today },
              BOOKINGS,
              CONNECTIONS,
              (m) => log(`${label} ${m}`),
              perBooking(server),
              agencies,
            ),
          );
      const big = CALLS.has('big') ? await benchBigDestinations(label, server, generated, today) : [];
      const healthMeasure = await measure(`${server.url}/api/v1/health`, `${label} health`, undefined, server);
      results.push({ engine, workers, generated, hotel, flight, booking, big, health: healthMeasure, memory: { loaded, after: await server.residentMiB() } });
    } finally {
      await server.stop();
    }
  }
  return results;
}

/** One request before any load: its time, its size, and how many results it found (`total`). */
async function firstSearch(url: string) {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  const firstMs = performance.now() - started;
  if (!res.ok) throw new Error(`Search answered ${res.status}: ${body.slice(0, 500)}`);
  return { firstMs, bytes: Buffer.byteLength(body), total: (JSON.parse(body) as { total: number }).total };
}

async function benchHotelSearch(engine: string, server: Server, generated: Generated, today: Date, phases: Phases): Promise<HotelResult> {
  const search = `${server.url}${searchPath(generated, today).path}`;
  const { firstMs, bytes, total: hotels } = await firstSearch(search);
  log(`${engine}: first search ${firstMs.toFixed(0)} ms, ${hotels} hotels, ${(bytes / 1024).toFixed(0)} KiB`);
  if (hotels === 0) throw new Error('The search found no hotel: the benchmark would measure nothing.');
  const searchMeasure = await measure(search, `${engine} search`, undefined, server);
  // Cold: every request (warm-up included) a stay and party never searched before on this server.
  let issued = 0;
  const asked = new Set<string>();
  const coldPath = () => {
    const path = searchPath(generated, today, issued++).path;
    asked.add(path);
    return path;
  };
  const coldMeasure = await measure(search, `${engine} search, cold`, coldPath, server);
  log(`${engine}: cold hotel searches: ${issued} issued, ${asked.size} distinct, ${coldMeasure.cache?.hits} cache hits`);
  // One at a time: each request a new stay, on the server the runs above warmed up (its code, not its caches).
  await settle(new URL(search).origin);
  const before = await server.cacheCounts();
  const latencies: number[] = [];
  for (let i = 0; i < ALONE_SEARCHES; i++) {
    const path = coldPath();
    const started = performance.now();
    const res = await fetch(`${server.url}${path}`);
    await res.text();
    if (!res.ok) throw new Error(`A cold search answered ${res.status}`);
    latencies.push(performance.now() - started);
  }
  const after = await server.cacheCounts();
  latencies.sort((a, b) => a - b);
  const alone: Alone = {
    count: latencies.length,
    p50: latencies[Math.floor(latencies.length / 2)]!,
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]!,
    hits: before && after ? after.hits - before.hits + (after.pricedHits - before.pricedHits) : null,
  };
  log(`${engine}: ${alone.count} cold searches one at a time: p50 ${alone.p50.toFixed(1)} ms, p99 ${alone.p99.toFixed(1)} ms, ${alone.hits} cache hits`);
  return { phases, firstMs, bytes, hotels, search: searchMeasure, cold: coldMeasure, alone };
}

/**
 * The flight rows: the §10 family's round trip asked again and again (the answer cache serves
 * it), then cold: every request (warm-up included) the next of FLIGHT_COMBINATIONS distinct
 * searches. The cache keys answers by query, and the flight search keeps no other cache, so
 * `distinct` = `issued` proves no cold answer came from a cache.
 */
async function benchFlightSearch(engine: string, server: Server, generated: Generated, route: FlightRoute, today: Date): Promise<FlightResult> {
  const search = `${server.url}${flightPath(generated, route, today)}`;
  const { firstMs, bytes, total: flights } = await firstSearch(search);
  log(`${engine}: first flight search ${firstMs.toFixed(0)} ms, ${flights} flights, ${(bytes / 1024).toFixed(0)} KiB`);
  if (flights !== route.flights)
    throw new Error(`The flight search found ${flights} of the route's ${route.flights} flights: the benchmark would measure something else.`);
  const searchMeasure = await measure(search, `${engine} flight search`, undefined, server);
  let issued = 0;
  const asked = new Set<string>();
  const coldPath = () => {
    if (issued >= FLIGHT_COMBINATIONS) throw new Error(`More than ${FLIGHT_COMBINATIONS} cold flight searches: the cold row would repeat queries.`);
    const path = flightPath(generated, route, today, issued++);
    asked.add(path);
    return path;
  };
  const coldMeasure = await measure(search, `${engine} flight search, cold`, coldPath, server);
  log(`${engine}: cold flight searches: ${issued} issued, ${asked.size} distinct`);
  return { route, firstMs, bytes, flights, search: searchMeasure, cold: coldMeasure, issued, distinct: asked.size };
}

/**
 * The big destinations (issue 36), cold: each request a destination, a start 2 to 299 days ahead
 * (inside the 12 priced months with its nights), 1 to 30 nights, 1 to 3 rooms of 1 to 3 adults
 * with no child or one of 2 to 11, as a visitor; never one asked before (the set of paths proves
 * it), so no cache can answer. First the destination's first search, which reads it into the
 * catalogue index, with the CPU it cost.
 */
function bigSearchPath(generated: Generated, destination: { id: number }, today: Date, n: number) {
  const rnd = random(0x5eed + n * 7919);
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const start = 2 + Math.floor(rnd() * 298);
  const nights = 1 + Math.floor(rnd() * 30);
  const rooms = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
    const child = Math.floor(rnd() * 11);
    return { adults: 1 + Math.floor(rnd() * 3), childrenAges: child ? [child + 1] : [] };
  });
  const params = new URLSearchParams({
    searchMode: 'hotel',
    toId: String(destination.id),
    nationalityId: String(generated.nationalityId),
    startDate: day(start),
    endDate: day(start + nights),
    rooms: JSON.stringify(rooms),
  });
  return `/api/v1/search?${params}`;
}

async function benchBigDestinations(engine: string, server: Server, generated: Generated, today: Date): Promise<BigResult[]> {
  const results: BigResult[] = [];
  let n = 0;
  for (const destination of generated.bigDestinations) {
    const loadsOf = async () => new Map((await server.metrics()).map((m) => [m.pid, m.catalogueIndex.loads]));
    const loadsBefore = await loadsOf();
    const pids = await server.pids();
    const cpuBefore = cpuMsOf(pids);
    const first = await firstSearch(`${server.url}${bigSearchPath(generated, destination, today, n++)}`);
    const firstCpuMs = cpuMsOf(pids) - cpuBefore;
    log(`${engine}: ${destination.name} first search ${first.firstMs.toFixed(0)} ms (${firstCpuMs.toFixed(0)} ms of server CPU), ${first.total} hotels`);
    // Every worker reads the destination once before the timed run (else a worker's first read
    // lands in the cold row's CPU): new stays on new connections until each worker loaded it.
    for (let tries = 0; tries < 40; tries++) {
      const loads = await loadsOf();
      if ([...loads].every(([pid, count]) => count > (loadsBefore.get(pid) ?? 0))) break;
      await (await fetch(`${server.url}${bigSearchPath(generated, destination, today, n++)}`, { headers: { connection: 'close' } })).arrayBuffer();
    }
    const asked = new Set<string>();
    let issued = 0;
    const coldPath = () => {
      issued++;
      for (;;) {
        const path = bigSearchPath(generated, destination, today, n++);
        if (!asked.has(path)) {
          asked.add(path);
          return path;
        }
      }
    };
    const cold = await measure(
      `${server.url}${bigSearchPath(generated, destination, today, 0)}`,
      `${engine} ${destination.name} (${destination.hotels} hotels), cold`,
      coldPath,
      server,
    );
    const metrics = await server.metrics();
    results.push({
      name: destination.name,
      hotels: destination.hotels,
      firstMs: first.firstMs,
      firstCpuMs,
      cold,
      issued,
      distinct: asked.size,
      indexBytes: metrics.reduce((total, m) => total + m.catalogueIndex.bytes, 0),
      evictions: metrics.reduce((total, m) => total + m.catalogueIndex.evictions, 0),
      rssMiB: metrics.reduce((total, m) => total + m.memory.rss, 0) / 2 ** 20,
    });
  }
  return results;
}

// ---------------------------------------------------------------- report

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : '–');
const ROUTE_TEXT = `one flight route (LIS -> CDG) of ${ROUTE_FLIGHTS} flights x ${FARES_PER_FLIGHT} fares`;

function report(results: EngineResult[], today: Date, totalSeconds: number) {
  const lines: string[] = [];
  const first = results[0]!;
  lines.push(`# Search benchmark, ${today.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  lines.push('');
  lines.push(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}. ` +
      `Load: autocannon, ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${DURATION} s per row, same machine as the server.`,
  );
  const hotelRun = results.find((r) => r.hotel)?.hotel;
  const flightRun = results.find((r) => r.flight)?.flight;
  lines.push(
    `Catalogue: ${Object.entries(first.generated.counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}, and ${ROUTE_TEXT}.` +
      (hotelRun
        ? ` Hotel search: ${first.generated.cityName} (${hotelRun.hotels} hotels found), 7 nights from today + 30, rooms 2 adults; 2 adults + child 5, visitor (b2c), EUR.`
        : '') +
      (flightRun
        ? ` Flight search: round trip LIS -> CDG (${flightRun.flights} flights found), visitor (b2c), EUR; repeated: 2 adults, a child of 5 and an infant, today + 30 for 7 days; cold: each request the next of ${FLIGHT_COMBINATIONS} distinct date and party combinations.`
        : ''),
  );
  lines.push('');
  lines.push(
    "Cache: answers served from the search answer cache / lookups during the timed run (all workers, from GET metrics); a cold row must show 0 hits. Priced: the hotel search's priced-stay cache alike.",
  );
  lines.push('');
  lines.push('Server CPU: user + system time of every server process during the timed run (/proc), per request: the yardstick on a shared, noisy machine.');
  lines.push('');
  lines.push(
    '| engine | workers | call | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | requests | errors / non-2xx | cache hits / lookups | priced hits / lookups |',
  );
  lines.push('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const rows: [string, Measure][] = [
      ...(r.hotel
        ? ([
            ['search (repeated)', r.hotel.search],
            ['search, cold (each a new stay)', r.hotel.cold],
          ] as [string, Measure][])
        : []),
      ...(r.flight
        ? ([
            ['flight search (repeated)', r.flight.search],
            ['flight search, cold (each a new trip)', r.flight.cold],
          ] as [string, Measure][])
        : []),
      ['health', r.health],
    ];
    for (const [call, m] of rows) {
      const ratio = (hits: number, misses: number) => `${hits} / ${hits + misses}${hits + misses ? ` (${((100 * hits) / (hits + misses)).toFixed(0)} %)` : ''}`;
      const cache = m.cache ? ratio(m.cache.hits, m.cache.misses) : '–';
      const priced = m.cache && m.cache.pricedHits + m.cache.pricedMisses ? ratio(m.cache.pricedHits, m.cache.pricedMisses) : '–';
      lines.push(
        `| ${r.engine} | ${r.workers} | ${call} | ${m.rps.toFixed(1)} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${m.cpuMs === undefined ? '–' : ms(m.cpuMs)} | ${m.requests} | ${m.errors} / ${m.non2xx} | ${cache} | ${priced} |`,
      );
    }
  }
  lines.push('');
  if (hotelRun) {
    lines.push('Targets: p95 of search ≤ 50 ms on PostgreSQL; search req/s ≥ 20 % of health req/s.');
    lines.push('');
    lines.push('| engine | search p95 ≤ 50 ms | search / health throughput | response | first search | catalogue generated in |');
    lines.push('|---|---|---|---:|---:|---:|');
    for (const r of results) {
      if (!r.hotel) continue;
      const share = (100 * r.hotel.search.rps) / r.health.rps;
      const p95ok = r.hotel.search.p95 <= 50 ? 'yes' : 'no';
      lines.push(
        `| ${r.engine}, ${r.workers} worker(s) | ${r.engine === 'postgres' ? p95ok : `(${p95ok}, not a target)`} | ${share.toFixed(1)} % ${share >= 20 ? '(met)' : '(missed)'} | ${(r.hotel.bytes / 1024).toFixed(0)} KiB | ${ms(r.hotel.firstMs)} ms | ${(r.generated.ms / 1000).toFixed(1)} s |`,
      );
    }
    lines.push('');
    lines.push(
      `Cold hotel search targets (issue 17.2, PostgreSQL): p99 ≤ 100 ms at concurrency 16, each request a new stay; one search alone ≤ 10 ms: the median of ${ALONE_SEARCHES} cold searches over HTTP one at a time on the warm server, each a new stay (its p99 and cache hits beside it; the in-process whole searchHotels is in the phases table below).`,
    );
    lines.push('');
    lines.push('| engine | cold p99 ≤ 100 ms | cold hits (must be 0) | one search alone ≤ 10 ms (p50) | alone: p99, cache hits |');
    lines.push('|---|---|---:|---|---|');
    for (const r of results) {
      if (!r.hotel) continue;
      const verdict = (ok: boolean) => (r.engine === 'postgres' ? (ok ? 'yes' : 'no') : `(${ok ? 'yes' : 'no'}, not a target)`);
      lines.push(
        `| ${r.engine}, ${r.workers} worker(s) | ${verdict(r.hotel.cold.p99 <= 100)} (${ms(r.hotel.cold.p99)} ms) | ${r.hotel.cold.cache?.hits ?? '–'} | ${verdict(r.hotel.alone.p50 <= 10)} (${ms(r.hotel.alone.p50)} ms) | ${ms(r.hotel.alone.p99)} ms, ${r.hotel.alone.hits ?? '–'} hits |`,
      );
    }
    lines.push('');
    lines.push(`In-process phases of one search (median of ${RUNS} runs, ms, no HTTP, one at a time):`);
    lines.push('');
    lines.push(
      "| engine | read the destination into the index (once per catalogue change) | the stay's allotments | pricing context (from the database) | price every option whole (priceHotel, the reference) | price every option's price (quickPrices, what a search does) | sign every option (a page signs ~120) | whole searchHotels, cold (a new stay each run) | from the cache | JSON.stringify (a page) | options | hotels |",
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of results) {
      if (!r.hotel) continue;
      const p = r.hotel.phases;
      lines.push(
        `| ${r.engine} | ${ms(p.index)} | ${ms(p.load)} | ${ms(p.context)} | ${ms(p.price)} | ${ms(p.quick)} | ${ms(p.sign)} | ${ms(p.search)} | ${ms(p.cached)} | ${ms(p.json)} | ${p.options} | ${p.hotels} |`,
      );
    }
    lines.push('');
  }
  if (flightRun) {
    lines.push('Flight target: p99 of the cold flight search ≤ 100 ms on PostgreSQL at concurrency 16.');
    lines.push('');
    lines.push('| engine | cold flight p99 ≤ 100 ms | cold searches issued / distinct (equal: no cache hit) | response | first flight search |');
    lines.push('|---|---|---|---:|---:|');
    for (const r of results) {
      if (!r.flight) continue;
      const ok = r.flight.cold.p99 <= 100 ? 'yes' : 'no';
      const proof = `${r.flight.issued} / ${r.flight.distinct}${r.flight.issued === r.flight.distinct ? ' (all missed)' : ' (REPEATED QUERIES)'}`;
      lines.push(
        `| ${r.engine}, ${r.workers} worker(s) | ${r.engine === 'postgres' ? ok : `(${ok}, not a target)`} | ${proof} | ${(r.flight.bytes / 1024).toFixed(0)} KiB | ${ms(r.flight.firstMs)} ms |`,
      );
    }
    lines.push('');
  }
  if (results.some((r) => r.booking.length)) {
    lines.push(
      `Booking target (issue 17.3): POST bookings p99 ≤ 250 ms at concurrency ${CONNECTIONS} on PostgreSQL, 0 errors; ${BOOKINGS} bookings after a warm-up of a tenth, each a distinct one-night stay of an allotment double room for 2 adults (units taken in the ledger and the allotment), its own Idempotency-Key, as an agent: first all as one agency (each booking locks its agency's account, so they queue there), then spread over ${BENCH_AGENCIES} agencies in turn.`,
    );
    lines.push('');
    lines.push(
      '| engine | workers | agencies | bookings/s | p50 ms | p95 ms | p99 ms | server CPU ms/booking | database statements/booking | created / requests | errors / non-2xx | p99 ≤ 250 ms, 0 errors |',
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|');
    for (const r of results)
      for (const b of r.booking) {
        const ok = b.p99 <= 250 && b.errors === 0 && b.non2xx === 0 ? 'yes' : 'no';
        lines.push(
          `| ${r.engine} | ${r.workers} | ${b.agencies ?? 1} | ${b.rps.toFixed(1)} | ${ms(b.p50)} | ${ms(b.p95)} | ${ms(b.p99)} | ${b.cpuMs === undefined ? '–' : ms(b.cpuMs)} | ${b.queries === undefined ? '–' : b.queries.toFixed(1)} | ${b.created} / ${b.requests} | ${b.errors} / ${b.non2xx} | ${r.engine === 'postgres' ? ok : `(${ok}, not a target)`} |`,
        );
      }
    lines.push('');
  }
  if (results.some((r) => r.big.length)) {
    lines.push(
      'Big destinations (issue 36), cold, as a visitor: each request a stay and party nobody asked before (start 2-299 days ahead inside the priced months, 1-30 nights, 1-3 rooms of 1-3 adults and no child or one of 2-11; issued = distinct proves it). Targets on PostgreSQL with 2 workers at concurrency 16: 1,000 hotels ≤ 6 ms of server CPU per search and p99 ≤ 100 ms; 5,000 hotels p95 ≤ 300 ms; the first search of a big destination < 500 ms.',
    );
    lines.push('');
    lines.push(
      '| engine | workers | destination | hotels | first search ms (server CPU ms) | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | errors / non-2xx | cache hits / lookups | issued / distinct | index MiB, evictions | RSS MiB after |',
    );
    lines.push('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of results) {
      for (const b of r.big) {
        const m = b.cold;
        const cache = m.cache ? `${m.cache.hits} / ${m.cache.hits + m.cache.misses}` : '–';
        lines.push(
          `| ${r.engine} | ${r.workers} | ${b.name} | ${b.hotels} | ${ms(b.firstMs)} (${ms(b.firstCpuMs)}) | ${m.rps.toFixed(1)} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${m.cpuMs === undefined ? '–' : ms(m.cpuMs)} | ${m.errors} / ${m.non2xx} | ${cache} | ${b.issued} / ${b.distinct} | ${(b.indexBytes / 2 ** 20).toFixed(0)}, ${b.evictions} | ${b.rssMiB.toFixed(0)} |`,
        );
      }
    }
    lines.push('');
  }
  lines.push(
    'Server memory (resident, all workers together): once started and ready (before any search reads a destination into the catalogue index) and after every run (the bounded caches full, the searched destinations held).',
  );
  lines.push('');
  lines.push('| engine | workers | ready MiB | after the runs MiB |');
  lines.push('|---|---:|---:|---:|');
  for (const r of results) lines.push(`| ${r.engine} | ${r.workers} | ${r.memory.loaded.toFixed(0)} | ${r.memory.after.toFixed(0)} |`);
  lines.push('');
  lines.push(`Total run: ${totalSeconds.toFixed(0)} s.`);
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------- main

async function main() {
  const started = performance.now();
  const today = new Date();
  // The server measured is the compiled one `npm start` runs: built now if its sources changed.
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-if-stale.mjs'), 'server'], { cwd: ROOT, stdio: 'inherit' });
  const cleanups: (() => Promise<void>)[] = [];
  const watchdog = setTimeout(async () => {
    log(`still running after ${WATCHDOG_MS / 60_000} min: stopping`);
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    process.exit(2);
  }, WATCHDOG_MS);
  const results: EngineResult[] = [];
  try {
    for (const engine of ENGINES) {
      if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`Unknown engine ${engine}`);
      const mine: (() => Promise<void>)[] = [];
      cleanups.push(async () => {
        for (const cleanup of mine.reverse()) await cleanup().catch((err) => log(`cleanup: ${err}`));
      });
      try {
        results.push(...(await benchEngine(engine, today, mine)));
      } finally {
        for (const cleanup of mine.splice(0).reverse()) await cleanup().catch((err) => log(`cleanup: ${err}`));
      }
    }
  } finally {
    clearTimeout(watchdog);
  }
  const text = report(results, today, (performance.now() - started) / 1000);
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `search-${today.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.md`);
  fs.writeFileSync(file, text);
  console.log(text);
  log(`written to ${path.relative(ROOT, file)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
