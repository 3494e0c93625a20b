import { offerBookable, offerCovers, offerForRoom } from './nightly';
import { applicationOrder, discountFactor, flag, KIND_ORDER, whole } from './night-state';
import type { Guests } from './occupancy';
import type { EngineOffer } from './types';

/**
 * Which offers apply to an option and how they combine (domain-rules §4.3).
 */

/** Whether an offer can change anything for these guests and nights (one that cannot never wins a tie). */
function canChange(o: EngineOffer, inside: number, guests: Guests): boolean {
  const data = o.pricingData;
  if (o.kind === 'discounts') return discountFactor(o).lt(1);
  if (o.kind === 'freeNights') return whole(data.freeNights) > 0 && whole(data.stayNights) > 0 && inside >= whole(data.stayNights);
  if (o.kind === 'mealChanges') return Number(data.payMealTypeId) !== Number(data.getMealTypeId);
  return [0, 1, 2].some((i) => (flag(data[`${i + 1}child`]) && i < guests.children.length) || (flag(data[`${i + 1}infant`]) && i < guests.infants.length));
}

/**
 * The offers that can change this option's price: of a price kind, for the room type, bookable
 * today, with at least one night of the stay in the travel period; a meal change only for an option
 * with its `getMealTypeId`. Offers that cannot change anything (a free-passenger offer without
 * such a passenger, a free-nights offer without a full block...) are left out: they would only tie.
 * Sorted in application order.
 */
export function priceOffers(
  offers: readonly EngineOffer[],
  roomId: number,
  mealTypeId: number,
  nights: readonly string[],
  bookingDate: string,
  guests: Guests,
) {
  return offers
    .filter((o) => {
      if (!KIND_ORDER.includes(o.kind) || !offerForRoom(o, roomId) || !offerBookable(o, bookingDate)) return false;
      if (o.kind === 'mealChanges' && Number(o.pricingData.getMealTypeId) !== mealTypeId) return false;
      const inside = nights.filter((night) => offerCovers(o, night)).length;
      return inside > 0 && canChange(o, inside, guests);
    })
    .sort(applicationOrder);
}
/** Two offers may both apply only if each lists the other in applyWithOthersIds. */
export const combinable = (a: EngineOffer, b: EngineOffer): boolean => a.applyWithOthersIds.includes(b.id) && b.applyWithOthersIds.includes(a.id);

/**
 * Walks every set of mutually combinable offers depth first, the empty set first; a set only grows
 * with offers after its last one in the given order, so `extend` derives each set's value from its
 * parent's (applying offers in application order, sets share the work of their common prefix).
 */
export function walkCombinableSets<T>(
  offers: readonly EngineOffer[],
  root: T,
  extend: (value: T, offer: EngineOffer) => T,
  visit: (set: EngineOffer[], value: T) => void,
): void {
  const grow = (set: EngineOffer[], value: T, from: number) => {
    visit(set, value);
    for (let i = from; i < offers.length; i++) {
      const next = offers[i];
      if (set.every((o) => combinable(o, next))) grow([...set, next], extend(value, next), i + 1);
    }
  };
  grow([], root, 0);
}

/** Every set of mutually combinable offers, the empty set first; each set in ascending id order. */
export function combinableSets(offers: readonly EngineOffer[]): EngineOffer[][] {
  const sets: EngineOffer[][] = [];
  walkCombinableSets(
    [...offers].sort((a, b) => a.id - b.id),
    null,
    () => null,
    (set) => sets.push(set),
  );
  return sets;
}

/**
 * Free transfers do not change the room's price, so they take no part in choosing the set; the
 * option lists those applicable (room, booking date, a night in the period) and combinable with
 * every applied offer, for the transfer's price.
 */
export function transferOffers(
  offers: readonly EngineOffer[],
  roomId: number,
  nights: readonly string[],
  bookingDate: string,
  applied: readonly EngineOffer[],
) {
  return offers
    .filter(
      (o) =>
        o.kind === 'freeTransfers' &&
        offerForRoom(o, roomId) &&
        offerBookable(o, bookingDate) &&
        nights.some((night) => offerCovers(o, night)) &&
        applied.every((a) => combinable(a, o)),
    )
    .sort((a, b) => a.id - b.id);
}
