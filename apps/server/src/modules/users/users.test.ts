import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authTokens } from '../auth/tables';
import { loginAs, makeUser, PASSWORD, session, taxonomyId } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { usersTestKit } from './test-data';

describe.each(engines)('users API on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;
  const { userForm, send, userRow } = usersTestKit(api);

  describe('GET /users', () => {
    it('answers a page of users with pagesCount, without secrets', async () => {
      const user = await makeUser(db(), { companyName: 'Listed Voyages' });
      const res = await api.t.app.inject({ method: 'GET', url: '/api/v1/users', headers: api.admin.headers });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.pagesCount).toBeGreaterThanOrEqual(1);
      expect(body.entities.length).toBeGreaterThan(0);
      expect(body.entities.length).toBeLessThanOrEqual(20);
      const search = await api.t.app.inject({ method: 'GET', url: '/api/v1/users?searchText=Listed%20Voyages', headers: api.admin.headers });
      expect(search.json()).toMatchObject({
        pagesCount: 1,
        entities: [{ id: user.id, email: user.email, companyName: 'Listed Voyages', role: 'ROLE_AGENT', enabled: true }],
      });
      expect(Object.keys(search.json().entities[0]).sort()).toEqual(['companyName', 'email', 'enabled', 'firstName', 'id', 'lastName', 'role']);
      expect(search.body).not.toContain('scrypt');
    });

    it('pages through more than 20 users, 20 a page', async () => {
      for (let i = 0; i < 25; i++) await makeUser(db(), { companyName: `Paginated Tours ${String(i).padStart(2, '0')}` });
      const page = (n: number) => api.t.app.inject({ method: 'GET', url: `/api/v1/users?searchText=paginated%20tours&page=${n}`, headers: api.admin.headers });
      const first = (await page(1)).json();
      const second = (await page(2)).json();
      const third = (await page(3)).json();
      expect(first.pagesCount).toBe(2);
      expect(first.entities).toHaveLength(20);
      expect(second.entities).toHaveLength(5);
      expect(third.entities).toHaveLength(0);
      const names = [...first.entities, ...second.entities].map((u: { companyName: string }) => u.companyName);
      expect(new Set(names).size).toBe(25);
      expect(names).toEqual([...names].sort());
    });

    it('searches by company, email, first name, last name and full name, ignoring case', async () => {
      const user = await makeUser(db(), { companyName: 'Zebra Holidays', email: 'quokka.contact@example.com', firstName: 'Ottilie', lastName: 'Wanamaker' });
      await makeUser(db(), { companyName: 'Other Holidays' });
      for (const text of ['zebra holidays', 'QUOKKA.contact', 'ottilie', 'wanamaker', 'Ottilie Wanamaker']) {
        const res = await api.t.app.inject({ method: 'GET', url: `/api/v1/users?searchText=${encodeURIComponent(text)}`, headers: api.admin.headers });
        expect(res.statusCode).toBe(200);
        expect(
          res.json().entities.map((u: { id: number }) => u.id),
          text,
        ).toEqual([user.id]);
      }
      const none = await api.t.app.inject({ method: 'GET', url: '/api/v1/users?searchText=nothing-matches-this', headers: api.admin.headers });
      expect(none.json()).toMatchObject({ entities: [], pagesCount: 1 });
    });

    it('reads % and _ in the search text literally', async () => {
      const res = await api.t.app.inject({ method: 'GET', url: `/api/v1/users?searchText=${encodeURIComponent('%')}`, headers: api.admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().entities).toEqual([]);
    });

    it('answers 400 naming page for a bad page, 401 without a token, 403 for an agent', async () => {
      const bad = await api.t.app.inject({ method: 'GET', url: '/api/v1/users?page=0', headers: api.admin.headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('page');
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/users' })).statusCode).toBe(401);
      const forbidden = await api.t.app.inject({ method: 'GET', url: '/api/v1/users', headers: api.agent.headers });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error).toBeTruthy();
    });
  });

  describe('GET /users/:id', () => {
    it('answers the user with the admin fields', async () => {
      const user = await makeUser(db(), {
        note: 'VIP',
        accountTypeId: await taxonomyId(db(), 'accountType', 'agency'),
        markups: { hotel: [{ type: 'percent', amount: '7' }] },
      });
      const res = await api.t.app.inject({ method: 'GET', url: `/api/v1/users/${user.id}`, headers: api.admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: user.id,
        email: user.email,
        country: { name: 'France' },
        accountType: { title: 'Agency' },
        enabled: true,
        allowDownloadNotPaidVoucher: false,
        note: 'VIP',
        markups: { hotel: [{ type: 'percent', amount: '7' }] },
        extraMarkups: { hotel: [] },
      });
      expect(res.json()).not.toHaveProperty('passwordHash');
    });

    it('answers 404 for an unknown id, 400 for a bad id, 401 without a token, 403 for an agent', async () => {
      const missing = await api.t.app.inject({ method: 'GET', url: '/api/v1/users/999999', headers: api.admin.headers });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBeTruthy();
      const bad = await api.t.app.inject({ method: 'GET', url: '/api/v1/users/abc', headers: api.admin.headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('id');
      expect((await api.t.app.inject({ method: 'GET', url: `/api/v1/users/${api.agent.user.id}` })).statusCode).toBe(401);
      expect((await api.t.app.inject({ method: 'GET', url: `/api/v1/users/${api.agent.user.id}`, headers: api.agent.headers })).statusCode).toBe(403);
    });
  });

  describe('DELETE /users/:id', () => {
    it('deletes a user and its sessions', async () => {
      const target = await session(api.t.app, db());
      const res = await api.t.app.inject({ method: 'DELETE', url: `/api/v1/users/${target.user.id}`, headers: api.admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, outcome: 'deleted' });
      expect(await userRow(target.user.id)).toBeUndefined();
      expect(await db().select().from(authTokens).where(eq(authTokens.userId, target.user.id))).toHaveLength(0);
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/me', headers: target.headers })).statusCode).toBe(401);
    });

    it('disables instead when another table still references the user', async () => {
      const target = await session(api.t.app, db());
      await db().execute(sql`create table if not exists test_user_refs (id serial primary key, user_id integer not null references users(id))`);
      await db().execute(sql`insert into test_user_refs (user_id) values (${target.user.id})`);
      const res = await api.t.app.inject({ method: 'DELETE', url: `/api/v1/users/${target.user.id}`, headers: api.admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, outcome: 'disabled' });
      expect(await userRow(target.user.id)).toMatchObject({ id: target.user.id, enabled: false });
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/me', headers: target.headers })).statusCode).toBe(401);
      // An unreferenced user is still really deleted afterwards.
      const free = await makeUser(db());
      const freed = await api.t.app.inject({ method: 'DELETE', url: `/api/v1/users/${free.id}`, headers: api.admin.headers });
      expect(freed.json().outcome).toBe('deleted');
    });

    it('an admin cannot delete itself', async () => {
      const me = await session(api.t.app, db(), 'ROLE_ADMIN');
      const res = await api.t.app.inject({ method: 'DELETE', url: `/api/v1/users/${me.user.id}`, headers: me.headers });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBeTruthy();
      expect(await userRow(me.user.id)).toMatchObject({ enabled: true });
    });

    it('answers 404 for an unknown id, 400 for a bad id, 401 without a token, 403 for an agent', async () => {
      const user = await makeUser(db());
      expect((await api.t.app.inject({ method: 'DELETE', url: '/api/v1/users/999999', headers: api.admin.headers })).statusCode).toBe(404);
      const bad = await api.t.app.inject({ method: 'DELETE', url: '/api/v1/users/abc', headers: api.admin.headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('id');
      expect((await api.t.app.inject({ method: 'DELETE', url: `/api/v1/users/${user.id}` })).statusCode).toBe(401);
      expect((await api.t.app.inject({ method: 'DELETE', url: `/api/v1/users/${user.id}`, headers: api.agent.headers })).statusCode).toBe(403);
      expect(await userRow(user.id)).toBeDefined();
    });
  });

  describe('PUT /users/:id/change-password', () => {
    it("sets the new password and revokes the user's sessions", async () => {
      const target = await session(api.t.app, db());
      const before = (await userRow(target.user.id))!.passwordHash;
      const res = await api.t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${target.user.id}/change-password`,
        headers: api.admin.headers,
        payload: { newPassword: 'Admin#set123' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect((await userRow(target.user.id))!.passwordHash).not.toBe(before);
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/me', headers: target.headers })).statusCode).toBe(401);
      const old = await api.t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: target.user.email, password: PASSWORD } });
      expect(old.statusCode).toBe(401);
      await loginAs(api.t.app, target.user.email, 'Admin#set123');
      // The admin's own session is untouched.
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/me', headers: api.admin.headers })).statusCode).toBe(200);
    });

    it('names newPassword when missing or too short, and changes nothing', async () => {
      const user = await makeUser(db());
      for (const payload of [{}, { newPassword: '' }, { newPassword: 'short' }]) {
        const res = await api.t.app.inject({ method: 'PUT', url: `/api/v1/users/${user.id}/change-password`, headers: api.admin.headers, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error).toContain('newPassword');
      }
      expect((await userRow(user.id))!.passwordHash).toBe(user.passwordHash);
    });

    it('answers 404 for an unknown id, 401 without a token, 403 for an agent', async () => {
      const user = await makeUser(db());
      const payload = { newPassword: 'Admin#set123' };
      expect((await api.t.app.inject({ method: 'PUT', url: '/api/v1/users/999999/change-password', headers: api.admin.headers, payload })).statusCode).toBe(
        404,
      );
      expect((await api.t.app.inject({ method: 'PUT', url: `/api/v1/users/${user.id}/change-password`, payload })).statusCode).toBe(401);
      // The guard comes before the body check: no token is 401 whatever the body.
      expect((await api.t.app.inject({ method: 'PUT', url: `/api/v1/users/${user.id}/change-password`, payload: {} })).statusCode).toBe(401);
      expect((await api.t.app.inject({ method: 'PUT', url: `/api/v1/users/${user.id}/change-password`, headers: api.agent.headers, payload })).statusCode).toBe(
        403,
      );
      expect(
        (await api.t.app.inject({ method: 'PUT', url: `/api/v1/users/${user.id}/change-password`, headers: api.agent.headers, payload: {} })).statusCode,
      ).toBe(403);
      expect((await userRow(user.id))!.passwordHash).toBe(user.passwordHash);
    });
  });

  describe('GET /agents', () => {
    it('answers the agents as id and companyName only', async () => {
      const agency = await makeUser(db(), { companyName: 'Agent Listing Co' });
      const res = await api.t.app.inject({ method: 'GET', url: '/api/v1/agents', headers: api.admin.headers });
      expect(res.statusCode).toBe(200);
      const entities = res.json().entities as { id: number; companyName: string }[];
      expect(entities).toContainEqual({ id: agency.id, companyName: 'Agent Listing Co' });
      expect(entities.map((e) => e.id)).not.toContain(api.admin.user.id);
      for (const entity of entities) expect(Object.keys(entity).sort()).toEqual(['companyName', 'id']);
    });

    it('answers 401 without a token and 403 for an agent', async () => {
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/agents' })).statusCode).toBe(401);
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/agents', headers: api.agent.headers })).statusCode).toBe(403);
    });
  });

  describe('GET /me', () => {
    it('never gives an agent its admin fields, even once an admin set them', async () => {
      const target = await session(api.t.app, db());
      const edit = await send('POST', `/api/v1/users/${target.user.id}`, {
        _method: 'PUT',
        ...(await userForm({ email: target.user.email, note: 'Secret admin note' })),
      });
      expect(edit.statusCode).toBe(200);
      const me = await api.t.app.inject({ method: 'GET', url: '/api/v1/me', headers: target.headers });
      expect(me.statusCode).toBe(200);
      for (const key of ['markups', 'extraMarkups', 'note', 'enabled', 'accountType', 'allowDownloadNotPaidVoucher', 'passwordHash']) {
        expect(me.json(), key).not.toHaveProperty(key);
      }
      expect(me.body).not.toContain('Secret admin note');
      const adminMe = await api.t.app.inject({ method: 'GET', url: '/api/v1/me', headers: api.admin.headers });
      expect(adminMe.json()).toHaveProperty('markups');
    });
  });
});
