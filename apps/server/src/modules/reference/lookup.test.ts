import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocationNode, rankLookup } from '@travel/contracts';
import { session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { seedReferenceData } from './seed';
import { locations } from './tables';

/*
 * Lookups find what agents type (issue 32): the lists the selects are built from carry each
 * place's other names (and an airport's code), and the one rule of packages/contracts/src/lookup.ts
 * ranks them as the storefront's and the back office's selects do. No list is filtered on the
 * server: the selects hold the whole list and filter as the agent types.
 */
type Option = { label: string; aliases?: string[]; code?: string | null };
const asCandidate = (o: Option) => ({ name: o.label, aliases: o.aliases, code: o.code });
const labels = (query: string, options: Option[]) => rankLookup(query, options, asCandidate).map((o) => o.label);

describe.each(engines)('lookups of places on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { entities: T[] }).entities;
  };

  it("'lis' puts Lisbon's airport first, in the storefront's and the back office's airport lists", async () => {
    const airports = await get<Option>('destinations/from-airports?searchMode=hotel');
    expect(labels('lis', airports)[0]).toBe('Lisbon (LIS) Lisbon Humberto Delgado Airport');
    expect(labels('LIS', airports)[0]).toBe('Lisbon (LIS) Lisbon Humberto Delgado Airport');
    // By the city's local name too, and an accent-less city name finds its airports.
    expect(labels('lisboa', airports)).toEqual(['Lisbon (LIS) Lisbon Humberto Delgado Airport']);
    expect(labels('krakow', airports)).toEqual([expect.stringMatching(/^Kraków \(KRK\)/)]);
    const { headers } = await session(t.app, db(), 'ROLE_ADMIN');
    // As the back office builds them (lib/reference.ts): a code is an airport's, not a country's ISO code.
    const products = (await get<Option & { type: string }>('products', headers)).map((p) => ({ ...p, code: p.type === 'airport' ? p.code : null }));
    expect(labels('lis', products)[0]).toBe('LIS - Lisbon Humberto Delgado Airport');
  });

  it("'turk', 'Turkey' and 'Türkiye' find Türkiye; 'cote' finds Côte d'Ivoire, in the countries and the nationalities", async () => {
    const countries = (await get<{ name: string; aliases?: string[] }>('locations/countries')).map((c) => ({ label: c.name, aliases: c.aliases }));
    const nationalities = await get<Option>('destinations/nationality');
    for (const list of [countries, nationalities]) {
      expect(labels('turk', list)).toEqual(['Türkiye', 'Turkmenistan', 'Turks and Caicos Islands']);
      expect(labels('Turkey', list)).toEqual(['Türkiye']);
      expect(labels('Türkiye', list)).toEqual(['Türkiye']);
      expect(labels('TURKIYE', list)).toEqual(['Türkiye']);
      expect(labels('cote', list)).toEqual(["Côte d'Ivoire"]);
      expect(labels('ivory', list)).toEqual(["Côte d'Ivoire"]);
    }
  });

  it('the location tree (hotel and tour locations) carries the same names', async () => {
    const tree = await get<LocationNode>('locations');
    const turkiye = tree.find((node) => node.code === 'TR')!;
    expect(turkiye).toMatchObject({ name: 'Türkiye', aliases: ['Turkey'] });
    const lisbon = tree.find((node) => node.code === 'PT')!.children.find((node) => node.name === 'Lisbon')!;
    expect(lisbon.aliases).toEqual(['Lisboa']);
    // A place without other names answers none.
    expect(tree.find((node) => node.code === 'FR')).not.toHaveProperty('aliases');
  });

  it('seeding again gives a database seeded before the aliases its places’ other names', async () => {
    await db()
      .update(locations)
      .set({ aliases: [] })
      .where(and(eq(locations.type, 'country'), eq(locations.code, 'TR')));
    await db()
      .update(locations)
      .set({ aliases: ['Old name'] })
      .where(and(eq(locations.type, 'city'), eq(locations.name, 'Lisbon')));
    await seedReferenceData(db());
    const [turkiye] = await db()
      .select({ aliases: locations.aliases })
      .from(locations)
      .where(and(eq(locations.type, 'country'), eq(locations.code, 'TR')));
    const [lisbon] = await db()
      .select({ aliases: locations.aliases })
      .from(locations)
      .where(and(eq(locations.type, 'city'), eq(locations.name, 'Lisbon')));
    expect(turkiye!.aliases).toEqual(['Turkey']);
    expect(lisbon!.aliases).toEqual(['Lisboa']);
  });
});
