import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../auth/tables';
import { users } from './tables';
import { countryId, loginAs, makeUser, multipart, PASSWORD, PNG_1PX, session, taxonomyId, type FilePart } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';


const MARKUPS = '{"hotel":[{"type":"percent","amount":"5"}]}';
const EXTRA_MARKUPS = '{"hotel":[{"type":"fixed","amount":"12.5"}]}';
/** What the server stores: amounts in canonical two-decimal text. */
const STORED_MARKUPS = { hotel: [{ type: 'percent', amount: '5.00' }] };
const STORED_EXTRA_MARKUPS = { hotel: [{ type: 'fixed', amount: '12.50' }] };

describe.each(engines)('users API on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;

  async function userForm(overrides: Record<string, string> = {}) {
    return {
      email: 'added.agency@example.com',
      password: 'Added#pass1',
      companyName: 'Added Travel',
      firstName: 'Ada',
      lastName: 'Added',
      taxRegistrationNumber: 'DE-123456',
      position: 'Manager',
      country: String(await countryId(db(), 'DE')),
      city: 'Berlin',
      address: '1 Unter den Linden',
      website: 'https://added.example',
      phoneNumber: '+49 30 000000',
      companyPhoneNumber: '+49 30 111111',
      accountType: String(await taxonomyId(db(), 'accountType', 'corporate')),
      enabled: 'true',
      allowDownloadNotPaidVoucher: 'true',
      note: 'Pays by bank transfer',
      markups: MARKUPS,
      extraMarkups: EXTRA_MARKUPS,
      ...overrides,
    };
  }

  /** A multipart request the way the web app sends it. */
  async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, headers: Record<string, string> = api.admin.headers, files: FilePart[] = []) {
    const form = await multipart(fields, files);
    return api.t.app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
  }

  const usersCount = async () => Number((await db().select({ n: count() }).from(users))[0]!.n);
  const findByEmail = async (email: string) =>
    (await db().select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())))[0];
  const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

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
      expect(search.json()).toMatchObject({ pagesCount: 1, entities: [{ id: user.id, email: user.email, companyName: 'Listed Voyages', role: 'ROLE_AGENT', enabled: true }] });
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
        expect(res.json().entities.map((u: { id: number }) => u.id), text).toEqual([user.id]);
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

  describe('POST /users', () => {
    it('creates a user with every field, markups and a logo; the user can log in', async () => {
      const fields = await userForm();
      const res = await send('POST', '/api/v1/users', fields, api.admin.headers, [{ name: 'logo', filename: 'logo.png', type: 'image/png', data: PNG_1PX }]);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        email: 'added.agency@example.com',
        role: 'ROLE_AGENT',
        accountType: { title: 'Corporate' },
        country: { name: 'Germany' },
        markups: { hotel: [{ type: 'percent', amount: '5.00' }] },
        extraMarkups: { hotel: [{ type: 'fixed', amount: '12.50' }] },
      });
      const row = (await findByEmail('added.agency@example.com'))!;
      expect(row).toMatchObject({
        id: res.json().id,
        companyName: 'Added Travel',
        firstName: 'Ada',
        lastName: 'Added',
        taxRegistrationNumber: 'DE-123456',
        position: 'Manager',
        countryId: Number(fields.country),
        city: 'Berlin',
        address: '1 Unter den Linden',
        website: 'https://added.example',
        phoneNumber: '+49 30 000000',
        companyPhoneNumber: '+49 30 111111',
        accountTypeId: Number(fields.accountType),
        enabled: true,
        allowDownloadNotPaidVoucher: true,
        note: 'Pays by bank transfer',
        role: 'ROLE_AGENT',
        permissions: [],
        markups: { hotel: [{ type: 'percent', amount: '5.00' }] },
        extraMarkups: { hotel: [{ type: 'fixed', amount: '12.50' }] },
      });
      expect(row.logo).toMatch(/^logos\/.+\.png$/);
      expect(row.passwordHash).not.toContain('Added#pass1');
      const logo = await api.t.app.inject({ method: 'GET', url: res.json().logo });
      expect(logo.statusCode).toBe(200);
      await loginAs(api.t.app, 'added.agency@example.com', 'Added#pass1');
    });

    it('creates without a logo, applying the defaults', async () => {
      const fields = await userForm({ email: 'defaults@example.com' });
      for (const key of ['enabled', 'allowDownloadNotPaidVoucher', 'note', 'markups', 'extraMarkups'] as const) delete (fields as Record<string, string>)[key];
      const res = await send('POST', '/api/v1/users', fields);
      expect(res.statusCode).toBe(201);
      expect(await findByEmail('defaults@example.com')).toMatchObject({
        enabled: true,
        allowDownloadNotPaidVoucher: false,
        note: null,
        logo: null,
        markups: { hotel: [] },
        extraMarkups: { hotel: [] },
      });
    });

    it('names each missing required field and writes nothing', async () => {
      const required = [
        'email', 'password', 'companyName', 'firstName', 'lastName', 'taxRegistrationNumber', 'position',
        'country', 'city', 'address', 'website', 'phoneNumber', 'companyPhoneNumber', 'accountType',
      ];
      const before = await usersCount();
      for (const field of required) {
        const res = await send('POST', '/api/v1/users', await userForm({ email: `missing-${field.toLowerCase()}@example.com`, [field]: '' }));
        expect(res.statusCode, field).toBe(400);
        expect(res.json().error, field).toContain(field);
      }
      expect(await usersCount()).toBe(before);
    });

    it('refuses a bad email, a short password, unknown references and bad markups, writing nothing', async () => {
      const before = await usersCount();
      const cases: [Record<string, string>, string][] = [
        [{ email: 'not-an-email' }, 'email'],
        [{ password: 'short' }, 'password'],
        [{ country: '999999' }, 'country'],
        [{ accountType: String(await taxonomyId(db(), 'hotelCategory', '3-stars')) }, 'accountType'],
        [{ markups: '{"hotel":[{"type":"weird","amount":"5"}]}' }, 'markups'],
        [{ extraMarkups: '{"hotel":[{"type":"fixed","amount":"lots"}]}' }, 'extraMarkups'],
        [{ markups: '{"hotel":[' }, 'markups'],
        [{ extraMarkups: 'not json' }, 'extraMarkups'],
        [{ enabled: 'maybe' }, 'enabled'],
        [{ role: 'ROLE_GOD' }, 'role'],
      ];
      for (const [overrides, field] of cases) {
        const res = await send('POST', '/api/v1/users', await userForm({ email: 'refused@example.com', ...overrides }));
        expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(res.json().error, JSON.stringify(overrides)).toContain(field);
      }
      expect(await usersCount()).toBe(before);
    });

    it('checks the logo by content and writes nothing', async () => {
      const res = await send('POST', '/api/v1/users', await userForm({ email: 'badlogo@example.com' }), api.admin.headers, [
        { name: 'logo', filename: 'logo.png', type: 'image/png', data: Buffer.from('not an image') },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('logo: is not supported file extension');
      expect(await findByEmail('badlogo@example.com')).toBeUndefined();
    });

    it('answers 409 for an email already registered, whatever its case', async () => {
      const existing = await makeUser(db(), { email: 'taken.by.admin@example.com' });
      const before = await usersCount();
      const res = await send('POST', '/api/v1/users', await userForm({ email: existing.email.toUpperCase() }));
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toContain('email');
      expect(await usersCount()).toBe(before);
    });

    it('answers 401 without a token and 403 for an agent, writing nothing', async () => {
      const fields = await userForm({ email: 'intruder@example.com' });
      const form = await multipart(fields);
      expect((await api.t.app.inject({ method: 'POST', url: '/api/v1/users', ...form })).statusCode).toBe(401);
      expect((await send('POST', '/api/v1/users', fields, api.agent.headers)).statusCode).toBe(403);
      expect(await findByEmail('intruder@example.com')).toBeUndefined();
    });
  });

  describe('POST /users/:id with _method=PUT, and PUT /users/:id', () => {
    async function editForm(user: { email: string }, overrides: Record<string, string> = {}) {
      const { password: _password, ...fields } = await userForm({ email: user.email });
      return { _method: 'PUT', ...fields, ...overrides };
    }

    it('saves every field, keeps the logo when none is sent, and markups round-trip', async () => {
      const user = await makeUser(db(), { logo: 'logos/00000000-0000-0000-0000-000000000000.png' });
      const res = await send('POST', `/api/v1/users/${user.id}`, await editForm(user, { companyName: 'Edited Travel', city: 'Munich', enabled: 'false', allowDownloadNotPaidVoucher: '1' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, companyName: 'Edited Travel', city: 'Munich', enabled: false, accountType: { title: 'Corporate' } });
      const row = (await userRow(user.id))!;
      expect(row).toMatchObject({
        companyName: 'Edited Travel',
        city: 'Munich',
        enabled: false,
        allowDownloadNotPaidVoucher: true,
        note: 'Pays by bank transfer',
        logo: 'logos/00000000-0000-0000-0000-000000000000.png',
        passwordHash: user.passwordHash,
        markups: STORED_MARKUPS,
        extraMarkups: STORED_EXTRA_MARKUPS,
      });
      const read = await api.t.app.inject({ method: 'GET', url: `/api/v1/users/${user.id}`, headers: api.admin.headers });
      expect(read.json().markups).toEqual(STORED_MARKUPS);
      expect(read.json().extraMarkups).toEqual(STORED_EXTRA_MARKUPS);
      // What was read back can be sent again unchanged.
      const again = await send('POST', `/api/v1/users/${user.id}`, await editForm(user, { markups: JSON.stringify(read.json().markups), extraMarkups: JSON.stringify(read.json().extraMarkups) }));
      expect(again.statusCode).toBe(200);
      expect((await userRow(user.id))!.markups).toEqual(STORED_MARKUPS);
    });

    it('replaces the logo when one is sent', async () => {
      const user = await makeUser(db());
      const res = await send('POST', `/api/v1/users/${user.id}`, await editForm(user), api.admin.headers, [{ name: 'logo', filename: 'l.png', type: 'image/png', data: PNG_1PX }]);
      expect(res.statusCode).toBe(200);
      expect((await userRow(user.id))!.logo).toMatch(/^logos\/.+\.png$/);
    });

    it('accepts a plain PUT with a JSON body', async () => {
      const user = await makeUser(db());
      const { _method, ...fields } = await editForm(user, { companyName: 'Put Travel' });
      const res = await api.t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${user.id}`,
        headers: api.admin.headers,
        payload: { ...fields, country: Number(fields.country), accountType: Number(fields.accountType), enabled: true, markups: { hotel: [{ type: 'fixed', amount: 3 }] } },
      });
      expect(res.statusCode).toBe(200);
      expect(await userRow(user.id)).toMatchObject({ companyName: 'Put Travel', markups: { hotel: [{ type: 'fixed', amount: '3.00' }] } });
    });

    it('disabling a user revokes its sessions', async () => {
      const target = await session(api.t.app, db());
      const res = await send('PUT', `/api/v1/users/${target.user.id}`, await editForm(target.user, { enabled: 'false' }));
      expect(res.statusCode).toBe(200);
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/me', headers: target.headers })).statusCode).toBe(401);
      const login = await api.t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: target.user.email, password: PASSWORD } });
      expect(login.statusCode).toBe(401);
    });

    it('names the bad field and changes nothing', async () => {
      const user = await makeUser(db(), { companyName: 'Unchanged Travel' });
      for (const [overrides, field] of [
        [{ companyName: '' }, 'companyName'],
        [{ email: 'nope' }, 'email'],
        [{ accountType: '' }, 'accountType'],
        [{ country: '999999' }, 'country'],
        [{ markups: '{"hotel":[{"type":"percent","amount":"1.234"}]}' }, 'markups'],
        [{ markups: 'garbage' }, 'markups'],
      ] as [Record<string, string>, string][]) {
        const res = await send('POST', `/api/v1/users/${user.id}`, await editForm(user, overrides));
        expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(res.json().error, JSON.stringify(overrides)).toContain(field);
      }
      const row = (await userRow(user.id))!;
      expect(row).toMatchObject({ companyName: 'Unchanged Travel', email: user.email, markups: { hotel: [] } });
      expect(row.updatedAt).toEqual(user.updatedAt);
    });

    it("answers 409 for another user's email whatever its case, and accepts its own email in another case", async () => {
      const user = await makeUser(db());
      const other = await makeUser(db(), { email: 'other.owner@example.com' });
      const taken = await send('POST', `/api/v1/users/${user.id}`, await editForm(user, { email: 'Other.Owner@Example.com' }));
      expect(taken.statusCode).toBe(409);
      expect((await userRow(user.id))!.email).toBe(user.email);
      expect((await userRow(other.id))!.email).toBe('other.owner@example.com');
      const own = await send('POST', `/api/v1/users/${user.id}`, await editForm(user, { email: user.email.toUpperCase() }));
      expect(own.statusCode).toBe(200);
    });

    it('answers 404 for an unknown id, 401 without a token, 403 for an agent', async () => {
      const user = await makeUser(db(), { companyName: 'Guarded Travel' });
      const form = await editForm(user, { companyName: 'Hacked' });
      expect((await send('POST', '/api/v1/users/999999', form)).statusCode).toBe(404);
      const anon = await multipart(form);
      expect((await api.t.app.inject({ method: 'POST', url: `/api/v1/users/${user.id}`, ...anon })).statusCode).toBe(401);
      expect((await send('POST', `/api/v1/users/${user.id}`, form, api.agent.headers)).statusCode).toBe(403);
      expect((await send('PUT', `/api/v1/users/${api.agent.user.id}`, await editForm(api.agent.user), api.agent.headers)).statusCode).toBe(403);
      expect((await userRow(user.id))!.companyName).toBe('Guarded Travel');
    });

    it('an admin cannot disable itself or drop its own admin role', async () => {
      const me = await session(api.t.app, db(), 'ROLE_ADMIN');
      const disable = await send('POST', `/api/v1/users/${me.user.id}`, await editForm(me.user, { role: 'ROLE_ADMIN', enabled: 'false' }), me.headers);
      expect(disable.statusCode).toBe(422);
      expect(disable.json().error).toBeTruthy();
      const demote = await send('POST', `/api/v1/users/${me.user.id}`, await editForm(me.user, { role: 'ROLE_AGENT', enabled: 'true' }), me.headers);
      expect(demote.statusCode).toBe(422);
      expect(await userRow(me.user.id)).toMatchObject({ enabled: true, role: 'ROLE_ADMIN' });
      expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/me', headers: me.headers })).statusCode).toBe(200);
      const fine = await send('POST', `/api/v1/users/${me.user.id}`, await editForm(me.user, { role: 'ROLE_ADMIN', enabled: 'true', companyName: 'Admin HQ' }), me.headers);
      expect(fine.statusCode).toBe(200);
      expect((await userRow(me.user.id))!.companyName).toBe('Admin HQ');
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
      const res = await api.t.app.inject({ method: 'PUT', url: `/api/v1/users/${target.user.id}/change-password`, headers: api.admin.headers, payload: { newPassword: 'Admin#set123' } });
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
      expect((await api.t.app.inject({ method: 'PUT', url: '/api/v1/users/999999/change-password', headers: api.admin.headers, payload })).statusCode).toBe(404);
      expect((await api.t.app.inject({ method: 'PUT', url: `/api/v1/users/${user.id}/change-password`, payload })).statusCode).toBe(401);
      // The guard comes before the body check: no token is 401 whatever the body.
      expect((await api.t.app.inject({ method: 'PUT', url: `/api/v1/users/${user.id}/change-password`, payload: {} })).statusCode).toBe(401);
      expect((await api.t.app.inject({ method: 'PUT', url: `/api/v1/users/${user.id}/change-password`, headers: api.agent.headers, payload })).statusCode).toBe(403);
      expect((await api.t.app.inject({ method: 'PUT', url: `/api/v1/users/${user.id}/change-password`, headers: api.agent.headers, payload: {} })).statusCode).toBe(403);
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
