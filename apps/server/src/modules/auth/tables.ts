import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * Opaque tokens: only a SHA-256 of the token is stored. `kind` separates login tokens,
 * password-reset links and short-lived download tokens.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_hash').on(t.tokenHash), index('auth_tokens_user').on(t.userId, t.kind)],
);

/**
 * Failed and successful logins, for the limits of limits.ts (kept in the database so every process
 * sees them). `ip` holds the source the attempt came from (limits.ts, sourceOf): an IPv4 address or
 * an IPv6 /64.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    ip: text('ip').notNull(),
    email: text('email').notNull(),
    success: boolean('success').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_ip').on(t.ip, t.createdAt), index('login_attempts_email').on(t.email, t.createdAt)],
);

/**
 * The sources (limits.ts, sourceOf) that logged in to an account, or used one of its mailed reset
 * links, and when they last did: an account's safeguard against many sources at once never refuses
 * a known source, and a source's failures there are counted since its last success.
 */
export const loginSources = pgTable(
  'login_sources',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] })],
);
