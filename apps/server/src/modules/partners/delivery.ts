import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { WEBHOOK_GIVE_UP_SECONDS, WEBHOOK_RETRY_EVERY_SECONDS, WEBHOOK_RETRY_SECONDS } from '@travel/contracts';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { pruneCalls } from './keys';
import { type WebhookDeliveryRow, webhookDeliveries, webhookEndpoints } from './tables';
import { ownEndpoint, presentDelivery } from './webhooks';

/**
 * Sending webhooks (issue 34): every worker claims due deliveries with SKIP LOCKED (none is sent
 * twice), POSTs the stored body with its signature, and records the try. A non-2xx answer, a
 * redirect (never followed), a timeout or a refused address is a failed try, retried after 30 s,
 * 2 min, 10 min, 1 h and 6 h, then every 12 h until 3 days after the event, then marked failed.
 * Endpoints on private, loopback or link-local addresses are refused unless the server runs with
 * WEBHOOKS_ALLOW_PRIVATE=1 (tests, a partner's tool on the same network).
 */

export type DeliveryOptions = { allowPrivate: boolean; clock: Clock; timeoutMs?: number };

/** `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** True for addresses a webhook must not reach: private, loopback, link-local, unspecified, multicast, carrier-grade NAT, unique-local. */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  if (v6 === '::' || v6 === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  if (mapped) return isPrivateAddress(mapped[1]!);
  return /^(fc|fd|fe8|fe9|fea|feb|ff)/.test(v6);
}

/** The sentence refusing a URL whose host is (or resolves to) a private address; null when it may be called. */
export async function addressProblem(url: string, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return `its host ${host} cannot be resolved`;
  }
  return addresses.some(isPrivateAddress) ? 'it points to a private, loopback or link-local address (allowed only with WEBHOOKS_ALLOW_PRIVATE=1)' : null;
}

/** A URL an endpoint may have, or a 400 naming the field. */
export async function checkEndpointUrl(url: string, allowPrivate: boolean) {
  const problem = await addressProblem(url, allowPrivate);
  if (problem) throw badRequest(`url: refused: ${problem}`, 'validation');
}

/** When to try again after `tries` failed tries of an event made at `createdAt`; null: give up. */
export function nextTryAt(createdAt: Date, tries: number, now: Date): Date | null {
  const delay = tries <= WEBHOOK_RETRY_SECONDS.length ? WEBHOOK_RETRY_SECONDS[tries - 1]! : WEBHOOK_RETRY_EVERY_SECONDS;
  const next = new Date(now.getTime() + delay * 1000);
  return next.getTime() - createdAt.getTime() > WEBHOOK_GIVE_UP_SECONDS * 1000 ? null : next;
}

/** How long a claimed delivery is held by the worker that sends it (a worker that dies frees it then). */
const LEASE_MS = 120_000;

/**
 * Claims the next due delivery of an active endpoint in one statement (SKIP LOCKED passes over a
 * row another worker is claiming; moving its next try past the lease hides it from the others).
 * No transaction stays open while the endpoint answers.
 */
async function claimNext(db: Db, now: Date): Promise<WebhookDeliveryRow | undefined> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        lte(webhookDeliveries.nextAttemptAt, now),
        isNull(webhookDeliveries.deliveredAt),
        isNull(webhookDeliveries.failedAt),
        eq(webhookEndpoints.active, true),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(1)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  const [row] = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
  return row;
}

/** One try: POST the body, signed now; the answer code, or the error. Never follows a redirect. */
async function sendOnce(url: string, secret: string, body: string, options: DeliveryOptions) {
  // Technical timing (how long the endpoint took), not a business date: the monotonic clock.
  const started = performance.now();
  const at = options.clock.now();
  const problem = await addressProblem(url, options.allowPrivate);
  if (problem) return { at, responseCode: null, error: `refused: ${problem}`, durationMs: 0, ok: false };
  try {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'TravelDesk-Webhooks/1',
        'webhook-signature': signatureHeader(secret, body, Math.floor(at.getTime() / 1000)),
      },
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    await response.body?.cancel().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    const error = ok ? null : response.status >= 300 && response.status < 400 ? 'redirect not followed' : `answered ${response.status}`;
    return { at, responseCode: response.status, error, durationMs: Math.round(performance.now() - started), ok };
  } catch (failure) {
    const error = failure instanceof Error && failure.name === 'TimeoutError' ? 'timed out' : failure instanceof Error ? failure.message : String(failure);
    return { at, responseCode: null, error, durationMs: Math.round(performance.now() - started), ok: false };
  }
}

/** Sends one delivery now and records the try: delivered, retried later, or failed after the last. */
export async function deliverOne(db: DbOrTx, delivery: WebhookDeliveryRow, options: DeliveryOptions): Promise<WebhookDeliveryRow> {
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
  if (!endpoint) return delivery;
  const result = await sendOnce(endpoint.url, endpoint.secret, delivery.body, options);
  const attempts = [
    ...delivery.attempts,
    { at: result.at.toISOString(), responseCode: result.responseCode, error: result.error, durationMs: result.durationMs },
  ];
  const failedTries = attempts.filter((a) => a.error !== null).length;
  const now = options.clock.now();
  const next = result.ok ? null : nextTryAt(delivery.createdAt, failedTries, now);
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      attempts,
      deliveredAt: result.ok ? now : null,
      failedAt: !result.ok && next === null ? now : null,
      nextAttemptAt: result.ok ? null : next,
    })
    .where(eq(webhookDeliveries.id, delivery.id))
    .returning();
  return row!;
}

/** One pass of the worker: the due deliveries, up to `limit`; answers how many were tried. */
export async function deliverDueWebhooks(db: Db, options: DeliveryOptions, limit = 20): Promise<number> {
  let tried = 0;
  for (; tried < limit; tried++) {
    const delivery = await claimNext(db, options.clock.now());
    if (!delivery) break;
    await deliverOne(db, delivery, options);
  }
  return tried;
}

/** Sends a delivery again now (the same event id and body), whatever its state; answers it as the log shows it. */
export async function resendDelivery(db: Db, endpointId: number, deliveryId: number, agentId: number | null, options: DeliveryOptions) {
  await ownEndpoint(db, endpointId, agentId);
  const [delivery] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  if (!delivery) throw badRequest('deliveryId: Delivery not found for this endpoint', 'not_found');
  // Held for the lease while it is sent here, so the worker does not send it at the same time.
  await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(options.clock.now().getTime() + LEASE_MS), failedAt: null, deliveredAt: null })
    .where(eq(webhookDeliveries.id, deliveryId));
  return presentDelivery(await deliverOne(db, { ...delivery, deliveredAt: null, failedAt: null }, options));
}

export type WorkerLog = { error(details: object, message: string): void };

/** Every worker sends due webhooks every few seconds, and prunes the quota counters of past minutes. */
export function startWebhookWorker(db: Db, options: DeliveryOptions, log: WorkerLog, intervalMs = 3000) {
  let running = false;
  let passes = 0;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverDueWebhooks(db, options);
      if (++passes % 200 === 0) await pruneCalls(db, options.clock.now());
    } catch (error) {
      log.error({ error: error instanceof Error ? error.message : String(error) }, 'webhook worker failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
