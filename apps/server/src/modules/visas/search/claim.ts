import type { DbOrTx } from '../../../db/client';
import { unprocessable } from '../../../lib/errors';
import type { Viewer } from '../../products';
import { claimSigner, readClaim } from '../../search-kit';

/**
 * What a visa option's `hash` promises (domain-rules §7): the visa and type, the trip it was
 * searched for, who asked in what currency, and the selling price per passenger of each age band
 * as the search answered it. The booking re-prices every named passenger from it (409 when the
 * price moved); one hash serves all the passengers of an option.
 */
export type VisaClaim = {
  visaId: number;
  typeId: number;
  startDate: string;
  /** The trip's end (the stay's check-out, the return flight); null when the search had none. */
  endDate: string | null;
  nationalityId: number;
  toId: number;
  currency: string;
  channel: 'b2b' | 'b2c';
  userId: number | null;
  /** Selling price per passenger of each band, as searched: adult, child, infant. */
  prices: { adult: string; child: string; infant: string };
  /** Expiry, epoch milliseconds. */
  exp: number;
};

/** Visa hashes start with this (signed with the payload), so no other product's hash is read as a visa's. */
export const VISA_HASH_PREFIX = 'v1.';

/** Positional, like the other claims: the order is fixed here and nowhere else. */
type EncodedVisaClaim = [number, number, string, string | null, number, number, string, 'b2b' | 'b2c', number | null, [string, string, string], number];

const encode = (c: Omit<VisaClaim, 'exp'>, exp: number): EncodedVisaClaim => [
  c.visaId,
  c.typeId,
  c.startDate,
  c.endDate,
  c.nationalityId,
  c.toId,
  c.currency,
  c.channel,
  c.userId,
  [c.prices.adult, c.prices.child, c.prices.infant],
  exp,
];

function decode(encoded: EncodedVisaClaim): VisaClaim {
  const [visaId, typeId, startDate, endDate, nationalityId, toId, currency, channel, userId, [adult, child, infant], exp] = encoded;
  return { visaId, typeId, startDate, endDate, nationalityId, toId, currency, channel, userId, prices: { adult, child, infant }, exp };
}

/** A signer for the visa options of one search (the secret is read once). */
export const visaSigner = (db: DbOrTx, now?: number) => claimSigner<VisaClaim>(db, VISA_HASH_PREFIX, encode, now);

export async function signVisa(db: DbOrTx, claim: Omit<VisaClaim, 'exp'>, now?: number): Promise<string> {
  return (await visaSigner(db, now))(claim);
}

/** The claim of a visa hash: 422 when it is not a visa's (a room option's hash), tampered or expired. */
export async function verifyVisa(db: DbOrTx, hash: string, now?: number): Promise<VisaClaim> {
  if (!String(hash).startsWith(VISA_HASH_PREFIX)) throw unprocessable('This is not a visa offer. Please search visas again.', 'bad_hash');
  return readClaim(db, hash, VISA_HASH_PREFIX, decode, now);
}

/** The claim, when `viewer` may use it: a hash found by a logged-in user is that user's alone (422 otherwise). */
export async function viewerVisaClaim(db: DbOrTx, hash: string, viewer: Viewer): Promise<VisaClaim> {
  const claim = await verifyVisa(db, hash);
  if (claim.userId !== null && claim.userId !== (viewer?.id ?? null))
    throw unprocessable('This offer was found by another user. Please search again.', 'bad_hash');
  return claim;
}
