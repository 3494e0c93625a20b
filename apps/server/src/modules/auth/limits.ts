/**
 * Login limits (docs/decisions.md, "Login limits"). Failures are counted in the database so every
 * server process sees the same numbers; attempts refused with 429 are not counted, so a lock lifts
 * on its own once the failures behind it leave the window.
 */

/** The window of the account and address limits. */
export const LOGIN_WINDOW_MS = 15 * 60_000;

/** Failures for one account, from any address, that lock it for everyone, right password or not. */
export const ACCOUNT_MAX_FAILURES = 10;

/**
 * Failures from one address, whatever the accounts. Far above one account's limit: a whole office
 * shares one address behind its NAT, and one colleague's typos must not lock the others out.
 */
export const IP_MAX_FAILURES = 100;

/**
 * One address guessing at one account slowly enough to stay under the account limit (nine every
 * quarter of an hour is 864 a day). Counted over a day and only since that address's last success
 * for the account, so a person who mistypes and then gets in starts again from zero; only this
 * address is refused, the account stays open to its owner elsewhere.
 */
export const SOURCE_WINDOW_MS = 24 * 3600_000;
export const SOURCE_MAX_FAILURES = 30;

/** Attempts older than every window are of no use; the housekeeping timer deletes them. */
export const ATTEMPT_RETENTION_MS = SOURCE_WINDOW_MS;

export type LoginFailures = { byAccount: number; bySource: number; byIp: number };

/** The sentence of the 429 when a limit is reached, or null when the attempt may go on. */
export function lockedMessage(failures: LoginFailures): string | null {
  if (failures.byAccount >= ACCOUNT_MAX_FAILURES) {
    return 'Too many failed login attempts for this account. Please wait 15 minutes and try again.';
  }
  if (failures.bySource >= SOURCE_MAX_FAILURES) {
    return 'Too many failed login attempts for this account from your address. Please try again later.';
  }
  if (failures.byIp >= IP_MAX_FAILURES) {
    return 'Too many failed login attempts from your address. Please wait 15 minutes and try again.';
  }
  return null;
}
