import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import * as passwords from '../../lib/passwords';
import { outbox } from '../mail/tables';
import { makeUser, PASSWORD } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import {
  ACCOUNT_GUARD_FAILURES,
  ACCOUNT_GUARDED,
  IP_LOCKED,
  IP_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  SOURCE_DAY_MAX_FAILURES,
  SOURCE_LOCKED,
  SOURCE_LOCKED_FOR_THE_DAY,
  SOURCE_MAX_FAILURES,
} from './limits';
import { markKnownSource, recordLoginAttempt } from './repo';
import { login } from './service';

const HOUR = 3600_000;

describe.each(engines)('login limits and reset links on %s', (engine) => {
  let t: TestContext;
  /** The same server behind a load balancer (TRUST_PROXY=1): the client address is X-Forwarded-For's. */
  let proxied: App;
  beforeAll(async () => {
    t = await createTestApp(engine);
    proxied = await buildApp({ ...t.app.ctx, config: { ...t.config, trustProxy: true } });
    await proxied.ready();
  });
  afterAll(async () => {
    await proxied.close();
    await t.close();
  });
  afterEach(() => vi.restoreAllMocks());
  const db = () => t.database.db;

  const attempt = (email: string, password: string, ip: string, app = t.app, forwardedFor?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email, password },
      remoteAddress: ip,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } });

  /** Failures stored as the login would store them, `stepMs` apart back from `last`. */
  async function seedFailures(ip: string, email: string, count: number, last: Date, stepMs: number) {
    for (let i = 0; i < count; i++) await recordLoginAttempt(db(), ip, email, false, new Date(last.getTime() - i * stepMs));
  }

  it('the login test with two client addresses: the owner gets in while the attacker is refused', async () => {
    const home = '203.0.113.5';
    const attacker = '198.51.100.66';
    const owner = await makeUser(db());
    expect((await attempt(owner.email, PASSWORD, home)).statusCode).toBe(200);

    for (let i = 0; i < SOURCE_MAX_FAILURES; i++) expect((await attempt(owner.email, `Guess#${i}xyz`, attacker)).statusCode).toBe(401);
    for (const password of ['Guess#more1', PASSWORD]) {
      const refused = await attempt(owner.email, password, attacker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe(SOURCE_LOCKED);
    }
    // Without a trusted proxy a forwarded address is ignored: the attacker cannot pick another one.
    expect((await attempt(owner.email, PASSWORD, attacker, t.app, '192.0.2.99')).statusCode).toBe(429);

    // The owner, from the address that has logged in before.
    const fromHome = await attempt(owner.email, PASSWORD, home);
    expect(fromHome.statusCode).toBe(200);
    expect((await me(fromHome.json().token)).json().email).toBe(owner.email);

    // Behind the trusted proxy every request comes from the balancer; the client address decides.
    const balancer = '10.0.0.2';
    const fromTrain = await attempt(owner.email, PASSWORD, balancer, proxied, '192.0.2.44');
    expect(fromTrain.statusCode).toBe(200);
    expect((await me(fromTrain.json().token)).json().email).toBe(owner.email);
    const attackerBehindProxy = await attempt(owner.email, PASSWORD, balancer, proxied, attacker);
    expect(attackerBehindProxy.statusCode).toBe(429);
    expect(attackerBehindProxy.json().error).toBe(SOURCE_LOCKED);
    expect((await attempt(owner.email, 'Guess#again1', attacker)).statusCode).toBe(429);
  });

  it("locks only the colleague who mistyped, and only from the office's shared address", async () => {
    const office = '203.0.113.10';
    const [anna, ben, carl] = [await makeUser(db()), await makeUser(db()), await makeUser(db())];
    for (let i = 0; i < SOURCE_MAX_FAILURES; i++) expect((await attempt(carl.email, 'Typo#1234', office)).statusCode).toBe(401);

    for (const colleague of [anna, ben]) {
      const res = await attempt(colleague.email, PASSWORD, office);
      expect(res.statusCode).toBe(200);
      expect((await me(res.json().token)).json().email).toBe(colleague.email);
    }
    const locked = await attempt(carl.email.toUpperCase(), PASSWORD, office);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(SOURCE_LOCKED);
    expect((await attempt(carl.email, PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('lets the address in again once its failures leave the 15-minute window', async () => {
    const office = '203.0.113.11';
    const user = await makeUser(db());
    for (let i = 0; i < SOURCE_MAX_FAILURES; i++) expect((await attempt(user.email, 'Typo#1234', office)).statusCode).toBe(401);
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
    expect(refused.json().error).toBe(IP_LOCKED);
    expect((await attempt(eve.email, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('refuses one address guessing slowly at one account, and only that address', async () => {
    const guesser = '203.0.113.30';
    const user = await makeUser(db());
    // Forty minutes apart: never near the 15-minute limit, but a day's worth from one address.
    await seedFailures(guesser, user.email, SOURCE_DAY_MAX_FAILURES, new Date(Date.now() - 60_000), 40 * 60_000);

    const refused = await attempt(user.email, PASSWORD, guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(SOURCE_LOCKED_FOR_THE_DAY);
    expect((await attempt(user.email, PASSWORD, '198.51.100.30')).statusCode).toBe(200);
  });

  it("counts an address's failures for an account only since its last success there", async () => {
    const desk = '203.0.113.31';
    const user = await makeUser(db());
    const now = Date.now();
    await seedFailures(desk, user.email, SOURCE_DAY_MAX_FAILURES, new Date(now - 3 * HOUR), 5 * 60_000);
    await markKnownSource(db(), user.id, desk, new Date(now - 2 * HOUR));
    await seedFailures(desk, user.email, SOURCE_MAX_FAILURES - 1, new Date(now - 60_000), 60_000);
    expect((await attempt(user.email, PASSWORD, desk)).statusCode).toBe(200);
    // The success starts the count again: nine more failures are not yet ten.
    for (let i = 0; i < SOURCE_MAX_FAILURES - 1; i++) expect((await attempt(user.email, 'Typo#1234', desk)).statusCode).toBe(401);
    expect((await attempt(user.email, PASSWORD, desk)).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one source: rotating addresses inside it does not help', async () => {
    const user = await makeUser(db());
    for (let i = 1; i <= SOURCE_MAX_FAILURES; i++) {
      expect((await attempt(user.email, 'Typo#1234', `2001:db8:7:1::${i.toString(16)}`)).statusCode).toBe(401);
    }
    const refused = await attempt(user.email, PASSWORD, '2001:db8:7:1:abcd::99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(SOURCE_LOCKED);
    expect((await attempt(user.email, PASSWORD, '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('closes an account failed at from many addresses to unknown ones only; a reset link opens a new address', async () => {
    const home = '203.0.113.70';
    const user = await makeUser(db());
    await markKnownSource(db(), user.id, home, new Date(Date.now() - 30 * 24 * HOUR));
    // A botnet: every address stays under its own limit, together they reach the account's safeguard.
    const botnet = Array.from({ length: ACCOUNT_GUARD_FAILURES / 5 }, (_, i) => `198.18.0.${i + 1}`);
    for (const bot of botnet) await seedFailures(bot, user.email, 5, new Date(), 1000);

    const stranger = await attempt(user.email, PASSWORD, '192.0.2.70');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error).toBe(ACCOUNT_GUARDED);
    expect((await attempt(user.email, 'Guess#more1', botnet[0]!)).statusCode).toBe(429);
    // An unknown email under the same attack answers the same way: the safeguard tells nothing.
    for (const bot of botnet) await seedFailures(bot, 'nobody-attacked@example.com', 5, new Date(), 1000);
    const nobody = await attempt('nobody-attacked@example.com', PASSWORD, '192.0.2.70');
    expect(nobody.statusCode).toBe(429);
    expect(nobody.body).toBe(stranger.body);

    expect((await attempt(user.email, PASSWORD, home)).statusCode).toBe(200);

    // From a new address the owner resets the password with the mailed link; that address is then known.
    const laptop = '192.0.2.71';
    await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: user.email }, remoteAddress: laptop });
    const [mail] = await db().select().from(outbox).where(eq(outbox.to, user.email)).orderBy(desc(outbox.id)).limit(1);
    const hash = decodeURIComponent(/hash=([^\s]+)/.exec(mail!.text)![1]!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { hash, password: 'Fresh#pass1', repeatPassword: 'Fresh#pass1' },
      remoteAddress: laptop,
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(user.email, 'Fresh#pass1', laptop)).statusCode).toBe(200);
    expect((await attempt(user.email, 'Fresh#pass1', '192.0.2.72')).statusCode).toBe(429);
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
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/change-password',
      headers,
      payload: { oldPassword: PASSWORD, password: 'Changed#pass1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { hash, password: 'Attacker#1', repeatPassword: 'Attacker#1' },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe('This password reset link is invalid or has expired.');
    expect((await attempt(user.email, 'Changed#pass1', '203.0.113.60')).statusCode).toBe(200);
  });
});
