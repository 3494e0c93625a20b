import { dayNumber } from '../../../lib/dates';
import { discountFactor, discountPercent, flag, KIND_ORDER, whole } from './night-state';
import { availabilityOf, mealRowPrices, offerBookable, offerForRoom, parsed, pricingPeriodsOf } from './nightly';
import { transferOffers } from './offers';
import { classifyGuests, type Guests, roomFits } from './occupancy';
import { roomHasControls, stayVerdict } from './restrictions';
import { nightsOf, offerRef, sharedFigures } from './price-hotel';
import type { Availability, EngineHotel, EngineOffer, EnginePricingRow, EngineRoom, PricingContext, RoomOption, SearchRoom } from './types';
import { bounded, centsOfMicro, centsText, fractionOf, microOf } from './whole-units';

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
 * built whole by the same walk (`quickOptions`), or for administrators, whose options carry the
 * breakdown, by `priceRoomOptions`; the differential test holds all of them to `priceHotel`.
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
  /** The whole option (quickOptions only). */
  option?: RoomOption;
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
      lowers: discount && discountFactor(offer).lt(1),
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
  for (const rows of meals.values())
    rows.sort((a, b) => (a.offer.startDate === b.offer.startDate ? b.offer.id - a.offer.id : a.offer.startDate < b.offer.startDate ? 1 : -1));
  known = {
    offers: quick.filter((q) => q.kindIndex >= 0).sort((a, b) => a.kindIndex - b.kindIndex || a.offer.id - b.offer.id),
    meals,
    stopSales: quick.filter((q) => q.offer.kind === 'stopSales'),
  };
  compiled.set(offers, known);
  return known;
}

/** A pricing row's prices in micro-units: null where the row has no such price, NaN where it is not whole. */
interface QuickRow {
  row: EnginePricingRow;
  /** `{n}person` by n. */
  person: (number | null)[];
  extraAdult: number | null;
  extraChild: number | null;
  /** baseMicro's answers by party (slot 2 x (adults x 8 + children)): the row's room part and one child's price; NOT_OFFERED, NaN: not worked out yet. */
  bases: number[];
}

/** A room type's pricing periods as day numbers (the start of each), each with its row or none. */
interface QuickRoom {
  starts: Int32Array;
  rows: (QuickRow | null)[];
}

const quickRooms = new WeakMap<readonly EnginePricingRow[], QuickRoom>();
function quickRoomOf(room: EngineRoom): QuickRoom {
  let known = quickRooms.get(room.pricing);
  if (known) return known;
  const periods = pricingPeriodsOf(room);
  const compiledRows = new Map<EnginePricingRow, QuickRow>();
  const compile = (row: EnginePricingRow): QuickRow => {
    const prices = parsed(row);
    const most = Math.max(0, ...Object.keys(row.personPrices).map(Number).filter(Number.isInteger));
    const person = Array.from({ length: most + 1 }, (_, n) => (prices.person(n) === null ? null : prices.personMicro(n)));
    return {
      row,
      person,
      extraAdult: prices.extraAdult === null ? null : prices.extraAdultMicro,
      extraChild: prices.extraChild === null ? null : prices.extraChildMicro,
      bases: [],
    };
  };
  known = {
    starts: Int32Array.from(periods.map((p) => dayNumber(p.start))),
    rows: periods.map((p) => {
      if (!p.row) return null;
      let row = compiledRows.get(p.row);
      if (!row) {
        row = compile(p.row);
        compiledRows.set(p.row, row);
      }
      return row;
    }),
  };
  quickRooms.set(room.pricing, known);
  return known;
}

/** A hotel's meal types without repeats, in their order (once per list). */
const distinct = new WeakMap<readonly number[], number[]>();
function distinctMeals(ids: readonly number[]): number[] {
  let known = distinct.get(ids);
  if (!known) {
    known = [...new Set(ids)];
    distinct.set(ids, known);
  }
  return known;
}

// ---------------------------------------------------------------- one search

/** The stay as day numbers: its first night and how many. */
interface Stay {
  first: number;
  count: number;
}

/**
 * The price of every option of the hotel for each searched room, in `priceHotel`'s order (price
 * ascending; equal prices keep the room order, then the meal order), or null when the hotel is not
 * whole in micro-units (price it with `priceHotel`).
 */
export function quickPrices(hotel: EngineHotel, rooms: readonly SearchRoom[], ctx: PricingContext): QuickOption[][] | null {
  return quickly(hotel, ctx, (walker) => {
    const byGuests = new Map<string, QuickOption[]>();
    return rooms.map((room) => {
      const guests = classifyGuests(hotel, room);
      const key = `${guests.adults}/${guests.children.length}/${guests.infants.length}`;
      let options = byGuests.get(key);
      if (!options) {
        options = walker.options(guests, null);
        byGuests.set(key, options);
      }
      return options;
    });
  });
}

/**
 * The whole options of the searched rooms that `only` names (by the room's index), as `priceHotel`
 * gives them (the same fields, the same order), from the same walk, one walker for all the rooms:
 * the chosen set is the cheapest, then the one with fewer offers, then the one whose sorted ids
 * come first. Only without the breakdown (it is for administrators, whom `priceRoomOptions`
 * serves); null where `quickPrices` would be.
 */
export function quickOptions(
  hotel: EngineHotel,
  rooms: readonly SearchRoom[],
  ctx: PricingContext,
  only: (roomIndex: number, roomId: number, mealTypeId: number) => boolean,
): RoomOption[][] | null {
  if (ctx.withBreakdown !== false) return null;
  return quickly(hotel, ctx, (walker) =>
    rooms.map((room, index) => walker.options(classifyGuests(hotel, room), (roomId, mealTypeId) => only(index, roomId, mealTypeId)).map((o) => o.option!)),
  );
}

function quickly<T>(hotel: EngineHotel, ctx: PricingContext, work: (walker: HotelWalker) => T): T | null {
  const walker = sharedWalker;
  const shared = sharedFigures(hotel, ctx);
  const nights = nightsOf(ctx);
  try {
    return work(walker.reset(hotel, ctx, nights, dayNumber(ctx.checkIn), catalogueOf(hotel.offers), shared.centsOf));
  } catch (error) {
    if (error === BAIL) return null;
    throw error;
  }
}

/** A room type's nights for this stay: the pricing row of each, when it is sold every night. */
interface RoomNights {
  room: EngineRoom;
  rows: QuickRow[];
  availability: Availability;
  /** By meal (the hotel's order): the meals-price row of each night (null: the row's own meal), null when a night has none; worked out on first need (every searched room asks the same). */
  mealRows: ((QuickMealRow | null)[] | null | undefined)[];
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
 * Buffers every walk reuses (the walk is synchronous, one option at a time): a search walks ~2,000
 * options, and fresh arrays for each were most of what it allocated.
 */
const scratch = {
  roomMicro: new Float64Array(32),
  childMicro: new Float64Array(32),
  /** The states of the set being walked, one per depth. */
  stack: [] as Float64Array[],
  stateLength: 0,
  /** The candidate offers of the option being walked, and the set walked so far. */
  candidates: [] as QuickOffer[],
  set: [] as QuickOffer[],
  /** baseMicro's answer. */
  baseRoom: 0,
  baseChild: 0,
};
function sized(nights: number) {
  if (scratch.roomMicro.length < nights) {
    scratch.roomMicro = new Float64Array(nights * 2);
    scratch.childMicro = new Float64Array(nights * 2);
  }
  if (scratch.stateLength !== nights * S + 1) {
    scratch.stack = [];
    scratch.stateLength = nights * S + 1;
  }
}

/**
 * Walks one hotel's options. A state is one array: S slots per night, then the total in cents;
 * an offer copies its parent's state and changes only the nights inside its travel period (sets
 * share their common prefix, as in `walkCombinableSets`), and only the nights it changed are
 * priced again.
 */
class HotelWalker {
  /** Per room type: its nights (worked out on first need: quickOptions asks one or two room types), null when it is not sold every night. */
  private readonly roomNights: (RoomNights | null | undefined)[] = [];
  private readonly stopSales: QuickOffer[] = [];
  private mealTypeIds: number[] = [];
  // The option being walked.
  private nights!: RoomNights;
  private guests!: Guests;
  private best = 0;
  /** Building whole options: the chosen set and its state. */
  private detail = false;
  private bestSet: QuickOffer[] = [];
  private bestState = new Float64Array(0);

  /** The price offers bookable today with a night in the stay, in application order. */
  private readonly offers: QuickOffer[] = [];
  /** Meals-price rows bookable today by meal pair. */
  private readonly meals = new Map<number, QuickMealRow[]>();
  private lastMealKey = -1;
  private lastMeals: QuickMealRow[] = [];

  private hotel!: EngineHotel;
  private ctx!: PricingContext;
  private nightDates: readonly string[] = [];
  private readonly stay: Stay = { first: 0, count: 0 };
  private catalogue!: QuickCatalogue;
  private centsOf!: (micro: number) => number;

  /**
   * Made ready for a hotel and a stay. One walker serves every hotel of a search in turn (walks are
   * synchronous and never nested): a search walks ~100 hotels, and a walker's arrays and map are
   * reused rather than made again.
   */
  reset(
    hotel: EngineHotel,
    ctx: PricingContext,
    nightDates: readonly string[],
    first: number,
    catalogue: QuickCatalogue,
    centsOf: (micro: number) => number,
  ): this {
    this.hotel = hotel;
    this.ctx = ctx;
    this.nightDates = nightDates;
    this.stay.first = first;
    this.stay.count = nightDates.length;
    this.catalogue = catalogue;
    this.centsOf = centsOf;
    this.mealTypeIds = distinctMeals(hotel.mealTypeIds);
    this.detail = false;
    this.bestSet = [];
    sized(nightDates.length);
    const last = first + nightDates.length - 1;
    const today = ctx.bookingDate;
    this.offers.length = 0;
    for (const q of catalogue.offers) if (q.start <= last && first <= q.end && offerBookable(q.offer, today)) this.offers.push(q);
    this.stopSales.length = 0;
    for (const q of catalogue.stopSales) if (q.start <= last && first <= q.end && offerBookable(q.offer, today)) this.stopSales.push(q);
    this.roomNights.length = 0;
    for (let i = 0; i < hotel.rooms.length; i++) this.roomNights.push(undefined);
    this.meals.clear();
    this.lastMealKey = -1;
    this.lastMeals = [];
    return this;
  }

  private roomNightsAt(index: number): RoomNights | null {
    let nights = this.roomNights[index];
    if (nights === undefined) {
      const room = this.hotel.rooms[index]!;
      nights = this.stopSales.some((q) => offerForRoom(q.offer, room.id)) ? null : this.roomNightsOf(room);
      this.roomNights[index] = nights;
    }
    return nights;
  }

  /** The room type's row for every night of the stay, or null when a night has none. */
  private roomNightsOf(room: EngineRoom): RoomNights | null {
    const { starts, rows: periodRows } = quickRoomOf(room);
    const first = this.stay.first;
    // The last period starting on or before the first night, then onwards night by night.
    let low = 0;
    let high = starts.length - 1;
    let period = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (starts[middle]! <= first) {
        period = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (period < 0) return null;
    const rows: QuickRow[] = [];
    for (let i = 0; i < this.stay.count; i++) {
      while (period + 1 < starts.length && starts[period + 1]! <= first + i) period++;
      const row = periodRows[period];
      if (!row) return null;
      rows.push(row);
    }
    // Stay restrictions (domain-rules §4.6), as priceHotel applies them (restrictions.ts).
    let availability: Availability | null = null;
    if (roomHasControls(room)) {
      const verdict = stayVerdict(
        room,
        rows.map((r) => r.row),
        this.ctx.checkIn,
        this.ctx.checkOut,
        this.ctx.bookingDate,
      );
      if (verdict === 'closed') return null;
      if (verdict === 'onrequest') availability = 'onrequest';
    }
    return { room, rows, availability: availability ?? availabilityOf(room, this.nightDates), mealRows: new Array(this.mealTypeIds.length) };
  }

  /** The options for these guests (with `only`, just those, each with its whole option). */
  options(guests: Guests, only: ((roomId: number, mealTypeId: number) => boolean) | null): QuickOption[] {
    const found: QuickOption[] = [];
    this.guests = guests;
    this.detail = only !== null;
    const rooms = this.hotel.rooms;
    for (let index = 0; index < rooms.length; index++) {
      const room = rooms[index]!;
      if (!roomFits(room, guests.adults, guests.children.length)) continue;
      if (only && !this.mealTypeIds.some((mealTypeId) => only(room.id, mealTypeId))) continue;
      const nights = this.roomNightsAt(index);
      if (!nights) continue;
      this.nights = nights;
      this.roomTypeOptions(found, only);
    }
    // Stable: equal prices keep the room order, then the meal order (an insertion sort: a handful of options).
    for (let i = 1; i < found.length; i++) {
      const option = found[i]!;
      let j = i - 1;
      while (j >= 0 && found[j]!.cents > option.cents) {
        found[j + 1] = found[j]!;
        j--;
      }
      found[j + 1] = option;
    }
    return found;
  }

  private roomTypeOptions(found: QuickOption[], only: ((roomId: number, mealTypeId: number) => boolean) | null) {
    const { room, rows, availability } = this.nights;
    const n = rows.length;
    // The room part of each night (persons and children) and one child's extraChild, before offers.
    const { roomMicro, childMicro } = scratch;
    let lastRow: QuickRow | null = null;
    for (let i = 0; i < n; i++) {
      const row = rows[i]!;
      if (row !== lastRow) {
        if (!baseMicro(room, row, this.guests)) return;
        lastRow = row;
        roomMicro[i] = scratch.baseRoom;
        childMicro[i] = scratch.baseChild;
      } else {
        roomMicro[i] = roomMicro[i - 1]!;
        childMicro[i] = childMicro[i - 1]!;
      }
    }
    const mealTypeIds = this.mealTypeIds;
    for (let meal = 0; meal < mealTypeIds.length; meal++) {
      const mealTypeId = mealTypeIds[meal]!;
      if (only && !only(room.id, mealTypeId)) continue;
      const mealRows = this.mealRowsOf(meal);
      if (!mealRows) continue;
      const state = this.stateAt(0);
      state.fill(0);
      for (let i = 0; i < n; i++) {
        const row = mealRows[i]!;
        state[i * S + ROOM] = roomMicro[i]!;
        state[i * S + MEAL] = this.mealOf(row);
        state[i * S + INFANT] = this.infantOf(row);
      }
      this.reprice(state, 0, n - 1);
      this.best = Number.POSITIVE_INFINITY;
      this.walk(this.candidates(room.id, mealTypeId), 0, state, 0);
      const option: QuickOption = { roomId: room.id, mealTypeId, cents: this.best, availability };
      if (this.detail) option.option = this.wholeOption(mealTypeId);
      found.push(option);
    }
  }

  /** The whole option of the chosen set (priceHotel's roomTypeOptions, without the breakdown). */
  private wholeOption(mealTypeId: number): RoomOption {
    const { room, rows } = this.nights;
    const state = this.bestState;
    const set = [...this.bestSet].sort((a, b) => a.offer.id - b.offer.id).map((q) => q.offer);
    const perNight: string[] = [];
    let net = 0;
    for (let i = 0; i < rows.length; i++) {
      perNight.push(centsText(state[i * S + CENTS]!));
      net += state[i * S + ROOM]! + state[i * S + MEAL]!;
    }
    return {
      roomId: room.id,
      roomName: room.name,
      mealTypeId,
      availability: this.nights.availability,
      price: centsText(this.best),
      perNight,
      currency: this.ctx.currency,
      priceNet: centsText(centsOfMicro(net)),
      netCurrency: this.hotel.currency,
      offers: set.map(offerRef),
      transferOffers: transferOffers(this.hotel.offers, room.id, this.nightDates, this.ctx.bookingDate, set).map(offerRef),
      breakdown: [],
    };
  }

  /** priceHotel's `better` for scratch.set[0..depth): the lower price; on a tie fewer offers, then the sorted ids that come first. */
  private better(total: number, depth: number): boolean {
    if (total !== this.best) return total < this.best;
    if (!this.detail) return false;
    if (depth !== this.bestSet.length) return depth < this.bestSet.length;
    const [x, y] = [
      scratch.set
        .slice(0, depth)
        .map((q) => q.offer.id)
        .sort((a, b) => a - b),
      this.bestSet.map((q) => q.offer.id).sort((a, b) => a - b),
    ];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]!;
    return false;
  }

  /**
   * walkCombinableSets (offers.ts): every set of mutually combinable offers among the first `count`
   * candidates, each state built on its parent's; the set is scratch.set[0..depth).
   */
  private walk(count: number, depth: number, state: Float64Array, from: number) {
    const total = state[this.nights.rows.length * S]!;
    const set = scratch.set;
    if (this.better(total, depth)) {
      this.best = total;
      if (this.detail) {
        this.bestSet = set.slice(0, depth);
        // Copied into one buffer (wholeOption reads it before the next option is walked).
        if (this.bestState.length !== state.length) this.bestState = new Float64Array(state.length);
        this.bestState.set(state);
      }
    }
    const offers = scratch.candidates;
    for (let i = from; i < count; i++) {
      const next = offers[i]!;
      let combines = true;
      for (let k = 0; k < depth; k++) {
        const o = set[k]!;
        if (!o.others.has(next.offer.id) || !next.others.has(o.offer.id)) {
          combines = false;
          break;
        }
      }
      if (!combines) continue;
      set[depth] = next;
      const child = this.stateAt(depth + 1);
      child.set(state);
      this.apply(child, next);
      this.walk(count, depth + 1, child, i + 1);
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

  private stateAt(depth: number): Float64Array {
    let state = scratch.stack[depth];
    if (!state) {
      state = new Float64Array(scratch.stateLength);
      scratch.stack[depth] = state;
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
        const row = this.mealRowFor(this.nights.rows[i]!.row.mealTypeId, q.pay, i);
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
          state[o + ROOM] = state[o + ROOM]! - bitCount(waived) * scratch.childMicro[i]!;
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
        // Below 2^53 the double quotient is whole exactly when the true one is (its error is under 1 / den).
        const quotient = product / factor.den;
        if (!Number.isSafeInteger(product) || quotient !== Math.floor(quotient)) bail();
        state[i * S + ROOM] = must(quotient);
      }
      this.reprice(state, lo, hi);
    }
  }

  /** The meals-price row of every night to the hotel's meal number `meal` for the room type walked, or null when a night has none. */
  private mealRowsOf(meal: number): (QuickMealRow | null)[] | null {
    const nights = this.nights;
    let rows = nights.mealRows[meal];
    if (rows === undefined) {
      const mealTypeId = this.mealTypeIds[meal]!;
      const found: (QuickMealRow | null)[] = [];
      for (let i = 0; i < nights.rows.length; i++) {
        const row = this.mealRowFor(nights.rows[i]!.row.mealTypeId, mealTypeId, i);
        if (row === undefined) break;
        found.push(row);
      }
      rows = found.length === nights.rows.length ? found : null;
      nights.mealRows[meal] = rows;
    }
    return rows;
  }

  /** The meals-price row of night `i` from the row's meal to another: null when they are the same (no supplement), undefined when none prices it. */
  private mealRowFor(from: number, to: number, i: number): QuickMealRow | null | undefined {
    if (from === to) return null;
    const key = mealPair(from, to);
    // Nights of a stay mostly ask the same pair: the last list is kept at hand.
    let list: QuickMealRow[] | undefined;
    if (key === this.lastMealKey) list = this.lastMeals;
    else {
      list = this.meals.get(key);
      if (!list) {
        list = (this.catalogue.meals.get(key) ?? []).filter((r) => offerBookable(r.offer, this.ctx.bookingDate));
        this.meals.set(key, list);
      }
      this.lastMealKey = key;
      this.lastMeals = list;
    }
    const day = this.stay.first + i;
    const roomId = this.nights.room.id;
    for (const r of list) if (r.start <= day && day <= r.end && offerForRoom(r.offer, roomId)) return r;
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

  /** priceOffers (offers.ts): the offers that can change this option's price, in application order, into scratch.candidates; answers how many. */
  private candidates(roomId: number, mealTypeId: number): number {
    const first = this.stay.first;
    const last = first + this.stay.count - 1;
    const children = (1 << this.guests.children.length) - 1;
    const infants = (1 << this.guests.infants.length) - 1;
    const found = scratch.candidates;
    let count = 0;
    for (const q of this.offers) {
      if (!offerForRoom(q.offer, roomId)) continue;
      let changes: boolean;
      if (q.kind === DISCOUNTS) changes = q.lowers;
      else if (q.kind === FREE_NIGHTS) changes = q.free > 0 && q.stay > 0 && Math.min(last, q.end) - Math.max(first, q.start) + 1 >= q.stay;
      else if (q.kind === MEAL_CHANGES) changes = q.get === mealTypeId && q.pay !== q.get;
      else changes = (q.children & children) !== 0 || (q.infants & infants) !== 0;
      if (changes) found[count++] = q;
    }
    return count;
  }
}

/** The one walker (see HotelWalker.reset). */
const sharedWalker = new HotelWalker();

const times = (micro: number, count: number) => (count ? must(micro * count) : 0);
const bitCount = (mask: number) => (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1);

/** nightBase (nightly.ts) in micro-units: the room part and one child's extraChild (into `scratch`); false when the row does not price these guests. */
function baseMicro(room: EngineRoom, row: QuickRow, guests: Guests): boolean {
  // The same row and party always give the same part (the row belongs to this room type): worked out once.
  const adults = guests.adults;
  const children = guests.children.length;
  if (adults > 31 || children > 7) return storeBase(baseOf(room, row, adults, children));
  const slot = 2 * (adults * 8 + children);
  let known = row.bases[slot];
  if (known === undefined || Number.isNaN(known)) {
    const base = baseOf(room, row, adults, children);
    // Slots before it not worked out yet are NaN: the array stays one of numbers, without holes.
    while (row.bases.length < slot) row.bases.push(Number.NaN);
    known = base ? base.room : NOT_OFFERED;
    row.bases[slot] = known;
    row.bases[slot + 1] = base ? base.child : 0;
  }
  if (known === NOT_OFFERED) return false;
  scratch.baseRoom = known;
  scratch.baseChild = row.bases[slot + 1]!;
  return true;
}

/** A party the row does not price (a part is always a finite number of micro-units). */
const NOT_OFFERED = Number.NEGATIVE_INFINITY;

function storeBase(base: { room: number; child: number } | null): boolean {
  if (!base) return false;
  scratch.baseRoom = base.room;
  scratch.baseChild = base.child;
  return true;
}

function baseOf(room: EngineRoom, row: QuickRow, adults: number, children: number): { room: number; child: number } | null {
  if (children > 0 && row.extraChild === null) return null;
  let persons: number;
  if (row.row.pricingType === 'extraAdult') {
    const extraAdults = Math.max(0, adults - room.baseOccupancy);
    const base = row.person[room.baseOccupancy] ?? null;
    if (base === null || (extraAdults > 0 && row.extraAdult === null)) return null;
    persons = must(base) + (extraAdults > 0 ? must(row.extraAdult!) * extraAdults : 0);
  } else {
    const price = row.person[Math.max(adults, room.baseOccupancy)] ?? null;
    if (price === null) return null;
    persons = must(price);
  }
  const child = children > 0 ? must(row.extraChild!) : 0;
  return { room: must(persons + child * children), child };
}
