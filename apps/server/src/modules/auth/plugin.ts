import fp from 'fastify-plugin';
import { API_KEY_PREFIX, ROLE_ADMIN } from '@travel/contracts';
import { unauthorized } from '../../lib/errors';
import type { UserRow } from '../users';
import { findUserByToken } from './repo';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    tokenHash: string | null;
  }
}

/** Reads the bearer token of every request; guards below decide what a route needs. */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenHash', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('pricedUnits', 0);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const keyHeader = request.headers['x-api-key'];
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    // A partner's API key (issue 34), as `X-Api-Key` or `Authorization: Bearer tdk_…`: the agency's agent, checked on every call (a revoked key is refused at once on every worker).
    const apiKey = typeof keyHeader === 'string' && keyHeader ? keyHeader.trim() : bearer.startsWith(API_KEY_PREFIX) ? bearer : '';
    if (apiKey) {
      const used = await app.resolveApiKey(apiKey);
      if (!used) throw unauthorized('This API key is not valid or was revoked.');
      request.user = used.user;
      request.apiKey = used.apiKey;
      return;
    }
    const token = bearer;
    if (!token) return;
    const found = await findUserByToken(app.ctx.database.db, token, 'login');
    if (!found) throw unauthorized('Your session has expired. Please log in again.');
    request.user = found.user;
    request.tokenHash = found.tokenHash;
  });
});

export { requireAdmin, requireUser } from '../../lib/access';

export const isAdmin = (user: UserRow | null | undefined) => user?.role === ROLE_ADMIN;
