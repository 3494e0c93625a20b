import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryId, multipart, session, type Session } from '../../../test/factories';
import { fixtureDate } from '../../../test/dates';
import { createSecondWorker, createTestApp, type Engine, engines, type TestContext } from '../../../test/harness';
import { bookingJson, postBooking } from '../../bookings/test-data';
import { cityId, hotelFields, makeHotel, makePricing, makeRoom, mealId, sendForm } from '../test-data';
import { CatalogueIndex } from './catalogue-index';

/*
 * Issue 36: invalidation as narrow as the change. A write that changes no price drops nothing; a
 * price change of one hotel reads that hotel alone again (the rest of its destination stays in
 * memory, on every worker); a booking drops the answers of its destination and the allotment
 * nights it took, and nothing of any other destination.
 */
const STAY = { startDate: fixtureDate('2027-06-14'), endDate: fixtureDate('2027-06-17') };

type Stats = {
  catalogueIndex: {
    loads: number;
    hits: number;
    invalidations: number;
    hotelInvalidations: number;
    hotelLoads: number;
    allotmentLoads: number;
    allotmentInvalidations: number;
    evictions: number;
    bytes: number;
    maxBytes: number;
  };
  invalidations: { local: number; remote: number };
};

async function setUp(engine: Engine) {
  const t = await createTestApp(engine);
  const db = t.database.db;
  const admin = await session(t.app, db, 'ROLE_ADMIN');
  const agent = await session(t.app, db);
  const bb = await mealId(db, 'bed-and-breakfast');
  const porto = await cityId(db, 'Porto');
  const lisbon = await cityId(db, 'Lisbon');
  const nationalityId = await countryId(db, 'FR');
  const hotelAt = async (locationId: number, name: string, net: string) => {
    const hotel = await makeHotel(db, { locationId, name, defaultCurrency: 'EUR', mealTypeIds: [bb], defaultMealTypeId: bb });
    const room = await makeRoom(db, hotel.id);
    const june = await makePricing(db, room.id, {
      startDate: fixtureDate('2027-06-01'),
      endDate: fixtureDate('2027-06-30'),
      mealTypeId: bb,
      prices: { 2: net, 3: net },
    });
    return { hotel, room, june };
  };
  const a = await hotelAt(porto, 'Porto Alpha', '100');
  const b = await hotelAt(porto, 'Porto Beta', '150');
  const c = await hotelAt(lisbon, 'Lisbon Gamma', '120');
  const url = (toId: number, adults = 2) =>
    `/api/v1/search?${new URLSearchParams({ searchMode: 'hotel', toId: String(toId), nationalityId: String(nationalityId), ...STAY, rooms: JSON.stringify([{ adults, childrenAges: [] }]) })}`;
  return { t, db, admin, agent, bb, porto, lisbon, a, b, c, url };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

async function statsOf(app: TestContext['app'], admin: Session): Promise<Stats> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/metrics', headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const search = async (app: TestContext['app'], s: Setup, toId: number, adults = 2) => {
  const res = await app.inject({ method: 'GET', url: s.url(toId, adults), headers: s.agent.headers });
  expect(res.statusCode, res.body).toBe(200);
  const prices = Object.fromEntries((res.json().hotels as { name: string; price: string }[]).map((h) => [h.name, h.price]));
  return { cache: res.headers['x-search-cache'], prices };
};

/**
 * A new price for hotel A's June period, saved through the hotel form (POST /hotels/:id) with its
 * place kept and a b2b markup of 10 % (hotelFields' markups).
 */
const repriceAlpha = async (s: Setup, app: TestContext['app'], net: string) => {
  const fields = await hotelFields(s.db, {
    name: 'Porto Alpha',
    location: String(s.porto),
    mealTypes: JSON.stringify({ [s.bb]: 1 }),
    rooms: JSON.stringify([
      {
        id: s.a.room.id,
        pricing: [
          {
            id: s.a.june.id,
            startDate: fixtureDate('2027-06-01'),
            endDate: fixtureDate('2027-06-30'),
            pricingData: { pricingType: 'personCount', mealTypeId: s.bb, '2person': net, '3person': net },
          },
        ],
      },
    ]),
  });
  return sendForm(app, 'POST', `/api/v1/hotels/${s.a.hotel.id}`, { _method: 'PUT', ...fields }, s.admin.headers);
};

describe.each(engines)('search invalidation as narrow as the change (%s)', (engine) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(engine);
  });
  afterAll(() => s?.t.close());

  it('a download link, a profile save and an article drop nothing: the repeated search is still a hit', async () => {
    expect((await search(s.t.app, s, s.porto)).cache).toBe('miss');
    const before = await statsOf(s.t.app, s.admin);
    expect((await s.t.app.inject({ method: 'POST', url: '/api/v1/download-token', headers: s.agent.headers })).statusCode).toBe(200);
    const form = await multipart({
      _method: 'PUT',
      email: s.agent.user.email,
      companyName: 'Renamed Travel',
      firstName: 'Fay',
      lastName: 'Factory',
      taxRegistrationNumber: 'TAX-2',
      country: String(await countryId(s.db, 'IT')),
      city: 'Rome',
    });
    const profile = await s.t.app.inject({
      method: 'POST',
      url: `/api/v1/profile/${s.agent.user.id}`,
      headers: { ...s.agent.headers, ...form.headers },
      payload: form.payload,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const article = await s.t.app.inject({
      method: 'POST',
      url: '/api/v1/articles',
      headers: s.admin.headers,
      payload: { title: 'Spring in Porto', slug: '', content: '<p>Hello</p>' },
    });
    expect(article.statusCode, article.body).toBeLessThan(300);
    const after = await statsOf(s.t.app, s.admin);
    expect(after.invalidations.local).toBe(before.invalidations.local);
    expect(after.catalogueIndex.invalidations).toBe(before.catalogueIndex.invalidations);
    expect(after.catalogueIndex.hotelInvalidations).toBe(before.catalogueIndex.hotelInvalidations);
    expect((await search(s.t.app, s, s.porto)).cache).toBe('hit');
  });

  it('a price change of one hotel reads it alone again: its destination stays in memory, the next search has the new price', async () => {
    const first = await search(s.t.app, s, s.porto, 1);
    await search(s.t.app, s, s.lisbon, 1);
    // 3 nights at 100 and 150, with the default b2b markup of the reference data (none here).
    expect(first.prices['Porto Alpha']).toBeDefined();
    const before = await statsOf(s.t.app, s.admin);
    const saved = await repriceAlpha(s, s.t.app, '200');
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await statsOf(s.t.app, s.admin);
    expect(after.catalogueIndex.invalidations).toBe(before.catalogueIndex.invalidations);
    expect(after.catalogueIndex.hotelInvalidations).toBe(before.catalogueIndex.hotelInvalidations + 1);
    const again = await search(s.t.app, s, s.porto, 1);
    expect(again.cache).toBe('miss');
    // 3 nights at 200 + 10 %.
    expect(again.prices['Porto Alpha']).toBe('660.00');
    expect(first.prices['Porto Alpha']).not.toBe('660.00');
    expect(again.prices['Porto Beta']).toBe(first.prices['Porto Beta']);
    await search(s.t.app, s, s.lisbon, 1);
    const end = await statsOf(s.t.app, s.admin);
    // Neither destination was read again: only the hotel, once.
    expect(end.catalogueIndex.loads).toBe(before.catalogueIndex.loads);
    expect(end.catalogueIndex.hotelLoads).toBe(before.catalogueIndex.hotelLoads + 1);
  });

  it('a booking drops the answers of its destination and the nights it took, nothing of another destination', async () => {
    await search(s.t.app, s, s.lisbon, 3);
    const porto = await s.t.app.inject({ method: 'GET', url: s.url(s.porto, 2), headers: s.agent.headers });
    const option = porto.json().hotels.find((h: { name: string }) => h.name === 'Porto Beta').rooms[0].options[0];
    expect((await search(s.t.app, s, s.porto, 2)).cache).toBe('hit');
    const before = await statsOf(s.t.app, s.admin);
    const booked = await postBooking(s.t.app, s.agent.headers, bookingJson([option.hash], undefined, { searchParams: { ...STAY } }));
    expect(booked.statusCode, booked.body).toBe(201);
    const after = await statsOf(s.t.app, s.admin);
    expect(after.catalogueIndex.invalidations).toBe(before.catalogueIndex.invalidations);
    expect(after.catalogueIndex.hotelInvalidations).toBe(before.catalogueIndex.hotelInvalidations);
    expect(after.catalogueIndex.allotmentInvalidations).toBe(before.catalogueIndex.allotmentInvalidations + 1);
    // Lisbon's answer was kept; Porto's was dropped and priced again from memory.
    expect((await search(s.t.app, s, s.lisbon, 3)).cache).toBe('hit');
    expect((await search(s.t.app, s, s.porto, 2)).cache).toBe('miss');
    expect((await statsOf(s.t.app, s.admin)).catalogueIndex.loads).toBe(before.catalogueIndex.loads);
  });
});

describe('the catalogue index within its byte budget', () => {
  it('evicts the least recently searched destination past the budget, and keeps none heavier than it alone', async () => {
    const s = await setUp(engines[0]!);
    try {
      const probe = new CatalogueIndex(s.db);
      const stay = { firstNight: STAY.startDate, lastNight: STAY.endDate };
      await probe.hotels({ locationId: s.porto }, stay);
      const porto = probe.stats().bytes;
      expect(porto).toBeGreaterThan(0);
      // Room for Porto (two hotels) but not for Porto and Lisbon together.
      const index = new CatalogueIndex(s.db, porto + 10);
      await index.hotels({ locationId: s.porto }, stay);
      await index.hotels({ locationId: s.lisbon }, stay);
      expect(index.stats()).toMatchObject({ destinations: 1, evictions: 1 });
      expect(index.stats().bytes).toBeLessThanOrEqual(porto + 10);
      // Lisbon is held, Porto was evicted: searching Porto reads it again and evicts Lisbon.
      const loads = index.stats().loads;
      await index.hotels({ locationId: s.lisbon }, stay);
      expect(index.stats().loads).toBe(loads);
      await index.hotels({ locationId: s.porto }, stay);
      expect(index.stats()).toMatchObject({ loads: loads + 1, destinations: 1, evictions: 2 });
      // A budget smaller than one destination: served, never kept.
      const tiny = new CatalogueIndex(s.db, 1);
      expect((await tiny.hotels({ locationId: s.porto }, stay)).map((h) => h.hotel.name).sort()).toEqual(['Porto Alpha', 'Porto Beta']);
      expect(tiny.stats()).toMatchObject({ destinations: 0, bytes: 0 });
    } finally {
      await s.t.close();
    }
  });
});

describe.skipIf(!engines.includes('postgres'))('a price change of one hotel on two workers (LISTEN/NOTIFY)', () => {
  let s: Setup;
  let second: Awaited<ReturnType<typeof createSecondWorker>>;
  beforeAll(async () => {
    s = await setUp('postgres');
    second = await createSecondWorker(s.t);
  });
  afterAll(async () => {
    await second?.close();
    await s?.t.close();
  });

  it('the other worker reads that hotel alone again within a second, not its destination', async () => {
    const first = await search(second.app, s, s.porto);
    expect((await search(second.app, s, s.porto)).cache).toBe('hit');
    const before = await statsOf(second.app, s.admin);
    const saved = await repriceAlpha(s, s.t.app, '300');
    expect(saved.statusCode, saved.body).toBe(200);
    const changedAt = performance.now();
    let answer = await search(second.app, s, s.porto);
    while (answer.cache === 'hit' && performance.now() - changedAt < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      answer = await search(second.app, s, s.porto);
    }
    expect(answer.cache).toBe('miss');
    // 3 nights at 300 + 10 %.
    expect(answer.prices['Porto Alpha']).toBe('990.00');
    expect(first.prices['Porto Alpha']).not.toBe('990.00');
    expect(answer.prices['Porto Beta']).toBe(first.prices['Porto Beta']);
    const after = await statsOf(second.app, s.admin);
    expect(after.invalidations.remote).toBe(before.invalidations.remote + 1);
    expect(after.catalogueIndex.loads).toBe(before.catalogueIndex.loads);
    expect(after.catalogueIndex.hotelInvalidations).toBe(before.catalogueIndex.hotelInvalidations + 1);
  });
});
