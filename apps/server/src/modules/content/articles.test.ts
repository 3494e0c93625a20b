import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTestContext, engines } from '../../test/harness';
import { GUEST_BOOKING_ARTICLE, seedGuestBookingArticle } from './seed';
import { articleCategories, articleCategoryLinks, articles } from './tables';

describe.each(engines)('articles API on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = api.admin.headers) =>
    api.t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const articlesCount = async () => Number((await db().select({ n: count() }).from(articles))[0]!.n);
  const linksCount = async () => Number((await db().select({ n: count() }).from(articleCategoryLinks))[0]!.n);
  const makeCategory = async (title: string) =>
    (
      await db()
        .insert(articleCategories)
        .values({ title, slug: `${title.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}` })
        .returning()
    )[0]!;

  describe('POST /articles', () => {
    it('creates an article with a derived slug, sanitized description and categories; answers 201 with it', async () => {
      const beaches = await makeCategory('Beaches');
      const cities = await makeCategory('Cities');
      const res = await call('POST', '/articles', {
        title: 'Summer on the Côte d’Azur',
        description: '<p onclick="steal()">Sun <strong>and</strong> sea<script>alert(1)</script></p><img src="https://x.test/a.png" onerror="boom()">',
        categories: [cities.id, beaches.id],
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        id: expect.any(Number),
        title: 'Summer on the Côte d’Azur',
        slug: 'summer-on-the-cote-dazur',
        description: '<p>Sun <strong>and</strong> sea</p><img src="https://x.test/a.png" />',
        categories: [
          { id: beaches.id, title: 'Beaches' },
          { id: cities.id, title: 'Cities' },
        ],
      });
      const [row] = await db().select().from(articles).where(eq(articles.id, body.id));
      expect(row!.description).not.toMatch(/script|onclick|onerror/);
      const read = await call('GET', `/articles/${body.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(body);
    });

    it('keeps a typed slug (normalised) and accepts categories as { id } options', async () => {
      const category = await makeCategory('Tips');
      const res = await call('POST', '/articles', { title: 'Packing list', slug: 'My Packing List', categories: [{ id: category.id, title: 'Tips' }] });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ slug: 'my-packing-list', description: '', categories: [{ id: category.id, title: 'Tips' }] });
    });

    it('numbers a derived slug that is taken, and refuses a typed slug that is taken with 409', async () => {
      const first = await call('POST', '/articles', { title: 'Visa rules' });
      const second = await call('POST', '/articles', { title: 'Visa Rules' });
      const third = await call('POST', '/articles', { title: 'visa rules!' });
      expect([first.json().slug, second.json().slug, third.json().slug]).toEqual(['visa-rules', 'visa-rules-2', 'visa-rules-3']);
      const before = await articlesCount();
      const clash = await call('POST', '/articles', { title: 'Another', slug: 'VISA-RULES' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toEqual({
        error: "The slug 'visa-rules' is already used by another article. Choose another slug.",
        message: expect.any(String),
        code: 'slug_taken',
      });
      expect(await articlesCount()).toBe(before);
    });

    it('names the field of bad input with 400 and writes nothing', async () => {
      const before = await articlesCount();
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'title: Title is required'],
        [{ title: '   ' }, 'title: Title is required'],
        [{ title: 'x'.repeat(256) }, 'title: Title is too long'],
        [{ title: 'Ok', slug: '!!!' }, 'slug: Slug must contain letters or digits'],
        [{ title: 'Ok', slug: 'add' }, "slug: Slug 'add' is reserved"],
        [{ title: 'Ok', categories: 'abc' }, 'categories'],
        [{ title: 'Ok', categories: ['abc'] }, 'categories'],
      ];
      for (const [payload, error] of cases) {
        const res = await call('POST', '/articles', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error, JSON.stringify(payload)).toContain(error);
      }
      expect(await articlesCount()).toBe(before);
    });

    it('saves nothing when one category id is unknown (one transaction)', async () => {
      const known = await makeCategory('Known');
      const before = { articles: await articlesCount(), links: await linksCount() };
      const res = await call('POST', '/articles', { title: 'Half saved?', categories: [known.id, 999_999] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('categories: Category 999999 not found');
      expect({ articles: await articlesCount(), links: await linksCount() }).toEqual(before);
    });

    it('answers 401 without a token and 403 for an agent, writing nothing', async () => {
      const before = await articlesCount();
      expect((await call('POST', '/articles', { title: 'Nope' }, {})).statusCode).toBe(401);
      const forbidden = await call('POST', '/articles', { title: 'Nope' }, api.agent.headers);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error).toBe('Only administrators may do this.');
      expect(await articlesCount()).toBe(before);
    });
  });

  describe('GET /articles', () => {
    it('pages and searches by title or slug', async () => {
      for (let i = 1; i <= 21; i++) await call('POST', '/articles', { title: `Zanzibar note ${String(i).padStart(2, '0')}` });
      const first = (await call('GET', '/articles?searchText=zanzibar')).json();
      expect(first.total).toBe(21);
      expect(first.pagesCount).toBe(2);
      expect(first.entities).toHaveLength(20);
      expect(first.entities[0]).toEqual({ id: expect.any(Number), title: 'Zanzibar note 01', slug: 'zanzibar-note-01' });
      const second = (await call('GET', '/articles?searchText=zanzibar&page=2')).json();
      expect(second.entities.map((a: { title: string }) => a.title)).toEqual(['Zanzibar note 21']);
      expect((await call('GET', '/articles?searchText=note-07')).json().entities.map((a: { slug: string }) => a.slug)).toEqual(['zanzibar-note-07']);
      const none = (await call('GET', '/articles?searchText=%25_nothing')).json();
      expect(none).toEqual({ entities: [], total: 0, pagesCount: 1 });
    });

    it('refuses a bad page with 400, and is for administrators only', async () => {
      const bad = await call('GET', '/articles?page=0');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('page');
      expect((await call('GET', '/articles', undefined, {})).statusCode).toBe(401);
      expect((await call('GET', '/articles', undefined, api.agent.headers)).statusCode).toBe(403);
    });
  });

  describe('GET /articles/:id', () => {
    it('answers 404 for an unknown article, 400 for a bad id, 401 and 403 for others', async () => {
      const created = (await call('POST', '/articles', { title: 'Readable' })).json();
      const missing = await call('GET', '/articles/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('Article not found.');
      expect((await call('GET', '/articles/abc')).statusCode).toBe(400);
      expect((await call('GET', `/articles/${created.id}`, undefined, {})).statusCode).toBe(401);
      expect((await call('GET', `/articles/${created.id}`, undefined, api.agent.headers)).statusCode).toBe(403);
    });
  });

  describe('PUT /articles/:id', () => {
    it('replaces title, slug, description and categories; POST with the override works the same', async () => {
      const a = await makeCategory('Alpha');
      const b = await makeCategory('Beta');
      const created = (await call('POST', '/articles', { title: 'Draft', description: '<p>Old</p>', categories: [a.id] })).json();
      const res = await call('PUT', `/articles/${created.id}`, {
        title: 'Final',
        slug: 'final-words',
        description: '<p>New<script>x()</script></p>',
        categories: [b.id],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: created.id, title: 'Final', slug: 'final-words', description: '<p>New</p>', categories: [{ id: b.id, title: 'Beta' }] });
      const override = await call('POST', `/articles/${created.id}`, { _method: 'PUT', title: 'Final', slug: 'final-words', categories: [] });
      expect(override.statusCode).toBe(200);
      expect(override.json()).toMatchObject({ description: '', categories: [] });
    });

    it('keeps its own slug, derives a new one when cleared, and refuses another article’s slug', async () => {
      const one = (await call('POST', '/articles', { title: 'Lisbon' })).json();
      const two = (await call('POST', '/articles', { title: 'Porto' })).json();
      expect((await call('PUT', `/articles/${one.id}`, { title: 'Lisbon', slug: 'lisbon' })).json().slug).toBe('lisbon');
      expect((await call('PUT', `/articles/${one.id}`, { title: 'Lisbon by night', slug: '' })).json().slug).toBe('lisbon-by-night');
      const clash = await call('PUT', `/articles/${two.id}`, { title: 'Porto', slug: 'Lisbon-by-night' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().code).toBe('slug_taken');
      expect((await call('GET', `/articles/${two.id}`)).json().slug).toBe('porto');
    });

    it('changes nothing when a category id is unknown (one transaction)', async () => {
      const keep = await makeCategory('Keep');
      const created = (await call('POST', '/articles', { title: 'Stable', categories: [keep.id] })).json();
      const res = await call('PUT', `/articles/${created.id}`, { title: 'Changed', categories: [keep.id, 888_888] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('categories: Category 888888 not found');
      expect((await call('GET', `/articles/${created.id}`)).json()).toMatchObject({ title: 'Stable', slug: 'stable', categories: [{ id: keep.id }] });
    });

    it('answers 400 naming the field, 404 for an unknown article, 401 and 403', async () => {
      const created = (await call('POST', '/articles', { title: 'Guarded' })).json();
      const bad = await call('PUT', `/articles/${created.id}`, { title: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('title: Title is required');
      expect((await call('PUT', '/articles/999999', { title: 'Ghost' })).statusCode).toBe(404);
      expect((await call('PUT', `/articles/${created.id}`, { title: 'Hacked' }, {})).statusCode).toBe(401);
      expect((await call('PUT', `/articles/${created.id}`, { title: 'Hacked' }, api.agent.headers)).statusCode).toBe(403);
      expect((await call('GET', `/articles/${created.id}`)).json().title).toBe('Guarded');
    });
  });

  describe('DELETE /articles/:id', () => {
    it('deletes the article and its links; 404 the second time; 401 and 403 for others', async () => {
      const category = await makeCategory('Gone');
      const created = (await call('POST', '/articles', { title: 'Short lived', categories: [category.id] })).json();
      expect((await call('DELETE', `/articles/${created.id}`, undefined, {})).statusCode).toBe(401);
      expect((await call('DELETE', `/articles/${created.id}`, undefined, api.agent.headers)).statusCode).toBe(403);
      const res = await call('DELETE', `/articles/${created.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(await db().select().from(articleCategoryLinks).where(eq(articleCategoryLinks.articleId, created.id))).toEqual([]);
      expect((await call('DELETE', `/articles/${created.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/articles/${created.id}`)).statusCode).toBe(404);
    });
  });

  describe('GET /articles/get-by-slug/:slug (public)', () => {
    it('answers the article to a visitor without a token, in any case of the slug', async () => {
      const category = await makeCategory('Public');
      const created = (await call('POST', '/articles', { title: 'Open page', description: '<p>Hello <em>world</em></p>', categories: [category.id] })).json();
      const res = await call('GET', '/articles/get-by-slug/open-page', undefined, {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: created.id,
        title: 'Open page',
        slug: 'open-page',
        description: '<p>Hello <em>world</em></p>',
        categories: [{ id: category.id, title: 'Public' }],
      });
      expect((await call('GET', '/articles/get-by-slug/OPEN-PAGE', undefined, api.agent.headers)).json().id).toBe(created.id);
    });

    it('cleans HTML written around the API before serving it', async () => {
      await db()
        .insert(articles)
        .values({ title: 'Imported', slug: 'imported', description: '<p onmouseover="x()">Hi</p><script>alert(1)</script><a href="javascript:evil()">x</a>' });
      const res = await call('GET', '/articles/get-by-slug/imported', undefined, {});
      expect(res.json().description).toBe('<p>Hi</p><a>x</a>');
    });

    it("answers 404 'Page not found' for an unknown slug", async () => {
      const res = await call('GET', '/articles/get-by-slug/no-such-page', undefined, {});
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Page not found', code: 'not_found' });
    });
  });

  describe('the guest-booking article', () => {
    it('is created when missing, readable by visitors, and never overwritten once it exists', async () => {
      await seedGuestBookingArticle(db());
      await seedGuestBookingArticle(db());
      const rows = await db().select().from(articles).where(eq(articles.slug, 'guest-booking-info'));
      expect(rows).toHaveLength(1);
      const res = await call('GET', '/articles/get-by-slug/guest-booking-info', undefined, {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ title: GUEST_BOOKING_ARTICLE.title, slug: 'guest-booking-info' });
      expect(res.json().description).toContain('href="/registration"');
      expect(res.json().description).toContain('href="/login"');

      await call('PUT', `/articles/${rows[0]!.id}`, { title: 'Booking as a guest', slug: 'guest-booking-info', description: '<p>Edited by the admin</p>' });
      await seedGuestBookingArticle(db());
      expect((await call('GET', '/articles/get-by-slug/guest-booking-info', undefined, {})).json()).toMatchObject({
        title: 'Booking as a guest',
        description: '<p>Edited by the admin</p>',
      });
      expect(await db().select().from(articles).where(eq(articles.slug, 'guest-booking-info'))).toHaveLength(1);
    });
  });
});
