import { randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import type { Config } from '../../lib/config';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { enqueueMail } from '../mail/service';
import { findUserById, setPassword } from '../users/service';
import type { UserRow } from '../users/tables';
import {
  consumeToken,
  countRecentFailures,
  findUserByEmail,
  findUserByToken,
  issueToken,
  pruneAuthTables,
  recordLoginAttempt,
  revokeLoginTokens,
  revokeResetLinks,
  revokeToken,
} from './repo';
import { lockedMessage } from './limits';

const RESET_TTL_MS = 60 * 60_000;
const INVALID_LOGIN = 'Invalid email or password.';

// Verified against when the email is unknown, so that answer costs the same scrypt run as a wrong
// password: neither its words nor its time tell whether an account exists.
let dummyHash: Promise<string> | undefined;
const unknownUserHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * Checks the credentials under the limits of limits.ts. A locked account answers 429 to everyone;
 * otherwise a correct password gets in even from an address with many failures, up to that
 * address's own far higher limit.
 */
export async function login(db: Db, config: Config, email: string, password: string, ip: string, now = new Date()) {
  const locked = lockedMessage(await countRecentFailures(db, ip, email, now));
  if (locked) throw tooManyRequests(locked);
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash()));
  if (!user || !valid) {
    await recordLoginAttempt(db, ip, email, false, now);
    throw unauthorized(INVALID_LOGIN);
  }
  if (!user.enabled) {
    await recordLoginAttempt(db, ip, email, false, now);
    throw unauthorized('Your account is disabled. Please contact us.');
  }
  await recordLoginAttempt(db, ip, email, true, now);
  const { token, expiresAt } = await issueToken(db, user.id, 'login', config.tokenTtlHours * 3600_000);
  return { token, expiresAt, userId: user.id };
}

export async function logout(db: Db, tokenHash: string) {
  await revokeToken(db, tokenHash);
}

/** Same answer whether or not the email is known, so it cannot be used to probe accounts. */
export async function requestPasswordReset(db: Db, config: Config, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user?.enabled) return;
  await db.transaction(async (tx) => {
    // A forwarded or intercepted older mail must not outlive the newest link.
    await revokeResetLinks(tx, user.id);
    const { token } = await issueToken(tx, user.id, 'reset', RESET_TTL_MS);
    const link = `${config.publicUrl}/reset-password?hash=${encodeURIComponent(token)}`;
    await enqueueMail(tx, {
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.firstName},\n\nSomeone asked to reset the password of your account. Open this link within one hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
    });
  });
}

export async function resetPassword(db: Db, hash: string, password: string) {
  const found = await findUserByToken(db, hash, 'reset');
  if (!found) throw badRequest('This password reset link is invalid or has expired.', 'bad_reset_link');
  await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, hashToken(hash)))) {
      throw badRequest('This password reset link is invalid or has expired.', 'bad_reset_link');
    }
    await setPassword(tx, found.user.id, password);
    await revokeLoginTokens(tx, found.user.id);
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
