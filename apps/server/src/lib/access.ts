import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_ADMIN } from '@travel/contracts';
import type { UserRow } from '../modules/users/tables';
import { forbidden, unauthorized } from './errors';

/**
 * The route guards: who is asking, as the auth plugin (modules/auth/plugin.ts) read it from the
 * bearer token. Here in lib, beside the route tables that apply them, so that lib never imports a
 * module's code (issue 28: lib imported auth, which imports lib: a cycle).
 */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== ROLE_ADMIN) throw forbidden('Only administrators may do this.');
  return user;
}

/** A partner's API key a request was made with (issue 34; modules/partners): who it acts for, what it may call. */
export type ApiKeyIdentity = { id: number; agentId: number; scopes: readonly string[] };

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key of the request (the auth plugin read it), null for a login token or a visitor. */
    apiKey: ApiKeyIdentity | null;
    /** Hotel x night x room units a search priced (the look-to-book report's), set by the search route for key calls. */
    pricedUnits: number;
  }
  interface FastifyInstance {
    /** Counts a key's call against its quota and sets the RateLimit headers (modules/partners), or refuses it with 429. */
    meterApiCall: (request: FastifyRequest, reply: FastifyReply, scope: 'search' | 'book') => Promise<void>;
    /** The agency's agent and the key of a secret (modules/partners), null when it is not a live key; the auth plugin asks it. */
    resolveApiKey: (secret: string) => Promise<{ user: UserRow; apiKey: ApiKeyIdentity } | null>;
  }
}

/**
 * What an API key may call (issue 34): the routes whose spec names a scope the key has (each call
 * counted against that scope's quota), and public routes (lookups); any other route is refused,
 * so a key never manages keys, webhooks, users or the catalogue.
 */
export async function apiKeyGate(request: FastifyRequest, reply: FastifyReply, spec: { access: string; apiKey?: 'search' | 'book' }) {
  const key = request.apiKey;
  if (!key) return;
  if (!spec.apiKey) {
    if (spec.access === 'public') return;
    throw forbidden('An API key may call only the search and booking calls (docs/partner-api.md).');
  }
  if (!key.scopes.includes(spec.apiKey)) throw forbidden(`This API key has no '${spec.apiKey}' scope.`);
  await request.server.meterApiCall(request, reply, spec.apiKey);
}
