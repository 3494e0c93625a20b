import type { DbOrTx } from '../../../db/client';
import type { Viewer } from '../../products';
import { repriceOption } from '../../hotels';
import type { FreeBands } from '../pricing/types';

/**
 * A hotel's free-transfer offer (domain-rules §4.3, §5.2) as the transfer prices it: the hotel
 * engine lists, per room option, the free-transfer offers that apply to that stay (room type,
 * booking date, a night in the period, combinable with the applied offers). The flags of those
 * offers (adult, child, infant) say which bands ride free; several offers add up.
 */

const flagged = (value: unknown) => value === 1 || value === '1' || value === true || value === 'true';

/**
 * The free bands of the room option a hotel hash names, re-priced as the hotel search prices it;
 * null when its option has no free-transfer offer or it is not a room of `hotelId`.
 */
export async function freeBandsOfOption(db: DbOrTx, hash: string, viewer: Viewer, today: string, hotelId: number): Promise<FreeBands | null> {
  const { claim, option, engine } = await repriceOption(db, hash, viewer, today, { acceptChangedPrice: true });
  if (claim.hotelId !== hotelId || option.transferOffers.length === 0) return null;
  const bands: FreeBands = { adult: false, child: false, infant: false };
  for (const ref of option.transferOffers) {
    const data = engine.offers.find((o) => o.id === ref.id)?.pricingData ?? {};
    bands.adult ||= flagged(data.adult);
    bands.child ||= flagged(data.child);
    bands.infant ||= flagged(data.infant);
  }
  return bands.adult || bands.child || bands.infant ? bands : null;
}

/**
 * Per searched room, the free bands of the room option chosen for it (`hashes` in room order). In
 * the search, an option that cannot be read (expired, sold out) gives nothing free: the booking
 * re-prices the rooms and the transfer together anyway.
 */
export async function freeBandsOfRooms(
  db: DbOrTx,
  hashes: string[],
  viewer: Viewer,
  today: string,
  hotelId: number,
  lenient: boolean,
): Promise<(FreeBands | null)[]> {
  const bands: (FreeBands | null)[] = [];
  for (const hash of hashes) {
    try {
      bands.push(await freeBandsOfOption(db, hash, viewer, today, hotelId));
    } catch (error) {
      if (!lenient) throw error;
      bands.push(null);
    }
  }
  return bands;
}

/** The flags an option shows: those of any room (null when no room rides free). */
export function shownFlags(bands: (FreeBands | null)[]): FreeBands | null {
  const any = bands.filter((b): b is FreeBands => b !== null);
  if (any.length === 0) return null;
  return { adult: any.some((b) => b.adult), child: any.some((b) => b.child), infant: any.some((b) => b.infant) };
}
