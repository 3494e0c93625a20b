import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryId, session, type Session } from '../../../test/factories';
import { fixtureDate } from '../../../test/dates';
import { createTestApp, engines, type TestContext } from '../../../test/harness';
import { categoryId, cityId, mealId } from '../test-data';

/**
 * Issue 36: a destination of 5,000 hotels with weekly prices: 75,000 pricing rows and as many
 * person prices, past PostgreSQL's 65,535 parameters of one statement. Every read of the search
 * sends its lists of ids as one array, so the destination searches, cheapest first, to the cent.
 */
const HOTELS = 5_000;
const WEEKS = 15;

describe.each(engines)('a destination of %s hotels with weekly prices', (engine) => {
  let t: TestContext;
  let agent: Session;
  let toId: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db(), 'ROLE_AGENT');
    toId = await cityId(db(), 'Lisbon');
    const bb = await mealId(db(), 'bed-and-breakfast');
    const category = await categoryId(db());
    // Hotel n: one Double room, BB at 100 + n mod 50 a night for two, b2b markup 10 %.
    await db().execute(sql`
      insert into hotels (name, location_id, hotel_category_id, meal_type_ids, default_meal_type_id, markups)
      select 'Big ' || lpad(n::text, 5, '0'), ${toId}, ${category}, jsonb_build_array(${bb}::integer), ${bb}, '{"b2b":{"type":"percent","amount":"10"}}'::jsonb
      from generate_series(1, ${HOTELS}) n`);
    await db().execute(sql`
      insert into hotel_rooms (hotel_id, name, min_adult_occupancy, max_adult_occupancy, min_child_occupancy, max_child_occupancy, base_occupancy, max_occupancy)
      select id, 'Double', 1, 3, 0, 1, 2, 3 from hotels where name like 'Big %'`);
    await db().execute(sql`
      insert into room_pricing (room_id, start_date, end_date, pricing_type, meal_type_id)
      select r.id, ${fixtureDate('2027-05-03')}::date + 7 * w, ${fixtureDate('2027-05-03')}::date + 7 * w + 6, 'personCount', ${bb}
      from hotel_rooms r join hotels h on h.id = r.hotel_id, generate_series(0, ${WEEKS - 1}) w
      where h.name like 'Big %'`);
    await db().execute(sql`
      insert into room_pricing_person_prices (pricing_id, persons, price)
      select p.id, 2, (100 + substr(h.name, 5)::integer % 50)::numeric
      from room_pricing p join hotel_rooms r on r.id = p.room_id join hotels h on h.id = r.hotel_id
      where h.name like 'Big %'`);
  }, 180_000);
  afterAll(() => t?.close());

  it('past 65,535 pricing rows: searches, cheapest first, every hotel counted, to the cent', async () => {
    const [{ n }] = (await db().execute(sql`select count(*)::int as n from room_pricing`)).rows as [{ n: number }];
    expect(n).toBeGreaterThan(65_535);
    const query = new URLSearchParams({
      searchMode: 'hotel',
      toId: String(toId),
      nationalityId: String(await countryId(db(), 'FR')),
      startDate: fixtureDate('2027-06-07'),
      endDate: fixtureDate('2027-06-10'),
      rooms: JSON.stringify([{ adults: 2, childrenAges: [] }]),
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/search?${query}`, headers: agent.headers });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const body = res.json() as { total: number; hotels: { name: string; price: string }[]; price: string };
    expect(body.total).toBe(HOTELS);
    // 3 nights at 100 + 10 %: the hotels whose number is a multiple of 50, by name.
    expect(body.price).toBe('330.00');
    expect(body.hotels.slice(0, 3).map((h) => [h.name, h.price])).toEqual([
      ['Big 00050', '330.00'],
      ['Big 00100', '330.00'],
      ['Big 00150', '330.00'],
    ]);
    // The last page ends with the dearest: 149 a night, ties by id.
    const last = await t.app.inject({ method: 'GET', url: `/api/v1/search?${query}&page=${HOTELS / 20}`, headers: agent.headers });
    expect(last.statusCode, last.body.slice(0, 500)).toBe(200);
    expect(last.json().hotels.at(-1)).toMatchObject({ name: 'Big 04999', price: '491.70' });
  }, 180_000);
});
