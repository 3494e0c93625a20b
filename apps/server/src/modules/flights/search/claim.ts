import type { FlightType } from '@travel/contracts';
import type { DbOrTx } from '../../../db/client';
import { unprocessable } from '../../../lib/errors';
import { claimSigner, readClaim } from '../../search-kit';
import type { Viewer } from '../../products';

/**
 * What a flight option's `hash` promises (domain-rules §7): the flight, its dates, the passengers
 * as searched, who asked in what currency, and the exact per-person base it was priced at.
 * flight-details, flight-extra and the booking re-price from it and compare that base; fares and
 * extras are chosen later and priced from the catalogue then.
 */
export type FlightClaim = {
  flightId: number;
  flightType: FlightType;
  startDate: string;
  /** The return date of a round trip; null one way. */
  endDate: string | null;
  /** The rooms of the search form: the passengers, adults and ages. */
  rooms: { adults: number; childrenAges: number[] }[];
  currency: string;
  channel: 'b2b' | 'b2c';
  userId: number | null;
  /** Exact, as the search answered it. */
  pricePerPaxAvgBase: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
  /** Flown from its destination (plan.ts): the trip's outbound is the flight's return segment. */
  reversed?: boolean;
};

/** Flight hashes start with this (signed with the payload), so a room option's hash is never read as a flight's. */
export const FLIGHT_HASH_PREFIX = 'f1.';

/** Positional, like a room option's claim: the order is fixed here and nowhere else. */
type EncodedFlightClaim = [number, FlightType, string, string | null, [number, number[]][], string, 'b2b' | 'b2c', number | null, string, number, 1?];

const encode = (c: Omit<FlightClaim, 'exp'>, exp: number): EncodedFlightClaim => {
  const encoded: EncodedFlightClaim = [
    c.flightId,
    c.flightType,
    c.startDate,
    c.endDate,
    c.rooms.map((r) => [r.adults, r.childrenAges]),
    c.currency,
    c.channel,
    c.userId,
    c.pricePerPaxAvgBase,
    exp,
  ];
  // Only a reversed flight carries the flag: a forward flight's hash reads as it always did.
  if (c.reversed) encoded.push(1);
  return encoded;
};

function decode(encoded: EncodedFlightClaim): FlightClaim {
  const [flightId, flightType, startDate, endDate, rooms, currency, channel, userId, pricePerPaxAvgBase, exp, reversed] = encoded;
  return {
    flightId,
    flightType,
    startDate,
    endDate,
    rooms: rooms.map(([adults, childrenAges]) => ({ adults, childrenAges })),
    currency,
    channel,
    userId,
    pricePerPaxAvgBase,
    exp,
    ...(reversed === 1 ? { reversed: true } : {}),
  };
}

/** A signer for the flights of one search (the secret is read once). */
export const flightSigner = (db: DbOrTx, now?: number) => claimSigner<FlightClaim>(db, FLIGHT_HASH_PREFIX, encode, now);

export async function signFlight(db: DbOrTx, claim: Omit<FlightClaim, 'exp'>, now?: number): Promise<string> {
  return (await flightSigner(db, now))(claim);
}

/**
 * The claim of a flight hash: 422 when it is not a flight's (a room option's hash), tampered or
 * expired.
 */
export async function verifyFlight(db: DbOrTx, hash: string, now?: number): Promise<FlightClaim> {
  if (!String(hash).startsWith(FLIGHT_HASH_PREFIX)) throw unprocessable('This is not a flight offer. Please search flights again.', 'bad_hash');
  return readClaim(db, hash, FLIGHT_HASH_PREFIX, decode, now);
}

/** The claim, when `viewer` may use it: a hash found by a logged-in user is that user's alone (422 otherwise). */
export async function viewerClaim(db: DbOrTx, hash: string, viewer: Viewer): Promise<FlightClaim> {
  const claim = await verifyFlight(db, hash);
  if (claim.userId !== null && claim.userId !== (viewer?.id ?? null))
    throw unprocessable('This offer was found by another user. Please search again.', 'bad_hash');
  return claim;
}
