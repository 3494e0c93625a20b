import { OPTIONS_BEFORE_SHOW_MORE, SEARCH_PAGE_SIZE } from '@travel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryId, multipart, session, type Session } from '../../../test/factories';
import { createTestApp, engines, type TestContext } from '../../../test/harness';
import { cityId, makeHotel, makePricing, makeRoom, mealId } from '../test-data';
import { fixtureDate } from '../../../test/dates';

type Option = { id: string; price: string; hash: string };
type Room = { options: Option[]; optionsCount: number };
type Hotel = { id: number; price: string; rooms: Room[] };
type Body = {
  hotels: Hotel[];
  entities: { hotel: number[] }[];
  page: number;
  pagesCount: number;
  total: number;
  price: string;
  filters: { price: { min: number; max: number } };
};

const STAY = { startDate: fixtureDate('2027-06-10'), endDate: fixtureDate('2027-06-13') };

describe.each(engines)('GET /search pages, Show More and the search cache on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  let admin: Session;
  let toId: number;
  let fullHotelId: number;
  let nationalityId: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db());
    admin = await session(t.app, db(), 'ROLE_ADMIN');
    const bb = await mealId(db(), 'bed-and-breakfast');
    toId = await cityId(db(), 'Madrid');
    nationalityId = await countryId(db(), 'FR');
    // SEARCH_PAGE_SIZE + 5 hotels priced 100, 101, ... a night for two (no markup: net = selling).
    for (let i = 0; i < SEARCH_PAGE_SIZE + 5; i++) {
      const hotel = await makeHotel(db(), { locationId: toId, mealTypeIds: [bb], defaultMealTypeId: bb });
      const rooms = i === 0 ? 5 : 1;
      for (let r = 0; r < rooms; r++) {
        const room = await makeRoom(db(), hotel.id, { name: `Room ${r + 1}` });
        await makePricing(db(), room.id, {
          startDate: fixtureDate('2027-06-01'),
          endDate: fixtureDate('2027-06-30'),
          mealTypeId: bb,
          prices: { 2: String(100 + i + r * 10), 3: '500' },
        });
      }
      if (i === 0) fullHotelId = hotel.id;
    }
  });
  afterAll(() => t.close());

  const search = async (params: Record<string, string | number> = {}, headers = agent.headers) => {
    const query = new URLSearchParams({
      searchMode: 'hotel',
      toId: String(toId),
      nationalityId: String(nationalityId),
      ...STAY,
      rooms: JSON.stringify([{ adults: 2, childrenAges: [] }]),
      ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/search?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Body;
  };

  it('answers the cheapest hotels first, a page at a time, with the count of hotels and pages', async () => {
    const first = await search();
    expect(first).toMatchObject({ page: 1, pagesCount: 2, total: SEARCH_PAGE_SIZE + 5, price: '300.00' });
    expect(first.hotels).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.entities.map((e) => e.hotel[0])).toEqual(first.hotels.map((h) => h.id));
    const second = await search({ page: 2 });
    expect(second.hotels).toHaveLength(5);
    const prices = [...first.hotels, ...second.hotels].map((h) => Number(h.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set([...first.hotels, ...second.hotels].map((h) => h.id)).size).toBe(SEARCH_PAGE_SIZE + 5);
    // The filter column's price range spans every page.
    expect(second.filters.price).toMatchObject({ min: 300, max: 372 });
    expect((await search({ page: 3 })).hotels).toEqual([]);
  });

  it('lists the first options of a room with their count; hotelId answers them all', async () => {
    const page = await search();
    const full = page.hotels.find((h) => h.id === fullHotelId)!;
    expect(full.rooms[0]!.options).toHaveLength(OPTIONS_BEFORE_SHOW_MORE);
    expect(full.rooms[0]!.optionsCount).toBe(5);
    const one = await search({ hotelId: fullHotelId });
    expect(one.hotels.map((h) => h.id)).toEqual([fullHotelId]);
    expect(one.hotels[0]!.rooms[0]!.options).toHaveLength(5);
    // The same options (each request signs its own hashes, with their own expiry).
    const unsigned = (options: Option[]) => options.map(({ hash: _hash, ...option }) => option);
    expect(unsigned(one.hotels[0]!.rooms[0]!.options.slice(0, OPTIONS_BEFORE_SHOW_MORE))).toEqual(unsigned(full.rooms[0]!.options));
    expect(one.hotels[0]!.rooms[0]!.options.every((o) => /^[\w-]+\.[\w-]{22}$/.test(o.hash))).toBe(true);
    expect(one).toMatchObject({ pagesCount: 1, total: 1 });
  });

  it('refuses a page that is not a whole number of 1 or more', async () => {
    const query = new URLSearchParams({
      searchMode: 'hotel',
      toId: String(toId),
      nationalityId: String(nationalityId),
      ...STAY,
      rooms: JSON.stringify([{ adults: 2, childrenAges: [] }]),
      page: '0',
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/search?${query}`, headers: agent.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^page: /);
  });

  it('a markup saved through the API shows in the very next search', async () => {
    const before = await search();
    expect(before.price).toBe('300.00');
    const form = await multipart({
      _method: 'PUT',
      data: JSON.stringify({ markups: [{ distributionChannel: 'b2b', hotelCategoryId: 'all', locationId: 'all', type: 'percent', amount: '10' }] }),
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/settings/hotelmarkups',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await search()).price).toBe('330.00');
  });

  it('keeps each user its own hashes: another agent gets options signed for itself', async () => {
    const other = await session(t.app, db());
    const mine = (await search()).hotels[0]!.rooms[0]!.options[0]!.hash;
    const theirs = (await search({}, other.headers)).hotels[0]!.rooms[0]!.options[0]!.hash;
    expect(theirs).not.toBe(mine);
  });
});
