import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwords from '../../lib/passwords';
import { deliverDueMail } from '../mail/service';
import { outbox } from '../mail/tables';
import { users } from '../users/tables';
import { authTokens } from './tables';
import { countryId, loginAs, makeUser, multipart, PASSWORD, PNG_1PX, session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';

describe.each(engines)('auth API on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());
  const db = () => t.database.db;

  async function registrationForm(overrides: Record<string, string> = {}) {
    return {
      email: 'new.agency@example.com',
      companyName: 'Blue Sky Travel',
      firstName: 'Mia',
      lastName: 'Blue',
      taxRegistrationNumber: 'FR-998877',
      position: 'Owner',
      country: String(await countryId(db())),
      city: 'Lyon',
      address: '1 Rue de la République',
      website: 'https://bluesky.example',
      phoneNumber: '+33 4 00 00 00 00',
      companyPhoneNumber: '+33 4 11 11 11 11',
      password: 'Lovely#pass1',
      confirmPassword: 'Lovely#pass1',
      ...overrides,
    };
  }

  describe('POST /registration', () => {
    it('registers an agency with a logo, and it can log in', async () => {
      const form = await multipart(await registrationForm(), [{ name: 'logo', filename: 'logo.png', type: 'image/png', data: PNG_1PX }]);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/registration', ...form });
      expect(res.statusCode).toBe(201);
      expect(res.json()).not.toHaveProperty('id');
      const [row] = await db().select().from(users).where(eq(users.email, 'new.agency@example.com'));
      expect(row!.role).toBe('ROLE_AGENT');
      expect(row!.logo).toMatch(/^logos\/.+\.png$/);
      expect(row!.passwordHash).not.toContain('Lovely');
      const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'NEW.Agency@example.com', password: 'Lovely#pass1' } });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ email: 'new.agency@example.com', role: 'ROLE_AGENT', companyName: 'Blue Sky Travel' });
      expect(login.json().user).not.toHaveProperty('note');
      const logo = await t.app.inject({ method: 'GET', url: login.json().user.logo });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['cache-control']).toContain('max-age=31536000');
    });

    it('refuses mismatching passwords with the spec sentence', async () => {
      const form = await multipart(await registrationForm({ email: 'x1@example.com', confirmPassword: 'Other#pass1' }));
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/registration', ...form });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("confirmPassword: Passwords don't match.");
    });

    it('names the missing field and writes nothing', async () => {
      const form = await multipart(await registrationForm({ email: 'x2@example.com', taxRegistrationNumber: '' }));
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/registration', ...form });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('taxRegistrationNumber');
      expect(await db().select().from(users).where(eq(users.email, 'x2@example.com'))).toHaveLength(0);
    });

    it('refuses a bad email format', async () => {
      const form = await multipart(await registrationForm({ email: 'not-an-email' }));
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/registration', ...form });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('email');
    });

    it('answers an email already registered exactly as a new one, mails its owner and makes no second account', async () => {
      const owner = await makeUser(db(), { email: `taken-${Date.now()}@example.com`, firstName: 'Olga' });
      const hashes = vi.spyOn(passwords, 'hashPassword');
      const fresh = await t.app.inject({
        method: 'POST',
        url: '/api/v1/registration',
        ...(await multipart(await registrationForm({ email: 'fresh.agency@example.com' }))),
      });
      const taken = await t.app.inject({
        method: 'POST',
        url: '/api/v1/registration',
        ...(await multipart(await registrationForm({ email: owner.email.toUpperCase() }))),
      });

      expect(fresh.statusCode).toBe(201);
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.body).toBe(fresh.body);
      expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
      expect(Object.keys(fresh.json()).sort()).toEqual(['message', 'success']);
      // The same work both ways: the password is hashed whether or not an account is made.
      expect(hashes).toHaveBeenCalledTimes(2);

      const holders = await db().select().from(users).where(sql`lower(${users.email}) = ${owner.email.toLowerCase()}`);
      expect(holders).toHaveLength(1);
      expect(holders[0]).toMatchObject({ id: owner.id, passwordHash: owner.passwordHash, companyName: owner.companyName });
      const [told] = await db().select().from(outbox).where(eq(outbox.to, owner.email));
      expect(told!.subject).toBe('Someone tried to register with your email address');
      expect(told!.text).toContain('Hello Olga');
      expect(told!.text).toContain('no new account was made');
      expect(told!.text).toContain('http://test.local/forgot-password');
      expect(told!.text).not.toContain('Lovely#pass1');
      // The new agency gets its account and no such mail.
      expect(await db().select().from(users).where(eq(users.email, 'fresh.agency@example.com'))).toHaveLength(1);
      expect(await db().select().from(outbox).where(eq(outbox.to, 'fresh.agency@example.com'))).toHaveLength(0);
      // The owner's password is untouched; the one typed in the registration opens nothing.
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: owner.email, password: PASSWORD } })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: owner.email, password: 'Lovely#pass1' } })).statusCode).toBe(401);
    });

    it('checks the fields and the logo of an email already registered as of a new one', async () => {
      const owner = await makeUser(db());
      const badLogo = [{ name: 'logo', filename: 'logo.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') }];
      for (const email of [owner.email, 'never.seen@example.com']) {
        const logo = await t.app.inject({ method: 'POST', url: '/api/v1/registration', ...(await multipart(await registrationForm({ email }), badLogo)) });
        expect(logo.statusCode).toBe(400);
        expect(logo.json().error).toBe('logo: is not supported file extension');
        const country = await t.app.inject({
          method: 'POST',
          url: '/api/v1/registration',
          ...(await multipart(await registrationForm({ email, country: '999999' }))),
        });
        expect(country.statusCode).toBe(400);
        expect(country.json().error).toBe('country: Country not found');
      }
      expect(await db().select().from(outbox).where(eq(outbox.to, owner.email))).toHaveLength(0);
    });

    it('checks the logo by content, not by name', async () => {
      const form = await multipart(await registrationForm({ email: 'x3@example.com' }), [
        { name: 'logo', filename: 'logo.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') },
      ]);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/registration', ...form });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('logo: is not supported file extension');
      expect(await db().select().from(users).where(eq(users.email, 'x3@example.com'))).toHaveLength(0);
    });

    it('answers 413 for a logo over 5,242,880 bytes', async () => {
      const big = Buffer.concat([PNG_1PX, Buffer.alloc(5_242_881)]);
      const form = await multipart(await registrationForm({ email: 'x4@example.com' }), [{ name: 'logo', filename: 'big.png', type: 'image/png', data: big }]);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/registration', ...form });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toContain('file size is too big');
    });
  });

  describe('POST /login', () => {
    it('answers a token and the user with its role', async () => {
      const user = await makeUser(db(), { role: 'ROLE_ADMIN' });
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password: PASSWORD } });
      expect(res.statusCode).toBe(200);
      expect(res.json().token).toMatch(/^[\w-]{40,}$/);
      expect(res.json().user.role).toBe('ROLE_ADMIN');
      expect(res.json().user.permissions).toContain('hotelPricing');
    });

    it('refuses a wrong password with a message, and a missing field with 400', async () => {
      const user = await makeUser(db());
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password: 'wrong' } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password.');
      const missing = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: user.email } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toContain('password');
    });

    it('refuses a disabled account', async () => {
      const user = await makeUser(db(), { enabled: false });
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password: PASSWORD } });
      expect(res.statusCode).toBe(401);
    });

    it('answers 429 at the eleventh failure from one address, and only to that address', async () => {
      const user = await makeUser(db());
      const attempt = () =>
        t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password: 'wrong' }, remoteAddress: '10.9.9.9' });
      for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
      const eleventh = await attempt();
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json().error).toMatch(/Too many failed login attempts/);
      // The owner elsewhere is not locked out by another address's failures (login-limits.test.ts).
      const right = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password: PASSWORD }, remoteAddress: '10.1.1.1' });
      expect(right.statusCode).toBe(200);
    });
  });

  describe('GET /me and POST /logout', () => {
    it('answers the user, then 401 once logged out', async () => {
      const { user, headers } = await session(t.app, db());
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: user.id, email: user.email });
      expect(me.json()).not.toHaveProperty('markups');
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers })).statusCode).toBe(401);
    });

    it('answers 401 without a token or with a bad one', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
      const bad = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: 'Bearer nope' } });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().error).toBeTruthy();
    });
  });

  describe('PUT /change-password', () => {
    it('checks the old password, changes it and revokes other sessions', async () => {
      const { user, headers } = await session(t.app, db());
      const other = await loginAs(t.app, user.email);
      const wrong = await t.app.inject({ method: 'PUT', url: '/api/v1/change-password', headers, payload: { oldPassword: 'nope', password: 'Brand#new123' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toContain('Old password');
      const res = await t.app.inject({ method: 'PUT', url: '/api/v1/change-password', headers, payload: { oldPassword: PASSWORD, password: 'Brand#new123' } });
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(401);
      await loginAs(t.app, user.email, 'Brand#new123');
    });

    it('needs a login and both fields', async () => {
      expect((await t.app.inject({ method: 'PUT', url: '/api/v1/change-password', payload: { oldPassword: 'a', password: 'Brand#new123' } })).statusCode).toBe(
        401,
      );
      const { headers } = await session(t.app, db());
      const res = await t.app.inject({ method: 'PUT', url: '/api/v1/change-password', headers, payload: { oldPassword: PASSWORD } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('password');
    });
  });

  describe('forgot and reset password', () => {
    it('mails a single-use link valid for an hour, and answers the same for unknown emails', async () => {
      const user = await makeUser(db());
      const known = await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: user.email } });
      const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: 'nobody@example.com' } });
      expect(known.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      const [mail] = await db().select().from(outbox).where(eq(outbox.to, user.email));
      const hash = decodeURIComponent(/hash=([^\s]+)/.exec(mail!.text)![1]!);
      expect(mail!.text).toContain('http://test.local/reset-password?hash=');

      await deliverDueMail(t.database.db, t.config);
      const files = fs.readdirSync(path.join(t.dataDir, 'outbox'));
      expect(files.length).toBeGreaterThan(0);

      const mismatch = await t.app.inject({
        method: 'POST',
        url: '/api/v1/reset-password',
        payload: { hash, password: 'Reset#pass1', repeatPassword: 'Reset#pass2' },
      });
      expect(mismatch.statusCode).toBe(400);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/v1/reset-password',
        payload: { hash, password: 'Reset#pass1', repeatPassword: 'Reset#pass1' },
      });
      expect(ok.statusCode).toBe(200);
      await loginAs(t.app, user.email, 'Reset#pass1');
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/v1/reset-password',
        payload: { hash, password: 'Reset#pass3', repeatPassword: 'Reset#pass3' },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toMatch(/invalid or has expired/);
    });

    it('answers an unknown, a disabled and a known email alike, after the same lookups, and mails only the known one', async () => {
      const known = await makeUser(db());
      const disabled = await makeUser(db(), { enabled: false });
      const ask = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email } });
      const mailsBefore = (await db().select().from(outbox)).length;
      const answers = [await ask(known.email), await ask('nobody-here@example.com'), await ask(disabled.email.toUpperCase())];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe(answers[0]!.body);
        expect(answer.headers['content-type']).toBe(answers[0]!.headers['content-type']);
      }
      expect(answers[0]!.json()).toEqual({ message: 'If this email belongs to an account, we have sent a link to reset its password.' });
      const mails = (await db().select().from(outbox)).slice(mailsBefore);
      expect(mails.map((m) => m.to)).toEqual([known.email]);
      expect(await db().select().from(authTokens).where(eq(authTokens.userId, disabled.id))).toHaveLength(0);
    });

    it('validates the email', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: 'nope' } });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('POST /profile/:id', () => {
    it('saves your own profile with _method=PUT', async () => {
      const { user, headers } = await session(t.app, db());
      const form = await multipart({
        _method: 'PUT',
        email: user.email,
        companyName: 'Renamed Travel',
        firstName: 'Fay',
        lastName: 'Factory',
        taxRegistrationNumber: 'TAX-2',
        country: String(await countryId(db(), 'IT')),
        city: 'Rome',
      });
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/profile/${user.id}`, headers: { ...headers, ...form.headers }, payload: form.payload });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ companyName: 'Renamed Travel', city: 'Rome', country: { name: 'Italy' } });
    });

    it("answers 404 for another user's profile, 401 without a token, 400 for bad input", async () => {
      const { headers } = await session(t.app, db());
      const other = await makeUser(db());
      const form = await multipart({
        _method: 'PUT',
        email: other.email,
        companyName: 'X',
        firstName: 'X',
        lastName: 'X',
        taxRegistrationNumber: 'X',
        country: String(await countryId(db())),
      });
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/profile/${other.id}`, headers: { ...headers, ...form.headers }, payload: form.payload });
      expect(res.statusCode).toBe(404);
      const anon = await t.app.inject({ method: 'POST', url: `/api/v1/profile/${other.id}`, ...form });
      expect(anon.statusCode).toBe(401);
      const { user, headers: own } = await session(t.app, db());
      const bad = await multipart({
        _method: 'PUT',
        email: user.email,
        companyName: '',
        firstName: 'X',
        lastName: 'X',
        taxRegistrationNumber: 'X',
        country: '999999',
      });
      const badRes = await t.app.inject({ method: 'POST', url: `/api/v1/profile/${user.id}`, headers: { ...own, ...bad.headers }, payload: bad.payload });
      expect(badRes.statusCode).toBe(400);
      expect(badRes.json().error).toContain('companyName');
    });
  });
});
