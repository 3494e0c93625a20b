import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryId, session, type Session } from '../../test/factories';
import { fixtureDate } from '../../test/dates';
import { createSecondWorker, createTestApp, type Engine, engines, type TestContext } from '../../test/harness';
import { cityId, makeHotel, makePricing, makeRoom, mealId } from '../hotels/test-data';

/*
 * Issue 17.1 and 17.5: the server counts its search cache hits and misses (GET metrics, and the
 * x-search-cache header of every answer), and a price changed through one worker is seen by the
 * other worker at once (PostgreSQL LISTEN/NOTIFY empties its caches).
 */
const STAY = { startDate: fixtureDate('2027-06-28'), endDate: fixtureDate('2027-07-03') };
type Metrics = {
  pid: number;
  workers: number;
  memory: { rss: number; heapUsed: number };
  caches: {
    searchAnswers: { hits: number; misses: number; entries: number; weight: number; maxWeight: number };
    pricedSearches: { hits: number; misses: number };
  };
  invalidations: { local: number; remote: number };
  database: { queries: number };
};

async function setUp(engine: Engine) {
  const t = await createTestApp(engine);
  const db = t.database.db;
  const admin = await session(t.app, db, 'ROLE_ADMIN');
  const agent = await session(t.app, db);
  const bb = await mealId(db, 'bed-and-breakfast');
  const toId = await cityId(db, 'Seville');
  const hotel = await makeHotel(db, { locationId: toId, defaultCurrency: 'EUR', mealTypeIds: [bb], defaultMealTypeId: bb });
  const room = await makeRoom(db, hotel.id);
  const june = await makePricing(db, room.id, {
    startDate: fixtureDate('2027-06-01'),
    endDate: fixtureDate('2027-06-30'),
    mealTypeId: bb,
    prices: { 2: '100' },
  });
  const july = await makePricing(db, room.id, {
    startDate: fixtureDate('2027-07-01'),
    endDate: fixtureDate('2027-07-31'),
    mealTypeId: bb,
    prices: { 2: '120' },
  });
  const nationalityId = await countryId(db, 'FR');
  const url = (startDate = STAY.startDate, endDate = STAY.endDate) =>
    `/api/v1/search?${new URLSearchParams({ searchMode: 'hotel', toId: String(toId), nationalityId: String(nationalityId), startDate, endDate, rooms: JSON.stringify({ room1: { adults: 2, childrenAges: [] } }) })}`;
  return { t, admin, agent, hotel, june, july, url };
}

async function metricsOf(t: { app: TestContext['app'] }, admin: Session): Promise<Metrics> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/metrics', headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe.each(engines)('search cache counters (%s)', (engine) => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp(engine);
  });
  afterAll(() => s.t.close());

  it('GET metrics: administrators only (401 without a login, 403 for an agent)', async () => {
    expect((await s.t.app.inject({ method: 'GET', url: '/api/v1/metrics' })).statusCode).toBe(401);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/v1/metrics', headers: s.agent.headers })).statusCode).toBe(403);
    const metrics = await metricsOf(s.t, s.admin);
    expect(metrics.pid).toBe(process.pid);
    expect(metrics.workers).toBeGreaterThanOrEqual(1);
    expect(metrics.memory.rss).toBeGreaterThan(metrics.memory.heapUsed);
    expect(metrics.caches.searchAnswers.maxWeight).toBeGreaterThan(0);
  });

  it("counts the statements sent to the database, a transaction's too (issue 36: queries per booking in the bench)", async () => {
    const first = (await metricsOf(s.t, s.admin)).database.queries;
    const second = (await metricsOf(s.t, s.admin)).database.queries;
    // What asking GET metrics itself costs (the session's read).
    const ownCost = second - first;
    await s.t.database.db.execute(sql`select 1`);
    await s.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 2`);
      await tx.execute(sql`select 3`);
    });
    const third = (await metricsOf(s.t, s.admin)).database.queries;
    // The three selects, and on PostgreSQL the transaction's BEGIN and COMMIT.
    expect(third - second - ownCost).toBeGreaterThanOrEqual(3);
    expect(third - second - ownCost).toBeLessThanOrEqual(5);
  });

  it('a repeated search is a hit, a search nobody asked before is a miss: header and counters agree', async () => {
    const before = await metricsOf(s.t, s.admin);
    const first = await s.t.app.inject({ method: 'GET', url: s.url(), headers: s.agent.headers });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-search-cache']).toBe('miss');
    const again = await s.t.app.inject({ method: 'GET', url: s.url(), headers: s.agent.headers });
    expect(again.headers['x-search-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    // Three stays nobody searched: three misses, no hit.
    for (const day of ['2027-06-02', '2027-06-03', '2027-06-04']) {
      const cold = await s.t.app.inject({ method: 'GET', url: s.url(fixtureDate(day), fixtureDate('2027-06-10')), headers: s.agent.headers });
      expect(cold.headers['x-search-cache']).toBe('miss');
    }
    const after = await metricsOf(s.t, s.admin);
    expect(after.caches.searchAnswers.hits - before.caches.searchAnswers.hits).toBe(1);
    expect(after.caches.searchAnswers.misses - before.caches.searchAnswers.misses).toBe(4);
    expect(after.caches.pricedSearches.misses - before.caches.pricedSearches.misses).toBe(4);
    expect(after.caches.searchAnswers.entries).toBeGreaterThanOrEqual(4);
  });

  it('a price-changing write empties the cache and counts a local invalidation', async () => {
    await s.t.app.inject({ method: 'GET', url: s.url(), headers: s.agent.headers });
    const before = await metricsOf(s.t, s.admin);
    const res = await s.t.app.inject({ method: 'DELETE', url: `/api/v1/hotels/room-pricing/${s.june.id}`, headers: s.admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const after = await metricsOf(s.t, s.admin);
    expect(after.invalidations.local - before.invalidations.local).toBe(1);
    expect(after.caches.searchAnswers.entries).toBe(0);
    const search = await s.t.app.inject({ method: 'GET', url: s.url(), headers: s.agent.headers });
    expect(search.headers['x-search-cache']).toBe('miss');
    expect(search.json().hotels).toEqual([]);
  });
});

describe.skipIf(!engines.includes('postgres'))('two workers on one PostgreSQL database (LISTEN/NOTIFY)', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  let second: Awaited<ReturnType<typeof createSecondWorker>>;
  beforeAll(async () => {
    s = await setUp('postgres');
    second = await createSecondWorker(s.t);
  });
  afterAll(async () => {
    await second?.close();
    await s?.t.close();
  });

  it('a price changed through one worker is seen by the other at once', async () => {
    const search = () => second.app.inject({ method: 'GET', url: s.url(), headers: s.agent.headers });
    // The second worker prices the stay and caches it: the repeat is its own cache's hit.
    const first = await search();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().hotels.map((h: { id: number }) => h.id)).toEqual([s.hotel.id]);
    expect((await search()).headers['x-search-cache']).toBe('hit');
    const before = await metricsOf(second, s.admin);

    // The first worker deletes July's prices: the stay is no longer priced.
    const res = await s.t.app.inject({ method: 'DELETE', url: `/api/v1/hotels/room-pricing/${s.july.id}`, headers: s.admin.headers });
    expect(res.statusCode, res.body).toBe(200);

    // The notice travels on another connection: allow it the milliseconds it takes, no more than a second.
    const changedAt = performance.now();
    let answer = await search();
    while (answer.headers['x-search-cache'] === 'hit' && performance.now() - changedAt < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      answer = await search();
    }
    expect(answer.headers['x-search-cache']).toBe('miss');
    expect(answer.json().hotels).toEqual([]);
    const after = await metricsOf(second, s.admin);
    expect(after.invalidations.remote - before.invalidations.remote).toBe(1);
    expect(after.invalidations.local).toBe(before.invalidations.local);
  });
});
