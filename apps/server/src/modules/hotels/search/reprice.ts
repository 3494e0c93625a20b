import type { DbOrTx } from '../../../db/client';
import { conflict, notFound, unprocessable } from '../../../lib/errors';
import { loadCatalogue } from './catalogue';
import { ON_REQUEST_CODES } from '@travel/contracts';
import { cancellationPolicies, classifyGuests, type EngineHotel, type EnginePricingRow, type PricingContext, priceHotel } from '../pricing';
import { stayNights } from '../../../lib/dates';
import { controlReason, explainRoomType } from '../pricing/explain';
import { pricingRowFor } from '../pricing/nightly';
import { type BrokenControl, stayVerdict } from '../pricing/restrictions';
import { type OptionClaim, readOption } from './claim';
import { pricingContext, requireRate, type Viewer } from './service';

/**
 * Prices again, on the server, the option a signed hash names (domain-rules §7): the client's
 * price is never trusted. A price that changed since the search is a 409 carrying the new one.
 * `today` is the booking date the offers and cancellation rows count from (the clock's).
 */
export async function repriceOption(db: DbOrTx, hash: string, viewer: Viewer, today: string, settings: { acceptChangedPrice?: boolean } = {}) {
  const claim: OptionClaim = await readOption(db, hash);
  if (claim.userId !== null && claim.userId !== (viewer?.id ?? null))
    throw unprocessable('This offer was found by another user. Please search again.', 'bad_hash');
  const [entry] = await loadCatalogue(db, { hotelId: claim.hotelId }, { checkIn: claim.checkIn, checkOut: claim.checkOut });
  if (!entry) throw notFound('Hotel');
  const ctx = await pricingContext(db, viewer, { checkIn: claim.checkIn, checkOut: claim.checkOut, currency: claim.currency }, today);
  requireRate(ctx, entry.engine.currency, ctx.currency);
  const [options] = priceHotel(entry.engine, [{ adults: claim.adults, childrenAges: claim.childrenAges }], ctx);
  const option = options?.find((o) => o.roomId === claim.roomId && o.mealTypeId === claim.mealTypeId);
  if (!option) throw unprocessable(unavailableMessage(entry.engine, claim, ctx), 'unavailable');
  if (option.price !== claim.price && !settings.acceptChangedPrice) {
    throw conflict(`The price has changed since your search: it is now ${option.price} ${option.currency}.`, 'price_changed');
  }
  const policies = cancellationPolicies(entry.engine, claim.checkIn, claim.checkOut, ctx.bookingDate, option.price, option.perNight, option.currency, ctx);
  return { claim, option, hotel: entry.hotel, engine: entry.engine, ctx, policies };
}

/**
 * Why the room is no longer offered, as the refusal says it (domain-rules §4.7, issue 33): a stay
 * restriction, stop sale or price that appeared after the search is named with its dates.
 */
function unavailableMessage(engine: EngineHotel, claim: OptionClaim, ctx: PricingContext): string {
  const room = engine.rooms.find((r) => r.id === claim.roomId);
  const guests = classifyGuests(engine, { adults: claim.adults, childrenAges: claim.childrenAges });
  const reasons = room ? explainRoomType(engine, room, guests, ctx).filter((r) => !ON_REQUEST_CODES.includes(r.code)) : [];
  const why = reasons.length ? `: ${reasons.map((r) => r.message).join('; ')}` : '';
  return `This room is no longer available for these dates${why}. Please search again.`;
}

/**
 * The stay restrictions (domain-rules §4.6) a room type's stay breaks today, as sentences ("Minimum
 * stay 3 nights for arrival on 12.03"): an administrator's hand-made booking is refused on them
 * unless confirmed (issue 33). Release is left out: it only makes a room on request.
 */
const NO_ROW = { controls: null } as EnginePricingRow;
export async function brokenStayRestrictions(db: DbOrTx, hotelId: number, roomId: number, checkIn: string, checkOut: string, today: string): Promise<string[]> {
  if (checkOut <= checkIn) return [];
  const [entry] = await loadCatalogue(db, { hotelId }, { checkIn, checkOut });
  const room = entry?.engine.rooms.find((r) => r.id === roomId);
  if (!room) return [];
  const rows = stayNights(checkIn, checkOut).map((night) => pricingRowFor(room, night));
  // A night without a pricing row has no controls (the admin prices it by hand): the rows there are decide.
  const broken: BrokenControl[] = [];
  stayVerdict(
    room,
    rows.map((r) => r ?? NO_ROW),
    checkIn,
    checkOut,
    today,
    broken,
  );
  return broken.filter((b) => b.code !== 'release').map((b) => controlReason(b).message);
}
