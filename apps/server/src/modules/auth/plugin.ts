import fp from 'fastify-plugin';
import { ROLE_ADMIN } from '@travel/contracts';
import { unauthorized } from '../../lib/errors';
import type { UserRow } from '../users/tables';
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
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const token = header.slice(7).trim();
    if (!token) return;
    const found = await findUserByToken(app.ctx.database.db, token, 'login');
    if (!found) throw unauthorized('Your session has expired. Please log in again.');
    request.user = found.user;
    request.tokenHash = found.tokenHash;
  });
});

export { requireAdmin, requireUser } from '../../lib/access';

export const isAdmin = (user: UserRow | null | undefined) => user?.role === ROLE_ADMIN;
