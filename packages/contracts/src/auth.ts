import { z } from 'zod';
import { optionalText, requiredText } from './common';
import { ROLE_ADMIN, ROLE_AGENT } from './roles';

export * from './roles';

export const roleSchema = z.enum([ROLE_ADMIN, ROLE_AGENT]);
export type Role = z.infer<typeof roleSchema>;

export const PASSWORD_MIN = 8;
export const passwordSchema = (label = 'Password') =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .min(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters`)
    .max(200, `${label} is too long`);

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Email must be an email'));

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z
  .object({
    hash: requiredText('Hash', 200),
    password: passwordSchema(),
    repeatPassword: z.string({ error: 'Repeat password is required' }).min(1, 'Repeat password is required'),
  })
  .refine((v) => v.password === v.repeatPassword, { message: "Passwords don't match.", path: ['repeatPassword'] });

export const changePasswordRequestSchema = z.object({
  oldPassword: z.string({ error: 'Old password is required' }).min(1, 'Old password is required').max(200),
  password: passwordSchema(),
});

export const adminChangePasswordRequestSchema = z.object({ newPassword: passwordSchema('New password') });

export const messageResponseSchema = z.object({ message: z.string() });

export { optionalText };
