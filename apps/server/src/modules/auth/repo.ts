import { and, eq, gt, isNull, max, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import { findUserByEmail as usersByEmail, findUserByIdIn } from '../users/service';
import type { UserRow } from '../users/tables';
import { ATTEMPT_RETENTION_MS, LOGIN_WINDOW_MS, type LoginFailures, SOURCE_WINDOW_MS } from './limits';
import { authTokens, loginAttempts } from './tables';

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
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.kind, 'login'),
        exceptHash ? ne(authTokens.tokenHash, exceptHash) : undefined,
      ),
    );
}

/** Every unused reset link of the user: only the newest link mailed may work. */
export async function revokeResetLinks(db: DbOrTx, userId: number) {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.kind, 'reset'), isNull(authTokens.usedAt)));
}

export async function revokeToken(db: DbOrTx, tokenHash: string) {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
}

export const findUserByEmail = (db: DbOrTx, email: string): Promise<UserRow | undefined> => usersByEmail(db, email);

export async function recordLoginAttempt(db: DbOrTx, ip: string, email: string, success: boolean, now = new Date()) {
  await db.insert(loginAttempts).values({ ip, email: email.toLowerCase(), success, createdAt: now });
}

/** Failed logins for the limits of limits.ts: by account, by this address for this account, by address. */
export async function countRecentFailures(db: DbOrTx, ip: string, email: string, now = new Date()): Promise<LoginFailures> {
  const account = email.toLowerCase();
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const sourceStart = new Date(now.getTime() - SOURCE_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.email, account), eq(loginAttempts.success, true), gt(loginAttempts.createdAt, sourceStart)));
  const sourceSince = lastSuccess?.at ?? sourceStart;
  const inWindow = gt(loginAttempts.createdAt, windowStart);
  const sameAccount = eq(loginAttempts.email, account);
  const sameIp = eq(loginAttempts.ip, ip);
  const [row] = await db
    .select({
      byAccount: sql<number>`count(*) filter (where ${and(sameAccount, inWindow)})`,
      bySource: sql<number>`count(*) filter (where ${and(sameAccount, sameIp, gt(loginAttempts.createdAt, sourceSince))})`,
      byIp: sql<number>`count(*) filter (where ${and(sameIp, inWindow)})`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.success, false), gt(loginAttempts.createdAt, sourceStart), or(sameAccount, sameIp)));
  return { byAccount: Number(row?.byAccount ?? 0), bySource: Number(row?.bySource ?? 0), byIp: Number(row?.byIp ?? 0) };
}

/** Old attempts and expired tokens are cleaned up by the housekeeping timer. */
export async function pruneAuthTables(db: DbOrTx, now = new Date()) {
  await db.delete(loginAttempts).where(sql`${loginAttempts.createdAt} < ${new Date(now.getTime() - ATTEMPT_RETENTION_MS)}`);
  await db.delete(authTokens).where(sql`${authTokens.expiresAt} < ${now}`);
}
