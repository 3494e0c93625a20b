import { dec } from '../../../lib/money';
import { dayNumber } from './dates';
import { discountPercent, flag, KIND_ORDER, whole } from './night-state';
import { availabilityOf, mealRowPrices, parsed, pricingRowFor } from './nightly';
import { classifyGuests, type Guests, roomFits } from './occupancy';
import { type Shared, sharedFigures } from './price-hotel';
import type { Availability, EngineHotel, EngineOffer, EnginePricingRow, EngineRoom, PricingContext, SearchRoom } from './types';
import { bounded, fractionOf, microOf } from './whole-units';

/**
 * The price of every option, and nothing else (issue 17.2, docs/decisions.md "Quick prices").
 *
 * A destination search orders and filters ~100 hotels by their cheapest combination, but shows
 * only 20 of them, 3 options a room: `priceHotel` builds every option whole (per-night texts, the
 * chosen set of offers, the net, the breakdown) for ~1,600 options of which ~120 are shown. This
 * works out the same price of every option, in whole cents, from the same rules in whole
 * micro-units and plain numbers: the rows' prices, the meal supplements, the offers of every
 * combinable set applied in application order (meal change, free nights, free passengers,
 * discount), the best set's sum of the nights' rounded selling prices. The shown options are then
 * priced whole by `priceHotel` (`only`), which the differential test holds to the same price.
 *
 * Where any amount is not whole micro-units (a price with more than 6 decimals, a discount that
 * leaves a fraction of a micro-unit, an amount beyond the safe range) it gives up on the hotel and
 * answers null: the caller prices that hotel with `priceHotel`, the reference.
 */
export interface QuickOption {
  roomId: number;
  mealTypeId: number;
  /** The option's price in cents of the requested currency (the sum of its rounded nights). */
  cents: number;
  availability: Availability;
}

/** Thrown inside when an amount is not whole micro-units: the hotel takes the reference path. */
const BAIL = Symbol('not whole micro-units');
const bail = (): never => {
  throw BAIL;
};
/** A whole, bounded number of micro-units, or the hotel takes the reference path. */
const must = (micro: number): number => {
  const value = bounded(micro);
  return Number.isNaN(value) ? bail() : value;
};

// ---------------------------------------------------------------- the hotel's offers, compiled once

interface QuickOffer {
  offer: EngineOffer;
  /** The offer's kind as a number (the hot loop compares numbers). */
  kind: number;
  /** Its place in application order (KIND_ORDER), -1 for kinds that do not change a price. */
  kindIndex: number;
  /** Travel period as day numbers, both inclusive. */
  start: number;
  end: number;
  /** The ids it may combine with. */
  others: Set<number>;
  /** Discounts: (100 - percent) / 100 as a fraction of safe integers (null: not safe, the reference path). */
  factor: { num: number; den: number } | null;
  lowers: boolean;
  /** Free nights. */
  stay: number;
  free: number;
  /** Meal changes. */
  pay: number;
  get: number;
  /** Free passengers: children and infants flagged, as bitmasks of their index (0..2). */
  children: number;
  infants: number;
}

interface QuickMealRow {
  offer: EngineOffer;
  start: number;
  end: number;
  adult: number;
  child: number;
  infant: number;
}

interface QuickCatalogue {
  offers: QuickOffer[];
  /** Meals-price rows by meal pair (from, to), latest start first, then highest id (the row that prices a night is the first that covers it). */
  meals: Map<number, QuickMealRow[]>;
  stopSales: QuickOffer[];
}

const compiled = new WeakMap<readonly EngineOffer[], QuickCatalogue>();
const KINDS = ['mealChanges', 'freeNights', 'freePassengers', 'discounts', 'stopSales', 'mealsPrices'];
const [MEAL_CHANGES, FREE_NIGHTS, FREE_PASSENGERS, DISCOUNTS] = [0, 1, 2, 3];
/** A meals-price pair as one number (meal type ids are small whole numbers). */
const mealPair = (from: number, to: number) => from * 1_000_003 + to;
const SAFE = Number.MAX_SAFE_INTEGER;

function discountFraction(offer: EngineOffer): { num: number; den: number } | null {
  const percent = fractionOf(discountPercent(offer.pricingData.discount));
  const num = 100n * percent.den - percent.num;
  const den = 100n * percent.den;
  return num <= BigInt(SAFE) && den <= BigInt(SAFE) ? { num: Number(num), den: Number(den) } : null;
}

function catalogueOf(offers: readonly EngineOffer[]): QuickCatalogue {
  let known = compiled.get(offers);
  if (known) return known;
  const quick = offers.map((offer): QuickOffer => {
    const data = offer.pricingData;
    const bits = (band: 'child' | 'infant') => [0, 1, 2].reduce((mask, i) => (flag(data[`${i + 1}${band}`]) ? mask | (1 << i) : mask), 0);
    const discount = offer.kind === 'discounts';
    return {
      offer,
      kind: KINDS.indexOf(offer.kind),
      kindIndex: KIND_ORDER.indexOf(offer.kind),
      start: dayNumber(offer.startDate),
      end: dayNumber(offer.endDate),
      others: new Set(offer.applyWithOthersIds),
      factor: discount ? discountFraction(offer) : null,
      lowers: discount && discountPercent(data.discount).gt(0),
      stay: whole(data.stayNights),
      free: whole(data.freeNights),
      pay: Number(data.payMealTypeId),
      get: Number(data.getMealTypeId),
      children: offer.kind === 'freePassengers' ? bits('child') : 0,
      infants: offer.kind === 'freePassengers' ? bits('infant') : 0,
    };
  });
  const meals = new Map<number, QuickMealRow[]>();
  for (const q of quick) {
    if (q.offer.kind !== 'mealsPrices') continue;
    const prices = mealRowPrices(q.offer);
    const key = mealPair(Number(q.offer.pricingData.fromMealTypeId), Number(q.offer.pricingData.toMealTypeId));
    const rows = meals.get(key) ?? [];
    rows.push({ offer: q.offer, start: q.start, end: q.end, adult: microOf(prices.adult), child: microOf(prices.child), infant: microOf(prices.infant) });
    meals.set(key, rows);
  }
  for (const rows of meals.values()) rows.sort((a, b) => (a.offer.startDate === b.offer.startDate ? b.offer.id - a.offer.id : a.offer.startDate < b.offer.startDate ? 1 : -1));
  known = {
    offers: quick.filter((q) => q.kindIndex >= 0).sort((a, b) => a.kindIndex - b.kindIndex || a.offer.id - b.offer.id),
    meals,
    stopSales: quick.filter((q) => q.offer.kind === 'stopSales'),
  };
  compiled.set(offers, known);
  return known;
}

const forRoom = (offer: EngineOffer, roomId: number) => offer.roomTypeIds === 'all' || offer.roomTypeIds.includes(roomId);
const bookable = (offer: EngineOffer, bookingDate: string) =>
  (!offer.bookStartDate || offer.bookStartDate <= bookingDate) && (!offer.bookEndDate || bookingDate <= offer.bookEndDate);

// ---------------------------------------------------------------- one search

/** What one search shares between its hotels: the nights as day numbers, cents memos per kind of hotel. */
interface Stay {
  first: number;
  count: number;
  cents: WeakMap<Shared, Map<number, number>>;
}
const stays = new WeakMap<PricingContext, Stay>();
function stayOf(ctx: PricingContext, nights: readonly string[]): Stay {
  let stay = stays.get(ctx);
  if (!stay) {
    stay = { first: dayNumber(ctx.checkIn), count: nights.length, cents: new WeakMap() };
    stays.set(ctx, stay);
  }
  return stay;
}

/**
 * The price of every option of the hotel for each searched room, in `priceHotel`'s order (price
 * ascending; equal prices keep the room order, then the meal order), or null when the hotel is not
 * whole in micro-units (price it with `priceHotel`).
 */
export function quickPrices(hotel: EngineHotel, rooms: readonly SearchRoom[], ctx: PricingContext): QuickOption[][] | null {
  const shared = sharedFigures(hotel, ctx);
  const stay = stayOf(ctx, shared.nights);
  let memo = stay.cents.get(shared);
  if (!memo) {
    memo = new Map();
    stay.cents.set(shared, memo);
  }
  const cents = memo;
  const centsOf = (micro: number) => {
    let found = cents.get(micro);
    if (found === undefined) {
      found = shared.centsOf(micro);
      cents.set(micro, found);
    }
    return found;
  };
  try {
    const walker = new HotelWalker(hotel, ctx, shared.nights, stay, catalogueOf(hotel.offers), centsOf);
    const byGuests = new Map<string, QuickOption[]>();
    return rooms.map((room) => {
      const guests = classifyGuests(hotel, room);
      const key = `${guests.adults}/${guests.children.length}/${guests.infants.length}`;
      let options = byGuests.get(key);
      if (!options) {
        options = walker.options(guests);
        byGuests.set(key, options);
      }
      return options;
    });
  } catch (error) {
    if (error === BAIL) return null;
    throw error;
  }
}

/** A room type's nights for this stay: the pricing row of each, when it is sold every night. */
interface RoomNights {
  room: EngineRoom;
  rows: EnginePricingRow[];
  availability: Availability;
  /** Its meals-price rows by meal pair, for this room type and booking date (filled on first need). */
  meals: Map<number, QuickMealRow[]>;
}

/** A night's slots in a state: room part, meal supplement, one infant's meal, waived children and infants (bitmasks), free night, cents. */
const S = 7;
const ROOM = 0;
const MEAL = 1;
const INFANT = 2;
const WAIVED_CHILDREN = 3;
const WAIVED_INFANTS = 4;
const FREE = 5;
const CENTS = 6;

/**
 * Walks one hotel's options. A state is one array: S slots per night, then the total in cents;
 * an offer copies its parent's state and changes only the nights inside its travel period (sets
 * share their common prefix, as in `walkCombinableSets`), and only the nights it changed are
 * priced again.
 */
class HotelWalker {
  private readonly roomNights: (RoomNights | null)[];
  private readonly mealTypeIds: number[];
  // The option being walked.
  private nights!: RoomNights;
  private guests!: Guests;
  private childMicro = new Float64Array(0);
  private best = 0;
  /** The states of the set being walked, one per depth, reused from option to option. */
  private readonly stack: Float64Array[] = [];

  constructor(
    private readonly hotel: EngineHotel,
    private readonly ctx: PricingContext,
    private readonly nightDates: readonly string[],
    private readonly stay: Stay,
    private readonly catalogue: QuickCatalogue,
    private readonly centsOf: (micro: number) => number,
  ) {
    this.mealTypeIds = [...new Set(hotel.mealTypeIds)];
    this.roomNights = hotel.rooms.map((room) => this.nightsOf(room));
  }

  private nightsOf(room: EngineRoom): RoomNights | null {
    const stopSales = this.catalogue.stopSales.filter((q) => forRoom(q.offer, room.id) && bookable(q.offer, this.ctx.bookingDate));
    const rows: EnginePricingRow[] = [];
    for (let i = 0; i < this.nightDates.length; i++) {
      const day = this.stay.first + i;
      if (stopSales.some((q) => q.start <= day && day <= q.end)) return null;
      const row = pricingRowFor(room, this.nightDates[i]!);
      if (!row) return null;
      rows.push(row);
    }
    return { room, rows, availability: availabilityOf(room, this.nightDates), meals: new Map() };
  }

  options(guests: Guests): QuickOption[] {
    const found: QuickOption[] = [];
    this.guests = guests;
    for (const nights of this.roomNights) {
      if (!nights || !roomFits(nights.room, guests.adults, guests.children.length)) continue;
      this.nights = nights;
      this.roomTypeOptions(found);
    }
    // Stable: equal prices keep the room order, then the meal order.
    return found.sort((a, b) => a.cents - b.cents);
  }

  private roomTypeOptions(found: QuickOption[]) {
    const { room, rows, availability } = this.nights;
    const n = rows.length;
    // The room part of each night (persons and children) and one child's extraChild, before offers.
    const roomMicro = new Float64Array(n);
    const childMicro = new Float64Array(n);
    let lastRow: EnginePricingRow | null = null;
    for (let i = 0; i < n; i++) {
      const row = rows[i]!;
      if (row !== lastRow) {
        const base = baseMicro(room, row, this.guests);
        if (!base) return;
        lastRow = row;
        roomMicro[i] = base.room;
        childMicro[i] = base.child;
      } else {
        roomMicro[i] = roomMicro[i - 1]!;
        childMicro[i] = childMicro[i - 1]!;
      }
    }
    this.childMicro = childMicro;
    for (const mealTypeId of this.mealTypeIds) {
      const state = this.stateAt(0);
      state.fill(0);
      let priced = true;
      for (let i = 0; i < n; i++) {
        const row = this.mealRowFor(rows[i]!.mealTypeId, mealTypeId, i);
        if (row === undefined) {
          priced = false;
          break;
        }
        state[i * S + ROOM] = roomMicro[i]!;
        state[i * S + MEAL] = this.mealOf(row);
        state[i * S + INFANT] = this.infantOf(row);
      }
      if (!priced) continue;
      this.reprice(state, 0, n - 1);
      this.best = Number.POSITIVE_INFINITY;
      this.walk(this.candidates(room.id, mealTypeId), [], state, 0);
      found.push({ roomId: room.id, mealTypeId, cents: this.best, availability });
    }
  }

  /** Prices nights lo..hi of a state again and keeps its total (a night equal to the one before costs no lookup). */
  private reprice(state: Float64Array, lo: number, hi: number) {
    const n = this.nights.rows.length;
    let total = state[n * S]!;
    let lastMicro = Number.NaN;
    let lastCents = 0;
    for (let i = lo; i <= hi; i++) {
      const o = i * S;
      const micro = state[o + ROOM]! + state[o + MEAL]!;
      const cents = micro === lastMicro ? lastCents : this.centsOf(micro);
      total += cents - state[o + CENTS]!;
      state[o + CENTS] = cents;
      lastMicro = micro;
      lastCents = cents;
    }
    state[n * S] = total;
  }

  /** walkCombinableSets (offers.ts): every set of mutually combinable offers, each state built on its parent's. */
  private walk(offers: readonly QuickOffer[], set: QuickOffer[], state: Float64Array, from: number) {
    const total = state[this.nights.rows.length * S]!;
    if (total < this.best) this.best = total;
    for (let i = from; i < offers.length; i++) {
      const next = offers[i]!;
      let combines = true;
      for (const o of set) {
        if (!o.others.has(next.offer.id) || !next.others.has(o.offer.id)) {
          combines = false;
          break;
        }
      }
      if (!combines) continue;
      set.push(next);
      const child = this.stateAt(set.length);
      child.set(state);
      this.apply(child, next);
      this.walk(offers, set, child, i + 1);
      set.pop();
    }
  }

  private stateAt(depth: number): Float64Array {
    let state = this.stack[depth];
    if (!state) {
      state = new Float64Array(this.nightDates.length * S + 1);
      this.stack[depth] = state;
    }
    return state;
  }

  /** applyOffer (night-state.ts) on the state (a copy of its parent's). */
  private apply(state: Float64Array, q: QuickOffer) {
    const n = this.nights.rows.length;
    const lo = Math.max(q.start - this.stay.first, 0);
    const hi = Math.min(q.end - this.stay.first, n - 1);
    const kind = q.kind;
    if (kind === MEAL_CHANGES) {
      for (let i = lo; i <= hi; i++) {
        const row = this.mealRowFor(this.nights.rows[i]!.mealTypeId, q.pay, i);
        if (row === undefined) continue; // the pay meal has no price that night: unchanged
        state[i * S + MEAL] = this.mealOf(row);
        state[i * S + INFANT] = this.infantOf(row);
      }
      this.reprice(state, lo, hi);
    } else if (kind === FREE_NIGHTS) {
      const length = hi - lo + 1;
      const free = Math.min(q.free, q.stay);
      if (q.stay > 30) bail(); // the block's nights are a bitmask below
      for (let start = 0; q.stay > 0 && start + q.stay <= length; start += q.stay) {
        // The cheapest room parts at this moment, the earlier night on a tie: the free nights of the
        // block are the first `free` of its nights ordered by room part, then date.
        const from = lo + start;
        const to = from + q.stay - 1;
        let chosen = 0;
        for (let k = 0; k < free; k++) {
          let pick = -1;
          for (let i = from; i <= to; i++) {
            if (chosen & (1 << (i - from))) continue;
            if (pick < 0 || state[i * S + ROOM]! < state[pick * S + ROOM]!) pick = i;
          }
          chosen |= 1 << (pick - from);
        }
        for (let i = from; i <= to; i++) {
          if (!(chosen & (1 << (i - from)))) continue;
          state[i * S + ROOM] = 0;
          state[i * S + FREE] = 1;
          this.reprice(state, i, i);
        }
      }
    } else if (kind === FREE_PASSENGERS) {
      const children = q.children & ((1 << this.guests.children.length) - 1);
      const infants = q.infants & ((1 << this.guests.infants.length) - 1);
      for (let i = lo; i <= hi; i++) {
        const o = i * S;
        if (!state[o + FREE]) {
          const waived = children & ~state[o + WAIVED_CHILDREN]!;
          state[o + ROOM] = state[o + ROOM]! - bitCount(waived) * this.childMicro[i]!;
          state[o + WAIVED_CHILDREN] = state[o + WAIVED_CHILDREN]! | waived;
        }
        const waivedInfants = infants & ~state[o + WAIVED_INFANTS]!;
        state[o + MEAL] = state[o + MEAL]! - bitCount(waivedInfants) * state[o + INFANT]!;
        state[o + WAIVED_INFANTS] = state[o + WAIVED_INFANTS]! | waivedInfants;
      }
      this.reprice(state, lo, hi);
    } else if (kind === DISCOUNTS) {
      const factor = q.factor ?? bail();
      for (let i = lo; i <= hi; i++) {
        const product = state[i * S + ROOM]! * factor.num;
        if (!Number.isSafeInteger(product) || product % factor.den !== 0) bail();
        state[i * S + ROOM] = must(product / factor.den);
      }
      this.reprice(state, lo, hi);
    }
  }

  /** The meals-price row of night `i` from the row's meal to another: null when they are the same (no supplement), undefined when none prices it. */
  private mealRowFor(from: number, to: number, i: number): QuickMealRow | null | undefined {
    if (from === to) return null;
    const key = mealPair(from, to);
    let list = this.nights.meals.get(key);
    if (!list) {
      const roomId = this.nights.room.id;
      list = (this.catalogue.meals.get(key) ?? []).filter((r) => forRoom(r.offer, roomId) && bookable(r.offer, this.ctx.bookingDate));
      this.nights.meals.set(key, list);
    }
    const day = this.stay.first + i;
    for (const r of list) if (r.start <= day && day <= r.end) return r;
    return undefined;
  }

  /** The meal supplement of the guests from a meals-price row (MealPart.mealTotal). */
  private mealOf(row: QuickMealRow | null): number {
    if (!row) return 0;
    const g = this.guests;
    return must(times(row.adult, g.adults) + times(row.child, g.children.length) + times(row.infant, g.infants.length));
  }

  private infantOf(row: QuickMealRow | null): number {
    return row && this.guests.infants.length ? must(row.infant) : 0;
  }

  /** priceOffers (offers.ts): the offers that can change this option's price, in application order. */
  private candidates(roomId: number, mealTypeId: number): QuickOffer[] {
    const first = this.stay.first;
    const last = first + this.stay.count - 1;
    const guests = this.guests;
    return this.catalogue.offers.filter((q) => {
      if (!forRoom(q.offer, roomId) || !bookable(q.offer, this.ctx.bookingDate)) return false;
      if (q.offer.kind === 'mealChanges' && q.get !== mealTypeId) return false;
      const inside = Math.min(last, q.end) - Math.max(first, q.start) + 1;
      if (inside <= 0) return false;
      switch (q.offer.kind) {
        case 'discounts':
          return q.lowers;
        case 'freeNights':
          return q.free > 0 && q.stay > 0 && inside >= q.stay;
        case 'mealChanges':
          return q.pay !== q.get;
        default:
          return (q.children & ((1 << guests.children.length) - 1)) !== 0 || (q.infants & ((1 << guests.infants.length) - 1)) !== 0;
      }
    });
  }
}

const times = (micro: number, count: number) => (count ? must(micro * count) : 0);
const bitCount = (mask: number) => (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1);

/** nightBase (nightly.ts) in micro-units: the room part and one child's extraChild; null when the row does not price these guests. */
function baseMicro(room: EngineRoom, row: EnginePricingRow, guests: Guests): { room: number; child: number } | null {
  const prices = parsed(row);
  const children = guests.children.length;
  if (children > 0 && prices.extraChild === null) return null;
  let persons: number;
  if (row.pricingType === 'extraAdult') {
    const extraAdults = Math.max(0, guests.adults - room.baseOccupancy);
    if (prices.person(room.baseOccupancy) === null || (extraAdults > 0 && prices.extraAdult === null)) return null;
    persons = must(prices.personMicro(room.baseOccupancy)) + (extraAdults > 0 ? must(prices.extraAdultMicro) * extraAdults : 0);
  } else {
    const n = Math.max(guests.adults, room.baseOccupancy);
    if (prices.person(n) === null) return null;
    persons = must(prices.personMicro(n));
  }
  const child = children > 0 ? must(prices.extraChildMicro) : 0;
  return { room: must(persons + child * children), child };
}

/** For tests: the decimal a micro-unit amount stands for. */
export const microText = (micro: number) => dec(micro).div(1_000_000).toFixed();
