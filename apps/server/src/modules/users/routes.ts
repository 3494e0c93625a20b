import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminChangePasswordRequestSchema,
  idParamSchema,
  pageQuerySchema,
  userCreateRequestSchema,
  userUpdateRequestSchema,
} from '@travel/contracts';
import { notFound } from '../../lib/errors';
import { readForm, } from '../../lib/multipart';
import { parse } from '../../lib/validation';
import { requireAdmin } from '../auth/plugin';
import { adminChangePassword } from '../auth/service';
import { presentUser } from './presenter';
import { findUserDetails, listAgents, listUsers } from './repo';
import { createUser, deleteUser, updateUser } from './service';

/**
 * markups and extraMarkups travel as JSON text. The contract's jsonText turns unparsable text into
 * a marker object that the markups schema strips, so "garbage" would silently save empty markups;
 * refuse it here with the field's name.
 */
/** User management is for administrators only (account spec §2, §6). */
export async function usersRoutes(app: FastifyInstance) {
  const { storage } = app.ctx;
  const db = () => app.ctx.database.db;

  app.get('/users', async (request) => {
    requireAdmin(request);
    const { page, searchText } = parse(pageQuerySchema, request.query);
    return listUsers(db(), page, searchText);
  });

  app.get('/agents', async (request) => {
    requireAdmin(request);
    return { entities: await listAgents(db()) };
  });

  app.get('/users/:id', async (request) => {
    requireAdmin(request);
    const { id } = parse(idParamSchema, request.params);
    const details = await findUserDetails(db(), id);
    if (!details) throw notFound('User');
    return presentUser(details, true);
  });

  app.post('/users', async (request, reply) => {
    requireAdmin(request);
    const form = await readForm(request);
    const input = parse(userCreateRequestSchema, form.fields);
    const id = await createUser(db(), storage, input, form.files.find((f) => f.field === 'logo'));
    reply.code(201);
    return presentUser((await findUserDetails(db(), id))!, true);
  });

  const saveUser = async (request: FastifyRequest) => {
    const actor = requireAdmin(request);
    const { id } = parse(idParamSchema, request.params);
    const form = await readForm(request);
    const input = parse(userUpdateRequestSchema, form.fields);
    await updateUser(db(), storage, id, input, actor, form.files.find((f) => f.field === 'logo'));
    return presentUser((await findUserDetails(db(), id))!, true);
  };
  app.post('/users/:id', saveUser);
  app.put('/users/:id', saveUser);

  app.delete('/users/:id', async (request) => {
    const actor = requireAdmin(request);
    const { id } = parse(idParamSchema, request.params);
    const outcome = await deleteUser(db(), id, actor);
    return { success: true, outcome };
  });

  // The guard runs before the body is validated: without a token it is 401, for an agent 403, whatever the body.
  const guardAdmin = async (request: FastifyRequest) => void requireAdmin(request);
  app.put('/users/:id/change-password', { preValidation: guardAdmin, schema: { body: adminChangePasswordRequestSchema } }, async (request) => {
    requireAdmin(request);
    const { id } = parse(idParamSchema, request.params);
    if (!(await findUserDetails(db(), id))) throw notFound('User');
    await adminChangePassword(db(), id, (request.body as { newPassword: string }).newPassword);
    return { success: true };
  });
}
