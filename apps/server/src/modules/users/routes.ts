import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Role, usersApi, userCreateRequestSchema, userUpdateRequestSchema } from '@travel/contracts';
import { notFound } from '../../lib/errors';
import { readForm } from '../../lib/multipart';
import { registerRouteTable } from '../../lib/route-table';
import { parse } from '../../lib/validation';
import { presentUser } from './presenter';
import { findUserDetails, listAgents, listUsers } from './repo';
import { createUser, deleteUser, type Sessions, updateUser } from './service';
import type { UserRow } from './tables';

/** User management is for administrators only (account spec §2, §6). */
export async function usersRoutes(app: FastifyInstance, { sessions }: { sessions: Sessions }) {
  const { storage } = app.ctx;
  const db = () => app.ctx.database.db;

  // The spec posts with `_method=PUT`; a plain PUT works too.
  const saveUser = async ({ params: { id }, user, request }: { params: { id: number }; user: UserRow; request: FastifyRequest }) => {
    const form = await readForm(request);
    const input = parse(userUpdateRequestSchema, form.fields);
    await updateUser(
      db(),
      storage,
      sessions,
      id,
      input,
      user,
      form.files.find((f) => f.field === 'logo'),
    );
    return presentUser((await findUserDetails(db(), id))!, true);
  };

  registerRouteTable(app, usersApi, {
    list: async ({ query: { page, searchText } }) => {
      const result = await listUsers(db(), page, searchText);
      return { ...result, entities: result.entities.map((u) => ({ ...u, role: u.role as Role })) };
    },

    agents: async () => ({ entities: await listAgents(db()) }),

    view: async ({ params: { id } }) => {
      const details = await findUserDetails(db(), id);
      if (!details) throw notFound('User');
      return presentUser(details, true);
    },

    add: async ({ request, reply }) => {
      const form = await readForm(request);
      const input = parse(userCreateRequestSchema, form.fields);
      const id = await createUser(
        db(),
        storage,
        input,
        form.files.find((f) => f.field === 'logo'),
      );
      reply.code(201);
      return presentUser((await findUserDetails(db(), id))!, true);
    },

    edit: saveUser,
    editPut: saveUser,

    delete: async ({ params: { id }, user }) => ({ success: true, outcome: await deleteUser(db(), sessions, id, user) }),

    // The access rule is checked before the body: without a token 401, for an agent 403, whatever the body.
    changePassword: async ({ params: { id }, body }) => {
      if (!(await findUserDetails(db(), id))) throw notFound('User');
      await sessions.changePassword(db(), id, body.newPassword);
      return { success: true };
    },
  });
}
