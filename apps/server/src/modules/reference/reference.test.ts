import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAXONOMY_TYPES, type LocationNode } from '@travel/contracts';
import { seedReferenceData } from './seed';
import { locations, taxonomies } from './tables';
import { session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';

type Entity = { id: number; title: string; code: string | null; slug: string };

describe.each(engines)('reference API on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function taxonomy(type: string): Promise<Entity[]> {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/usertaxonomies/${type}` });
    expect(res.statusCode, type).toBe(200);
    return res.json().entities;
  }

  describe('GET /usertaxonomies/:type', () => {
    it.each(TAXONOMY_TYPES)('answers the %s entities with id, title, code and slug', async (type) => {
      const entities = await taxonomy(type);
      expect(entities.length).toBeGreaterThan(0);
      for (const entity of entities) {
        expect(Object.keys(entity).sort()).toEqual(['code', 'id', 'slug', 'title']);
        expect(entity.id).toEqual(expect.any(Number));
        expect(entity.title).toEqual(expect.any(String));
        expect(entity.slug).toMatch(/^[a-z0-9-]+$/);
      }
      expect(new Set(entities.map((e) => e.slug)).size).toBe(entities.length);
    });

    it('answers the booking and payment statuses in their order, with the spec slugs', async () => {
      expect((await taxonomy('bookingStatus')).map((e) => e.slug)).toEqual(['pending', 'on-request', 'confirmed', 'canceled']);
      expect((await taxonomy('paymentStatus')).map((e) => e.slug)).toEqual(['not-paid', 'partially-paid', 'paid']);
      expect((await taxonomy('bookingStatus')).find((e) => e.slug === 'canceled')!.title).toBe('Canceled');
    });

    it('answers five meal plans with codes and five hotel categories', async () => {
      const meals = await taxonomy('meal');
      expect(meals).toHaveLength(5);
      expect(meals.map((m) => m.code)).toEqual(['RO', 'BB', 'HB', 'FB', 'AI']);
      const categories = await taxonomy('hotelCategory');
      expect(categories).toHaveLength(5);
      expect(categories.map((c) => c.code)).toEqual(['1', '2', '3', '4', '5']);
    });

    it('answers the currencies with their ISO codes, EUR and USD among them', async () => {
      const currencies = await taxonomy('currency');
      expect(currencies).toContainEqual(expect.objectContaining({ code: 'EUR', slug: 'eur', title: 'Euro' }));
      expect(currencies).toContainEqual(expect.objectContaining({ code: 'USD', slug: 'usd' }));
      for (const currency of currencies) expect(currency.code).toMatch(/^[A-Z]{3}$/);
    });

    it('answers the account types, additional requests, room types and room facilities', async () => {
      expect((await taxonomy('accountType')).map((e) => e.slug)).toContain('agency');
      expect((await taxonomy('additionalRequests')).map((e) => e.title)).toContain('Non-smoking room');
      expect((await taxonomy('roomType')).map((e) => e.slug)).toContain('double');
      expect((await taxonomy('roomFacility')).map((e) => e.slug)).toContain('wi-fi');
    });

    it('is public, and answers the same to a logged-in agent', async () => {
      const { headers } = await session(t.app, db());
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/usertaxonomies/meal', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().entities).toEqual(await taxonomy('meal'));
    });

    it('answers 400 naming type for an unknown type', async () => {
      for (const type of ['nope', 'users', 'BOOKINGSTATUS']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v1/usertaxonomies/${type}` });
        expect(res.statusCode, type).toBe(400);
        expect(res.json().error, type).toContain('type');
      }
    });
  });

  describe('GET /locations', () => {
    it('answers the tree of countries, their cities and the cities’ airports', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/locations' });
      expect(res.statusCode).toBe(200);
      const roots = res.json().entities as LocationNode[];
      expect(roots.every((node) => node.type === 'country')).toBe(true);
      expect(roots).toHaveLength(249);
      const names = roots.map((node) => node.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      const france = roots.find((node) => node.code === 'FR')!;
      expect(france).toMatchObject({ name: 'France', type: 'country' });
      const paris = france.children.find((node) => node.name === 'Paris')!;
      expect(paris).toMatchObject({ type: 'city', code: null });
      expect(paris.latitude).toBeCloseTo(48.856613, 5);
      expect(paris.longitude).toBeCloseTo(2.352222, 5);
      const cdg = paris.children.find((node) => node.code === 'CDG')!;
      expect(cdg).toMatchObject({ type: 'airport', name: 'Paris Charles de Gaulle Airport', children: [] });
      expect(cdg.latitude).toBeCloseTo(49.009722, 5);
      expect(cdg.longitude).toBeCloseTo(2.547778, 5);
      expect(paris.children.map((node) => node.code).sort()).toEqual(['CDG', 'ORY']);
      for (const country of roots) {
        for (const city of country.children) {
          expect(city.type).toBe('city');
          for (const airport of city.children) expect(airport).toMatchObject({ type: 'airport', code: expect.stringMatching(/^[A-Z]{3}$/) });
        }
      }
    });
  });

  describe('GET /locations/countries', () => {
    it('answers the 249 countries with id, name and code, and their other names when they have some, by name', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/locations/countries' });
      expect(res.statusCode).toBe(200);
      const entities = res.json().entities as { id: number; name: string; code: string; aliases?: string[] }[];
      expect(entities).toHaveLength(249);
      for (const entity of entities) {
        expect(Object.keys(entity).sort()).toEqual(entity.aliases ? ['aliases', 'code', 'id', 'name'] : ['code', 'id', 'name']);
        expect(entity.code).toMatch(/^[A-Z]{2}$/);
        if (entity.aliases) expect(entity.aliases.length).toBeGreaterThan(0);
      }
      expect(entities).toContainEqual({ id: expect.any(Number), name: 'France', code: 'FR' });
      expect(entities).toContainEqual({ id: expect.any(Number), name: 'Türkiye', code: 'TR', aliases: ['Turkey'] });
      expect(new Set(entities.map((e) => e.code)).size).toBe(249);
      const names = entities.map((e) => e.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    });
  });

  describe('GET /destinations/nationality', () => {
    it('answers every country as value and label', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/destinations/nationality' });
      expect(res.statusCode).toBe(200);
      const options = res.json().entities as { value: number; label: string }[];
      expect(options).toHaveLength(249);
      const countries = (await t.app.inject({ method: 'GET', url: '/api/v1/locations/countries' })).json().entities as { id: number; name: string }[];
      const france = countries.find((c) => c.name === 'France')!;
      expect(options).toContainEqual({ value: france.id, label: 'France' });
      expect(options).toContainEqual({ value: expect.any(Number), label: "Côte d'Ivoire", aliases: ['Ivory Coast'] });
      for (const option of options) expect(Object.keys(option).sort()).toEqual('aliases' in option ? ['aliases', 'label', 'value'] : ['label', 'value']);
    });
  });

  describe('GET /products', () => {
    it('answers countries, cities and airports with id, name, label, type, code and other names, grouped by kind', async () => {
      const { headers } = await session(t.app, db(), 'ROLE_ADMIN');
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/products', headers });
      expect(res.statusCode).toBe(200);
      const entities = res.json().entities as { id: number; name: string; label: string; type: string; aliases?: string[] }[];
      for (const entity of entities)
        expect(Object.keys(entity).sort()).toEqual(
          entity.aliases ? ['aliases', 'code', 'id', 'label', 'name', 'type'] : ['code', 'id', 'label', 'name', 'type'],
        );
      const kinds = entities.map((e) => e.type);
      expect(kinds.indexOf('city')).toBeGreaterThan(kinds.lastIndexOf('country'));
      expect(kinds.indexOf('airport')).toBeGreaterThan(kinds.lastIndexOf('city'));
      expect(entities.filter((e) => e.type === 'country')).toHaveLength(249);
      const [cdg] = await db().select().from(locations).where(eq(locations.code, 'CDG'));
      expect(entities).toContainEqual({
        id: cdg!.id,
        name: 'Paris Charles de Gaulle Airport',
        label: 'CDG - Paris Charles de Gaulle Airport',
        type: 'airport',
        code: 'CDG',
      });
      expect(entities).toContainEqual({ id: cdg!.parentId, name: 'Paris', label: 'Paris', type: 'city', code: null });
      expect(entities).toContainEqual(expect.objectContaining({ name: 'Lisbon', type: 'city', aliases: ['Lisboa'] }));
      expect(entities).toContainEqual(expect.objectContaining({ name: 'France', label: 'France', type: 'country' }));
      expect(new Set(entities.map((e) => e.id)).size).toBe(entities.length);
    });

    it('is for administrators: 401 without a login, 403 for an agent', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/products' })).statusCode).toBe(401);
      const { headers } = await session(t.app, db());
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/products', headers })).statusCode).toBe(403);
    });
  });

  describe('seedReferenceData', () => {
    it('is idempotent: seeding again adds nothing and keeps the ids', async () => {
      const counts = async () => ({
        taxonomies: Number((await db().select({ n: count() }).from(taxonomies))[0]!.n),
        locations: Number((await db().select({ n: count() }).from(locations))[0]!.n),
      });
      const before = await counts();
      const taxonomiesBefore = await db().select().from(taxonomies);
      const locationsBefore = await db().select().from(locations);
      expect(before.taxonomies).toBeGreaterThan(0);
      await seedReferenceData(db());
      await seedReferenceData(db());
      expect(await counts()).toEqual(before);
      const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
      expect(byId(await db().select().from(taxonomies))).toEqual(byId(taxonomiesBefore));
      expect(byId(await db().select().from(locations))).toEqual(byId(locationsBefore));
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/locations/countries' })).json().entities).toHaveLength(249);
    });
  });
});
