/**
 * The dashboard and reports benchmark (issue 35): a fresh PostgreSQL database with the benchmark
 * catalogue, 100,000 bookings (one item each, hotel or flight, over the last 365 days, 40
 * agencies, every destination, some cancelled, some on request, in EUR and USD at their own
 * rate), then every dashboard and report call timed in-process through the real app (buildApp,
 * inject: the answer serialized as it is sent), each first cold (the database's caches aside:
 * the server keeps none for these) then repeated, with the process CPU per call beside its
 * latency. Target: every answer under 500 ms on PostgreSQL with 100,000 bookings.
 *
 *   npm run bench:reports                         100,000 bookings
 *   npm run bench:reports -- --bookings=20000 --runs=5
 *   npm run bench:reports -- --keep                keeps the database to look at the plans (EXPLAIN)
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:reports
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { openPostgres } from '../apps/server/src/db/client';
import { loadConfig } from '../apps/server/src/lib/config';
import { systemClock } from '../apps/server/src/lib/clock';
import { localStorage } from '../apps/server/src/lib/storage';
import { reportContext } from '../apps/server/src/modules/bookings/reports';
import { loadConversion } from '../apps/server/src/modules/currency/service';
import { BENCH_ADMIN, prepareBenchDatabase } from './catalogue';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'];
  }),
);
const BOOKINGS = Number(args.bookings ?? 100_000);
const RUNS = Number(args.runs ?? 7);
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_MS = 500;
const log = (message: string) => console.error(`[bench:reports] ${message}`);

/** 100,000 bookings with one item each, written by the database itself (generate_series), deterministic. */
async function generateBookings(db: ReturnType<typeof openPostgres>['db'], count: number) {
  await db.execute(sql`
    insert into users (email, password_hash, role, company_name, first_name, last_name, tax_registration_number)
    select 'agency' || g || '@bench.test', 'x', 'ROLE_AGENT', 'Agency ' || g, 'Agent', 'Number ' || g, '-' from generate_series(1, 40) g`);
  await db.execute(sql`
    with s as (select id, slug, type from taxonomies where type in ('bookingStatus', 'paymentStatus')),
    agents as (select array_agg(id order by id) as ids from users where email like 'agency%@bench.test'),
    places as (select array_agg(id order by id) as ids from locations where type = 'city'),
    hotels_ as (select array_agg(id order by id) as ids from hotels)
    insert into bookings (pnrs, agent_id, created_by, booking_status_id, payment_status_id, currency, price, extra_price, total, cancel_total,
      to_location_id, start_date, end_date, default_rate, created_at, updated_at, account_status, payment_deadline)
    select 'B' || lpad(g::text, 9, '0'),
      agents.ids[1 + g % 40], agents.ids[1 + g % 40],
      (select id from s where type = 'bookingStatus' and slug = case when g % 17 = 0 then 'canceled' when g % 11 = 0 then 'on-request' else 'confirmed' end),
      (select id from s where type = 'paymentStatus' and slug = 'not-paid'),
      case when g % 5 = 0 then 'USD' else 'EUR' end,
      (200 + g % 700)::numeric(14,2), (g % 3 * 10)::numeric(14,2), (200 + g % 700 + g % 3 * 10)::numeric(14,2), case when g % 17 = 0 then 40 else 0 end,
      places.ids[1 + g % array_length(places.ids, 1)],
      (now() + ((g % 200) - 20) * interval '1 day')::date, (now() + ((g % 200) - 13) * interval '1 day')::date,
      case when g % 5 = 0 then 0.9 else 1 end,
      now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute', now(),
      case when g % 9 = 0 then 'awaiting-payment' end, case when g % 9 = 0 then (now() + (g % 10) * interval '1 day')::date end
    from generate_series(1, ${count}) g, agents, places`);
  await db.execute(sql`
    insert into booking_items (booking_id, product_type, booking_status_id, start_date, end_date, price, price_net, price_net_currency, currency, count, total, option)
    select b.id, case when b.id % 4 = 0 then 'flight' else 'hotel' end,
      b.booking_status_id, b.start_date, b.end_date, b.price, round(b.price * 0.85, 2), b.currency, b.currency, 1, b.price,
      case when b.id % 4 = 0 then jsonb_build_object('kind', 'flight', 'netRate', '1', 'flightId', b.id % 20, 'flightName', 'Flight ' || (b.id % 20))
        else jsonb_build_object('netRate', '1', 'hotelName', 'Hotel ' || (b.id % 2000)) end
    from bookings b where b.pnrs like 'B%'`);
  // A hotel item's hotel is the hotel's own record of it (issue 28: hotel_sales).
  await db.execute(sql`
    insert into hotel_sales (booking_item_id, hotel_id)
    select i.id, (select id from hotels order by id offset (b.id % 2000) limit 1)
    from booking_items i join bookings b on b.id = i.booking_id
    where b.pnrs like 'B%' and i.product_type = 'hotel'`);
  await db.execute(sql`analyze`);
}

type Row = { call: string; coldMs: number; p50: number; max: number; cpuMs: number; bytes: number };

async function main() {
  const started = performance.now();
  const name = `traveldesk_reports_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 8);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'traveldesk-reports-'));
  const rows: Row[] = [];
  let linesMs = 0;
  try {
    log('catalogue');
    await prepareBenchDatabase(database, new Date());
    log(`${BOOKINGS} bookings`);
    const t0 = performance.now();
    await generateBookings(database.db, BOOKINGS);
    log(`bookings written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // Written outside a booking transaction: their report lines are written now, as the first report would (timed apart).
    const t1 = performance.now();
    await reportContext(database.db, await loadConversion(database.db), 'UTC');
    linesMs = performance.now() - t1;
    log(`report lines of ${BOOKINGS} bookings written in ${(linesMs / 1000).toFixed(1)} s`);
    const config = { ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' }) };
    const app = await buildApp({ database, config, storage: localStorage(path.join(dataDir, 'uploads')), clock: systemClock(config.timeZone) });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password } });
    const token = login.json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const monthAhead = new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10);
    const calls: [string, string][] = [
      ['dashboard (admin, 30 days)', '/api/v1/dashboard?period=30d'],
      ['dashboard (admin, 90 days)', '/api/v1/dashboard?period=90d'],
      ['dashboard (admin, 365 days)', '/api/v1/dashboard?period=365d'],
      ...(['product', 'destination', 'agency', 'hotel', 'flight'] as const).map((group): [string, string] => [
        `sales by ${group}, 365 days by month`,
        `/api/v1/reports/sales?from=${yearAgo}&to=${today}&groupBy=${group}&period=month`,
      ]),
      ['sales by product, 365 days by day', `/api/v1/reports/sales?from=${yearAgo}&to=${today}&groupBy=product&period=day`],
      ['sell-through, hotel rooms, 30 days', `/api/v1/reports/sell-through?kind=hotel&from=${today}&to=${monthAhead}`],
      ['sell-through, flight seats, 30 days', `/api/v1/reports/sell-through?kind=flight&from=${today}&to=${monthAhead}`],
    ];
    for (const [label, path_] of calls) {
      const times: number[] = [];
      let cpu = 0;
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const before = process.cpuUsage();
        const t = performance.now();
        const res = await app.inject({ method: 'GET', url: path_, headers });
        times.push(performance.now() - t);
        const used = process.cpuUsage(before);
        cpu += (used.user + used.system) / 1000;
        if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        bytes = res.rawPayload.length;
      }
      const [cold, ...warm] = times;
      const sorted = [...warm].sort((a, b) => a - b);
      rows.push({ call: label, coldMs: cold!, p50: sorted[Math.floor(sorted.length / 2)] ?? cold!, max: Math.max(...times), cpuMs: cpu / RUNS, bytes });
      log(`${label}: cold ${cold!.toFixed(0)} ms, median ${rows.at(-1)!.p50.toFixed(0)} ms`);
    }
    await app.close();
  } finally {
    await database.close();
    if (args.keep) log(`kept the database ${url.toString()} (--keep): drop it yourself`);
    else {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const lines = [
    `# Dashboard and reports benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}. PostgreSQL, ${BOOKINGS.toLocaleString('en')} bookings (one item each) over 365 days, the benchmark catalogue. In-process (buildApp, inject), ${RUNS} runs per call: the first cold, the median of the others; CPU is this process's per call (server and inject together).`,
    '',
    `Report lines (issue 35: written in each booking's transaction; here for bookings written by SQL, once): ${(linesMs / 1000).toFixed(1)} s.`,
    '',
    `Target (issue 35): every answer ≤ ${TARGET_MS} ms on PostgreSQL.`,
    '',
    '| call | cold ms | median ms | max ms | CPU ms/call | answer | ≤ 500 ms |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.call} | ${r.coldMs.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.max.toFixed(1)} | ${r.cpuMs.toFixed(1)} | ${(r.bytes / 1024).toFixed(1)} KiB | ${r.max <= TARGET_MS ? 'yes' : 'NO'} |`,
    ),
    '',
    `Total run: ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  ];
  const text = lines.join('\n');
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `reports-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.md`);
  fs.writeFileSync(file, text);
  console.log(text);
  log(`written to ${path.relative(ROOT, file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
