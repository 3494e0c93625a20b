import { type Dec, dec, sum, ZERO } from './money';
import { type MealPrices, type NightBase, offerCovers } from './nightly';
import type { Guests } from './occupancy';
import type { EngineOffer, OfferKind } from './types';

/**
 * What offers do to a night (domain-rules §4.3). A night's price is held as a state (room part per
 * person group, meal supplement per guest) that the offers of a set reduce one after the other.
 */

/** The offer kinds that change a room's price, in the order they apply inside a set. */
export const KIND_ORDER: readonly OfferKind[] = ['mealChanges', 'freeNights', 'freePassengers', 'discounts'];

/** Inside a set: meal change, free nights, free passengers, discount; ascending id within a kind. */
export const applicationOrder = (a: EngineOffer, b: EngineOffer): number => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.id - b.id;

export const whole = (value: string | number | undefined): number => Math.floor(Number(value ?? 0)) || 0;
export const flag = (value: string | number | undefined): boolean => Number(value ?? 0) === 1;

/** A discount percent within [0, 100]: a 100 % discount gives 0, never a negative price. */
export function discountPercent(value: string | number | undefined): Dec {
  const percent = value === undefined || value === '' ? ZERO : dec(value);
  if (percent.isNaN() || percent.lt(0)) return ZERO;
  return percent.gt(100) ? dec(100) : percent;
}

export interface AppliedOffer {
  id: number;
  kind: OfferKind;
  amountOff: Dec;
}

export interface NightState {
  base: NightBase;
  /** Room part: the persons' price and each child's extraChild, as reduced so far; `room` is their sum. */
  persons: Dec;
  children: Dec[];
  room: Dec;
  /** Meal supplement: all adults together, then per child and per infant; `mealTotal` is their sum. */
  meal: { adults: Dec; children: Dec[]; infants: Dec[] };
  mealTotal: Dec;
  applied: AppliedOffer[];
}

const mealFor = (prices: MealPrices, guests: Guests): NightState['meal'] => ({
  adults: prices.adult.times(guests.adults),
  children: guests.children.map(() => prices.child),
  infants: guests.infants.map(() => prices.infant),
});
const mealSum = (m: NightState['meal']): Dec => m.adults.plus(sum(m.children)).plus(sum(m.infants));

export function initialState(base: NightBase, prices: MealPrices, guests: Guests): NightState {
  const meal = mealFor(prices, guests);
  return { base, persons: base.persons, children: base.children, room: base.persons.plus(sum(base.children)), meal, mealTotal: mealSum(meal), applied: [] };
}

export const netOf = (s: NightState): Dec => s.room.plus(s.mealTotal);

/** The supplement of meal `to` over the row's meal `from` on a night, or null (see mealPricesFor). */
export type MealPricer = (from: number, to: number, date: string) => MealPrices | null;

/** Changes a night's copy (arrays are replaced, never mutated) and returns what it took off. */
type Change = (s: NightState) => Dec;

function freeNight(s: NightState): Dec {
  const off = s.room;
  s.persons = ZERO;
  s.children = s.children.map(() => ZERO);
  s.room = ZERO;
  return off;
}

/** (100 - discount) / 100, once per offer (inputs are never mutated). */
const discountFactors = new WeakMap<EngineOffer, Dec>();
function discountFactor(offer: EngineOffer): Dec {
  let factor = discountFactors.get(offer);
  if (!factor) {
    factor = dec(100).minus(discountPercent(offer.pricingData.discount)).div(100);
    discountFactors.set(offer, factor);
  }
  return factor;
}

const flagged = (data: EngineOffer['pricingData'], band: 'child' | 'infant') => [0, 1, 2].filter((i) => flag(data[`${i + 1}${band}`]));

function changeOne(offer: EngineOffer, guests: Guests, mealPrices: MealPricer): Change | null {
  const data = offer.pricingData;
  if (offer.kind === 'discounts') {
    const factor = discountFactor(offer);
    return (s) => {
      const before = s.room;
      s.persons = s.persons.times(factor);
      s.children = s.children.map((c) => c.times(factor));
      s.room = s.children.length === 0 ? s.persons : s.persons.plus(sum(s.children));
      return before.minus(s.room);
    };
  }
  if (offer.kind === 'freePassengers') {
    const children = flagged(data, 'child').filter((i) => i < guests.children.length);
    const infants = flagged(data, 'infant').filter((i) => i < guests.infants.length);
    return (s) => {
      const waivedChildren = children.map((i) => s.children[i]);
      const waivedInfants = infants.map((i) => s.meal.infants[i]);
      s.children = s.children.map((c, i) => (children.includes(i) ? ZERO : c));
      s.meal = { ...s.meal, infants: s.meal.infants.map((c, i) => (infants.includes(i) ? ZERO : c)) };
      s.room = s.room.minus(sum(waivedChildren));
      s.mealTotal = s.mealTotal.minus(sum(waivedInfants));
      return sum(waivedChildren).plus(sum(waivedInfants));
    };
  }
  if (offer.kind === 'mealChanges') {
    const pay = Number(data.payMealTypeId);
    return (s) => {
      const prices = mealPrices(s.base.row.mealTypeId, pay, s.base.date);
      if (!prices) return ZERO; // the pay meal has no price that night: unchanged
      const before = s.mealTotal;
      s.meal = mealFor(prices, guests);
      s.mealTotal = mealSum(s.meal);
      return before.minus(s.mealTotal);
    };
  }
  return null;
}

/**
 * Applies one offer to the nights inside its travel period; nights are copied on write, so the
 * states given stay as they were (sets share their common prefix).
 */
export function applyOffer(states: readonly NightState[], offer: EngineOffer, guests: Guests, mealPrices: MealPricer): NightState[] {
  const nights = [...states];
  const inside = nights.flatMap((s, i) => (offerCovers(offer, s.base.date) ? [i] : []));
  const change = (i: number, how: Change) => {
    const copy: NightState = { ...nights[i] };
    const amountOff = how(copy);
    if (amountOff.isZero()) return;
    copy.applied = [...copy.applied, { id: offer.id, kind: offer.kind, amountOff }];
    nights[i] = copy;
  };
  if (offer.kind === 'freeNights') {
    const stay = whole(offer.pricingData.stayNights);
    const free = Math.min(whole(offer.pricingData.freeNights), stay);
    for (let start = 0; stay > 0 && start + stay <= inside.length; start += stay) {
      // The cheapest room parts at this moment, the earlier night on a tie (stable sort, date order).
      const block = inside.slice(start, start + stay);
      const cheapest = [...block].sort((a, b) => nights[a].room.comparedTo(nights[b].room)).slice(0, free);
      for (const i of cheapest) change(i, freeNight);
    }
    return nights;
  }
  const how = changeOne(offer, guests, mealPrices);
  if (how) for (const i of inside) change(i, how);
  return nights;
}

/** Applies a set of offers in application order (meal change, free nights, free passengers, discount). */
export const applyOffers = (states: readonly NightState[], set: readonly EngineOffer[], guests: Guests, mealPrices: MealPricer): NightState[] =>
  [...set].sort(applicationOrder).reduce((nights, offer) => applyOffer(nights, offer, guests, mealPrices), states as NightState[]);

