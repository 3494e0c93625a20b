import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * Partners (issue 34): API keys with their quotas and metering, and webhooks. A key's secret is
 * kept only as its SHA-256 hash; an endpoint's secret is kept as it is (it signs every delivery).
 */

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    /** The agency (an agent user) the key acts for. */
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The secret's first characters, shown to tell keys apart. */
    prefix: text('prefix').notNull(),
    /** hex SHA-256 of the whole secret. */
    secretHash: text('secret_hash').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('api_keys_secret').on(t.secretHash), index('api_keys_agent').on(t.agentId)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** An agency's own calls per minute per key; no row: the settings' defaults. */
export const apiLimits = pgTable('api_limits', {
  agentId: integer('agent_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  searchesPerMinute: integer('searches_per_minute').notNull(),
  bookingsPerMinute: integer('bookings_per_minute').notNull(),
});

/** Calls of a key per scope and minute: the quota's counter, shared by every worker. */
export const apiKeyCalls = pgTable(
  'api_key_calls',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    /** The minute's start (UTC). */
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.scope, t.minute] })],
);

/** Look-to-book per key and day (the agency's day). */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    searches: integer('searches').notNull().default(0),
    /** Hotel x night x room units the searches priced. */
    unitsPriced: bigint('units_priced', { mode: 'number' }).notNull().default(0),
    bookings: integer('bookings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_endpoints_agent').on(t.agentId)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * The webhooks' outbox: one row per event and endpoint, written in the transaction of the change;
 * the delivery worker claims due rows (SKIP LOCKED) and records each try.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    eventId: text('event_id').notNull(),
    /** The JSON body, sent byte for byte on every try. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    attempts: jsonb('attempts').$type<{ at: string; responseCode: number | null; error: string | null; durationMs: number }[]>().notNull().default([]),
  },
  (t) => [index('webhook_deliveries_due').on(t.nextAttemptAt), index('webhook_deliveries_endpoint').on(t.endpointId, t.id)],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
