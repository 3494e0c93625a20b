import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import { findUserByEmail as usersByEmail, findUserByIdIn, type UserRow } from '../users';
import { ATTEMPT_RETENTION_MS, KNOWN_SOURCE_TTL_MS, LOGIN_WINDOW_MS, type LoginFailures, SOURCE_WINDOW_MS } from './limits';
import { authTokens, loginAttempts, loginSources } from './tables';

/** A user id no row has: the queries of an unknown email run as those of a known one, finding nothing. */
export const NO_ACCOUNT = 0;

export type TokenKind = 'login' | 'reset' | 'download';

export async function findUserByToken(db: DbOrTx, token: string, kind: TokenKind) {
  const tokenHash = hashToken(token);
  const live = db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, kind), gt(authTokens.expiresAt, new Date()), isNull(authTokens.usedAt)));
  // The user comes from its own module, in the same query as the token (every logged-in request
  // asks this); a disabled account's tokens open nothing.
  const user = await findUserByIdIn(db, live);
  return user?.enabled ? { user, tokenHash } : null;
}

export async function issueToken(db: DbOrTx, userId: number, kind: TokenKind, ttlMs: number) {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(authTokens).values({ userId, kind, tokenHash: hash, expiresAt });
  return { token, expiresAt };
}

/** Marks a token used; answers false when it was already used or missing (single-use links). */
export async function consumeToken(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

export async function revokeLoginTokens(db: DbOrTx, userId: number, exceptHash?: string | null) {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, 'login'), exceptHash ? ne(authTokens.tokenHash, exceptHash) : undefined));
}

/** Every unused reset link of the user: only the newest link mailed may work. */
export async function revokeResetLinks(db: DbOrTx, userId: number) {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.kind, 'reset'), isNull(authTokens.usedAt)));
}

export async function revokeToken(db: DbOrTx, tokenHash: string) {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
}

export const findUserByEmail = (db: DbOrTx, email: string): Promise<UserRow | undefined> => usersByEmail(db, email);

export async function recordLoginAttempt(db: DbOrTx, source: string, email: string, success: boolean, now = new Date()) {
  await db.insert(loginAttempts).values({ ip: source, email: email.toLowerCase(), success, createdAt: now });
}

/**
 * The source logged in to the account (or used its reset link) at `at` (the database's now when
 * not given): it is known there from then on.
 */
export async function markKnownSource(db: DbOrTx, userId: number, source: string, at?: Date) {
  const lastSuccessAt = at ?? sql`now()`;
  await db
    .insert(loginSources)
    .values({ userId, source, lastSuccessAt })
    .onConflictDoUpdate({ target: [loginSources.userId, loginSources.source], set: { lastSuccessAt } });
}

/**
 * Failed logins for the limits of limits.ts. `userId` is the account of `email` (null when no
 * account has it: the same two queries run, the first finding nothing).
 */
export async function countRecentFailures(db: DbOrTx, source: string, email: string, userId: number | null, now = new Date()): Promise<LoginFailures> {
  const account = email.toLowerCase();
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const dayStart = new Date(now.getTime() - SOURCE_WINDOW_MS);
  const [known] = await db
    .select({ at: loginSources.lastSuccessAt })
    .from(loginSources)
    .where(and(eq(loginSources.userId, userId ?? NO_ACCOUNT), eq(loginSources.source, source)));
  const lastSuccess = known?.at ?? null;
  const since = (start: Date) => (lastSuccess && lastSuccess > start ? lastSuccess : start);
  const sameAccount = eq(loginAttempts.email, account);
  const sameSource = eq(loginAttempts.ip, source);
  const [row] = await db
    .select({
      bySource: sql<number>`count(*) filter (where ${and(sameAccount, sameSource, gt(loginAttempts.createdAt, since(windowStart)))})`,
      bySourceDay: sql<number>`count(*) filter (where ${and(sameAccount, sameSource, gt(loginAttempts.createdAt, since(dayStart)))})`,
      byIp: sql<number>`count(*) filter (where ${and(sameSource, gt(loginAttempts.createdAt, windowStart))})`,
      byAccount: sql<number>`count(*) filter (where ${and(sameAccount, gt(loginAttempts.createdAt, windowStart))})`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.success, false), gt(loginAttempts.createdAt, dayStart), or(sameAccount, sameSource)));
  return {
    bySource: Number(row?.bySource ?? 0),
    bySourceDay: Number(row?.bySourceDay ?? 0),
    byIp: Number(row?.byIp ?? 0),
    byAccount: Number(row?.byAccount ?? 0),
    knownSource: !!lastSuccess && lastSuccess.getTime() > now.getTime() - KNOWN_SOURCE_TTL_MS,
  };
}

/** Old attempts and expired tokens are cleaned up by the housekeeping timer. */
export async function pruneAuthTables(db: DbOrTx, now = new Date()) {
  await db.delete(loginAttempts).where(sql`${loginAttempts.createdAt} < ${new Date(now.getTime() - ATTEMPT_RETENTION_MS)}`);
  await db.delete(loginSources).where(sql`${loginSources.lastSuccessAt} < ${new Date(now.getTime() - KNOWN_SOURCE_TTL_MS)}`);
  await db.delete(authTokens).where(sql`${authTokens.expiresAt} < ${now}`);
}
