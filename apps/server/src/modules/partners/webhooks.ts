import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WebhookEvent, WebhookPayload } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { userFieldOf } from '../users';
import { type WebhookDeliveryRow, webhookDeliveries, type WebhookEndpointRow, webhookEndpoints } from './tables';

/**
 * Webhooks (issue 34): an agency's endpoints and the events written for them. An event is written
 * in the transaction of the change that caused it, one delivery row per endpoint that asked for
 * it (the webhooks' outbox); delivery.ts sends them. The booking is given by the caller as the
 * agency sees it: this module reads no booking table (it stays a leaf).
 */

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

export type WebhookBooking = WebhookPayload['data']['booking'];

/** An endpoint that asked for some events, with the events it asked for. */
export type WebhookListener = { id: number; events: string[] };

/** The agency's active endpoints that asked for any of `events`, in one query (most agencies have none). */
export function webhookListeners(tx: DbOrTx, agentId: number, events: WebhookEvent[]): Promise<WebhookListener[]> {
  return tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.agentId, agentId),
        eq(webhookEndpoints.active, true),
        sql`${webhookEndpoints.events} ?| array[${sql.join(
          events.map((event) => sql`${event}`),
          sql`, `,
        )}]::text[]`,
      ),
    );
}

/**
 * Writes `event` for the agency's active endpoints that asked for it (`listeners`, when the
 * caller has already read them), inside the caller's transaction: nothing is sent for a change
 * that rolls back. The body is fixed now (the same bytes on every try), with one event id for
 * every endpoint.
 */
export async function emitWebhook(
  tx: DbOrTx,
  input: {
    agentId: number;
    event: WebhookEvent;
    booking: WebhookBooking;
    payment?: WebhookPayload['data']['payment'];
    now: Date;
    listeners?: WebhookListener[];
  },
) {
  const endpoints = (input.listeners ?? (await webhookListeners(tx, input.agentId, [input.event]))).filter((e) => e.events.includes(input.event));
  if (endpoints.length === 0) return 0;
  const payload: WebhookPayload = {
    id: randomUUID(),
    type: input.event,
    createdAt: input.now.toISOString(),
    data: { booking: input.booking, ...(input.payment ? { payment: input.payment } : {}) },
  };
  const body = JSON.stringify(payload);
  await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((e) => ({ endpointId: e.id, event: input.event, eventId: payload.id, body, createdAt: input.now, nextAttemptAt: input.now })));
  return endpoints.length;
}

/** The state of a delivery, as the log shows it. */
export const deliveryStatus = (row: Pick<WebhookDeliveryRow, 'deliveredAt' | 'failedAt'>) =>
  row.deliveredAt ? ('delivered' as const) : row.failedAt ? ('failed' as const) : ('pending' as const);

export function presentDelivery(row: WebhookDeliveryRow) {
  return {
    id: row.id,
    event: row.event as WebhookEvent,
    eventId: row.eventId,
    status: deliveryStatus(row),
    attempts: row.attempts,
    nextAttemptAt: row.deliveredAt || row.failedAt ? null : (row.nextAttemptAt?.toISOString() ?? null),
    createdAt: row.createdAt.toISOString(),
    payload: JSON.parse(row.body) as unknown,
  };
}

function presentEndpoint(row: WebhookEndpointRow, agencyName: string, last: WebhookDeliveryRow | undefined) {
  const lastTry = last?.attempts.at(-1);
  return {
    id: row.id,
    agentId: row.agentId,
    agencyName,
    url: row.url,
    events: row.events as WebhookEvent[],
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    lastDelivery: last ? { at: lastTry?.at ?? last.createdAt.toISOString(), status: deliveryStatus(last), responseCode: lastTry?.responseCode ?? null } : null,
  };
}

export async function listEndpoints(db: DbOrTx, agentId: number | null) {
  const rows = await db
    .select({ endpoint: webhookEndpoints, agencyName: userFieldOf(webhookEndpoints.agentId, 'companyName') })
    .from(webhookEndpoints)
    .where(agentId === null ? undefined : eq(webhookEndpoints.agentId, agentId))
    .orderBy(desc(webhookEndpoints.id));
  const ids = rows.map((r) => r.endpoint.id);
  // The last delivery of each endpoint, in one query.
  const lasts = ids.length
    ? await db
        .selectDistinctOn([webhookDeliveries.endpointId])
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.endpointId, ids))
        .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.id))
    : [];
  const lastOf = new Map(lasts.map((d) => [d.endpointId, d]));
  return rows.map((r) => presentEndpoint(r.endpoint, r.agencyName, lastOf.get(r.endpoint.id)));
}

/** An endpoint of `agentId` (any agency's for an administrator: null), or 404. */
export async function ownEndpoint(db: DbOrTx, id: number, agentId: number | null) {
  const [row] = await db
    .select({ endpoint: webhookEndpoints, agencyName: userFieldOf(webhookEndpoints.agentId, 'companyName') })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), agentId === null ? undefined : eq(webhookEndpoints.agentId, agentId)));
  if (!row) throw notFound('Webhook endpoint');
  return row;
}

export async function createEndpoint(db: DbOrTx, agency: { id: number; companyName: string }, input: { url: string; events: WebhookEvent[] }, now: Date) {
  const secret = newSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ agentId: agency.id, url: input.url, events: input.events, secret, active: true, createdAt: now, updatedAt: now })
    .returning();
  return { ...presentEndpoint(row!, agency.companyName, undefined), secret };
}

export async function updateEndpoint(
  db: DbOrTx,
  id: number,
  agentId: number | null,
  input: { url?: string; events?: WebhookEvent[]; active?: boolean; rotateSecret?: boolean },
  now: Date,
) {
  const { agencyName } = await ownEndpoint(db, id, agentId);
  const secret = input.rotateSecret ? newSecret() : undefined;
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(secret ? { secret } : {}),
      updatedAt: now,
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  const [last] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id)).orderBy(desc(webhookDeliveries.id)).limit(1);
  const endpoint = presentEndpoint(row!, agencyName, last);
  return secret ? { ...endpoint, secret } : endpoint;
}

export async function deleteEndpoint(db: DbOrTx, id: number, agentId: number | null) {
  await ownEndpoint(db, id, agentId);
  // Its deliveries go with it (foreign key cascade).
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return { id };
}

/** An endpoint's delivery log, newest first (the last 200). */
export async function listDeliveries(db: DbOrTx, id: number, agentId: number | null) {
  await ownEndpoint(db, id, agentId);
  const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id)).orderBy(desc(webhookDeliveries.id)).limit(200);
  return { entities: rows.map(presentDelivery) };
}
