import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail is written here in the same transaction as its cause; a worker sends it (architecture.md). */
export const outbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the retries ran out (MAX_ATTEMPTS): the row stays for an operator to read its last error. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_pending').on(t.sentAt, t.nextAttemptAt)],
);
