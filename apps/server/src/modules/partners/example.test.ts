import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { verifyWebhookSignature } from '@travel/client/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForWebhooks, main } from '../../../../../packages/client/examples/first-booking';
import { session, type Session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { bookings } from '../bookings/tables';
import { bookableHotel, STAY } from '../bookings/test-data';
import { deliverDueWebhooks } from './index';

/**
 * The partners' example script (packages/client/examples/first-booking.ts) run in CI, in-process,
 * against a test server listening on a free port, with an API key made through the API and a
 * webhook endpoint at a local receiver: it searches, books with an Idempotency-Key, books again
 * with the same key, reads the booking back; the receiver gets the signed `booking.created`.
 */
describe.each(engines)('the first-booking example on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  let baseUrl: string;
  let receiver: Awaited<ReturnType<typeof listenForWebhooks>>;
  let endpoint: { id: number; secret: string };
  const db = () => t.database.db;
  // The test app's clock stands still at the pinned day: webhooks are signed at its time.
  const clockSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

  beforeAll(async () => {
    t = await createTestApp(engine);
    // The receiver listens on 127.0.0.1, which only WEBHOOKS_ALLOW_PRIVATE=1 lets an endpoint reach.
    t.config.webhooksAllowPrivate = true;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    agent = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Example Partner Travel' });
    receiver = await listenForWebhooks({ secret: () => endpoint?.secret, now: clockSeconds });
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it('searches, books once with an Idempotency-Key, reads the booking back, and receives its signed booking.created', async () => {
    const { hotel } = await bookableHotel(db(), { city: 'Lisbon', allotment: 5 });
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/v1/api-keys',
      headers: agent.headers,
      payload: { name: 'Example script', scopes: ['search', 'book'] },
    });
    expect(key.statusCode, key.body).toBe(201);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks',
      headers: agent.headers,
      payload: { url: receiver.url, events: ['booking.created'] },
    });
    expect(webhook.statusCode, webhook.body).toBe(201);
    endpoint = webhook.json();

    const lines: string[] = [];
    const result = await main({
      baseUrl,
      apiKey: key.json().secret,
      destination: 'Lisbon',
      nationality: 'France',
      startDate: STAY.startDate,
      nights: 3,
      log: (line) => lines.push(line),
    });

    // The cheapest option of the destination is this hotel's, booked once: the retry answered the same booking.
    expect(result.hotel.id).toBe(hotel.id);
    expect(result.first.status).toBe(201);
    expect(result.retry.status).toBe(200);
    expect(result.retry.data.id).toBe(result.first.data.id);
    expect(await db().select({ id: bookings.id }).from(bookings).where(eq(bookings.idempotencyKey, result.idempotencyKey))).toEqual([
      { id: result.first.data.id },
    ]);
    expect(result.first.rateLimit).toMatchObject({ limit: expect.any(Number), remaining: expect.any(Number), resetSeconds: expect.any(Number) });
    expect(lines.join('\n')).toContain(`the same booking ${result.first.data.pnrs}`);

    // The booking exists as the agency reads it with its login.
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${result.first.data.id}`, headers: agent.headers });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: result.first.data.id, pnrs: result.first.data.pnrs, agent: { id: agent.user.id } });
    expect(result.read.data.pnrs).toBe(result.first.data.pnrs);

    // The delivery worker's pass, now rather than in a few seconds; then the receiver has the event.
    const arrived = receiver.waitFor((w) => w.payload?.type === 'booking.created' && w.payload.data.booking.id === result.first.data.id, 5_000);
    for (let i = 0; i < 20 && !receiver.received.some((w) => w.verified); i++) {
      await deliverDueWebhooks(db(), { allowPrivate: true, clock: t.clock });
      if (!receiver.received.some((w) => w.verified)) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const created = await arrived;
    expect(created.payload).toMatchObject({ type: 'booking.created', data: { booking: { id: result.first.data.id, pnrs: result.first.data.pnrs } } });
    expect(verifyWebhookSignature({ secret: endpoint.secret, header: created.signature, body: created.rawBody, now: clockSeconds() })).toBe(true);
    expect(verifyWebhookSignature({ secret: `${endpoint.secret}x`, header: created.signature, body: created.rawBody, now: clockSeconds() })).toBe(false);
    // One booking, one event: the idempotent retry wrote none.
    expect(receiver.received.filter((w) => w.payload?.type === 'booking.created')).toHaveLength(1);

    const log = await t.app.inject({ method: 'GET', url: `/api/v1/webhooks/${endpoint.id}/deliveries`, headers: agent.headers });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().entities).toMatchObject([{ event: 'booking.created', status: 'delivered', attempts: [{ responseCode: 200 }] }]);
  });
});
