import { randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import type { Config } from '../../lib/config';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { enqueueMail } from '../mail';
import { findUserById, setPassword, type UserRow } from '../users';
import {
  consumeToken,
  countRecentFailures,
  findUserByEmail,
  findUserByToken,
  issueToken,
  markKnownSource,
  NO_ACCOUNT,
  pruneAuthTables,
  recordLoginAttempt,
  revokeLoginTokens,
  revokeResetLinks,
  revokeToken,
} from './repo';
import { lockedMessage, sourceOf } from './limits';

const RESET_TTL_MS = 60 * 60_000;
const INVALID_LOGIN = 'Invalid email or password.';

// Verified against when the email is unknown, so that answer costs the same scrypt run as a wrong
// password: neither its words nor its time tell whether an account exists.
let dummyHash: Promise<string> | undefined;
const unknownUserHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * Checks the credentials under the limits of limits.ts. Every count is tied to the source the
 * attempt comes from: a source that failed too often is refused for that account (or, past its own
 * far higher limit, for every account), while the account stays open to its owner elsewhere. Only
 * many sources failing at once close the account, and then to unknown sources only.
 */
export async function login(db: Db, config: Config, email: string, password: string, ip: string, now = new Date()) {
  const source = sourceOf(ip);
  const user = await findUserByEmail(db, email);
  const locked = lockedMessage(await countRecentFailures(db, source, email, user?.id ?? null, now));
  if (locked) throw tooManyRequests(locked);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash()));
  if (!user || !valid) {
    await recordLoginAttempt(db, source, email, false, now);
    throw unauthorized(INVALID_LOGIN);
  }
  if (!user.enabled) {
    await recordLoginAttempt(db, source, email, false, now);
    throw unauthorized('Your account is disabled. Please contact us.');
  }
  const { token, expiresAt } = await db.transaction(async (tx) => {
    await recordLoginAttempt(tx, source, email, true, now);
    await markKnownSource(tx, user.id, source, now);
    return issueToken(tx, user.id, 'login', config.tokenTtlHours * 3600_000);
  });
  return { token, expiresAt, userId: user.id };
}

export async function logout(db: Db, tokenHash: string) {
  await revokeToken(db, tokenHash);
}

const resetMail = (firstName: string, link: string) => ({
  subject: 'Reset your password',
  text: `Hello ${firstName},\n\nSomeone asked to reset the password of your account. Open this link within one hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
});

/**
 * The same answer whether or not the email belongs to an enabled account, after the same work: the
 * lookup, a transaction with the same delete (of no row for an unknown email), a new token and the
 * mail's text. Only the two inserts (the link and the mail) are the known email's alone
 * (docs/decisions.md, "Registration and forgot-password answers").
 */
export async function requestPasswordReset(db: Db, config: Config, email: string) {
  const found = await findUserByEmail(db, email);
  const user = found?.enabled ? found : undefined;
  await db.transaction(async (tx) => {
    // A forwarded or intercepted older mail must not outlive the newest link.
    await revokeResetLinks(tx, user?.id ?? NO_ACCOUNT);
    const { token } = user ? await issueToken(tx, user.id, 'reset', RESET_TTL_MS) : newToken();
    const link = `${config.publicUrl}/reset-password?hash=${encodeURIComponent(token)}`;
    const mail = resetMail(user?.firstName ?? '', link);
    if (user) await enqueueMail(tx, { to: user.email, ...mail });
  });
}

/**
 * Sets the new password with a mailed link. The source that used it has shown it reads the
 * account's mail: it becomes known there, so a password reset opens the account from a new address
 * even while many sources are failing at it (limits.ts).
 */
export async function resetPassword(db: Db, hash: string, password: string, ip: string) {
  const found = await findUserByToken(db, hash, 'reset');
  if (!found) throw badRequest('This password reset link is invalid or has expired.', 'bad_reset_link');
  await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, hashToken(hash)))) {
      throw badRequest('This password reset link is invalid or has expired.', 'bad_reset_link');
    }
    await setPassword(tx, found.user.id, password);
    await revokeLoginTokens(tx, found.user.id);
    await markKnownSource(tx, found.user.id, sourceOf(ip));
  });
}

/** The current session stays; every other session of the user is revoked. */
export async function changeOwnPassword(db: Db, userId: number, currentTokenHash: string | null, oldPassword: string, password: string) {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) {
    throw badRequest('oldPassword: Old password is wrong.', 'wrong_password');
  }
  await db.transaction(async (tx) => {
    await setPassword(tx, userId, password);
    await revokeLoginTokens(tx, userId, currentTokenHash);
    // A reset link mailed before the change must not undo it.
    await revokeResetLinks(tx, userId);
  });
}

export async function adminChangePassword(db: Db, userId: number, password: string) {
  await db.transaction(async (tx) => {
    await setPassword(tx, userId, password);
    await revokeLoginTokens(tx, userId);
    await revokeResetLinks(tx, userId);
  });
}

/**
 * The user a single-use download link belongs to (CSV, voucher), the link used up by this call;
 * null when it is unknown, expired or already used.
 */
export async function userOfDownloadToken(db: DbOrTx, token: string | undefined): Promise<UserRow | null> {
  const found = token ? await findUserByToken(db, token, 'download') : null;
  if (!found || !(await consumeToken(db, found.tokenHash))) return null;
  return found.user;
}

export { pruneAuthTables, revokeLoginTokens };
