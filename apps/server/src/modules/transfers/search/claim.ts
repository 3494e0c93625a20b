import type { DbOrTx } from '../../../db/client';
import { unprocessable } from '../../../lib/errors';
import type { Viewer } from '../../products';
import { claimSigner, readClaim } from '../../search-kit';

/**
 * What a transfer option's `hash` promises (domain-rules §7): the transfer and its car category,
 * the trip (arrival airport, hotel and its location, arrival and departure days, round trip), the
 * rooms as searched, who asked in what currency, and the price of every car together. The booking
 * re-prices from it and compares that price (409 when it moved).
 */
export type TransferClaim = {
  transferId: number;
  carId: number;
  toAirportId: number;
  hotelId: number;
  /** The hotel's location (the booking's destination when none was searched). */
  hotelLocationId: number | null;
  /** The arrival day: pickup at the airport, and the pricing row's date. */
  startDate: string;
  /** The departure day of a round trip; null one way. */
  endDate: string | null;
  roundTrip: boolean;
  /** The searched rooms: one car each. */
  rooms: { adults: number; childrenAges: number[] }[];
  currency: string;
  channel: 'b2b' | 'b2c';
  userId: number | null;
  /** Every car together, as the search answered it. */
  price: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
};

/** Transfer hashes start with this (signed with the payload), so no other product's hash reads as a transfer's. */
export const TRANSFER_HASH_PREFIX = 't1.';

/** Positional, like a room option's claim: the order is fixed here and nowhere else. */
type EncodedTransferClaim = [
  number,
  number,
  number,
  number,
  number | null,
  string,
  string | null,
  0 | 1,
  [number, number[]][],
  string,
  'b2b' | 'b2c',
  number | null,
  string,
  number,
];

const encode = (c: Omit<TransferClaim, 'exp'>, exp: number): EncodedTransferClaim => [
  c.transferId,
  c.carId,
  c.toAirportId,
  c.hotelId,
  c.hotelLocationId,
  c.startDate,
  c.endDate,
  c.roundTrip ? 1 : 0,
  c.rooms.map((r) => [r.adults, r.childrenAges]),
  c.currency,
  c.channel,
  c.userId,
  c.price,
  exp,
];

function decode(encoded: EncodedTransferClaim): TransferClaim {
  const [transferId, carId, toAirportId, hotelId, hotelLocationId, startDate, endDate, roundTrip, rooms, currency, channel, userId, price, exp] = encoded;
  return {
    transferId,
    carId,
    toAirportId,
    hotelId,
    hotelLocationId,
    startDate,
    endDate,
    roundTrip: roundTrip === 1,
    rooms: rooms.map(([adults, childrenAges]) => ({ adults, childrenAges })),
    currency,
    channel,
    userId,
    price,
    exp,
  };
}

/** A signer for the options of one search (the secret is read once). */
export const transferSigner = (db: DbOrTx, now?: number) => claimSigner<TransferClaim>(db, TRANSFER_HASH_PREFIX, encode, now);

export async function signTransfer(db: DbOrTx, claim: Omit<TransferClaim, 'exp'>, now?: number): Promise<string> {
  return (await transferSigner(db, now))(claim);
}

/** The claim of a transfer hash: 422 when it is not a transfer's, tampered or expired. */
export async function verifyTransfer(db: DbOrTx, hash: string, now?: number): Promise<TransferClaim> {
  if (!String(hash).startsWith(TRANSFER_HASH_PREFIX)) throw unprocessable('This is not a transfer offer. Please search transfers again.', 'bad_hash');
  return readClaim(db, hash, TRANSFER_HASH_PREFIX, decode, now);
}

/** The claim, when `viewer` may use it: a hash found by a logged-in user is that user's alone (422 otherwise). */
export async function viewerClaim(db: DbOrTx, hash: string, viewer: Viewer): Promise<TransferClaim> {
  const claim = await verifyTransfer(db, hash);
  if (claim.userId !== null && claim.userId !== (viewer?.id ?? null))
    throw unprocessable('This offer was found by another user. Please search again.', 'bad_hash');
  return claim;
}
