import type { DbOrTx } from '../../../db/client';
import { claimSigner, readClaim } from '../../search-kit';

/** What a room option's hash promises: enough to re-price it on the server (domain-rules §7). */
export type OptionClaim = {
  hotelId: number;
  roomId: number;
  mealTypeId: number;
  checkIn: string;
  checkOut: string;
  adults: number;
  childrenAges: number[];
  currency: string;
  channel: 'b2b' | 'b2c';
  userId: number | null;
  price: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
};

/**
 * The claim travels as a positional array (a search answers hundreds of hashes, so the field
 * names would be most of their size); its order is fixed here and nowhere else.
 */
type EncodedClaim = [number, number, number, string, string, number, number[], string, 'b2b' | 'b2c', number | null, string, number];
const encodeClaim = (c: Omit<OptionClaim, 'exp'>, exp: number): EncodedClaim => [
  c.hotelId,
  c.roomId,
  c.mealTypeId,
  c.checkIn,
  c.checkOut,
  c.adults,
  c.childrenAges,
  c.currency,
  c.channel,
  c.userId,
  c.price,
  exp,
];
const decodeClaim = ([
  hotelId,
  roomId,
  mealTypeId,
  checkIn,
  checkOut,
  adults,
  childrenAges,
  currency,
  channel,
  userId,
  price,
  exp,
]: EncodedClaim): OptionClaim => ({
  hotelId,
  roomId,
  mealTypeId,
  checkIn,
  checkOut,
  adults,
  childrenAges,
  currency,
  channel,
  userId,
  price,
  exp,
});

export async function signOption(db: DbOrTx, claim: Omit<OptionClaim, 'exp'>, now?: number): Promise<string> {
  return (await optionSigner(db, now))(claim);
}

/** A synchronous signer for the many options of one search: the secret is read once. */
export const optionSigner = (db: DbOrTx, now?: number) => claimSigner(db, '', encodeClaim, now);

/** Checks the signature and the expiry; a tampered or expired hash is a clear 422. */
export const readOption = (db: DbOrTx, hash: string, now?: number): Promise<OptionClaim> => readClaim(db, hash, '', decodeClaim, now);
