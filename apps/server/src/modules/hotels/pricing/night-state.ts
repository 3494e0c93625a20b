import { type Dec, dec, sum, ZERO } from '../../../lib/money';
import { microOf } from './whole-units';
import { type MealPrices, type NightBase, type RoomPart, offerCovers } from './nightly';
import type { Guests } from './occupancy';
import type { EngineOffer, OfferKind } from './types';

/**
 * What offers do to a night (domain-rules §4.3). A night's price is held as a state (room part per
 * person group, meal supplement per guest) that the offers of a set reduce one after the other.
 *
 * The two parts of a state are immutable values shared between nights and offer sets: nights of
 * the same pricing row start from the same parts, and what an offer does to a part is worked out
 * once per pricing call (NightCache), so a stay of equal nights costs one computation per offer,
 * not one per night and per set. Every figure is computed exactly as it would be night by night.
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
  /** amountOff as the breakdown shows it, made on first use (entries are shared, see NightCache). */
  text?: string;
}

/** Meal supplement: all adults together, then per child and per infant; `mealTotal` is their sum. */
export interface MealPart {
  meal: { adults: Dec; children: Dec[]; infants: Dec[] };
  mealTotal: Dec;
  /** mealTotal in whole micro-units, NaN when it is not exactly that (whole-units.ts). */
  micro: number;
  /** mealTotal as the breakdown shows it, made on first use. */
  totalText?: string;
}

export interface NightState {
  base: NightBase;
  /** Room part: the persons' price and each child's extraChild, as reduced so far. */
  room: RoomPart;
  meal: MealPart;
  applied: AppliedOffer[];
}

/** The supplement of meal `to` over the row's meal `from` on a night, or null (see mealPricesFor). */
export type MealPricer = (from: number, to: number, date: string) => MealPrices | null;

/** An offer's effect on a part: the part after it and what it took off. */
interface Step<P> {
  part: P;
  off: Dec;
}

/** Two-level memo by object identity. */
class Memo<A extends object, B extends object, V> {
  private readonly map = new Map<A, Map<B, V>>();
  get(a: A, b: B): V | undefined {
    return this.map.get(a)?.get(b);
  }
  set(a: A, b: B, value: V): V {
    let inner = this.map.get(a);
    if (!inner) {
      inner = new Map();
      this.map.set(a, inner);
    }
    inner.set(b, value);
    return value;
  }
}

/**
 * What offers do to the parts of one searched room's nights, worked out once per part. Lives for
 * one pricing call and one set of guests (free passengers and meals depend on the guests).
 */
export class NightCache {
  readonly meals = new Map<MealPrices, MealPart>();
  readonly roomSteps = new Memo<RoomPart, object, Step<RoomPart>>();
  readonly mealSteps = new Memo<MealPart, object, Step<MealPart>>();
  readonly mealChanges = new Memo<MealPart, MealPart, Dec>();
  /** One entry per offer and amount taken off: nights share them (read-only). */
  readonly applied = new Memo<EngineOffer, Dec, AppliedOffer>();
  /** Indexes of the nights inside each offer's travel period. */
  readonly inside = new Map<EngineOffer, number[]>();

  constructor(
    readonly guests: Guests,
    readonly nights: readonly string[],
  ) {}

  /** The meal part of `prices` for these guests (the same prices give the same part). */
  mealPart(prices: MealPrices): MealPart {
    let part = this.meals.get(prices);
    if (!part) {
      const meal = {
        adults: prices.adult.times(this.guests.adults),
        children: this.guests.children.map(() => prices.child),
        infants: this.guests.infants.map(() => prices.infant),
      };
      const mealTotal = meal.adults.plus(sum(meal.children)).plus(sum(meal.infants));
      part = { meal, mealTotal, micro: microOf(mealTotal) };
      this.meals.set(prices, part);
    }
    return part;
  }

  insideOf(offer: EngineOffer): number[] {
    let inside = this.inside.get(offer);
    if (!inside) {
      inside = this.nights.flatMap((night, i) => (offerCovers(offer, night) ? [i] : []));
      this.inside.set(offer, inside);
    }
    return inside;
  }
}

export function initialState(base: NightBase, prices: MealPrices, cache: NightCache): NightState {
  return { base, room: base.part, meal: cache.mealPart(prices), applied: [] };
}

/** (100 - discount) / 100, once per offer (inputs are never mutated). */
const discountFactors = new WeakMap<EngineOffer, Dec>();
export function discountFactor(offer: EngineOffer): Dec {
  let factor = discountFactors.get(offer);
  if (!factor) {
    factor = dec(100).minus(discountPercent(offer.pricingData.discount)).div(100);
    discountFactors.set(offer, factor);
  }
  return factor;
}

const flagged = (data: EngineOffer['pricingData'], band: 'child' | 'infant') => [0, 1, 2].filter((i) => flag(data[`${i + 1}${band}`]));

/** A free night: the room part is waived whole. */
const FREE_NIGHT = {};
const freeNight = (part: RoomPart): Step<RoomPart> => ({
  part: { persons: ZERO, children: part.children.map(() => ZERO), room: ZERO, micro: 0 },
  off: part.room,
});

/** A discount: the persons' price and each child's extraChild times (100 - discount) / 100. */
function discount(part: RoomPart, factor: Dec): Step<RoomPart> {
  const persons = part.persons.times(factor);
  const children = part.children.map((c) => c.times(factor));
  const room = children.length === 0 ? persons : persons.plus(sum(children));
  return { part: { persons, children, room, micro: microOf(room) }, off: part.room.minus(room) };
}

/** Free passengers: the flagged children's extraChild. */
function waiveChildren(part: RoomPart, offer: EngineOffer, guests: Guests): Step<RoomPart> {
  const children = flagged(offer.pricingData, 'child').filter((i) => i < guests.children.length);
  const room = part.room.minus(sum(children.map((i) => part.children[i])));
  return {
    part: {
      persons: part.persons,
      children: part.children.map((c, i) => (children.includes(i) ? ZERO : c)),
      room,
      micro: microOf(room),
    },
    off: sum(children.map((i) => part.children[i])),
  };
}

/** Free passengers: the flagged infants' meal supplement. */
function waiveInfants(part: MealPart, offer: EngineOffer, guests: Guests): Step<MealPart> {
  const infants = flagged(offer.pricingData, 'infant').filter((i) => i < guests.infants.length);
  const mealTotal = part.mealTotal.minus(sum(infants.map((i) => part.meal.infants[i])));
  return {
    part: {
      meal: { ...part.meal, infants: part.meal.infants.map((c, i) => (infants.includes(i) ? ZERO : c)) },
      mealTotal,
      micro: microOf(mealTotal),
    },
    off: sum(infants.map((i) => part.meal.infants[i])),
  };
}

/**
 * Changes a night's copy (its parts are replaced, never mutated) by one offer of a kind other than
 * free nights and returns what it took off.
 */
function change(s: NightState, offer: EngineOffer, cache: NightCache, mealPrices: MealPricer): Dec {
  if (offer.kind === 'discounts') {
    const step = cache.roomSteps.get(s.room, offer) ?? cache.roomSteps.set(s.room, offer, discount(s.room, discountFactor(offer)));
    s.room = step.part;
    return step.off;
  }
  if (offer.kind === 'freePassengers') {
    const room = cache.roomSteps.get(s.room, offer) ?? cache.roomSteps.set(s.room, offer, waiveChildren(s.room, offer, cache.guests));
    const meal = cache.mealSteps.get(s.meal, offer) ?? cache.mealSteps.set(s.meal, offer, waiveInfants(s.meal, offer, cache.guests));
    s.room = room.part;
    s.meal = meal.part;
    return room.off.plus(meal.off);
  }
  if (offer.kind === 'mealChanges') {
    const prices = mealPrices(s.base.row.mealTypeId, Number(offer.pricingData.payMealTypeId), s.base.date);
    if (!prices) return ZERO; // the pay meal has no price that night: unchanged
    const before = s.meal;
    const after = cache.mealPart(prices);
    s.meal = after;
    return cache.mealChanges.get(before, after) ?? cache.mealChanges.set(before, after, before.mealTotal.minus(after.mealTotal));
  }
  return ZERO;
}

/** A night's copy after `offer` took `amountOff` from it (states are shared between sets). */
function changed(copy: NightState, offer: EngineOffer, amountOff: Dec, cache: NightCache): NightState {
  const entry = cache.applied.get(offer, amountOff) ?? cache.applied.set(offer, amountOff, { id: offer.id, kind: offer.kind, amountOff });
  copy.applied = [...copy.applied, entry];
  return copy;
}

/** Compares two room parts' amounts: in micro-units when both are, else as decimals. */
const cheaper = (a: RoomPart, b: RoomPart): number =>
  Number.isSafeInteger(a.micro) && Number.isSafeInteger(b.micro) ? a.micro - b.micro : a.room.comparedTo(b.room);

/**
 * Applies one offer to the nights inside its travel period; nights are copied on write, so the
 * states given stay as they were (sets share their common prefix).
 */
export function applyOffer(states: readonly NightState[], offer: EngineOffer, cache: NightCache, mealPrices: MealPricer): NightState[] {
  const nights = [...states];
  const inside = cache.insideOf(offer);
  if (offer.kind === 'freeNights') {
    const stay = whole(offer.pricingData.stayNights);
    const free = Math.min(whole(offer.pricingData.freeNights), stay);
    for (let start = 0; stay > 0 && start + stay <= inside.length; start += stay) {
      // The cheapest room parts at this moment, the earlier night on a tie (stable sort, date order).
      const block = inside.slice(start, start + stay);
      const cheapest = [...block].sort((a, b) => cheaper(nights[a].room, nights[b].room)).slice(0, free);
      for (const i of cheapest) {
        const copy: NightState = { ...nights[i] };
        const step = cache.roomSteps.get(copy.room, FREE_NIGHT) ?? cache.roomSteps.set(copy.room, FREE_NIGHT, freeNight(copy.room));
        copy.room = step.part;
        if (!step.off.isZero()) nights[i] = changed(copy, offer, step.off, cache);
      }
    }
    return nights;
  }
  for (const i of inside) {
    const copy: NightState = { ...nights[i] };
    const amountOff = change(copy, offer, cache, mealPrices);
    if (!amountOff.isZero()) nights[i] = changed(copy, offer, amountOff, cache);
  }
  return nights;
}
