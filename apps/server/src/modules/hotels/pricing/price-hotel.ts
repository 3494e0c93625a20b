import { dayNumber, stayNights } from '../../../lib/dates';
import { nightMarkup, type NightMarkup } from './markup';
import { converter } from '../../../lib/currency-conversion';
import { type Dec, dec, exact, moneyText, round2, sum } from '../../../lib/money';
import { centsFromNet, centsOfMicro, centsText, decOfMicro, fractionOf } from './whole-units';
import { availabilityOf, type BasePart, mealPricesFor, type NightBase, nightBase, offersFor, pricingRowFor, type RoomPart, stopSold } from './nightly';
import { type AppliedOffer, applyOffer, initialState, type MealPart, type MealPricer, NightCache, type NightState } from './night-state';
import { classifyGuests, type Guests, roomFits } from './occupancy';
import { roomHasControls, stayVerdict } from './restrictions';
import { priceOffers, transferOffers, walkCombinableSets } from './offers';
import type {
  EngineHotel,
  EngineMarkup,
  EngineOffer,
  EnginePricingRow,
  EngineRoom,
  NightBreakdown,
  OfferRef,
  PricingContext,
  RoomOption,
  SearchRoom,
} from './types';

/**
 * A hotel's options for each searched room (domain-rules §4, §6): every room type that fits, has a
 * pricing row every night and no stop sale, times every meal type of the hotel that has its
 * supplements; each priced with the best combinable set of offers, marked up, converted and rounded
 * per night. Results are in the order of `rooms`, each list sorted by price ascending (equal prices
 * keep the hotel's room order, then its meal order). Inputs are never mutated; outputs are fresh
 * plain data, except that rooms with the same guests share their per-night arrays (read-only).
 */
export function priceHotel(hotel: EngineHotel, rooms: readonly SearchRoom[], ctx: PricingContext, options: { wholeUnits?: boolean } = {}): RoomOption[][] {
  const env = envOf(hotel, ctx, options.wholeUnits !== false);
  // Rooms with the same guests by the hotel's bands get the same options: priced once.
  const byGuests = new Map<string, RoomOption[]>();
  return rooms.map((room) => {
    const guests = classifyGuests(hotel, room);
    const key = `${guests.adults}/${guests.children.length}/${guests.infants.length}`;
    let options = byGuests.get(key);
    if (!options) {
      options = priceGuests(env, guests);
      byGuests.set(key, options);
      return options;
    }
    return options.map((option) => ({ ...option }));
  });
}

/**
 * The options of one searched room as `priceHotel` gives them, but only those `only` names by room
 * type and meal (a results page's shown options, whose prices quick-prices.ts worked out), in the
 * same order.
 */
export function priceRoomOptions(
  hotel: EngineHotel,
  room: SearchRoom,
  ctx: PricingContext,
  only: (roomId: number, mealTypeId: number) => boolean,
): RoomOption[] {
  return priceGuests(envOf(hotel, ctx, true), classifyGuests(hotel, room), only);
}

function envOf(hotel: EngineHotel, ctx: PricingContext, wholeUnits: boolean): Env {
  dayNumber(ctx.bookingDate); // a malformed booking date throws rather than mis-comparing
  // Built up front: a missing rate for the hotel's or the requested currency is an error at once.
  const shared = sharedFigures(hotel, ctx);
  return {
    hotel,
    ctx,
    nights: nightsOf(ctx),
    toRequested: shared.toRequested,
    rateText: shared.rateText,
    markup: shared.markup,
    centsOf: wholeUnits ? shared.centsOf : null,
    figures: new Map(),
    figuresByMicro: new Map(),
    figuresByParts: new Map(),
  };
}

type Only = (roomId: number, mealTypeId: number) => boolean;

/**
 * What every hotel alike in currency, category, location and own markup shares for one pricing
 * basis (the rates and markup rules read together, which the catalogue index keeps until a write
 * changes them; the channel, the requested currency, the agency's extra): the converter, the markup
 * and the whole-units fraction. None of it depends on the stay, so it is made once per basis and
 * kind of hotel, not once per search (kept by the rates' and rules' identity: a new read is a new
 * basis).
 */
export type Shared = Pick<Env, 'toRequested' | 'rateText' | 'markup'> & { centsOf: NonNullable<Env['centsOf']> };
const sharedByBasis = new WeakMap<object, WeakMap<object, Map<string, Shared>>>();
/** Kinds of hotel kept per basis at most (a basis is dropped whole beyond it). */
const SHARED_KINDS = 20_000;
export function sharedFigures(hotel: EngineHotel, ctx: PricingContext): Shared {
  const context = contextKind(ctx);
  const own = hotelKind(hotel, ctx.channel);
  // The hotel's last answer, when asked again for the same basis and context (every search asks for every hotel).
  const last = own.last;
  if (last && last.rates === ctx.rates && last.rules === ctx.markupRules && last.context === context) return last.shared;
  let byRules = sharedByBasis.get(ctx.rates);
  if (!byRules) {
    byRules = new WeakMap();
    sharedByBasis.set(ctx.rates, byRules);
  }
  let byKind = byRules.get(ctx.markupRules);
  if (!byKind || byKind.size > SHARED_KINDS) {
    byKind = new Map();
    byRules.set(ctx.markupRules, byKind);
  }
  const kind = `${context}|${own.kind}`;
  let shared = byKind.get(kind);
  if (!shared) {
    const toRequested = converter(hotel.currency, ctx.currency, ctx);
    const markup = nightMarkup(hotel, ctx);
    shared = { toRequested, rateText: exact(toRequested.factor), markup, centsOf: wholeCents(hotel, ctx, markup) };
    byKind.set(kind, shared);
  }
  own.last = { rates: ctx.rates, rules: ctx.markupRules, context, shared };
  return shared;
}

/** The context's part of a kind (the last context asked is kept: a search asks it for every hotel). */
let lastContext: { ctx: PricingContext | null; kind: string } = { ctx: null, kind: '' };
function contextKind(ctx: PricingContext): string {
  if (lastContext.ctx !== ctx) {
    const extra = ctx.agencyExtra;
    lastContext = { ctx, kind: `${ctx.channel}|${ctx.currency}|${ctx.defaultCurrency}|${extra ? `${extra.type}:${extra.amount}` : ''}` };
  }
  return lastContext.kind;
}

/**
 * The hotel's part of a kind by channel, kept with the hotel's markups object (the catalogue's: the
 * same for every search until the catalogue changes), and used only while the fields it was made
 * of are still the hotel's (hotels made elsewhere may share a markups object).
 */
type HotelKind = {
  currency: string;
  categoryId: number | null;
  locationPath: readonly number[];
  own: EngineMarkup | undefined;
  kind: string;
  /** The shared figures last given for this hotel, with the basis and context they were for. */
  last?: { rates: object; rules: object; context: string; shared: Shared };
};
const hotelKinds = new WeakMap<object, { b2b?: HotelKind; b2c?: HotelKind }>();
function hotelKind(hotel: EngineHotel, channel: PricingContext['channel']): HotelKind {
  let kinds = hotelKinds.get(hotel.markups);
  if (!kinds) {
    kinds = {};
    hotelKinds.set(hotel.markups, kinds);
  }
  const own = hotel.markups[channel];
  const known = kinds[channel];
  if (known && known.currency === hotel.currency && known.categoryId === hotel.categoryId && known.locationPath === hotel.locationPath && known.own === own)
    return known;
  const kind = `${hotel.currency}|${hotel.categoryId}|${hotel.locationPath.join(',')}|${own ? `${own.type}:${own.amount}` : ''}`;
  const made: HotelKind = { currency: hotel.currency, categoryId: hotel.categoryId, locationPath: hotel.locationPath, own, kind };
  kinds[channel] = made;
  return made;
}

/** The stay's nights (the last stay asked is kept: a search asks it for every hotel; read-only). */
let lastStay = { checkIn: '', checkOut: '', nights: [] as string[] };
export function nightsOf(ctx: Pick<PricingContext, 'checkIn' | 'checkOut'>): string[] {
  if (lastStay.checkIn !== ctx.checkIn || lastStay.checkOut !== ctx.checkOut) {
    lastStay = { checkIn: ctx.checkIn, checkOut: ctx.checkOut, nights: stayNights(ctx.checkIn, ctx.checkOut) };
  }
  return lastStay.nights;
}

interface Env {
  hotel: EngineHotel;
  ctx: PricingContext;
  nights: string[];
  toRequested: { factor: Dec; convert: (amount: Dec) => Dec };
  rateText: string;
  markup: NightMarkup;
  /** A night's rounded selling price in cents from its net in micro-units (whole-units.ts); null: the decimal path only. */
  centsOf: ((netMicro: number) => number) | null;
  /** Night figures by net: the same net always gives the same markup, selling and rounded price. */
  figures: Map<string, NightFigures>;
  /** The same, by net in micro-units. */
  figuresByMicro: Map<number, NightFigures>;
  /** The same by the parts of a night (parts are shared values, see night-state.ts). */
  figuresByParts: Map<RoomPart, Map<MealPart, NightFigures>>;
}

interface NightFigures {
  /** The net in whole micro-units (the whole-units path), or NaN (the decimal path). */
  netMicro: number;
  /** The converted, rounded price as text (2 decimals) and as a whole number of cents (exact: it is rounded to the cent). */
  convertedText: string;
  cents: number;
  /** The figures as decimals: made at once by the decimal path, when first needed by the other. */
  decimal?: DecimalFigures;
}

interface DecimalFigures {
  net: Dec;
  markup: Dec;
  agencyExtra: Dec;
  selling: Dec;
  converted: Dec;
  /** The breakdown's texts, made the first time a chosen option shows these figures. */
  texts?: { net: string; markup: string; agencyExtra: string; selling: string };
}

interface Evaluation {
  /** In application order (byId orders them by id). */
  set: EngineOffer[];
  states: NightState[];
  figures: NightFigures[];
  /** The sum of the nights' converted prices, in cents (exact while a safe integer). */
  cents: number;
}

/** The exact price of an evaluation: the sum of its rounded nightly prices. */
const priceOf = (evaluation: Evaluation, env: Env): Dec => sum(evaluation.figures.map((f) => decimalOf(env, f).converted));

/** The price as text with 2 decimals, as `priceOf(evaluation).toFixed(2)` writes it. */
function priceText(evaluation: Evaluation, env: Env): string {
  const cents = evaluation.cents;
  return Number.isSafeInteger(cents) ? centsText(cents) : priceOf(evaluation, env).toFixed(2);
}

/** Compares two prices: whole cents while they are exact, decimals otherwise. */
function comparePrices(a: Evaluation, b: Evaluation, env: Env): number {
  if (Number.isSafeInteger(a.cents) && Number.isSafeInteger(b.cents)) return a.cents - b.cents;
  return priceOf(a, env).comparedTo(priceOf(b, env));
}

/** The sum of the nights' nets rounded to the cent: in micro-units when every net is one. */
function netText(figures: readonly NightFigures[], env: Env): string {
  let micro = 0;
  for (const f of figures) micro += f.netMicro;
  if (Number.isSafeInteger(micro)) return centsText(centsOfMicro(micro));
  return moneyText(sum(figures.map((f) => decimalOf(env, f).net)));
}

function priceGuests(env: Env, guests: Guests, only?: Only): RoomOption[] {
  const cache = new NightCache(guests, env.nights);
  const options = env.hotel.rooms.flatMap((room) => roomTypeOptions(env, room, guests, cache, only));
  // Stable sort: equal prices keep the hotel's room order, then its meal order.
  return options.sort((a, b) => comparePrices(a.chosen, b.chosen, env)).map((o) => o.option);
}

function roomTypeOptions(env: Env, room: EngineRoom, guests: Guests, cache: NightCache, only?: Only): { option: RoomOption; chosen: Evaluation }[] {
  const { hotel, ctx, nights } = env;
  if (!roomFits(room, guests.adults, guests.children.length)) return [];
  if (only && !hotel.mealTypeIds.some((mealTypeId) => only(room.id, mealTypeId))) return [];
  const stopSales = offersFor(hotel.offers, 'stopSales', room.id, ctx.bookingDate);
  // Nights priced from the same row share its room part (and every figure derived from it).
  const parts = new Map<EnginePricingRow, BasePart | null>();
  const bases: NightBase[] = [];
  for (const night of nights) {
    if (stopSold(stopSales, night)) return [];
    const row = pricingRowFor(room, night);
    if (!row) return [];
    let part = parts.get(row);
    if (part === undefined) {
      part = nightBase(room, row, guests);
      parts.set(row, part);
    }
    if (!part) return [];
    bases.push({ date: night, row, part });
  }
  // Stay restrictions (domain-rules §4.6): a broken control closes the room type; release puts it on request.
  const verdict = roomHasControls(room)
    ? stayVerdict(
        room,
        bases.map((b) => b.row),
        ctx.checkIn,
        ctx.checkOut,
        ctx.bookingDate,
      )
    : 'open';
  if (verdict === 'closed') return [];
  const availability = verdict === 'onrequest' ? 'onrequest' : availabilityOf(room, nights);
  const mealsPrices = offersFor(hotel.offers, 'mealsPrices', room.id, ctx.bookingDate);
  const mealPrices: MealPricer = (from, to, date) => mealPricesFor(mealsPrices, from, to, date);
  const result: { option: RoomOption; chosen: Evaluation }[] = [];
  for (const mealTypeId of new Set(hotel.mealTypeIds)) {
    if (only && !only(room.id, mealTypeId)) continue;
    const states: NightState[] = [];
    for (const base of bases) {
      const prices = mealPrices(base.row.mealTypeId, mealTypeId, base.date);
      if (!prices) break;
      states.push(initialState(base, prices, cache));
    }
    if (states.length < bases.length) continue;
    const candidates = priceOffers(hotel.offers, room.id, mealTypeId, nights, ctx.bookingDate, guests);
    let best: Evaluation | null = null;
    walkCombinableSets(
      candidates,
      states,
      (parent, offer) => applyOffer(parent, offer, cache, mealPrices),
      (set, applied) => {
        const evaluation = evaluate(env, set, applied);
        if (!best || better(evaluation, best, env)) best = evaluation;
      },
    );
    const chosen: Evaluation = best!;
    // The breakdown's texts are built once, for the chosen set only.
    const option: RoomOption = {
      roomId: room.id,
      roomName: room.name,
      mealTypeId,
      availability,
      price: priceText(chosen, env),
      perNight: chosen.figures.map((f) => f.convertedText),
      currency: ctx.currency,
      priceNet: netText(chosen.figures, env),
      netCurrency: hotel.currency,
      offers: byId(chosen.set).map(offerRef),
      transferOffers: transferOffers(hotel.offers, room.id, nights, ctx.bookingDate, chosen.set).map(offerRef),
      breakdown: ctx.withBreakdown === false ? [] : chosen.states.map((s, i) => nightBreakdown(s, states[i], chosen.figures[i], env)),
    };
    result.push({ option, chosen });
  }
  return result;
}

/** Per night: net -> markup and agency extra -> selling (hotel currency) -> converted and rounded. */
function figuresOf(env: Env, state: NightState): NightFigures {
  let byMeal = env.figuresByParts.get(state.room);
  if (!byMeal) {
    byMeal = new Map();
    env.figuresByParts.set(state.room, byMeal);
  }
  const known = byMeal.get(state.meal);
  if (known) return known;
  const micro = state.room.micro + state.meal.micro;
  let figures: NightFigures | undefined;
  if (env.centsOf && Number.isSafeInteger(micro)) {
    figures = env.figuresByMicro.get(micro);
    if (!figures) {
      const cents = env.centsOf(micro);
      figures = { netMicro: micro, cents, convertedText: centsText(cents) };
      env.figuresByMicro.set(micro, figures);
    }
  } else {
    const net = state.room.room.plus(state.meal.mealTotal);
    const key = net.toString();
    figures = env.figures.get(key);
    if (!figures) {
      const decimal = decimalFigures(env, net);
      const convertedText = decimal.converted.toFixed(2);
      figures = { netMicro: Number.NaN, decimal, convertedText, cents: Number(convertedText.replace('.', '')) };
      env.figures.set(key, figures);
    }
  }
  byMeal.set(state.meal, figures);
  return figures;
}

/** The decimal path (the reference): markup, selling and the converted price rounded to the cent. */
function decimalFigures(env: Env, net: Dec): DecimalFigures {
  const { markup, agencyExtra } = env.markup(net);
  const selling = net.plus(markup).plus(agencyExtra);
  return { net, markup, agencyExtra, selling, converted: round2(convertedSelling(env, net, selling)) };
}

/**
 * The selling price in the requested currency, unrounded. A fixed markup is an amount of the
 * default currency that the hotel's currency holds only as a quotient (amount / the hotel's rate):
 * converting that quotient on would round twice and could miss an exact half cent (3.33 EUR in a
 * GBP hotel sold in EUR is 3.33 again). So the part of the net and percents goes to the default
 * currency (times the hotel's rate), the fixed amounts join it there as they are, and the sum is
 * divided once by the requested currency's rate.
 */
function convertedSelling(env: Env, net: Dec, selling: Dec): Dec {
  const { hotel, ctx } = env;
  const fixed = env.markup.linear.fixedInDefault;
  if (fixed.isZero() || hotel.currency === ctx.currency) return env.toRequested.convert(selling);
  const rate = (currency: string) => (currency === ctx.defaultCurrency ? null : dec(ctx.rates[currency]!));
  const [from, to] = [rate(hotel.currency), rate(ctx.currency)];
  const proportional = net.times(env.markup.linear.percent.plus(1));
  const inDefault = (from ? proportional.times(from) : proportional).plus(fixed);
  return to ? inDefault.div(to) : inDefault;
}

/** A night's decimal figures, made from its net in micro-units on first need (they are exactly equal). */
const decimalOf = (env: Env, f: NightFigures): DecimalFigures => (f.decimal ??= decimalFigures(env, decOfMicro(f.netMicro)));

/**
 * The whole-units path of a hotel for this search: net x (1 + percents) + fixed, times the
 * conversion, as one exact fraction (whole-units.ts). Every figure it uses is a finite decimal.
 */
function wholeCents(hotel: EngineHotel, ctx: PricingContext, markup: NightMarkup): (netMicro: number) => number {
  const rate = (currency: string) => (currency === ctx.defaultCurrency ? { num: 1n, den: 1n } : fractionOf(dec(ctx.rates[currency]!)));
  const from = rate(hotel.currency);
  const to = rate(ctx.currency);
  const conversion = hotel.currency === ctx.currency ? { num: 1n, den: 1n } : { num: from.num * to.den, den: from.den * to.num };
  // Fixed amounts are in the default currency: default -> hotel divides by the hotel's rate, kept exact as a fraction.
  const fixed = fractionOf(markup.linear.fixedInDefault);
  return centsFromNet(fractionOf(markup.linear.percent.plus(1)), { num: fixed.num * from.den, den: fixed.den * from.num }, conversion);
}

function evaluate(env: Env, set: EngineOffer[], states: NightState[]): Evaluation {
  const figures = states.map((s) => figuresOf(env, s));
  let cents = 0;
  for (const f of figures) {
    cents += f.cents;
    if (!Number.isSafeInteger(cents)) cents = Number.NaN; // compared as decimals from then on
  }
  // The walk hands over sets in application order; ascending id order is made when needed (a tie, the chosen set).
  return { set, states, figures, cents };
}

/** The lowest price; on a tie the set with fewer offers, then the one whose sorted ids come first. */
function better(a: Evaluation, b: Evaluation, env: Env): boolean {
  const byPrice = comparePrices(a, b, env);
  if (byPrice !== 0) return byPrice < 0;
  if (a.set.length !== b.set.length) return a.set.length < b.set.length;
  const [x, y] = [byId(a.set), byId(b.set)];
  for (let i = 0; i < x.length; i++) {
    if (x[i].id !== y[i].id) return x[i].id < y[i].id;
  }
  return false;
}

const byId = (set: readonly EngineOffer[]): EngineOffer[] => [...set].sort((a, b) => a.id - b.id);

export const offerRef = (offer: EngineOffer): OfferRef => ({ id: offer.id, name: offer.name, kind: offer.kind });

/** An applied offer as the breakdown shows it (the entry keeps its text: entries are shared). */
function appliedText(a: AppliedOffer): NightBreakdown['offers'][number] {
  a.text ??= exact(a.amountOff);
  return { id: a.id, kind: a.kind, amountOff: a.text };
}

function nightBreakdown(s: NightState, before: NightState, figures: NightFigures, env: Env): NightBreakdown {
  const f = decimalOf(env, figures);
  f.texts ??= { net: exact(f.net), markup: exact(f.markup), agencyExtra: exact(f.agencyExtra), selling: exact(f.selling) };
  const base = s.base.part;
  base.texts ??= { roomPart: exact(base.persons), childCharges: exact(base.childCharges) };
  const meal = before.meal;
  meal.totalText ??= exact(meal.mealTotal);
  return {
    date: s.base.date,
    pricingRowId: s.base.row.id,
    roomPart: base.texts.roomPart,
    childCharges: base.texts.childCharges,
    mealSupplement: meal.totalText,
    offers: s.applied.map(appliedText),
    net: f.texts.net,
    markup: f.texts.markup,
    agencyExtra: f.texts.agencyExtra,
    selling: f.texts.selling,
    rate: env.rateText,
    sellingConverted: figures.convertedText,
  };
}
