import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../reference/tables';
import { countryId, multipart, session, taxonomyId, type Session } from '../../../test/factories';
import { createTestApp, engines, type TestContext } from '../../../test/harness';
import { listHotelMarkupRules } from './service';

type Row = {
  id: number;
  distributionChannel: string;
  hotelCategoryId: number | 'all';
  locationId: number | 'all';
  type: string;
  amount: string;
  canChange: boolean;
};
type MarkupsBody = { defaultCurrencyCode: string; data: { markups: Row[] } };

const URL = '/api/v1/settings/hotelmarkups';

describe.each(engines)('hotel markups settings API on %s', (engine) => {
  let t: TestContext;
  let admin: Session;
  let agent: Session;
  let fourStars: number;
  let france: number;
  let paris: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await session(t.app, db(), 'ROLE_ADMIN');
    agent = await session(t.app, db());
    fourStars = await taxonomyId(db(), 'hotelCategory', '4-stars');
    france = await countryId(db(), 'FR');
    paris = (await db().select().from(locations).where(eq(locations.name, 'Paris')))[0]!.id;
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  const read = async () => (await t.app.inject({ method: 'GET', url: URL, headers: admin.headers })).json() as MarkupsBody;
  /** The save the way the web app sends it: form data, PUT override, `data` JSON text of the whole list. */
  async function save(markups: unknown, headers: Record<string, string> = admin.headers) {
    const data = typeof markups === 'string' ? markups : JSON.stringify({ markups });
    const form = await multipart({ _method: 'PUT', data });
    return t.app.inject({ method: 'POST', url: URL, headers: { ...headers, ...form.headers }, payload: form.payload });
  }
  const ALL = { distributionChannel: 'b2b', hotelCategoryId: 'all', locationId: 'all', type: 'percent', amount: '10' };

  describe('GET settings/hotelmarkups', () => {
    it('answers the default currency and an empty list before anything is saved', async () => {
      const res = await t.app.inject({ method: 'GET', url: URL, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ defaultCurrencyCode: 'EUR', data: { markups: [] } });
    });

    it('answers 401 without a token and 403 for an agent', async () => {
      expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
      const forbidden = await t.app.inject({ method: 'GET', url: URL, headers: agent.headers });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error).toBeTruthy();
    });
  });

  describe('POST settings/hotelmarkups', () => {
    it('stores the list in its order and answers it with ids, two-decimal amounts and canChange', async () => {
      const res = await save([ALL, { distributionChannel: 'b2c', hotelCategoryId: String(fourStars), locationId: france, type: 'fixed', amount: '25.5' }]);
      expect(res.statusCode).toBe(200);
      const body = res.json() as MarkupsBody;
      expect(body.defaultCurrencyCode).toBe('EUR');
      expect(body.data.markups).toEqual([
        { id: expect.any(Number), distributionChannel: 'b2b', hotelCategoryId: 'all', locationId: 'all', type: 'percent', amount: '10.00', canChange: true },
        { id: expect.any(Number), distributionChannel: 'b2c', hotelCategoryId: fourStars, locationId: france, type: 'fixed', amount: '25.50', canChange: true },
      ]);
      expect(await read()).toEqual(body);
      const stored = await listHotelMarkupRules(db());
      expect(stored.map((r) => [r.hotelCategoryId, r.locationId, r.amount, r.position])).toEqual([
        [null, null, '10.00', 0],
        [fourStars, france, '25.50', 1],
      ]);
    });

    it('replaces the whole list: keeps ids it names, adds rows without one, deletes the others, follows the new order', async () => {
      const [first, second] = (await read()).data.markups;
      const res = await save([
        { hotelCategoryId: 'all', locationId: paris, amount: '7', distributionChannel: 'b2b' },
        { ...first, amount: '12.25', canChange: true },
      ]);
      expect(res.statusCode).toBe(200);
      const markups = (res.json() as MarkupsBody).data.markups;
      expect(markups).toHaveLength(2);
      expect(markups[0]).toMatchObject({ locationId: paris, hotelCategoryId: 'all', type: 'percent', distributionChannel: 'b2b', amount: '7.00' });
      expect(markups[0]!.id).not.toBe(second!.id);
      expect(markups[1]).toEqual({ ...first, amount: '12.25' });
      expect((await read()).data.markups).toEqual(markups);
    });

    it('accepts a plain PUT with a JSON body, and an empty list clears every row', async () => {
      const put = await t.app.inject({ method: 'PUT', url: URL, headers: admin.headers, payload: { data: JSON.stringify({ markups: [ALL] }) } });
      expect(put.statusCode).toBe(200);
      expect((put.json() as MarkupsBody).data.markups).toHaveLength(1);
      const cleared = await save([]);
      expect(cleared.statusCode).toBe(200);
      expect((await read()).data.markups).toEqual([]);
    });

    it('refuses invalid rows naming the field, and keeps the list as it was', async () => {
      expect((await save([ALL])).statusCode).toBe(200);
      const before = await read();
      const cases: [unknown, string][] = [
        [[{ ...ALL, amount: '' }], 'data.markups.0.amount: Amount is required'],
        [[ALL, { ...ALL, amount: undefined }], 'data.markups.1.amount: Amount is required'],
        [[{ ...ALL, amount: '-1' }], 'data.markups.0.amount: Amount must not be below zero'],
        [[{ ...ALL, amount: '1.005' }], 'data.markups.0.amount: must be an amount with at most 2 decimals'],
        [[{ ...ALL, amount: 'ten' }], 'data.markups.0.amount: must be an amount with at most 2 decimals'],
        [[{ ...ALL, type: 'percent', amount: '101' }], 'data.markups.0.amount: A percent markup must be at most 100'],
        [[{ ...ALL, hotelCategoryId: '' }], 'data.markups.0.hotelCategoryId: Hotel category is required'],
        [[{ ...ALL, locationId: null }], 'data.markups.0.locationId: Location is required'],
        [[{ ...ALL, distributionChannel: 'b2x' }], 'data.markups.0.distributionChannel: Distribution channel must be b2b or b2c'],
        ['{"markups": [', 'data: must be valid JSON'],
        ['', 'data: Markups are required'],
      ];
      for (const [markups, error] of cases) {
        const res = await save(markups);
        expect(res.statusCode, error).toBe(400);
        expect(res.json().error).toBe(error);
      }
      const badType = await save([{ ...ALL, type: 'flat' }]);
      expect(badType.statusCode).toBe(400);
      expect(badType.json().error).toMatch(/^data\.markups\.0\.type: /);
      expect(await read()).toEqual(before);
    });

    it('accepts a fixed amount above 100 and a zero amount', async () => {
      const res = await save([
        { ...ALL, type: 'fixed', amount: '150' },
        { ...ALL, amount: '0' },
      ]);
      expect(res.statusCode).toBe(200);
      expect((res.json() as MarkupsBody).data.markups.map((m) => m.amount)).toEqual(['150.00', '0.00']);
    });

    it('refuses a row that points at an unknown category or location, an airport, or a row that is gone', async () => {
      const before = await read();
      const meal = await taxonomyId(db(), 'meal', 'half-board');
      const [airport] = await db().select().from(locations).where(eq(locations.type, 'airport')).limit(1);
      const cases: [unknown, string][] = [
        [[ALL, { ...ALL, hotelCategoryId: 999999 }], 'data.markups.1.hotelCategoryId: Hotel category not found'],
        [[{ ...ALL, hotelCategoryId: meal }], 'data.markups.0.hotelCategoryId: Hotel category not found'],
        [[{ ...ALL, locationId: 999999 }], 'data.markups.0.locationId: Location not found'],
        [[{ ...ALL, locationId: airport!.id }], 'data.markups.0.locationId: Location must be a country, a region or a city'],
        [[{ ...ALL, id: 999999 }], 'data.markups.0.id: Markup row not found; reload the page'],
        [
          [
            { ...ALL, id: before.data.markups[0]!.id },
            { ...ALL, id: before.data.markups[0]!.id },
          ],
          'data.markups.1.id: This row is listed twice',
        ],
      ];
      for (const [markups, error] of cases) {
        const res = await save(markups);
        expect(res.statusCode, error).toBe(400);
        expect(res.json().error).toBe(error);
      }
      expect(await read()).toEqual(before);
    });

    it('answers 401 without a token and 403 for an agent, whatever the body', async () => {
      expect((await save([ALL], {})).statusCode).toBe(401);
      expect((await save('garbage', {})).statusCode).toBe(401);
      const forbidden = await save([ALL], agent.headers);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error).toBeTruthy();
      expect(
        (await t.app.inject({ method: 'PUT', url: URL, headers: { ...agent.headers, 'content-type': 'application/json' }, payload: '{broken' })).statusCode,
      ).toBe(403);
    });
  });
});
