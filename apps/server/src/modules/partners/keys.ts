import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { API_KEY_PREFIX, type ApiKeyScope, type ApiQuota, ROLE_ADMIN } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { readSettings } from '../settings';
import { findAgency, findUserById, userFieldOf, type UserRow } from '../users';
import { type ApiKeyRow, apiKeyCalls, apiKeys, apiKeyUsage, apiLimits } from './tables';

/**
 * API keys (issue 34): a key acts as its agency's agent on the calls its scopes open. The secret
 * is `tdk_` and 32 random bytes (base64url), shown once; only its SHA-256 is kept, so a database
 * leak gives no usable key. Every use is looked up in the database (no cache), so a revoked key
 * answers 401 at once on every worker.
 */

const newSecret = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
/** Shown to tell keys apart: the prefix and the first characters after it. */
const prefixOf = (secret: string) => `${secret.slice(0, API_KEY_PREFIX.length + 6)}…`;

/** The agency an agent's call concerns: its own; an administrator's, the one it names (`agentId`). */
export async function agencyOf(db: DbOrTx, user: UserRow, agentId: number | undefined, required: boolean): Promise<UserRow | null> {
  if (user.role !== ROLE_ADMIN) return user;
  if (agentId === undefined) {
    if (required) throw badRequest('agentId: choose the agency', 'validation');
    return null;
  }
  const agency = await findAgency(db, agentId);
  if (!agency) throw badRequest('agentId: Agency not found', 'validation');
  return agency;
}

const present = (row: ApiKeyRow, agencyName: string) => ({
  id: row.id,
  agentId: row.agentId,
  agencyName,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as ApiKeyScope[],
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export async function listKeys(db: DbOrTx, agentId: number | null) {
  const rows = await db
    .select({ key: apiKeys, agencyName: userFieldOf(apiKeys.agentId, 'companyName') })
    .from(apiKeys)
    .where(agentId === null ? undefined : eq(apiKeys.agentId, agentId))
    .orderBy(asc(apiKeys.revokedAt), desc(apiKeys.id));
  return rows.map((r) => present(r.key, r.agencyName));
}

export async function createKey(db: DbOrTx, agency: UserRow, by: UserRow, input: { name: string; scopes: ApiKeyScope[] }, now: Date) {
  const secret = newSecret();
  const [row] = await db
    .insert(apiKeys)
    .values({
      agentId: agency.id,
      name: input.name,
      prefix: prefixOf(secret),
      secretHash: hashToken(secret),
      scopes: input.scopes,
      createdBy: by.id,
      createdAt: now,
    })
    .returning();
  return { ...present(row!, agency.companyName), secret };
}

/** A key of `agentId` (any agency's for an administrator: null), or 404. */
async function ownKey(db: DbOrTx, id: number, agentId: number | null) {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), agentId === null ? undefined : eq(apiKeys.agentId, agentId)));
  if (!row) throw notFound('API key');
  return row;
}

export async function revokeKey(db: DbOrTx, id: number, agentId: number | null, by: UserRow, now: Date) {
  const row = await ownKey(db, id, agentId);
  if (row.revokedAt) return { id, revokedAt: row.revokedAt.toISOString() };
  await db.update(apiKeys).set({ revokedAt: now, revokedBy: by.id }).where(eq(apiKeys.id, id));
  return { id, revokedAt: now.toISOString() };
}

/** The key's identity for a request: the live key of this secret and its agency (enabled), its last use set to now; null otherwise. */
export async function useKey(db: DbOrTx, secret: string, now: Date): Promise<{ key: ApiKeyRow; agency: UserRow } | null> {
  if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 200) return null;
  const [key] = await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.secretHash, hashToken(secret)), isNull(apiKeys.revokedAt)))
    .returning();
  if (!key) return null;
  const agency = await findUserById(db, key.agentId);
  return agency?.enabled ? { key, agency } : null;
}

// ---------------------------------------------------------------- quotas

/** The agency's calls per minute per key: its own quota, else the settings' defaults. */
export async function limitsOf(db: DbOrTx, agentId: number) {
  const [[own], { apiQuota }] = await Promise.all([db.select().from(apiLimits).where(eq(apiLimits.agentId, agentId)), readSettings(db, ['apiQuota'])]);
  const mine = own ? { searchesPerMinute: own.searchesPerMinute, bookingsPerMinute: own.bookingsPerMinute } : null;
  return { agentId, own: mine, defaults: apiQuota, effective: mine ?? apiQuota };
}

export async function saveLimits(db: DbOrTx, agentId: number, own: ApiQuota | null) {
  if (own === null) await db.delete(apiLimits).where(eq(apiLimits.agentId, agentId));
  else
    await db
      .insert(apiLimits)
      .values({ agentId, ...own })
      .onConflictDoUpdate({ target: apiLimits.agentId, set: own });
  return limitsOf(db, agentId);
}

export type QuotaVerdict = { limit: number; remaining: number; resetSeconds: number; allowed: boolean };

/**
 * Counts a call of a key against its scope's quota for the current minute (one upsert: every
 * worker counts in the same row) and says whether it is within it, with what the RateLimit
 * headers say.
 */
export async function countCall(db: DbOrTx, key: { id: number; agentId: number }, scope: ApiKeyScope, now: Date): Promise<QuotaVerdict> {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const [[row], limits] = await Promise.all([
    db
      .insert(apiKeyCalls)
      .values({ keyId: key.id, scope, minute, calls: 1 })
      .onConflictDoUpdate({ target: [apiKeyCalls.keyId, apiKeyCalls.scope, apiKeyCalls.minute], set: { calls: sql`${apiKeyCalls.calls} + 1` } })
      .returning({ calls: apiKeyCalls.calls }),
    limitsOf(db, key.agentId),
  ]);
  const limit = scope === 'search' ? limits.effective.searchesPerMinute : limits.effective.bookingsPerMinute;
  const calls = row!.calls;
  const resetSeconds = Math.max(1, Math.ceil((minute.getTime() + 60_000 - now.getTime()) / 1000));
  return { limit, remaining: Math.max(0, limit - calls), resetSeconds, allowed: calls <= limit };
}

/** Counters of minutes long gone (the quota reads only the current one). */
export const pruneCalls = (db: DbOrTx, now: Date) => db.delete(apiKeyCalls).where(lt(apiKeyCalls.minute, new Date(now.getTime() - 3_600_000)));

// ---------------------------------------------------------------- look-to-book

/** Adds a key's searches, units priced and bookings of the day (one upsert). */
export async function recordUsage(db: DbOrTx, keyId: number, day: string, add: { searches?: number; unitsPriced?: number; bookings?: number }) {
  const searches = add.searches ?? 0;
  const unitsPriced = add.unitsPriced ?? 0;
  const bookings = add.bookings ?? 0;
  if (!searches && !unitsPriced && !bookings) return;
  await db
    .insert(apiKeyUsage)
    .values({ keyId, day, searches, unitsPriced, bookings })
    .onConflictDoUpdate({
      target: [apiKeyUsage.keyId, apiKeyUsage.day],
      set: {
        searches: sql`${apiKeyUsage.searches} + ${searches}`,
        unitsPriced: sql`${apiKeyUsage.unitsPriced} + ${unitsPriced}`,
        bookings: sql`${apiKeyUsage.bookings} + ${bookings}`,
      },
    });
}

/** Look-to-book per key and day between two days (both included), an agency's or every agency's (null). */
export async function usageReport(db: DbOrTx, agentIds: number[] | null, from: string, to: string) {
  const rows = await db
    .select({ usage: apiKeyUsage, keyName: apiKeys.name, agentId: apiKeys.agentId, agencyName: userFieldOf(apiKeys.agentId, 'companyName') })
    .from(apiKeyUsage)
    .innerJoin(apiKeys, eq(apiKeys.id, apiKeyUsage.keyId))
    .where(and(gte(apiKeyUsage.day, from), lte(apiKeyUsage.day, to), agentIds === null ? undefined : inArray(apiKeys.agentId, agentIds)))
    .orderBy(desc(apiKeyUsage.day), asc(apiKeys.name), asc(apiKeys.id));
  return {
    from,
    to,
    rows: rows.map((r) => ({
      keyId: r.usage.keyId,
      keyName: r.keyName,
      agentId: r.agentId,
      agencyName: r.agencyName,
      day: r.usage.day,
      searches: r.usage.searches,
      unitsPriced: r.usage.unitsPriced,
      bookings: r.usage.bookings,
      lookToBook: r.usage.bookings ? Math.round((r.usage.searches / r.usage.bookings) * 10) / 10 : null,
    })),
  };
}
