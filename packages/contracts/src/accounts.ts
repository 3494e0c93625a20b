import { z } from 'zod';
import { isRealDate, paged } from './common';
import { moneyInputSchema } from './users';

/**
 * The agency's account (issue 31; domain-rules §11): a credit limit, payment terms and a ledger
 * of signed entries in the default currency, positive in the agency's favour. Balance and
 * available credit are sums of entries, never stored.
 */

export const ACCOUNT_ENTRY_KINDS = ['charge', 'charge-change', 'payment', 'refund', 'cancellation', 'deposit', 'adjustment'] as const;
export type AccountEntryKind = (typeof ACCOUNT_ENTRY_KINDS)[number];
/** What an administrator records by hand; the other kinds follow the bookings and payments. */
export const MANUAL_ENTRY_KINDS = ['deposit', 'refund', 'adjustment'] as const;

/** Where a booking stands with the account: charged on it, or waiting for payment until its deadline. */
export const ACCOUNT_STATUSES = ['charged', 'awaiting-payment'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

const money = z.string();
const date = z.string();

export const ACCOUNT_ENTRY_LABELS: Record<AccountEntryKind, string> = {
  charge: 'Booking charged',
  'charge-change': 'Booking total changed',
  payment: 'Payment',
  refund: 'Refund',
  cancellation: 'Cancellation',
  deposit: 'Deposit',
  adjustment: 'Adjustment',
};

export const accountEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  kind: z.enum(ACCOUNT_ENTRY_KINDS),
  /** Signed, in the default currency: positive in the agency's favour. */
  amount: money,
  currency: z.string(),
  bookingId: z.number().nullable(),
  pnrs: z.string().nullable(),
  reason: z.string().nullable(),
  /** The balance after this entry. */
  balance: money,
});
export type AccountEntry = z.infer<typeof accountEntrySchema>;

export const deadlineRowSchema = z.object({
  bookingId: z.number(),
  pnrs: z.string(),
  paymentDeadline: date,
  accountStatus: z.enum(ACCOUNT_STATUSES),
  total: money,
  remaining: money,
  currency: z.string(),
  /** Past its deadline and not paid in full. */
  overdue: z.boolean(),
});
export type DeadlineRow = z.infer<typeof deadlineRowSchema>;

export const invoiceKindSchema = z.enum(['invoice', 'credit-note']);
export const invoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  kind: invoiceKindSchema,
  issuedOn: date,
  bookingId: z.number(),
  pnrs: z.string(),
  agent: z.object({ id: z.number(), companyName: z.string() }),
  /** Gross in the booking currency (a credit note's is positive: what it takes back). */
  amount: money,
  currency: z.string(),
  /** Gross in the default currency at the booking's rate. */
  amountDefault: money,
  defaultCurrency: z.string(),
  net: money,
  tax: money,
  /** The bank-transfer reference to quote with a payment. */
  paymentReference: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = paged(invoiceSchema);

export const accountSchema = z.object({
  agentId: z.number(),
  companyName: z.string(),
  currency: z.string(),
  creditLimit: money,
  paymentTermsDays: z.number().int().nullable(),
  autoCancel: z.boolean(),
  balance: money,
  available: money,
  /** What is past its deadline and not paid, in the default currency. */
  overdue: money,
  /** Bookings with a deadline ahead or overdue (not paid in full), soonest first. */
  deadlines: z.array(deadlineRowSchema),
  /** The latest entries, newest first. */
  entries: z.array(accountEntrySchema),
  invoices: z.array(invoiceSchema),
  /** Admins only: every change of the terms, newest first (who, when, field: from → to). */
  history: z
    .array(z.object({ at: z.string(), user: z.string().nullable(), changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })) }))
    .optional(),
});
export type Account = z.infer<typeof accountSchema>;

/** `PUT users/{id}/account` (admin): the agency's credit terms. */
export const accountTermsSchema = z.object({
  creditLimit: moneyInputSchema.refine((v) => !v.startsWith('-'), 'must not be below zero'),
  paymentTermsDays: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(0, 'must not be below zero')
      .max(365, 'must be at most 365 days')
      .nullable(),
  ),
  autoCancel: z.boolean({ error: 'must be true or false' }),
});
export type AccountTerms = z.infer<typeof accountTermsSchema>;

/** `POST users/{id}/account/entries` (admin): a deposit, a refund or a signed adjustment, always with a reason. */
export const accountEntryInputSchema = z
  .object({
    kind: z.enum(MANUAL_ENTRY_KINDS, { error: 'must be deposit, refund or adjustment' }),
    amount: moneyInputSchema,
    reason: z.string({ error: 'is required' }).trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
  })
  .superRefine((value, ctx) => {
    if (value.amount === '0.00' || value.amount === '-0.00') ctx.addIssue({ code: 'custom', path: ['amount'], message: 'must not be zero' });
    if (value.kind !== 'adjustment' && value.amount.startsWith('-'))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'must be above zero (an adjustment may be negative)' });
  });
export type AccountEntryInput = z.infer<typeof accountEntryInputSchema>;

/** One row of the admin's Agencies list. */
export const agencyAccountRowSchema = z.object({
  agentId: z.number(),
  companyName: z.string(),
  email: z.string(),
  currency: z.string(),
  creditLimit: money,
  balance: money,
  available: money,
  overdue: money,
  autoCancel: z.boolean(),
});
export const agencyAccountListSchema = paged(agencyAccountRowSchema);
export type AgencyAccountRow = z.infer<typeof agencyAccountRowSchema>;

const optionalDay = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().refine(isRealDate, 'must be a date YYYY-MM-DD').optional());
const page = z.coerce.number({ error: 'must be a page number' }).int().min(1, 'must be a page number').default(1);

export const agencyAccountListQuerySchema = z.object({
  page,
  search: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(100).optional()),
  overdue: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['1']).optional()),
});

export const invoiceListQuerySchema = z.object({
  page,
  from: optionalDay,
  to: optionalDay,
  kind: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), invoiceKindSchema.optional()),
  agentId: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.coerce.number().int().positive().optional()),
  number: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(40).optional()),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** A statement or an accounting export covers from..to, both days included. */
export const periodQuerySchema = z
  .object({
    from: z.string({ error: 'is required' }).refine(isRealDate, 'must be a date YYYY-MM-DD'),
    to: z.string({ error: 'is required' }).refine(isRealDate, 'must be a date YYYY-MM-DD'),
    format: z.enum(['pdf', 'csv', 'json'], { error: 'must be pdf, csv or json' }).default('json'),
    token: z.string().max(200).optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'must not be before from' });

export const statementSchema = z.object({
  agentId: z.number(),
  companyName: z.string(),
  currency: z.string(),
  from: date,
  to: date,
  opening: money,
  closing: money,
  entries: z.array(accountEntrySchema),
});
export type Statement = z.infer<typeof statementSchema>;

/** The deadline job's runs and tomorrow's candidates (admin). */
export const jobRunSchema = z.object({
  id: z.number(),
  job: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  worker: z.string(),
  summary: z.record(z.string(), z.union([z.number(), z.string()])),
  error: z.string().nullable(),
});
export const jobRunListSchema = z.object({ entities: z.array(jobRunSchema) });
export const deadlineCandidateSchema = deadlineRowSchema.extend({
  agent: z.object({ id: z.number(), companyName: z.string() }),
  /** What the job will do at the deadline if nothing changes. */
  outcome: z.enum(['charge', 'cancel', 'keep']),
});
export const deadlineCandidateListSchema = z.object({ entities: z.array(deadlineCandidateSchema) });
