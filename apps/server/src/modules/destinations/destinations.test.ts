import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryId } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { cityId, makeHotel } from '../hotels/test-data';
import { locations } from '../reference/tables';

type Entity = { id: number; value: number; label: string; isSub: boolean; code?: string };

describe.each(engines)('destination lists of the search form on %s', (engine) => {
  let t: TestContext;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const list = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/destinations/${url}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { entities: Entity[] }).entities;
  };
  const airportId = async (code: string) =>
    (
      await db()
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.type, 'airport'), eq(locations.code, code)))
    )[0]!.id;

  describe('GET destinations/to', () => {
    it('is empty without hotels', async () => {
      expect(await list('to?searchMode=hotel')).toEqual([]);
    });

    it('lists the countries with hotels, each followed by its cities with hotels (isSub), by name', async () => {
      const [paris, nice, rome] = await Promise.all([cityId(db(), 'Paris'), cityId(db(), 'Nice'), cityId(db(), 'Rome')]);
      const [france, italy] = await Promise.all([countryId(db(), 'FR'), countryId(db(), 'IT')]);
      await makeHotel(db(), { locationId: rome });
      await makeHotel(db(), { locationId: paris });
      await makeHotel(db(), { locationId: paris });
      await makeHotel(db(), { locationId: nice });
      const entities = await list('to?searchMode=hotel');
      expect(entities).toEqual([
        { id: france, value: france, label: 'France', isSub: false },
        { id: nice, value: nice, label: 'Nice', isSub: true },
        { id: paris, value: paris, label: 'Paris', isSub: true },
        { id: italy, value: italy, label: 'Italy', isSub: false, aliases: ['Italia'] },
        { id: rome, value: rome, label: 'Rome', isSub: true, aliases: ['Roma'] },
      ]);
      // Public: a visitor gets the same list; searchMode may be left out.
      expect(await list('to')).toEqual(entities);
    });

    it('refuses an unknown searchMode with 400', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/destinations/to?searchMode=cruise' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('GET destinations/to-airports and from-airports', () => {
    it("to-airports in hotel mode lists the destination city's airports", async () => {
      const paris = await cityId(db(), 'Paris');
      expect(await list(`to-airports?searchMode=hotel&toId=${paris}`)).toEqual([
        { id: await airportId('CDG'), value: await airportId('CDG'), label: 'Paris (CDG) Paris Charles de Gaulle Airport', code: 'CDG', isSub: false },
        { id: await airportId('ORY'), value: await airportId('ORY'), label: 'Paris (ORY) Paris Orly Airport', code: 'ORY', isSub: false },
      ]);
      const rome = await cityId(db(), 'Rome');
      expect((await list(`to-airports?searchMode=hotel&toId=${rome}`)).map((a) => a.code).sort()).toEqual(['CIA', 'FCO']);
    });

    it("to-airports for a country lists its cities' airports; flight mode only what flights reach", async () => {
      const italy = await countryId(db(), 'IT');
      const codes = (await list(`to-airports?searchMode=hotel&toId=${italy}`)).map((a) => a.code).sort();
      const seed = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../../data/cities.json'), 'utf8')) as {
        country: string;
        airports: { iata: string }[];
      }[];
      expect(codes).toEqual(
        seed
          .filter((c) => c.country === 'IT')
          .flatMap((c) => c.airports.map((a) => a.iata))
          .sort(),
      );
      expect(codes).toEqual(expect.arrayContaining(['FCO', 'CIA', 'MXP', 'LIN', 'VCE', 'FLR', 'NAP']));
      // Flight mode lists only airports a flight on sale reaches (none here: flights/search/routes.test.ts has them).
      expect(await list(`to-airports?searchMode=flight&toId=${italy}`)).toEqual([]);
    });

    it('from-airports lists every airport, by city then name', async () => {
      const stored = await db().select({ id: locations.id }).from(locations).where(eq(locations.type, 'airport'));
      const all = await list('from-airports?searchMode=hotel');
      expect(all).toHaveLength(stored.length);
      expect(new Set(all.map((a) => a.id))).toEqual(new Set(stored.map((a) => a.id)));
      for (const airport of all) {
        expect(airport.value).toBe(airport.id);
        expect(airport.isSub).toBe(false);
        expect(airport.label).toContain(`(${airport.code}) `);
      }
      // English collation, whatever the database's locale (docs/decisions.md, reference data).
      const cities = all.map((a) => a.label.slice(0, a.label.indexOf(' (')));
      expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b, 'en')));
      // Flight and package modes: only airports with departures on sale (none here).
      expect(await list('from-airports?searchMode=flight')).toEqual([]);
      expect(await list('from-airports?searchMode=package')).toEqual([]);
    });
  });
});
