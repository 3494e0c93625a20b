import type { FastifyInstance } from 'fastify';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  idParamSchema,
  loginRequestSchema,
  profileRequestSchema,
  registrationRequestSchema,
  resetPasswordRequestSchema,
} from '@travel/contracts';
import { notFound } from '../../lib/errors';
import { readForm } from '../../lib/multipart';
import { parse } from '../../lib/validation';
import { findUserDetails } from '../users/repo';
import { presentUser } from '../users/presenter';
import { registerAgency, updateProfile } from '../users/service';
import { isAdmin, requireUser } from './plugin';
import { issueToken } from './repo';
import { changeOwnPassword, login, logout, requestPasswordReset, resetPassword } from './service';

export async function authRoutes(app: FastifyInstance) {
  const { config, storage } = app.ctx;
  const db = () => app.ctx.database.db;

  app.post('/login', { schema: { body: loginRequestSchema } }, async (request) => {
    const { email, password } = request.body as { email: string; password: string };
    const session = await login(db(), config, email, password, request.ip);
    const details = await findUserDetails(db(), session.userId);
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: presentUser(details!, details!.user.role === 'ROLE_ADMIN') };
  });

  /** A download token: valid one minute, single use, for links opened outside the API client (CSV, voucher). */
  app.post('/download-token', async (request) => {
    const user = requireUser(request);
    const { token, expiresAt } = await issueToken(db(), user.id, 'download', 60_000);
    return { token, expiresAt: expiresAt.toISOString() };
  });

  app.post('/logout', async (request) => {
    requireUser(request);
    await logout(db(), request.tokenHash!);
    return { success: true };
  });

  app.post('/registration', async (request, reply) => {
    const form = await readForm(request);
    const input = parse(registrationRequestSchema, form.fields);
    const logo = form.files.find((f) => f.field === 'logo');
    const id = await registerAgency(db(), storage, input, logo);
    reply.code(201);
    return { success: true, id };
  });

  app.post('/forgot-password', { schema: { body: forgotPasswordRequestSchema } }, async (request) => {
    await requestPasswordReset(db(), config, (request.body as { email: string }).email);
    return { message: 'If this email belongs to an account, we have sent a link to reset its password.' };
  });

  app.post('/reset-password', async (request) => {
    const input = parse(resetPasswordRequestSchema, (await readForm(request)).fields);
    await resetPassword(db(), input.hash, input.password);
    return { message: 'Password successfully changed !' };
  });

  app.put('/change-password', { schema: { body: changePasswordRequestSchema } }, async (request) => {
    const user = requireUser(request);
    const { oldPassword, password } = request.body as { oldPassword: string; password: string };
    await changeOwnPassword(db(), user.id, request.tokenHash, oldPassword, password);
    return { success: true };
  });

  app.get('/me', async (request) => {
    const user = requireUser(request);
    const details = await findUserDetails(db(), user.id);
    return presentUser(details!, isAdmin(user));
  });

  // The spec posts the profile as multipart with `_method=PUT`; a plain PUT works too.
  const saveProfile = async (request: import('fastify').FastifyRequest) => {
    const user = requireUser(request);
    const { id } = parse(idParamSchema, request.params);
    // Another user's record is simply not found for a non-admin (architecture.md: 404).
    if (id !== user.id && !isAdmin(user)) throw notFound('User');
    if (!(await findUserDetails(db(), id))) throw notFound('User');
    const form = await readForm(request);
    const input = parse(profileRequestSchema, form.fields);
    await updateProfile(db(), storage, id, input, form.files.find((f) => f.field === 'logo'));
    return presentUser((await findUserDetails(db(), id))!, isAdmin(user));
  };
  app.post('/profile/:id', saveProfile);
  app.put('/profile/:id', saveProfile);
}
