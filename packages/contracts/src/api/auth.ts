import { z } from 'zod';
import { changePasswordRequestSchema, forgotPasswordRequestSchema, loginRequestSchema, messageResponseSchema, resetPasswordRequestSchema } from '../auth';
import { idParamSchema, successSchema } from '../common';
import { loginResponseSchema, profileRequestSchema, registrationRequestSchema, userSchema } from '../users';
import { defineRoutes, errorResponse, guarded } from './define';

/** A short-lived token for links opened outside the API client (CSV, voucher). */
export const downloadTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
/**
 * The same answer whether or not the email already had an account (no id, which only a new account
 * would have): the owner of a registered address is told by mail instead.
 */
export const registrationResponseSchema = z.object({ success: z.literal(true), message: z.string() });

const userForm = {
  summary: "Save a user's own profile (multipart: agency fields and an optional logo); an admin may save anyone's",
  access: 'user',
  params: idParamSchema,
  form: true,
  body: profileRequestSchema,
  responses: { 200: userSchema, ...guarded, 404: errorResponse, 409: errorResponse, 413: errorResponse },
} as const;

/** Sessions, registration, passwords and the caller's own record (account spec §7). */
export const authApi = defineRoutes('auth', {
  login: {
    method: 'POST',
    path: '/login',
    summary: 'Log in: a bearer token and the user (its role decides the screens)',
    access: 'public',
    body: loginRequestSchema,
    responses: { 200: loginResponseSchema, 400: errorResponse, 401: errorResponse, 429: errorResponse },
  },
  downloadToken: {
    method: 'POST',
    path: '/download-token',
    summary: 'A download token: valid one minute, single use, for the CSV and voucher links',
    access: 'user',
    responses: { 200: downloadTokenSchema, 401: errorResponse },
  },
  logout: {
    method: 'POST',
    path: '/logout',
    summary: 'Log out: the bearer token is revoked',
    access: 'user',
    responses: { 200: successSchema, 401: errorResponse },
  },
  registration: {
    method: 'POST',
    path: '/registration',
    summary:
      'Register an agency (multipart: agency fields, password and an optional logo); an email already registered answers the same and its owner is mailed',
    access: 'public',
    form: true,
    body: registrationRequestSchema,
    responses: { 201: registrationResponseSchema, 400: errorResponse, 413: errorResponse },
  },
  forgotPassword: {
    method: 'POST',
    path: '/forgot-password',
    summary: 'Mail a password reset link (the same answer whether or not the email is known)',
    access: 'public',
    body: forgotPasswordRequestSchema,
    responses: { 200: messageResponseSchema, 400: errorResponse },
  },
  resetPassword: {
    method: 'POST',
    path: '/reset-password',
    summary: "Choose a new password with a reset link's hash (form or JSON fields)",
    access: 'public',
    form: true,
    body: resetPasswordRequestSchema,
    responses: { 200: messageResponseSchema, 400: errorResponse },
  },
  changePassword: {
    method: 'PUT',
    path: '/change-password',
    summary: "Change the caller's own password; its other sessions are revoked",
    access: 'user',
    body: changePasswordRequestSchema,
    responses: { 200: successSchema, 400: errorResponse, 401: errorResponse },
  },
  me: {
    method: 'GET',
    path: '/me',
    summary: "The caller's own record (admin-only fields for administrators)",
    access: 'user',
    responses: { 200: userSchema, 401: errorResponse },
  },
  saveProfile: { method: 'POST', path: '/profile/:id', ...userForm },
  saveProfilePut: { method: 'PUT', path: '/profile/:id', ...userForm },
});
