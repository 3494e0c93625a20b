import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import { users, type UserRow } from '../users/tables';
import { authTokens, loginAttempts } from './tables';

export type TokenKind = 'login' | 'reset' | 'download';

export async function findUserByToken(db: DbOrTx, token: string, kind: TokenKind) {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ user: users, tokenHash: authTokens.tokenHash })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.kind, kind),
        gt(authTokens.expiresAt, new Date()),
        isNull(authTokens.usedAt),
        eq(users.enabled, true),
      ),
    )
    .limit(1);
  return row ?? null;
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

export async function revokeToken(db: DbOrTx, tokenHash: string) {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function recordLoginAttempt(db: DbOrTx, ip: string, email: string, success: boolean) {
  await db.insert(loginAttempts).values({ ip, email: email.toLowerCase(), success });
}

/** Failed logins in the window, by IP and by account. */
export async function countRecentFailures(db: DbOrTx, ip: string, email: string, since: Date) {
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)));
  const [byEmail] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.email, email.toLowerCase()), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)),
    );
  return { byIp: Number(byIp?.n ?? 0), byEmail: Number(byEmail?.n ?? 0) };
}

/** Old attempts and expired tokens are cleaned up by the housekeeping timer. */
export async function pruneAuthTables(db: DbOrTx, now = new Date()) {
  await db.delete(loginAttempts).where(sql`${loginAttempts.createdAt} < ${new Date(now.getTime() - 24 * 3600_000)}`);
  await db.delete(authTokens).where(sql`${authTokens.expiresAt} < ${now}`);
}
