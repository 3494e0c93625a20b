import { addDays, inRange } from '../../../lib/dates';
import { type Dec, dec, sum, ZERO } from '../../../lib/money';
import { bounded, microOf } from './whole-units';
import type { Guests } from './occupancy';
import type { Availability, EngineOffer, EnginePricingRow, EngineRoom } from './types';

/**
 * The nightly building blocks (domain-rules §4 rules 2–3, §4.1, §4.2, §6): the pricing row of a
 * night, the net room price it gives, meal supplements, stop sales and allotment.
 */

// ---------------------------------------------------------------- offer predicates (§4.3)

export const offerForRoom = (offer: EngineOffer, roomId: number): boolean => offer.roomTypeIds === 'all' || offer.roomTypeIds.includes(roomId);

/** The booking date (today) is inside [bookStartDate, bookEndDate], a missing bound being open. */
export const offerBookable = (offer: EngineOffer, bookingDate: string): boolean => inRange(bookingDate, offer.bookStartDate || null, offer.bookEndDate || null);

/** The night is inside the offer's travel period, both ends inclusive. */
export const offerCovers = (offer: EngineOffer, date: string): boolean => inRange(date, offer.startDate, offer.endDate);

/** Offers of a kind that concern this room type on this booking date. */
export const offersFor = (offers: readonly EngineOffer[], kind: EngineOffer['kind'], roomId: number, bookingDate: string) =>
  offers.filter((o) => o.kind === kind && offerForRoom(o, roomId) && offerBookable(o, bookingDate));

/** Among rows covering a night: the latest start, then the highest id (§4.1). */
function latest<T extends { id: number; startDate: string }>(rows: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const row of rows) {
    if (!best || row.startDate > best.startDate || (row.startDate === best.startDate && row.id > best.id)) best = row;
  }
  return best;
}

// ---------------------------------------------------------------- §4.1 nightly net price

/**
 * The pricing row of a night, or undefined. A room's rows are cut once into consecutive periods
 * each priced by one row (or none), remembered per room's pricing rows (inputs are never mutated,
 * and the catalogue index keeps them between searches); a night is then found by bisection.
 */
export function pricingRowFor(room: EngineRoom, date: string): EnginePricingRow | undefined {
  const periods = pricingPeriodsOf(room);
  // The last period starting on or before the night.
  let low = 0;
  let high = periods.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (periods[middle]!.start <= date) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found < 0 ? undefined : (periods[found]!.row ?? undefined);
}
const periodsOf = new WeakMap<readonly EnginePricingRow[], { start: string; row: EnginePricingRow | null }[]>();

/** The room's periods: consecutive from each start to the next, each priced by one row or none (cut once per room's rows). */
export function pricingPeriodsOf(room: Pick<EngineRoom, 'pricing'>): readonly { start: string; row: EnginePricingRow | null }[] {
  let periods = periodsOf.get(room.pricing);
  if (!periods) {
    periods = pricingPeriods(room.pricing);
    periodsOf.set(room.pricing, periods);
  }
  return periods;
}

/** Periods cut at every row's start and the day after its end; each priced by §4.1's row on its first day. */
function pricingPeriods(rows: readonly EnginePricingRow[]): { start: string; row: EnginePricingRow | null }[] {
  const starts = [...new Set(rows.flatMap((r) => [r.startDate, addDays(r.endDate, 1)]))].sort();
  return starts.map((start) => ({ start, row: latest(rows.filter((r) => inRange(start, r.startDate, r.endDate))) ?? null }));
}

/**
 * A night's room part (persons and children), as the offers of a set leave it. Immutable: every
 * night priced from the same pricing row shares one base part, and an offer's effect on a part is
 * worked out once (night-state.ts), so equal nights cost one decimal computation, not one each.
 */
export interface RoomPart {
  /** `{n}person`, or `{base}person` + extra adults. */
  persons: Dec;
  /** extraChild for each child (both bands), in the order of the children. */
  children: Dec[];
  /** persons + children. */
  room: Dec;
  /** room in whole micro-units, NaN when it is not exactly that (whole-units.ts). */
  micro: number;
}

/** A pricing row's room part for some guests before offers: the breakdown's roomPart and childCharges. */
export interface BasePart extends RoomPart {
  childCharges: Dec;
  /** The breakdown's texts, made the first time a chosen option shows this part. */
  texts?: { roomPart: string; childCharges: string };
}

/** A night's net room price before offers. */
export interface NightBase {
  date: string;
  row: EnginePricingRow;
  part: BasePart;
}

const priceText = (value: string | number | null | undefined): Dec | null => (value === null || value === undefined || value === '' ? null : dec(value));

/** A pricing row's prices, parsed once per row (inputs are never mutated). */
interface ParsedRow {
  person: (n: number) => Dec | null;
  extraAdult: Dec | null;
  extraChild: Dec | null;
  /** The same in micro-units (NaN where not exactly that; unused where the decimal is null). */
  personMicro: (n: number) => number;
  extraAdultMicro: number;
  extraChildMicro: number;
}
const microOrNaN = (value: Dec | null) => (value === null ? Number.NaN : microOf(value));
const parsedRows = new WeakMap<EnginePricingRow, ParsedRow>();
export function parsed(row: EnginePricingRow): ParsedRow {
  let known = parsedRows.get(row);
  if (!known) {
    const persons = new Map<number, Dec | null>();
    const person = (n: number) => {
      if (!persons.has(n)) persons.set(n, priceText(row.personPrices[n]));
      return persons.get(n) ?? null;
    };
    const personMicros = new Map<number, number>();
    const personMicro = (n: number) => {
      let micro = personMicros.get(n);
      if (micro === undefined) {
        micro = microOrNaN(person(n));
        personMicros.set(n, micro);
      }
      return micro;
    };
    const extraAdult = priceText(row.extraAdult);
    const extraChild = priceText(row.extraChild);
    known = { person, extraAdult, extraChild, personMicro, extraAdultMicro: microOrNaN(extraAdult), extraChildMicro: microOrNaN(extraChild) };
    parsedRows.set(row, known);
  }
  return known;
}

/**
 * §4.1 with n = max(A, baseOccupancy): `personCount` = {n}person + C x extraChild;
 * `extraAdult` = {base}person + max(0, A - base) x extraAdult + C x extraChild.
 * A price the formula needs and the row lacks (the {n}person field, extraAdult, extraChild) means
 * the room is not offered: null. The caller keeps one result per row (nights share it).
 */
export function nightBase(room: EngineRoom, row: EnginePricingRow, guests: Guests): BasePart | null {
  const prices = parsed(row);
  const extraChild = prices.extraChild;
  if (guests.children.length > 0 && extraChild === null) return null;
  const children = guests.children.map(() => extraChild ?? ZERO);
  let persons: Dec | null;
  // The same sum in micro-units, from the row's prices parsed once (whole numbers: exact).
  let micro: number;
  if (row.pricingType === 'extraAdult') {
    const base = prices.person(room.baseOccupancy);
    const extraAdults = Math.max(0, guests.adults - room.baseOccupancy);
    if (base === null || (extraAdults > 0 && prices.extraAdult === null)) return null;
    persons = extraAdults > 0 ? base.plus(prices.extraAdult!.times(extraAdults)) : base;
    micro = prices.personMicro(room.baseOccupancy) + (extraAdults > 0 ? prices.extraAdultMicro * extraAdults : 0);
  } else {
    const n = Math.max(guests.adults, room.baseOccupancy);
    persons = prices.person(n);
    if (persons === null) return null;
    micro = prices.personMicro(n);
  }
  const childCharges = sum(children);
  if (children.length > 0) micro += prices.extraChildMicro * children.length;
  return { persons, children, room: persons.plus(childCharges), micro: bounded(micro), childCharges };
}

// ---------------------------------------------------------------- §4.2 meals

/** Per-person meal supplement prices over the row's meal. */
export interface MealPrices {
  adult: Dec;
  child: Dec;
  infant: Dec;
}

const NO_SUPPLEMENT: MealPrices = { adult: ZERO, child: ZERO, infant: ZERO };

/**
 * The supplement to have meal `to` on a night whose row includes meal `from`: nothing when they
 * are the same; else the `mealsPrices` row from -> to covering the night (latest start, then highest
 * id, as for pricing rows); null when there is none (no option with that meal).
 * `mealsPrices` must already be filtered to the room type and booking date (offersFor).
 */
export function mealPricesFor(mealsPrices: readonly EngineOffer[], from: number, to: number, date: string): MealPrices | null {
  if (from === to) return NO_SUPPLEMENT;
  const row = latest(
    mealsPrices.filter((o) => Number(o.pricingData.fromMealTypeId) === from && Number(o.pricingData.toMealTypeId) === to && offerCovers(o, date)),
  );
  return row ? mealRowPrices(row) : null;
}

/** A meals-price row's per-person prices (a missing one is 0), parsed once per row. */
export function mealRowPrices(row: EngineOffer): MealPrices {
  let prices = parsedMealPrices.get(row);
  if (!prices) {
    const price = (field: string) => priceText(row.pricingData[field]) ?? ZERO;
    prices = { adult: price('adult'), child: price('child'), infant: price('infant') };
    parsedMealPrices.set(row, prices);
  }
  return prices;
}

/** Parsed once per meals-price row (inputs are never mutated). */
const parsedMealPrices = new WeakMap<EngineOffer, MealPrices>();

// ---------------------------------------------------------------- §4 rule 2, §6

/** A stop sale for this room type (bookable today) covers the night. */
export const stopSold = (stopSales: readonly EngineOffer[], date: string): boolean => stopSales.some((o) => offerCovers(o, date));

/** A room type's allotment when it has none (shared: availabilityOf knows it without a lookup per night). */
export const NO_ALLOTMENT: EngineRoom['allotment'] = Object.freeze({});

/** §6: 'onrequest' when any night has an allotment with no room left; a night without allotment sells freely. */
export function availabilityOf(room: EngineRoom, nights: readonly string[]): Availability {
  if (room.allotment === NO_ALLOTMENT) return 'available';
  for (const night of nights) {
    const allotment = room.allotment[night];
    if (allotment && allotment.rooms - allotment.sold <= 0) return 'onrequest';
  }
  return 'available';
}
