import type { DbOrTx } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { loadCatalogue } from './catalogue';
import { cancellationPolicies, priceHotel } from './engine';
import { type OptionClaim, readOption } from './hash';
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
  if (!option) throw unprocessable('This room is no longer available for these dates. Please search again.', 'unavailable');
  if (option.price !== claim.price && !settings.acceptChangedPrice) {
    throw conflict(`The price has changed since your search: it is now ${option.price} ${option.currency}.`, 'price_changed');
  }
  const policies = cancellationPolicies(entry.engine, claim.checkIn, claim.checkOut, ctx.bookingDate, option.price, option.perNight, option.currency, ctx);
  return { claim, option, hotel: entry.hotel, engine: entry.engine, ctx, policies };
}
