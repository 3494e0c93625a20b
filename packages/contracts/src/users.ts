import { z } from 'zod';
import { emailSchema, passwordSchema, roleSchema } from './auth';
import { formBoolean, optionalText, paged, requiredText } from './common';

/** Money travels as a decimal string or number with at most 2 decimals (domain-rules §1). */
export const moneyInputSchema = z
  .union([z.string(), z.number()])
  // A decimal comma is a decimal point ("12,5" is 12.50, issue 32): agents type amounts both ways.
  .transform((v) =>
    String(v)
      .trim()
      .replace(/^(-?\d+),(\d{1,2})$/, '$1.$2'),
  )
  .refine((v) => /^-?\d{1,12}(\.\d{1,2})?$/.test(v), 'must be an amount with at most 2 decimals')
  // Canonical text with exactly two decimals ("3.5" -> "3.50"), exact like the numeric column.
  .transform((v) => {
    const [whole, fraction = ''] = v.split('.');
    return `${whole}.${fraction.padEnd(2, '0')}`;
  });

export const markupTypeSchema = z.enum(['fixed', 'percent']);
export const markupSchema = z.object({
  type: markupTypeSchema.default('percent'),
  amount: z
    .preprocess((v) => (v === '' || v === null || v === undefined ? '0' : v), moneyInputSchema)
    .refine((v) => !v.startsWith('-'), 'must not be below zero'),
});
export const userMarkupsSchema = z.object({
  hotel: z.array(markupSchema).max(1).default([]),
  /** The agency's flight markup (domain-rules §5.1: `extraMarkups.flight[0]`); absent: none. */
  flight: z.array(markupSchema).max(1).optional(),
  /** The agency's transfer markup (domain-rules §5.1: `extraMarkups.transfer[0]`, per car); absent: none. */
  transfer: z.array(markupSchema).max(1).optional(),
  /** The agency's visa markup (domain-rules §5.1: `extraMarkups.visa[0]`, per passenger); absent: none. */
  visa: z.array(markupSchema).max(1).optional(),
});
export type UserMarkups = z.infer<typeof userMarkupsSchema>;

/** The products an agency's markups are kept for (domain-rules §4.4, §5.1), in the user form's order. */
export const MARKUP_PRODUCTS = ['hotel', 'flight', 'transfer', 'visa'] as const;
export type MarkupProduct = (typeof MARKUP_PRODUCTS)[number];

/**
 * Markups as a user save sends them (issue 30): each product's list replaces the stored one only
 * when its key is sent (`[]` clears it); a product left out keeps what is stored, so a form that
 * knows only hotels never drops the flight, transfer or visa markups.
 */
export const userMarkupsPatchSchema = z.object({
  hotel: z.array(markupSchema).max(1).optional(),
  flight: z.array(markupSchema).max(1).optional(),
  transfer: z.array(markupSchema).max(1).optional(),
  visa: z.array(markupSchema).max(1).optional(),
});
export type UserMarkupsPatch = z.infer<typeof userMarkupsPatchSchema>;

/** The stored markups with a save's products laid over them (a product's key absent: kept). */
export function mergeUserMarkups(stored: UserMarkups | null | undefined, patch: UserMarkupsPatch | undefined): UserMarkups {
  const merged: UserMarkups = { hotel: [], ...stored };
  for (const product of MARKUP_PRODUCTS) {
    const list = patch?.[product];
    if (list !== undefined) merged[product] = list;
  }
  return merged;
}

/** JSON text parts of multipart forms (markups, extraMarkups). */
export const jsonText = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v, ctx) => {
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return undefined;
    try {
      return JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
      return z.NEVER;
    }
  }, schema);

const countryId = z.coerce.number({ error: 'Country is required' }).int('Country is required').positive('Country is required');

/** Fields an agency fills at registration and on its profile (account spec §3, §5). */
const agencyRequired = {
  email: emailSchema,
  companyName: requiredText('Company name'),
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  taxRegistrationNumber: requiredText('Tax registration number', 100),
  country: countryId,
};

export const registrationRequestSchema = z
  .object({
    ...agencyRequired,
    position: requiredText('Position', 100),
    city: requiredText('City', 100),
    address: requiredText('Address'),
    website: requiredText('Website'),
    phoneNumber: requiredText('Phone number', 50),
    companyPhoneNumber: requiredText('Company phone number', 50),
    password: passwordSchema(),
    confirmPassword: z.string({ error: 'Confirm password is required' }).min(1, 'Confirm password is required'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match.", path: ['confirmPassword'] });
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const profileRequestSchema = z.object({
  ...agencyRequired,
  position: optionalText(100),
  city: optionalText(100),
  address: optionalText(),
  website: optionalText(),
  phoneNumber: optionalText(50),
  companyPhoneNumber: optionalText(50),
});
export type ProfileRequest = z.infer<typeof profileRequestSchema>;

/** Admin-only fields of a user (account spec §3). */
const adminUserFields = {
  accountType: z.coerce.number({ error: 'Account type is required' }).int().positive('Account type is required'),
  enabled: formBoolean.default(true),
  allowDownloadNotPaidVoucher: formBoolean.default(false),
  note: optionalText(5000),
  role: roleSchema.default('ROLE_AGENT'),
  markups: jsonText(userMarkupsSchema).default({ hotel: [] }),
  extraMarkups: jsonText(userMarkupsSchema).default({ hotel: [] }),
};

export const userCreateRequestSchema = z.object({
  ...agencyRequired,
  password: passwordSchema(),
  position: requiredText('Position', 100),
  city: requiredText('City', 100),
  address: requiredText('Address'),
  website: requiredText('Website'),
  phoneNumber: requiredText('Phone number', 50),
  companyPhoneNumber: requiredText('Company phone number', 50),
  ...adminUserFields,
});
export type UserCreateRequest = z.infer<typeof userCreateRequestSchema>;

/**
 * A user save: the create form without the password. `markups` and `extraMarkups` are patches
 * (userMarkupsPatchSchema): absent, or a product absent from them, keeps what is stored.
 */
export const userUpdateRequestSchema = userCreateRequestSchema.omit({ password: true }).extend({
  markups: jsonText(userMarkupsPatchSchema).optional(),
  extraMarkups: jsonText(userMarkupsPatchSchema).optional(),
});
export type UserUpdateRequest = z.infer<typeof userUpdateRequestSchema>;

/** Stored markups as answered: plain, since answers are encoded through their schema (no preprocess). */
export const userMarkupsResponseSchema = z.object({
  hotel: z.array(z.object({ type: markupTypeSchema, amount: z.string() })),
  flight: z.array(z.object({ type: markupTypeSchema, amount: z.string() })).optional(),
  transfer: z.array(z.object({ type: markupTypeSchema, amount: z.string() })).optional(),
  visa: z.array(z.object({ type: markupTypeSchema, amount: z.string() })).optional(),
});

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: roleSchema,
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  taxRegistrationNumber: z.string(),
  position: z.string().nullable(),
  country: z.object({ id: z.number(), name: z.string() }).nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  companyPhoneNumber: z.string().nullable(),
  logo: z.string().nullable(),
  permissions: z.array(z.string()),
  /** Admin-only fields: absent for an agent reading its own record. */
  enabled: z.boolean().optional(),
  accountType: z.object({ id: z.number(), title: z.string() }).nullable().optional(),
  allowDownloadNotPaidVoucher: z.boolean().optional(),
  note: z.string().nullable().optional(),
  markups: userMarkupsResponseSchema.optional(),
  extraMarkups: userMarkupsResponseSchema.optional(),
  createdAt: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

export const userListItemSchema = z.object({
  id: z.number(),
  email: z.string(),
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  enabled: z.boolean(),
});
export const userListSchema = paged(userListItemSchema);

export const loginResponseSchema = z.object({ token: z.string(), expiresAt: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const agentOptionSchema = z.object({ id: z.number(), companyName: z.string() });
