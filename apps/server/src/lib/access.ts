import type { FastifyRequest } from 'fastify';
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
