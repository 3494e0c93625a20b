import type { DbOrTx } from '../../db/client';
import { unprocessable } from '../../lib/errors';
import type { Viewer } from '../products';
import { claimSigner, readClaim } from '../search-kit';
import type { BandPrices, TourBand } from './pricing';

/**
 * What a tour option's `hash` promises (domain-rules §7; docs/decisions.md "Tours sold as
 * excursions"): the tour, the stay it was searched for (its days are the option's `dates`), who
 * asked in what currency, each searched passenger's band, and the selling price of each band. The
 * booking re-prices the passengers an item names from it (409 when the price moved) on the day
 * the item chose (`tourDate`, one of the stay's days from today on).
 */
export type TourClaim = {
  tourId: number;
  startDate: string;
  endDate: string;
  currency: string;
  userId: number | null;
  /** The searched passengers' bands by wizard order: passenger1 is the first. */
  bands: TourBand[];
  /** Selling price per passenger of each band, as searched. */
  prices: BandPrices;
  /** The party's price as searched (every passenger). */
  price: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
};

/** Tour hashes start with this (signed with the payload), so no other product's hash is read as a tour's. */
export const TOUR_HASH_PREFIX = 'tr1.';

const BAND_LETTER: Record<TourBand, string> = { adult: 'a', child: 'c', infant: 'i' };
const LETTER_BAND: Record<string, TourBand> = { a: 'adult', c: 'child', i: 'infant' };

/** Positional, like the other claims: the order is fixed here and nowhere else. */
type EncodedTourClaim = [number, string, string, string, number | null, string, [string, string, string], string, number];
const encode = (c: Omit<TourClaim, 'exp'>, exp: number): EncodedTourClaim => [
  c.tourId,
  c.startDate,
  c.endDate,
  c.currency,
  c.userId,
  c.bands.map((band) => BAND_LETTER[band]).join(''),
  [c.prices.adult, c.prices.child, c.prices.infant],
  c.price,
  exp,
];
function decode(encoded: EncodedTourClaim): TourClaim {
  const [tourId, startDate, endDate, currency, userId, bands, [adult, child, infant], price, exp] = encoded;
  return {
    tourId,
    startDate,
    endDate,
    currency,
    userId,
    bands: [...bands].map((letter) => LETTER_BAND[letter]!),
    prices: { adult, child, infant },
    price,
    exp,
  };
}

/** A signer for the tour options of one search (the secret is read once). */
export const tourSigner = (db: DbOrTx, now?: number) => claimSigner<TourClaim>(db, TOUR_HASH_PREFIX, encode, now);

export async function signTour(db: DbOrTx, claim: Omit<TourClaim, 'exp'>, now?: number): Promise<string> {
  return (await tourSigner(db, now))(claim);
}

/** The claim of a tour hash: 422 when it is not a tour's (a room option's hash), tampered or expired. */
export async function verifyTour(db: DbOrTx, hash: string, now?: number): Promise<TourClaim> {
  if (!String(hash).startsWith(TOUR_HASH_PREFIX)) throw unprocessable('This is not a tour offer. Please search tours again.', 'bad_hash');
  return readClaim(db, hash, TOUR_HASH_PREFIX, decode, now);
}

/** The claim, when `viewer` may use it: a hash found by a logged-in user is that user's alone (422 otherwise). */
export async function viewerTourClaim(db: DbOrTx, hash: string, viewer: Viewer): Promise<TourClaim> {
  const claim = await verifyTour(db, hash);
  if (claim.userId !== null && claim.userId !== (viewer?.id ?? null))
    throw unprocessable('This offer was found by another user. Please search again.', 'bad_hash');
  return claim;
}
