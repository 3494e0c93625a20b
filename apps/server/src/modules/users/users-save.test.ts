import { describe, expect, it } from 'vitest';
import { loginAs, makeUser, multipart, PASSWORD, PNG_1PX, session, taxonomyId } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { STORED_EXTRA_MARKUPS, STORED_MARKUPS, usersTestKit } from './test-data';

describe.each(engines)('users API: create and edit on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;
  const { userForm, send, usersCount, findByEmail, userRow } = usersTestKit(api);

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
        'email',
        'password',
        'companyName',
        'firstName',
        'lastName',
        'taxRegistrationNumber',
        'position',
        'country',
        'city',
        'address',
        'website',
        'phoneNumber',
        'companyPhoneNumber',
        'accountType',
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
      const res = await send(
        'POST',
        `/api/v1/users/${user.id}`,
        await editForm(user, { companyName: 'Edited Travel', city: 'Munich', enabled: 'false', allowDownloadNotPaidVoucher: '1' }),
      );
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
      const again = await send(
        'POST',
        `/api/v1/users/${user.id}`,
        await editForm(user, { markups: JSON.stringify(read.json().markups), extraMarkups: JSON.stringify(read.json().extraMarkups) }),
      );
      expect(again.statusCode).toBe(200);
      expect((await userRow(user.id))!.markups).toEqual(STORED_MARKUPS);
    });

    it('replaces the logo when one is sent', async () => {
      const user = await makeUser(db());
      const res = await send('POST', `/api/v1/users/${user.id}`, await editForm(user), api.admin.headers, [
        { name: 'logo', filename: 'l.png', type: 'image/png', data: PNG_1PX },
      ]);
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
        payload: {
          ...fields,
          country: Number(fields.country),
          accountType: Number(fields.accountType),
          enabled: true,
          markups: { hotel: [{ type: 'fixed', amount: 3 }] },
        },
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
      const fine = await send(
        'POST',
        `/api/v1/users/${me.user.id}`,
        await editForm(me.user, { role: 'ROLE_ADMIN', enabled: 'true', companyName: 'Admin HQ' }),
        me.headers,
      );
      expect(fine.statusCode).toBe(200);
      expect((await userRow(me.user.id))!.companyName).toBe('Admin HQ');
    });
  });
});
