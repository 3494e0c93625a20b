import { z } from 'zod';
import { adminChangePasswordRequestSchema } from '../auth';
import { idParamSchema, pageQuerySchema, successSchema } from '../common';
import { agentOptionSchema, userCreateRequestSchema, userListSchema, userSchema, userUpdateRequestSchema } from '../users';
import { defineRoutes, errorResponse, guarded } from './define';

/** A user with bookings is disabled instead of deleted, so history is never lost. */
export const userDeleteResponseSchema = z.object({ success: z.literal(true), outcome: z.enum(['deleted', 'disabled']) });

const refused = { ...guarded, 404: errorResponse } as const;
const saveUser = {
  summary: 'Save a user (multipart: every user field, markups and extraMarkups as JSON text, an optional logo)',
  access: 'admin',
  params: idParamSchema,
  form: true,
  body: userUpdateRequestSchema,
  responses: { 200: userSchema, ...refused, 409: errorResponse, 413: errorResponse, 422: errorResponse },
} as const;

/** User management is for administrators only (account spec §2, §6, §7). */
export const usersApi = defineRoutes('users', {
  list: {
    method: 'GET',
    path: '/users',
    summary: 'Users, 20 a page, by company name; searchText matches email, company and names',
    access: 'admin',
    query: pageQuerySchema,
    responses: { 200: userListSchema, ...guarded },
  },
  agents: {
    method: 'GET',
    path: '/agents',
    summary: 'Every agent as an option (the bookings filter and the manual booking)',
    access: 'admin',
    responses: { 200: z.object({ entities: z.array(agentOptionSchema) }), ...guarded },
  },
  view: {
    method: 'GET',
    path: '/users/:id',
    summary: 'A user with the admin fields',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: userSchema, ...refused },
  },
  add: {
    method: 'POST',
    path: '/users',
    summary: 'Add a user (multipart: every user field and a password, markups and extraMarkups as JSON text, an optional logo)',
    access: 'admin',
    form: true,
    body: userCreateRequestSchema,
    responses: { 201: userSchema, ...guarded, 409: errorResponse, 413: errorResponse },
  },
  edit: { method: 'POST', path: '/users/:id', ...saveUser },
  editPut: { method: 'PUT', path: '/users/:id', ...saveUser },
  delete: {
    method: 'DELETE',
    path: '/users/:id',
    summary: 'Delete a user (disabled instead when bookings point to it); never yourself',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: userDeleteResponseSchema, ...refused, 422: errorResponse },
  },
  changePassword: {
    method: 'PUT',
    path: '/users/:id/change-password',
    summary: "Set a user's password; its sessions are revoked",
    access: 'admin',
    params: idParamSchema,
    body: adminChangePasswordRequestSchema,
    responses: { 200: successSchema, ...refused },
  },
});
