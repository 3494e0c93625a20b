import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addDaysTo, type ApiKeyScope, partnersApi, ROLE_ADMIN } from '@travel/contracts';
import { tooManyRequests } from '../../lib/errors';
import { registerRouteTable } from '../../lib/route-table';
import type { UserRow } from '../users';
import { type DeliveryOptions, checkEndpointUrl, resendDelivery } from './delivery';
import { agencyOf, countCall, createKey, limitsOf, listKeys, recordUsage, revokeKey, saveLimits, usageReport, useKey } from './keys';
import { createEndpoint, deleteEndpoint, listDeliveries, listEndpoints, updateEndpoint } from './webhooks';

/** The agency a call may see: an agent's own (its id), an administrator's every one (null) unless it names one. */
const scopeOf = (user: UserRow, agentId?: number) => (user.role === ROLE_ADMIN ? (agentId ?? null) : user.id);

/** Issue 34: API keys, quotas, look-to-book and webhooks of an agency (an administrator: any). */
export async function partnerRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;
  const now = () => app.ctx.clock.now();
  const delivery = (): DeliveryOptions => ({ allowPrivate: app.ctx.config.webhooksAllowPrivate, clock: app.ctx.clock });

  registerRouteTable(app, partnersApi, {
    listKeys: async ({ user, query }) => ({ entities: await listKeys(db(), scopeOf(user, query.agentId)) }),
    createKey: async ({ user, body, reply }) => {
      const agency = (await agencyOf(db(), user, body.agentId, true))!;
      reply.code(201);
      return createKey(db(), agency, user, body, now());
    },
    revokeKey: async ({ user, params }) => revokeKey(db(), params.id, scopeOf(user), user, now()),
    usage: async ({ user, query }) => {
      const today = app.ctx.clock.today();
      const to = query.to ?? today;
      const from = query.from ?? addDaysTo(to, -29);
      const agentId = scopeOf(user, query.agentId);
      return usageReport(db(), agentId === null ? null : [agentId], from, to);
    },
    limits: async ({ user, query }) => {
      const agency = (await agencyOf(db(), user, query.agentId, true))!;
      return limitsOf(db(), agency.id);
    },
    saveLimits: async ({ user, body }) => {
      const agency = (await agencyOf(db(), user, body.agentId, true))!;
      return saveLimits(db(), agency.id, body.own);
    },
    listWebhooks: async ({ user, query }) => ({ entities: await listEndpoints(db(), scopeOf(user, query.agentId)) }),
    createWebhook: async ({ user, body, reply }) => {
      const agency = (await agencyOf(db(), user, body.agentId, true))!;
      await checkEndpointUrl(body.url, app.ctx.config.webhooksAllowPrivate);
      reply.code(201);
      return createEndpoint(db(), agency, body, now());
    },
    updateWebhook: async ({ user, params, body }) => {
      if (body.url !== undefined) await checkEndpointUrl(body.url, app.ctx.config.webhooksAllowPrivate);
      return updateEndpoint(db(), params.id, scopeOf(user), body, now());
    },
    deleteWebhook: async ({ user, params }) => deleteEndpoint(db(), params.id, scopeOf(user)),
    deliveries: async ({ user, params }) => listDeliveries(db(), params.id, scopeOf(user)),
    resend: async ({ user, params }) => resendDelivery(db(), params.id, params.deliveryId, scopeOf(user), delivery()),
  });
}

/**
 * A key's call, before its handler (lib/route-table.ts asks it for routes a key may call): counted
 * against the quota of the route's scope in PostgreSQL (every worker counts in the same row),
 * answered with the RateLimit headers, refused with 429 and Retry-After past the quota.
 */
export async function meterApiCall(request: FastifyRequest, reply: FastifyReply, scope: ApiKeyScope) {
  const key = request.apiKey!;
  const verdict = await countCall(request.server.ctx.database.db, key, scope, request.server.ctx.clock.now());
  reply.header('ratelimit-limit', String(verdict.limit));
  reply.header('ratelimit-remaining', String(verdict.remaining));
  reply.header('ratelimit-reset', String(verdict.resetSeconds));
  if (!verdict.allowed) {
    reply.header('retry-after', String(verdict.resetSeconds));
    throw tooManyRequests(
      `This API key made more than ${verdict.limit} ${scope === 'search' ? 'search' : 'booking'} calls this minute. Try again in ${verdict.resetSeconds} s.`,
    );
  }
}

/**
 * Look-to-book (after the answer): a key's successful search counts once with the hotel x night x
 * room units it priced (the search route says how many), a booking made counts once.
 */
export function meterUsage(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const key = request.apiKey;
    if (!key || reply.statusCode >= 300) return;
    const path = request.routeOptions.url;
    const search = request.method === 'GET' && path === '/api/v1/search';
    const booking = request.method === 'POST' && path === '/api/v1/bookings' && reply.statusCode === 201;
    if (!search && !booking) return;
    await recordUsage(app.ctx.database.db, key.id, app.ctx.clock.today(), {
      searches: search ? 1 : 0,
      unitsPriced: search ? request.pricedUnits : 0,
      bookings: booking ? 1 : 0,
    }).catch((error: unknown) => request.log.error({ error: error instanceof Error ? error.message : String(error) }, 'API key usage not recorded'));
  });
}

/** The auth plugin's key lookup (modules/auth asks it through the app, so auth does not import partners). */
export const apiKeyResolver = (app: FastifyInstance) => async (secret: string) => {
  const used = await useKey(app.ctx.database.db, secret, app.ctx.clock.now());
  return used && { user: used.agency, apiKey: { id: used.key.id, agentId: used.key.agentId, scopes: used.key.scopes } };
};
