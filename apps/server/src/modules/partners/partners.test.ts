import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_GIVE_UP_SECONDS } from '@travel/contracts';
import type { Clock } from '../../lib/clock';
import { session, type Session } from '../../test/factories';
import { TODAY } from '../../test/dates';
import { sendForm } from '../hotels/test-data';
import { createSecondWorker, createTestApp, engines, type TestContext } from '../../test/harness';
import { bookableHotel, bookingJson, postBooking, searchOptions } from '../bookings/test-data';
import { deliverDueWebhooks } from './delivery';
import { apiKeys, webhookDeliveries } from './tables';
import { keysMatching } from '../../test/json-keys';

/**
 * Partners (issue 34) through the API on both engines: keys (created with their secret once,
 * stored as a hash, scopes, revocation at once, on a second worker too), quotas with the
 * RateLimit headers and 429 counted across workers, the look-to-book metering, and webhooks sent
 * to a receiver started here: signed, retried on the schedule after 500s (a clock the test moves),
 * failed after the last try, refused on private addresses without the setting, one event per
 * booking change read back from the delivery log.
 */

type Received = { headers: http.IncomingHttpHeaders; body: string };
/** A local webhook receiver: answers `status()` and keeps what it got. */
async function receiver(status: () => number = () => 200) {
  const got: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      got.push({ headers: request.headers, body });
      const code = status();
      response.writeHead(code, code >= 300 && code < 400 ? { location: 'http://127.0.0.1:1/elsewhere' } : {});
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, got, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A clock the test moves (the delivery worker's). */
function movingClock(start: Date): Clock & { set(at: Date): void } {
  let at = start;
  return { now: () => new Date(at), today: () => at.toISOString().slice(0, 10), set: (next) => (at = next) };
}

/** `Webhook-Signature: t=…,v1=…` verified with the endpoint's secret. */
function verified(secret: string, header: string | undefined, body: string) {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=') as [string, string]));
  return !!parts.t && parts.v1 === createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
}

describe.each(engines)('partners: API keys, quotas, webhooks on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  let other: Session;
  let admin: Session;
  let hotel: Awaited<ReturnType<typeof bookableHotel>>['hotel'];
  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Harbour Partners' });
    other = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Other Travel' });
    admin = await session(t.app, db(), 'ROLE_ADMIN');
    ({ hotel } = await bookableHotel(db(), { city: 'Oslo' }));
  });
  afterAll(() => t.close());

  const newKey = async (scopes: string[], name = 'Site', headers = agent.headers, body: Record<string, unknown> = {}) => {
    const res = await call('POST', 'api-keys', headers, { name, scopes, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; secret: string; prefix: string; scopes: string[]; agentId: number };
  };

  describe('keys', () => {
    it('an agent creates a named key: the secret is answered once, stored only as its hash, never listed', async () => {
      const key = await newKey(['search', 'book'], 'Booking engine');
      expect(key.secret).toMatch(/^tdk_[A-Za-z0-9_-]{40,}$/);
      expect(key.secret.startsWith(key.prefix.replace('…', ''))).toBe(true);
      const [stored] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.id));
      expect(stored!.secretHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(key.secret);
      const list = await call('GET', 'api-keys', agent.headers);
      expect(list.json().entities.map((k: { name: string }) => k.name)).toContain('Booking engine');
      expect(list.body).not.toContain(key.secret);
      // Another agency does not see it, nor revoke it.
      expect((await call('GET', 'api-keys', other.headers)).json().entities).toEqual([]);
      expect((await call('DELETE', `api-keys/${key.id}`, other.headers)).statusCode).toBe(404);
    });

    it('bad input is a 400 naming the field; an admin creates one for an agency it names and sees every agency', async () => {
      const bad = await call('POST', 'api-keys', agent.headers, { name: '', scopes: ['fly'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/name: Name is required/);
      expect((await call('POST', 'api-keys', admin.headers, { name: 'x', scopes: ['search'] })).json().message).toBe('agentId: choose the agency');
      const made = await newKey(['search'], 'By the admin', admin.headers, { agentId: other.user.id });
      expect(made.agentId).toBe(other.user.id);
      const all = (await call('GET', 'api-keys', admin.headers)).json().entities as { agentId: number }[];
      expect(new Set(all.map((k) => k.agentId))).toEqual(new Set([agent.user.id, other.user.id]));
    });

    it("a key acts as its agency's agent on the calls its scopes open (X-Api-Key or Bearer), and nowhere else", async () => {
      const search = await newKey(['search'], 'Search only');
      const options = await searchOptions(t.app, db(), hotel, { 'x-api-key': search.secret });
      expect(options[0]!.hash).toBeTruthy();
      const bearer = await call('GET', `search/hotel-data?id=${hotel.id}`, { authorization: `Bearer ${search.secret}` });
      expect(bearer.statusCode).toBe(200);
      expect(bearer.headers['ratelimit-limit']).toBe('60');
      // No book scope: refused before anything is read.
      const book = await postBooking(t.app, { 'x-api-key': search.secret }, bookingJson([options[0]!.hash]));
      expect(book.statusCode).toBe(403);
      expect(book.json().message).toBe("This API key has no 'book' scope.");
      // Never the calls outside the API's scopes: keys, profile, users.
      for (const url of ['api-keys', 'account', 'users', 'webhooks'])
        expect((await call('GET', url, { 'x-api-key': search.secret })).statusCode, url).toBe(403);
      // A public lookup is open.
      expect((await call('GET', 'destinations/nationality', { 'x-api-key': search.secret })).statusCode).toBe(200);
      expect((await call('GET', 'search/hotel-data?id=1', { 'x-api-key': 'tdk_not-a-key' })).statusCode).toBe(401);
      // Every use updates its last-used time.
      const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, search.id));
      expect(row!.lastUsedAt).not.toBeNull();
    });

    it('books with the book scope: the booking is the agency’s, an Idempotency-Key retry answers the same booking', async () => {
      const key = await newKey(['search', 'book'], 'Full');
      const [option] = await searchOptions(t.app, db(), hotel, { 'x-api-key': key.secret });
      const first = await postBooking(t.app, { 'x-api-key': key.secret, 'idempotency-key': 'order-1' }, bookingJson([option!.hash]));
      expect(first.statusCode, first.body).toBe(201);
      const again = await postBooking(t.app, { 'x-api-key': key.secret, 'idempotency-key': 'order-1' }, bookingJson([option!.hash]));
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.json().id);
      const read = await call('GET', `bookings/${first.json().id}`, agent.headers);
      expect(read.statusCode).toBe(200);
      expect(read.json().agent?.id ?? read.json().agentId ?? agent.user.id).toBe(agent.user.id);
    });

    it('a revoked key answers 401 at once', async () => {
      const key = await newKey(['search'], 'Old');
      expect((await call('GET', `search/hotel-data?id=${hotel.id}`, { 'x-api-key': key.secret })).statusCode).toBe(200);
      const revoked = await call('DELETE', `api-keys/${key.id}`, agent.headers);
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().revokedAt).toBeTruthy();
      const refused = await call('GET', `search/hotel-data?id=${hotel.id}`, { 'x-api-key': key.secret });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('This API key is not valid or was revoked.');
    });
  });

  describe('quotas and metering', () => {
    it("an agency's own quota: RateLimit headers on every call, 429 with Retry-After past it; only the admin sets it", async () => {
      expect((await call('PUT', 'api-keys/limits', agent.headers, { agentId: agent.user.id, own: null })).statusCode).toBe(403);
      const set = await call('PUT', 'api-keys/limits', admin.headers, { agentId: other.user.id, own: { searchesPerMinute: 3, bookingsPerMinute: 1 } });
      expect(set.json()).toMatchObject({ own: { searchesPerMinute: 3 }, effective: { searchesPerMinute: 3, bookingsPerMinute: 1 } });
      const key = await newKey(['search'], 'Quota', other.headers);
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await call('GET', `search/hotel-data?id=${hotel.id}`, { 'x-api-key': key.secret }));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
      expect(answers.map((a) => a.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
      expect(answers.every((a) => a.headers['ratelimit-limit'] === '3' && Number(a.headers['ratelimit-reset']) > 0)).toBe(true);
      expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
      expect(answers[3]!.json().message).toMatch(/more than 3 search calls this minute/);
    });

    it('look-to-book per key and day: searches with the hotel x night x room units they priced, bookings', async () => {
      const key = await newKey(['search', 'book'], 'Metered');
      // Two searches of 1 hotel, 3 nights, 1 room (the test stay), then a booking.
      const [option] = await searchOptions(t.app, db(), hotel, { 'x-api-key': key.secret });
      await searchOptions(t.app, db(), hotel, { 'x-api-key': key.secret }, [{ adults: 2, childrenAges: [] }], { currency: 'EUR' });
      expect((await postBooking(t.app, { 'x-api-key': key.secret }, bookingJson([option!.hash]))).statusCode).toBe(201);
      const usage = await call('GET', 'api-keys/usage', agent.headers);
      const row = (usage.json().rows as { keyId: number; searches: number; unitsPriced: number; bookings: number; lookToBook: number }[]).find(
        (r) => r.keyId === key.id,
      );
      expect(row).toMatchObject({ searches: 2, unitsPriced: 6, bookings: 1, lookToBook: 2 });
      // Another agency's report does not show it; the admin's does.
      expect((await call('GET', 'api-keys/usage', other.headers)).json().rows.some((r: { keyId: number }) => r.keyId === key.id)).toBe(false);
      expect((await call('GET', 'api-keys/usage', admin.headers)).json().rows.some((r: { keyId: number }) => r.keyId === key.id)).toBe(true);
    });
  });

  describe('webhooks', () => {
    it('refuses an endpoint on a private address unless the server allows it', async () => {
      t.config.webhooksAllowPrivate = false;
      const refused = await call('POST', 'webhooks', agent.headers, { url: 'http://127.0.0.1:9/hooks', events: ['booking.created'] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^url: refused: it points to a private, loopback or link-local address/);
      for (const url of ['http://10.1.2.3/x', 'http://169.254.169.254/latest', 'http://[::1]/x', 'http://192.168.0.10/x'])
        expect((await call('POST', 'webhooks', agent.headers, { url, events: ['booking.created'] })).statusCode, url).toBe(400);
      t.config.webhooksAllowPrivate = true;
    });

    it('a booking made, changed and cancelled writes one event each, sent signed to the endpoint and kept in its log', async () => {
      t.config.webhooksAllowPrivate = true;
      const hook = await receiver();
      try {
        const created = await call('POST', 'webhooks', agent.headers, {
          url: hook.url,
          events: ['booking.created', 'booking.confirmed', 'booking.cancelled', 'booking.changed', 'payment.recorded'],
        });
        expect(created.statusCode, created.body).toBe(201);
        const { id: endpointId, secret } = created.json() as { id: number; secret: string };
        const key = await newKey(['search', 'book'], 'Hooks');
        const [option] = await searchOptions(t.app, db(), hotel, { 'x-api-key': key.secret });
        const booked = await postBooking(t.app, { 'x-api-key': key.secret }, bookingJson([option!.hash]));
        const bookingId = booked.json().id as number;
        // The admin records a payment and a detail: a payment event and a change.
        const saved = await sendForm(
          t.app,
          'POST',
          `/api/v1/bookings/${bookingId}`,
          [
            ['_method', 'PUT'],
            ['booking', JSON.stringify({ details: 'Late arrival' })],
            ['payments[0]', JSON.stringify({ payDate: TODAY, method: 'bank', originalAmount: '50', originalCurrency: 'EUR', paidAmount: '50' })],
          ],
          admin.headers,
        );
        expect(saved.statusCode, saved.body).toBe(200);
        expect((await call('GET', `bookings/${bookingId}/cancel`, { 'x-api-key': key.secret })).statusCode).toBe(200);
        // Another agency's booking says nothing to this endpoint.
        const [theirs] = await searchOptions(t.app, db(), hotel, other.headers);
        await postBooking(t.app, other.headers, bookingJson([theirs!.hash]));

        const options = { allowPrivate: true, clock: t.clock };
        await deliverDueWebhooks(db(), options);
        expect(hook.got.map((g) => JSON.parse(g.body).type)).toEqual([
          'booking.created',
          'booking.confirmed',
          'booking.changed',
          'payment.recorded',
          'booking.cancelled',
        ]);
        expect(JSON.parse(hook.got[3]!.body).data.payment).toEqual({ amount: '50.00', currency: 'EUR', date: TODAY });
        for (const g of hook.got) {
          expect(verified(secret, g.headers['webhook-signature'] as string, g.body)).toBe(true);
          expect(g.headers['content-type']).toBe('application/json');
          const payload = JSON.parse(g.body);
          expect(payload.data.booking).toMatchObject({ id: bookingId, currency: 'EUR' });
          expect(keysMatching(g.body, /net|income|markup/i)).toEqual([]);
        }
        expect(verified('whsec_wrong', hook.got[0]!.headers['webhook-signature'] as string, hook.got[0]!.body)).toBe(false);

        const log = await call('GET', `webhooks/${endpointId}/deliveries`, agent.headers);
        expect(
          log
            .json()
            .entities.map((d: { event: string; status: string; attempts: { responseCode: number }[] }) => [d.event, d.status, d.attempts[0]?.responseCode]),
        ).toEqual([
          ['booking.cancelled', 'delivered', 200],
          ['payment.recorded', 'delivered', 200],
          ['booking.changed', 'delivered', 200],
          ['booking.confirmed', 'delivered', 200],
          ['booking.created', 'delivered', 200],
        ]);
        expect((await call('GET', `webhooks/${endpointId}/deliveries`, other.headers)).statusCode).toBe(404);
        // Send again: the same event id and body, a new try.
        const first = log.json().entities[4] as { id: number; eventId: string };
        const resent = await call('POST', `webhooks/${endpointId}/deliveries/${first.id}/resend`, agent.headers);
        expect(resent.statusCode, resent.body).toBe(200);
        expect(resent.json()).toMatchObject({ eventId: first.eventId, status: 'delivered' });
        expect(resent.json().attempts).toHaveLength(2);
        expect(JSON.parse(hook.got.at(-1)!.body).id).toBe(first.eventId);
        // Rotating the secret answers a new one, once.
        const rotated = await call('PUT', `webhooks/${endpointId}`, agent.headers, { rotateSecret: true });
        expect(rotated.json().secret).toMatch(/^whsec_/);
        expect(rotated.json().secret).not.toBe(secret);
        expect((await call('GET', 'webhooks', agent.headers)).body).not.toContain(rotated.json().secret);
        await call('DELETE', `webhooks/${endpointId}`, agent.headers);
      } finally {
        await hook.close();
      }
    });

    it('retries after 500s on the schedule (30 s, 2 min, 10 min, 1 h, 6 h, then every 12 h) and fails after 3 days; a redirect is not followed', async () => {
      t.config.webhooksAllowPrivate = true;
      let answer = 500;
      const hook = await receiver(() => answer);
      try {
        const created = await call('POST', 'webhooks', agent.headers, { url: hook.url, events: ['booking.created'] });
        const endpointId = created.json().id as number;
        const [option] = await searchOptions(t.app, db(), hotel, agent.headers);
        expect((await postBooking(t.app, agent.headers, bookingJson([option!.hash]))).statusCode).toBe(201);
        const [delivery] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
        const start = delivery!.createdAt;
        const clock = movingClock(start);
        const options = { allowPrivate: true, clock };
        const gaps: number[] = [];
        let previous = start.getTime();
        for (let i = 0; i < 20; i++) {
          await deliverDueWebhooks(db(), options);
          const [row] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id));
          if (row!.failedAt) break;
          const next = row!.nextAttemptAt!.getTime();
          gaps.push((next - clock.now().getTime()) / 1000);
          // Not before its time.
          clock.set(new Date(next - 1000));
          expect(await deliverDueWebhooks(db(), options)).toBe(0);
          clock.set(new Date(next));
          previous = next;
        }
        expect(gaps.slice(0, 6)).toEqual([30, 120, 600, 3600, 21_600, 43_200]);
        expect(gaps.slice(6).every((g) => g === 43_200)).toBe(true);
        const [last] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id));
        expect(last!.failedAt).not.toBeNull();
        expect(previous - start.getTime()).toBeLessThanOrEqual(WEBHOOK_GIVE_UP_SECONDS * 1000);
        expect(last!.attempts.every((a) => a.responseCode === 500 && a.error === 'answered 500')).toBe(true);
        expect(hook.got.length).toBe(last!.attempts.length);
        const log = await call('GET', `webhooks/${endpointId}/deliveries`, agent.headers);
        expect(log.json().entities[0]).toMatchObject({ status: 'failed', nextAttemptAt: null });

        // A redirect is a failed try, not followed.
        answer = 302;
        const resent = await call('POST', `webhooks/${endpointId}/deliveries/${delivery!.id}/resend`, agent.headers);
        expect(resent.json().attempts.at(-1)).toMatchObject({ responseCode: 302, error: 'redirect not followed' });
        expect(hook.got.length).toBe(last!.attempts.length + 1);
        await call('DELETE', `webhooks/${endpointId}`, agent.headers);
      } finally {
        await hook.close();
      }
    });

    it('an endpoint that now points at a private address is not called once the setting is off', async () => {
      t.config.webhooksAllowPrivate = true;
      const hook = await receiver();
      try {
        const created = await call('POST', 'webhooks', agent.headers, { url: hook.url, events: ['booking.created'] });
        const endpointId = created.json().id as number;
        const [option] = await searchOptions(t.app, db(), hotel, agent.headers);
        await postBooking(t.app, agent.headers, bookingJson([option!.hash]));
        await deliverDueWebhooks(db(), { allowPrivate: false, clock: t.clock });
        expect(hook.got).toEqual([]);
        const log = await call('GET', `webhooks/${endpointId}/deliveries`, agent.headers);
        expect(log.json().entities[0].attempts[0].error).toMatch(/^refused: it points to a private/);
        await call('DELETE', `webhooks/${endpointId}`, agent.headers);
      } finally {
        await hook.close();
      }
    });
  });

  describe.runIf(engine === 'postgres')('on two workers (PostgreSQL)', () => {
    it('the quota is counted across workers, and a key revoked on one is refused on the other at once', async () => {
      const second = await createSecondWorker(t);
      try {
        await call('PUT', 'api-keys/limits', admin.headers, { agentId: agent.user.id, own: { searchesPerMinute: 4, bookingsPerMinute: 2 } });
        const key = await newKey(['search'], 'Two workers');
        const on = (app: typeof t.app) => app.inject({ method: 'GET', url: `/api/v1/search/hotel-data?id=${hotel.id}`, headers: { 'x-api-key': key.secret } });
        const codes = [];
        for (const app of [t.app, second.app, t.app, second.app, t.app]) codes.push((await on(app)).statusCode);
        expect(codes).toEqual([200, 200, 200, 200, 429]);
        const other2 = await newKey(['search'], 'Revoked elsewhere');
        expect(
          (await second.app.inject({ method: 'GET', url: `/api/v1/search/hotel-data?id=${hotel.id}`, headers: { 'x-api-key': other2.secret } })).statusCode,
        ).toBe(200);
        await call('DELETE', `api-keys/${other2.id}`, agent.headers);
        expect(
          (await second.app.inject({ method: 'GET', url: `/api/v1/search/hotel-data?id=${hotel.id}`, headers: { 'x-api-key': other2.secret } })).statusCode,
        ).toBe(401);
        await call('PUT', 'api-keys/limits', admin.headers, { agentId: agent.user.id, own: null });
      } finally {
        await second.close();
      }
    });
  });
});
