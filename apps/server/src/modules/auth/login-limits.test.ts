import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwords from '../../lib/passwords';
import { outbox } from '../mail/tables';
import { makeUser, PASSWORD } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { ACCOUNT_MAX_FAILURES, IP_MAX_FAILURES, LOGIN_WINDOW_MS, SOURCE_MAX_FAILURES } from './limits';
import { recordLoginAttempt } from './repo';
import { login } from './service';

const HOUR = 3600_000;

describe.each(engines)('login limits and reset links on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());
  const db = () => t.database.db;

  const attempt = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress: ip });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });

  /** Failures stored as the login would store them, `stepMs` apart back from `last`. */
  async function seedFailures(ip: string, email: string, count: number, last: Date, stepMs: number) {
    for (let i = 0; i < count; i++) await recordLoginAttempt(db(), ip, email, false, new Date(last.getTime() - i * stepMs));
  }

  it("locks only the colleague who mistyped, not the office's shared address", async () => {
    const office = '203.0.113.10';
    const [anna, ben, carl] = [await makeUser(db()), await makeUser(db()), await makeUser(db())];
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) expect((await attempt(carl.email, 'Typo#1234', office)).statusCode).toBe(401);

    for (const colleague of [anna, ben]) {
      const res = await attempt(colleague.email, PASSWORD, office);
      expect(res.statusCode).toBe(200);
      expect((await me(res.json().token)).json().email).toBe(colleague.email);
    }
    // The locked account is locked for everyone, from anywhere, with the right password too.
    for (const ip of [office, '198.51.100.7']) {
      const locked = await attempt(carl.email.toUpperCase(), PASSWORD, ip);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error).toBe('Too many failed login attempts for this account. Please wait 15 minutes and try again.');
    }
  });

  it('lets the locked account in again once its failures leave the 15-minute window', async () => {
    const office = '203.0.113.11';
    const user = await makeUser(db());
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) expect((await attempt(user.email, 'Typo#1234', office)).statusCode).toBe(401);
    const lastFailure = Date.now();

    const stillLocked = login(db(), t.config, user.email, PASSWORD, office, new Date(lastFailure + LOGIN_WINDOW_MS - 60_000));
    await expect(stillLocked).rejects.toMatchObject({ status: 429 });
    const later = await login(db(), t.config, user.email, PASSWORD, office, new Date(lastFailure + LOGIN_WINDOW_MS + 1000));
    expect((await me(later.token)).json().email).toBe(user.email);
  });

  it("lets a right password through below the address's ceiling, and refuses every account at it", async () => {
    const nat = '203.0.113.20';
    const now = new Date();
    // Many people's failures from one address, none near an account's own limit.
    for (let i = 0; i < IP_MAX_FAILURES - 2; i++) await recordLoginAttempt(db(), nat, `visitor-${i}@example.com`, false, now);
    expect((await attempt('visitor-a@example.com', 'Typo#1234', nat)).statusCode).toBe(401);

    const dora = await makeUser(db());
    expect((await attempt(dora.email, PASSWORD, nat)).statusCode).toBe(200);

    expect((await attempt('visitor-b@example.com', 'Typo#1234', nat)).statusCode).toBe(401);
    const eve = await makeUser(db());
    const refused = await attempt(eve.email, PASSWORD, nat);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Too many failed login attempts from your address. Please wait 15 minutes and try again.');
    expect((await attempt(eve.email, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('refuses one address guessing slowly at one account, and only that address', async () => {
    const guesser = '203.0.113.30';
    const user = await makeUser(db());
    // Forty minutes apart: never near the account's limit, but a day's worth from one address.
    await seedFailures(guesser, user.email, SOURCE_MAX_FAILURES, new Date(Date.now() - 60_000), 40 * 60_000);

    const refused = await attempt(user.email, PASSWORD, guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Too many failed login attempts for this account from your address. Please try again later.');
    expect((await attempt(user.email, PASSWORD, '198.51.100.30')).statusCode).toBe(200);
  });

  it("counts an address's failures for an account only since its last success there", async () => {
    const desk = '203.0.113.31';
    const user = await makeUser(db());
    const now = Date.now();
    await seedFailures(desk, user.email, SOURCE_MAX_FAILURES, new Date(now - 3 * HOUR), 30 * 60_000);
    await recordLoginAttempt(db(), desk, user.email, true, new Date(now - 2 * HOUR));
    await seedFailures(desk, user.email, 3, new Date(now - HOUR), 60_000);
    expect((await attempt(user.email, PASSWORD, desk)).statusCode).toBe(200);
  });

  it('answers an unknown email exactly as a wrong password, after the same scrypt work', async () => {
    const ip = '203.0.113.40';
    const user = await makeUser(db());
    const verify = vi.spyOn(passwords, 'verifyPassword');
    const wrong = await attempt(user.email, 'Wrong#pass1', ip);
    const unknown = await attempt('nobody-at-all@example.com', 'Wrong#pass1', ip);

    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers['content-type']).toBe(wrong.headers['content-type']);
    // Both ran the key derivation: the unknown email against a well-formed hash of the same cost.
    expect(verify).toHaveBeenCalledTimes(2);
    const [[, knownHash], [, dummyHash]] = verify.mock.calls as [string, string][];
    expect(knownHash).toBe(user.passwordHash);
    expect(dummyHash).not.toBe(user.passwordHash);
    expect(dummyHash.split('$').slice(0, 2)).toEqual(knownHash!.split('$').slice(0, 2));
    await expect(verify.mock.results[1]!.value).resolves.toBe(false);
  });

  it('keeps only the newest reset link working, and it once only', async () => {
    const user = await makeUser(db());
    const links: string[] = [];
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: user.email } })).statusCode).toBe(200);
      const [mail] = await db().select().from(outbox).where(eq(outbox.to, user.email)).orderBy(desc(outbox.id)).limit(1);
      links.push(decodeURIComponent(/hash=([^\s]+)/.exec(mail!.text)![1]!));
    }
    const [older, newer] = links as [string, string];
    expect(older).not.toBe(newer);
    const reset = (hash: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/reset-password', payload: { hash, password, repeatPassword: password } });

    const stale = await reset(older, 'Older#pass1');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe('This password reset link is invalid or has expired.');
    const ok = await reset(newer, 'Newer#pass1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password successfully changed !');
    const again = await reset(newer, 'Third#pass1');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This password reset link is invalid or has expired.');

    expect((await attempt(user.email, 'Older#pass1', '203.0.113.50')).statusCode).toBe(401);
    expect((await attempt(user.email, 'Newer#pass1', '203.0.113.50')).statusCode).toBe(200);
  });

  it('voids a mailed reset link once the password is changed', async () => {
    const user = await makeUser(db());
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: user.email } })).statusCode).toBe(200);
    const [mail] = await db().select().from(outbox).where(eq(outbox.to, user.email)).orderBy(desc(outbox.id)).limit(1);
    const hash = decodeURIComponent(/hash=([^\s]+)/.exec(mail!.text)![1]!);
    const login = await attempt(user.email, PASSWORD, '203.0.113.60');
    const headers = { authorization: `Bearer ${login.json().token}` };
    const changed = await t.app.inject({ method: 'PUT', url: '/api/v1/change-password', headers, payload: { oldPassword: PASSWORD, password: 'Changed#pass1' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await t.app.inject({ method: 'POST', url: '/api/v1/reset-password', payload: { hash, password: 'Attacker#1', repeatPassword: 'Attacker#1' } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe('This password reset link is invalid or has expired.');
    expect((await attempt(user.email, 'Changed#pass1', '203.0.113.60')).statusCode).toBe(200);
  });
});
