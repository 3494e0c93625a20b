import { isIPv6 } from 'node:net';

/**
 * Login limits (docs/decisions.md, "Login limits"). Failures are counted in the database so every
 * server process sees the same numbers; attempts refused with 429 are not counted, so a limit lifts
 * on its own once the failures behind it leave the window.
 *
 * Failures against an account are tied to the source they come from: an attacker's address reaching
 * a limit refuses that address, never the account's owner elsewhere. A source is one IPv4 address or
 * one IPv6 /64 (one household's or server's block: counting single IPv6 addresses would let one
 * machine look like millions of sources).
 */

/** The window of the per-source, per-address and account counts. */
export const LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * Failures for one account from one source within 15 minutes, counted since that source's last
 * success there, that refuse this source for this account only. A person who mistypes and then gets
 * in starts again from zero.
 */
export const SOURCE_MAX_FAILURES = 10;

/**
 * One source guessing at one account slowly enough to stay under the 15-minute limit (nine every
 * quarter of an hour is 864 a day). Counted over a day, since that source's last success there.
 */
export const SOURCE_WINDOW_MS = 24 * 3600_000;
export const SOURCE_DAY_MAX_FAILURES = 30;

/**
 * Failures from one source, whatever the accounts. Far above one account's limit: a whole office
 * shares one address behind its NAT, and one colleague's typos must not lock the others out.
 */
export const IP_MAX_FAILURES = 100;

/**
 * The account's safeguard against many sources at once (each under its own limit): past this many
 * failures in 15 minutes, from every source together, only known sources may try the account. A
 * single source is refused at SOURCE_MAX_FAILURES, so it takes at least five to get here, and the
 * owner still gets in from any address that has logged in to the account before, or from the
 * address that uses a mailed reset link (which then becomes known).
 */
export const ACCOUNT_GUARD_FAILURES = 50;

/** A source that logged in to an account (or reset its password) this recently is known to it. */
export const KNOWN_SOURCE_TTL_MS = 90 * 24 * 3600_000;

/** Attempts older than every window are of no use; the housekeeping timer deletes them. */
export const ATTEMPT_RETENTION_MS = SOURCE_WINDOW_MS;

export type LoginFailures = {
  /** This account, this source, 15 minutes, since the source's last success there. */
  bySource: number;
  /** This account, this source, 24 hours, since the source's last success there. */
  bySourceDay: number;
  /** This source, every account, 15 minutes. */
  byIp: number;
  /** This account, every source, 15 minutes. */
  byAccount: number;
  /** Whether this source has logged in to the account within KNOWN_SOURCE_TTL_MS. */
  knownSource: boolean;
};

export const SOURCE_LOCKED = 'Too many failed login attempts for this account from your address. Please wait 15 minutes and try again.';
export const SOURCE_LOCKED_FOR_THE_DAY =
  'Too many failed login attempts for this account from your address. Please try again tomorrow, or reset your password with "Forgot your password?".';
export const IP_LOCKED = 'Too many failed login attempts from your address. Please wait 15 minutes and try again.';
export const ACCOUNT_GUARDED =
  'Too many failed login attempts for this account from many addresses: for now it opens only from an address that has logged in to it before. Please wait 15 minutes, or reset your password with "Forgot your password?".';

/** The sentence of the 429 when a limit is reached, or null when the attempt may go on. */
export function lockedMessage(failures: LoginFailures): string | null {
  if (failures.bySource >= SOURCE_MAX_FAILURES) return SOURCE_LOCKED;
  if (failures.bySourceDay >= SOURCE_DAY_MAX_FAILURES) return SOURCE_LOCKED_FOR_THE_DAY;
  if (failures.byIp >= IP_MAX_FAILURES) return IP_LOCKED;
  if (failures.byAccount >= ACCOUNT_GUARD_FAILURES && !failures.knownSource) return ACCOUNT_GUARDED;
  return null;
}

/**
 * The source a client address counts as: an IPv4 address as it is (also when written as an
 * IPv4-mapped IPv6 address), an IPv6 address as its /64 (`2001:db8:0:1::/64`).
 */
export function sourceOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.toLowerCase().split('::');
  const groupsOf = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
