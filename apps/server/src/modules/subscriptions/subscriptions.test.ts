import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, type Session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';

describe.each(engines)('subscriptions API on %s', (engine) => {
  let t: TestContext;
  let admin: Session;
  let agent: Session;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await session(t.app, t.database.db, 'ROLE_ADMIN');
    agent = await session(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

  describe('POST /subscriptions (public)', () => {
    it('subscribes a visitor once, whatever the case of a second sign-up', async () => {
      expect((await call('POST', '/subscriptions', { email: 'Reader@Example.com' })).json()).toEqual({ success: true });
      expect((await call('POST', '/subscriptions', { email: 'reader@example.com' })).statusCode).toBe(200);
      const list = (await call('GET', '/subscriptions?searchText=reader@', undefined, admin.headers)).json();
      expect(list.entities).toEqual([{ id: expect.any(Number), email: 'Reader@Example.com' }]);
    });

    it('names the email field of a bad address', async () => {
      const res = await call('POST', '/subscriptions', { email: 'not-an-email' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('email');
    });
  });

  describe('GET /subscriptions (administrators)', () => {
    it('lists email only, newest first, 20 a page, with a search on the email', async () => {
      for (let i = 1; i <= 22; i++) await call('POST', '/subscriptions', { email: `list-${String(i).padStart(2, '0')}@news.test` });
      const first = (await call('GET', '/subscriptions?searchText=news.test', undefined, admin.headers)).json();
      expect(first).toMatchObject({ total: 22, pagesCount: 2 });
      expect(first.entities).toHaveLength(20);
      expect(first.entities[0]).toEqual({ id: expect.any(Number), email: 'list-22@news.test' });
      const second = (await call('GET', '/subscriptions?searchText=news.test&page=2', undefined, admin.headers)).json();
      expect(second.entities.map((s: { email: string }) => s.email)).toEqual(['list-02@news.test', 'list-01@news.test']);
      const all = (await call('GET', '/subscriptions', undefined, admin.headers)).json();
      expect(all.total).toBe(23);
      expect((await call('GET', '/subscriptions?searchText=%25', undefined, admin.headers)).json().total).toBe(0);
    });

    it('refuses a bad page with 400 naming it, 401 without a token and 403 for an agent', async () => {
      const bad = await call('GET', '/subscriptions?page=abc', undefined, admin.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('page');
      expect((await call('GET', '/subscriptions')).statusCode).toBe(401);
      const forbidden = await call('GET', '/subscriptions', undefined, agent.headers);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).not.toHaveProperty('entities');
    });
  });
});
