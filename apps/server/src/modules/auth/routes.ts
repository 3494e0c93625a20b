import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authApi, profileRequestSchema, registrationRequestSchema, resetPasswordRequestSchema } from '@travel/contracts';
import { notFound } from '../../lib/errors';
import { readForm } from '../../lib/multipart';
import { registerRouteTable } from '../../lib/route-table';
import { parse } from '../../lib/validation';
import { findUserDetails, presentUser, registerAgency, updateProfile, type UserRow } from '../users';
import { isAdmin } from './plugin';
import { issueToken } from './repo';
import { changeOwnPassword, login, logout, requestPasswordReset, resetPassword } from './service';

// True either way: whether the email was new is told only to its mailbox.
const REGISTERED =
  'Thank you for registering. If this email address is new, its account is ready to log in; if it already has an account, we have mailed its owner instead.';
const RESET_LINK_SENT = 'If this email belongs to an account, we have sent a link to reset its password.';

export async function authRoutes(app: FastifyInstance) {
  const { config, storage } = app.ctx;
  const db = () => app.ctx.database.db;

  // The spec posts the profile as multipart with `_method=PUT`; a plain PUT works too.
  const saveProfile = async ({ params: { id }, user, request }: { params: { id: number }; user: UserRow; request: FastifyRequest }) => {
    // Another user's record is simply not found for a non-admin (architecture.md: 404).
    if (id !== user.id && !isAdmin(user)) throw notFound('User');
    if (!(await findUserDetails(db(), id))) throw notFound('User');
    const form = await readForm(request);
    const input = parse(profileRequestSchema, form.fields);
    await updateProfile(
      db(),
      storage,
      id,
      input,
      form.files.find((f) => f.field === 'logo'),
    );
    return presentUser((await findUserDetails(db(), id))!, isAdmin(user));
  };

  registerRouteTable(app, authApi, {
    login: async ({ body: { email, password }, request }) => {
      const session = await login(db(), config, email, password, request.ip);
      const details = await findUserDetails(db(), session.userId);
      return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: presentUser(details!, details!.user.role === 'ROLE_ADMIN') };
    },

    downloadToken: async ({ user }) => {
      const { token, expiresAt } = await issueToken(db(), user.id, 'download', 60_000);
      return { token, expiresAt: expiresAt.toISOString() };
    },

    logout: async ({ request }) => {
      await logout(db(), request.tokenHash!);
      return { success: true };
    },

    registration: async ({ request, reply }) => {
      const form = await readForm(request);
      const input = parse(registrationRequestSchema, form.fields);
      const logo = form.files.find((f) => f.field === 'logo');
      // The same answer whether or not the email was registered already (users/service.ts).
      await registerAgency(db(), storage, config.publicUrl, input, logo);
      reply.code(201);
      return { success: true, message: REGISTERED };
    },

    forgotPassword: async ({ body }) => {
      await requestPasswordReset(db(), config, body.email);
      return { message: RESET_LINK_SENT };
    },

    resetPassword: async ({ request }) => {
      const input = parse(resetPasswordRequestSchema, (await readForm(request)).fields);
      await resetPassword(db(), input.hash, input.password, request.ip);
      return { message: 'Password successfully changed !' };
    },

    changePassword: async ({ body: { oldPassword, password }, user, request }) => {
      await changeOwnPassword(db(), user.id, request.tokenHash, oldPassword, password);
      return { success: true };
    },

    me: async ({ user }) => presentUser((await findUserDetails(db(), user.id))!, isAdmin(user)),

    saveProfile,
    saveProfilePut: saveProfile,
  });
}
