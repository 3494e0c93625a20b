import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * The agency's account (issue 31; domain-rules §11). One row of terms per agency (an agent user);
 * its money is only ever the sum of its ledger entries: nothing stores a balance that could drift.
 */

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const agencyAccounts = pgTable('agency_accounts', {
  agentId: integer('agent_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  creditLimit: money('credit_limit').notNull().default('0'),
  paymentTermsDays: integer('payment_terms_days'),
  autoCancel: boolean('auto_cancel').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type AgencyAccountRow = typeof agencyAccounts.$inferSelect;

/** Signed entries in the default currency, positive in the agency's favour. */
export const accountEntries = pgTable(
  'account_entries',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** The booking it concerns (no foreign key: a ledger outlives what it records). */
    bookingId: integer('booking_id'),
    /** The payment row it mirrors (payments and refunds made on a booking). */
    paymentId: integer('payment_id'),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    index('account_entries_agent').on(t.agentId, t.at, t.id),
    index('account_entries_booking').on(t.bookingId),
    check('account_entries_kind', sql`${t.kind} in ('charge', 'charge-change', 'payment', 'refund', 'cancellation', 'deposit', 'adjustment')`),
  ],
);
export type AccountEntryRow = typeof accountEntries.$inferSelect;

/** Every change of an account's terms: who, when, what. */
export const accountHistory = pgTable(
  'account_history',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('account_history_agent').on(t.agentId, t.at)],
);

/**
 * The last number given per series (INV invoices, CN credit notes) and calendar year: taken in the
 * document's transaction (a row lock until it commits), so numbers have no gaps.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

export type InvoiceLine = { title: string; dates: string; amount: string };
export type InvoiceParty = { name: string; lines: string[]; taxNumber: string | null };

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    bookingId: integer('booking_id').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id),
    issuedOn: date('issued_on').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Gross in the booking currency; positive for both kinds (a credit note takes it back). */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** 1 booking currency = rate default currency, the booking's rate. */
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    amountDefault: money('amount_default').notNull(),
    defaultCurrency: text('default_currency').notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    net: money('net').notNull(),
    tax: money('tax').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    agency: jsonb('agency').$type<InvoiceParty>().notNull(),
    company: jsonb('company').$type<InvoiceParty>().notNull(),
    paymentReference: text('payment_reference').notNull(),
    pnrs: text('pnrs').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number').on(t.number),
    uniqueIndex('invoices_year_seq').on(t.kind, t.year, t.seq),
    index('invoices_agent').on(t.agentId, t.issuedOn),
    index('invoices_issued').on(t.issuedOn, t.id),
    index('invoices_booking').on(t.bookingId),
    check('invoices_kind', sql`${t.kind} in ('invoice', 'credit-note')`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/** Mails the deadline job sent, once each: a second run (or a second worker) finds them here. */
export const accountNotices = pgTable(
  'account_notices',
  {
    bookingId: integer('booking_id').notNull(),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.kind] })],
);

/** The scheduled jobs' runs, for the admins to see. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    job: text('job').notNull(),
    worker: text('worker').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    summary: jsonb('summary').$type<Record<string, number | string>>().notNull().default({}),
    error: text('error'),
  },
  (t) => [index('job_runs_started').on(t.job, t.startedAt)],
);
