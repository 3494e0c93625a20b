import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTestContext, engines } from '../../test/harness';
import { articleCategories, articleCategoryLinks } from './tables';

describe.each(engines)('article categories API on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = api.admin.headers) =>
    api.t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const categoriesCount = async () => Number((await db().select({ n: count() }).from(articleCategories))[0]!.n);

  describe('POST /articlecategories and the misspelt /articletategories', () => {
    it('creates a category on both paths with derived slugs and a sanitized description', async () => {
      const res = await call('POST', '/articlecategories', { title: 'Travel tips', description: '<p>Useful <b>tips</b><script>x()</script></p>' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(Number), title: 'Travel tips', slug: 'travel-tips', description: '<p>Useful <b>tips</b></p>' });
      const misspelt = await call('POST', '/articletategories', { title: 'Travel Tips', description: '<p onclick="x()">Again</p>' });
      expect(misspelt.statusCode).toBe(201);
      expect(misspelt.json()).toMatchObject({ title: 'Travel Tips', slug: 'travel-tips-2', description: '<p>Again</p>' });
      const [row] = await db().select().from(articleCategories).where(eq(articleCategories.id, misspelt.json().id));
      expect(row!.description).toBe('<p>Again</p>');
    });

    it('refuses a typed slug another category holds (409), a missing title (400) and writes nothing', async () => {
      await call('POST', '/articlecategories', { title: 'Islands', slug: 'islands' });
      const before = await categoriesCount();
      const clash = await call('POST', '/articletategories', { title: 'More islands', slug: 'Islands' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error).toBe("The slug 'islands' is already used by another category. Choose another slug.");
      const missing = await call('POST', '/articlecategories', { description: 'no title' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe('title: Title is required');
      expect((await call('POST', '/articlecategories', { title: 'x', slug: '---' })).json().error).toBe('slug: Slug must contain letters or digits');
      expect(await categoriesCount()).toBe(before);
    });

    it('answers 401 without a token and 403 for an agent on both paths', async () => {
      const before = await categoriesCount();
      for (const path of ['/articlecategories', '/articletategories']) {
        expect((await call('POST', path, { title: 'Nope' }, {})).statusCode).toBe(401);
        expect((await call('POST', path, { title: 'Nope' }, api.agent.headers)).statusCode).toBe(403);
      }
      expect(await categoriesCount()).toBe(before);
    });
  });

  describe('GET /articlecategories', () => {
    it('answers every category as id and title without page, a searchable page with it', async () => {
      for (const title of ['Yachting', 'yoga retreats', 'Youth hostels']) await call('POST', '/articlecategories', { title });
      const plain = (await call('GET', '/articlecategories')).json();
      expect(Object.keys(plain)).toEqual(['entities']);
      expect(plain.entities.length).toBe(await categoriesCount());
      for (const option of plain.entities) expect(Object.keys(option).sort()).toEqual(['id', 'title']);
      const titles = plain.entities.map((c: { title: string }) => c.title);
      expect(titles.indexOf('Yachting')).toBeLessThan(titles.indexOf('yoga retreats'));

      const paged = (await call('GET', '/articlecategories?page=1&searchText=Y')).json();
      expect(paged).toMatchObject({ total: 3, pagesCount: 1 });
      expect(paged.entities).toEqual([
        { id: expect.any(Number), title: 'Yachting', slug: 'yachting' },
        { id: expect.any(Number), title: 'yoga retreats', slug: 'yoga-retreats' },
        { id: expect.any(Number), title: 'Youth hostels', slug: 'youth-hostels' },
      ]);
      expect((await call('GET', '/articlecategories?page=2&searchText=Y')).json()).toEqual({ entities: [], total: 3, pagesCount: 1 });
    });

    it('refuses a bad page (400) and is for administrators only', async () => {
      const bad = await call('GET', '/articlecategories?page=-1');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('page');
      expect((await call('GET', '/articlecategories', undefined, {})).statusCode).toBe(401);
      expect((await call('GET', '/articlecategories?page=1', undefined, api.agent.headers)).statusCode).toBe(403);
    });
  });

  describe('GET, PUT, DELETE /articlecategories/:id', () => {
    it('reads, saves (PUT or POST override) and deletes a category; articles keep existing without it', async () => {
      const created = (await call('POST', '/articlecategories', { title: 'Museums', description: '<p>Art</p>' })).json();
      expect((await call('GET', `/articlecategories/${created.id}`)).json()).toEqual(created);

      const saved = await call('PUT', `/articlecategories/${created.id}`, {
        title: 'Museums and galleries',
        slug: 'museums',
        description: '<p>Art <i>everywhere</i></p><iframe src="https://x.test"></iframe>',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ id: created.id, title: 'Museums and galleries', slug: 'museums', description: '<p>Art <i>everywhere</i></p>' });
      const override = await call('POST', `/articlecategories/${created.id}`, { _method: 'PUT', title: 'Museums and galleries', slug: '' });
      expect(override.json()).toMatchObject({ slug: 'museums-and-galleries', description: '' });

      const article = (await call('POST', '/articles', { title: 'Louvre guide', categories: [created.id] })).json();
      const removed = await call('DELETE', `/articlecategories/${created.id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ success: true });
      expect(await db().select().from(articleCategoryLinks).where(eq(articleCategoryLinks.categoryId, created.id))).toEqual([]);
      expect((await call('GET', `/articles/${article.id}`)).json()).toMatchObject({ title: 'Louvre guide', categories: [] });
      expect((await call('GET', `/articlecategories/${created.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/articlecategories/${created.id}`)).statusCode).toBe(404);
    });

    it('answers 404 for unknown ids, 400 naming the field, 409 for another category’s slug', async () => {
      const one = (await call('POST', '/articlecategories', { title: 'Rivers' })).json();
      await call('POST', '/articlecategories', { title: 'Lakes' });
      const missing = await call('GET', '/articlecategories/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('Category not found.');
      expect((await call('PUT', '/articlecategories/999999', { title: 'Ghost' })).statusCode).toBe(404);
      const bad = await call('PUT', `/articlecategories/${one.id}`, { title: '', slug: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('title: Title is required');
      const clash = await call('PUT', `/articlecategories/${one.id}`, { title: 'Rivers', slug: 'lakes' });
      expect(clash.statusCode).toBe(409);
      expect((await call('GET', `/articlecategories/${one.id}`)).json()).toMatchObject({ title: 'Rivers', slug: 'rivers' });
    });

    it('answers 401 without a token and 403 for an agent on every call', async () => {
      const one = (await call('POST', '/articlecategories', { title: 'Deserts' })).json();
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', { title: 'Hacked' }],
        ['DELETE', undefined],
      ] as const) {
        expect((await call(method, `/articlecategories/${one.id}`, payload, {})).statusCode, method).toBe(401);
        expect((await call(method, `/articlecategories/${one.id}`, payload, api.agent.headers)).statusCode, method).toBe(403);
      }
      expect((await call('GET', `/articlecategories/${one.id}`)).json().title).toBe('Deserts');
    });
  });
});
