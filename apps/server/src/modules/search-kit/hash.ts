import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { unprocessable } from '../../lib/errors';
import { storedOrCreated } from '../settings';

export const HASH_TTL_MS = 60 * 60_000;
const MAC_BYTES = 16;

const SECRET_KEY = 'option_hash_secret';

/** The secret's HMAC pads (RFC 2104): the key, padded to SHA-256's 64-byte block, XOR 0x36 and 0x5c, as latin1 text. */
type Pads = { inner: string; outer: string };
const BLOCK = 64;

export function hmacPads(key: Buffer): Pads {
  const block = Buffer.alloc(BLOCK);
  (key.length > BLOCK ? hash('sha256', key, 'buffer') : key).copy(block);
  const inner = Buffer.alloc(BLOCK);
  const outer = Buffer.alloc(BLOCK);
  for (let i = 0; i < BLOCK; i++) {
    inner[i] = block[i]! ^ 0x36;
    outer[i] = block[i]! ^ 0x5c;
  }
  return { inner: inner.toString('latin1'), outer: outer.toString('latin1') };
}

/**
 * HMAC-SHA-256 of an ASCII text (a hash's payload: a prefix and base64url) by its definition,
 * H(outer pad ‖ H(inner pad ‖ text)), with Node's one-shot hash: a search signs ~120 options, and
 * an Hmac object cost twice as much (hash.test.ts holds it equal to createHmac).
 */
export function hmacOf(pads: Pads, text: string): Buffer {
  const inner = hash('sha256', Buffer.from(pads.inner + text, 'latin1'), 'binary');
  return hash('sha256', Buffer.from(pads.outer + inner, 'latin1'), 'buffer');
}

const cache = new WeakMap<object, Pads>();

/**
 * The signing secret lives in the database, so every server process signs and checks alike;
 * it is created once, on first use.
 */
async function secret(db: DbOrTx): Promise<Pads> {
  const cached = cache.get(db);
  if (cached) return cached;
  const value = hmacPads(Buffer.from(await storedOrCreated(db, SECRET_KEY, () => randomBytes(32).toString('base64')), 'base64'));
  cache.set(db, value);
  return value;
}

const notValid = () => unprocessable('This offer is not valid. Please search again.', 'bad_hash');

/**
 * A signer of any product's claims with the one secret (a room option's, a flight's): the hash is
 * `prefix` + base64url(JSON of `encode(claim)`) + '.' + the MAC of everything before the dot, so a
 * product's prefix is signed too and one product's hash never reads as another's. Hotel options
 * have no prefix.
 */
export async function claimSigner<C extends { exp: number }>(
  db: DbOrTx,
  prefix: string,
  encode: (claim: Omit<C, 'exp'>, exp: number) => unknown,
  now = Date.now(),
) {
  const pads = await secret(db);
  const exp = now + HASH_TTL_MS;
  return (claim: Omit<C, 'exp'>) => {
    const payload = `${prefix}${Buffer.from(JSON.stringify(encode(claim, exp))).toString('base64url')}`;
    // 128 bits of the HMAC are plenty against forgery and keep the many hashes of a search short.
    return `${payload}.${hmacOf(pads, payload).subarray(0, MAC_BYTES).toString('base64url')}`;
  };
}

/** Checks a hash of `claimSigner(prefix)`: its prefix, signature and expiry; anything else is a clear 422. */
export async function readClaim<C extends { exp: number }>(
  db: DbOrTx,
  hash: string,
  prefix: string,
  decode: (encoded: never) => C,
  now = Date.now(),
): Promise<C> {
  const text = String(hash);
  if (!text.startsWith(prefix)) throw notValid();
  const [body, mac] = text.slice(prefix.length).split('.');
  if (!body || !mac) throw notValid();
  const payload = `${prefix}${body}`;
  const expected = hmacOf(await secret(db), payload).subarray(0, MAC_BYTES);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notValid();
  const claim = decode(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as never);
  if (claim.exp < now) throw unprocessable('This offer has expired. Please search again to get the current price.', 'expired_hash');
  return claim;
}
