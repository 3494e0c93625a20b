import { dayNumber, stayNights } from './dates';
import { nightMarkup, type NightMarkup } from './markup';
import { converter, type Dec, exact, money, round2, sum } from './money';
import { availabilityOf, mealPricesFor, type NightBase, nightBase, offersFor, pricingRowFor, stopSold } from './nightly';
import { applyOffer, initialState, type MealPricer, type NightState, netOf } from './night-state';
import { classifyGuests, type Guests, roomFits } from './occupancy';
import { priceOffers, transferOffers, walkCombinableSets } from './offers';
import type { EngineHotel, EngineOffer, EngineRoom, NightBreakdown, OfferRef, PricingContext, RoomOption, SearchRoom } from './types';

/**
 * A hotel's options for each searched room (domain-rules §4, §6): every room type that fits, has a
 * pricing row every night and no stop sale, times every meal type of the hotel that has its
 * supplements; each priced with the best combinable set of offers, marked up, converted and rounded
 * per night. Results are in the order of `rooms`, each list sorted by price ascending (equal prices
 * keep the hotel's room order, then its meal order). Inputs are never mutated; outputs are fresh
 * plain data, except that rooms with the same guests share their per-night arrays (read-only).
 */
export function priceHotel(hotel: EngineHotel, rooms: readonly SearchRoom[], ctx: PricingContext): RoomOption[][] {
  dayNumber(ctx.bookingDate); // a malformed booking date throws rather than mis-comparing
  // Built up front: a missing rate for the hotel's or the requested currency is an error at once.
  const toRequested = converter(hotel.currency, ctx.currency, ctx);
  const env: Env = {
    hotel,
    ctx,
    nights: stayNights(ctx.checkIn, ctx.checkOut),
    toRequested,
    rateText: exact(toRequested.factor),
    markup: nightMarkup(hotel, ctx),
    figures: new Map(),
    figuresByState: new WeakMap(),
  };
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

interface Env {
  hotel: EngineHotel;
  ctx: PricingContext;
  nights: string[];
  toRequested: { factor: Dec; convert: (amount: Dec) => Dec };
  rateText: string;
  markup: NightMarkup;
  /** Night figures by net: the same net always gives the same markup, selling and rounded price. */
  figures: Map<string, NightFigures>;
  /** The same for a night state shared by several offer sets (states are copied on write). */
  figuresByState: WeakMap<NightState, NightFigures>;
}

interface NightFigures {
  net: Dec;
  markup: Dec;
  agencyExtra: Dec;
  selling: Dec;
  converted: Dec;
}

interface Evaluation {
  /** In ascending id order. */
  set: EngineOffer[];
  states: NightState[];
  figures: NightFigures[];
  price: Dec;
}

function priceGuests(env: Env, guests: Guests): RoomOption[] {
  const options = env.hotel.rooms.flatMap((room) => roomTypeOptions(env, room, guests));
  // Stable sort: equal prices keep the hotel's room order, then its meal order.
  return options.sort((a, b) => a.sortPrice.comparedTo(b.sortPrice)).map((o) => o.option);
}

function roomTypeOptions(env: Env, room: EngineRoom, guests: Guests): { option: RoomOption; sortPrice: Dec }[] {
  const { hotel, ctx, nights } = env;
  if (!roomFits(room, guests.adults, guests.children.length)) return [];
  const stopSales = offersFor(hotel.offers, 'stopSales', room.id, ctx.bookingDate);
  const bases: NightBase[] = [];
  for (const night of nights) {
    if (stopSold(stopSales, night)) return [];
    const row = pricingRowFor(room, night);
    const base = row ? nightBase(room, row, night, guests) : null;
    if (!base) return [];
    bases.push(base);
  }
  const availability = availabilityOf(room, nights);
  const mealsPrices = offersFor(hotel.offers, 'mealsPrices', room.id, ctx.bookingDate);
  const mealPrices: MealPricer = (from, to, date) => mealPricesFor(mealsPrices, from, to, date);
  const result: { option: RoomOption; sortPrice: Dec }[] = [];
  for (const mealTypeId of new Set(hotel.mealTypeIds)) {
    const states: NightState[] = [];
    for (const base of bases) {
      const prices = mealPrices(base.row.mealTypeId, mealTypeId, base.date);
      if (!prices) break;
      states.push(initialState(base, prices, guests));
    }
    if (states.length < bases.length) continue;
    const candidates = priceOffers(hotel.offers, room.id, mealTypeId, nights, ctx.bookingDate, guests);
    let best: Evaluation | null = null;
    walkCombinableSets(
      candidates,
      states,
      (parent, offer) => applyOffer(parent, offer, guests, mealPrices),
      (set, applied) => {
        const evaluation = evaluate(env, set, applied);
        if (!best || better(evaluation, best)) best = evaluation;
      },
    );
    const chosen = best!;
    const option: RoomOption = {
      roomId: room.id,
      roomName: room.name,
      mealTypeId,
      availability,
      price: chosen.price.toFixed(2),
      perNight: chosen.figures.map((f) => f.converted.toFixed(2)),
      currency: ctx.currency,
      priceNet: money(sum(chosen.figures.map((f) => f.net))),
      netCurrency: hotel.currency,
      offers: chosen.set.map(offerRef),
      transferOffers: transferOffers(hotel.offers, room.id, nights, ctx.bookingDate, chosen.set).map(offerRef),
      breakdown: chosen.states.map((s, i) => nightBreakdown(s, states[i], chosen.figures[i], env)),
    };
    result.push({ option, sortPrice: chosen.price });
  }
  return result;
}

/** Per night: net -> markup and agency extra -> selling (hotel currency) -> converted and rounded. */
function figuresOf(env: Env, state: NightState): NightFigures {
  const known = env.figuresByState.get(state);
  if (known) return known;
  const net = netOf(state);
  const key = net.toString();
  let figures = env.figures.get(key);
  if (!figures) {
    const { markup, agencyExtra } = env.markup(net);
    const selling = net.plus(markup).plus(agencyExtra);
    figures = { net, markup, agencyExtra, selling, converted: round2(env.toRequested.convert(selling)) };
    env.figures.set(key, figures);
  }
  env.figuresByState.set(state, figures);
  return figures;
}

function evaluate(env: Env, set: EngineOffer[], states: NightState[]): Evaluation {
  const figures = states.map((s) => figuresOf(env, s));
  return { set: [...set].sort((a, b) => a.id - b.id), states, figures, price: sum(figures.map((f) => f.converted)) };
}

/** The lowest price; on a tie the set with fewer offers, then the one whose sorted ids come first. */
function better(a: Evaluation, b: Evaluation): boolean {
  const byPrice = a.price.comparedTo(b.price);
  if (byPrice !== 0) return byPrice < 0;
  if (a.set.length !== b.set.length) return a.set.length < b.set.length;
  for (let i = 0; i < a.set.length; i++) {
    if (a.set[i].id !== b.set[i].id) return a.set[i].id < b.set[i].id;
  }
  return false;
}

const offerRef = (offer: EngineOffer): OfferRef => ({ id: offer.id, name: offer.name, kind: offer.kind });

function nightBreakdown(s: NightState, before: NightState, f: NightFigures, env: Env): NightBreakdown {
  return {
    date: s.base.date,
    pricingRowId: s.base.row.id,
    roomPart: exact(s.base.persons),
    childCharges: exact(sum(s.base.children)),
    mealSupplement: exact(before.mealTotal),
    offers: s.applied.map((a) => ({ id: a.id, kind: a.kind, amountOff: exact(a.amountOff) })),
    net: exact(f.net),
    markup: exact(f.markup),
    agencyExtra: exact(f.agencyExtra),
    selling: exact(f.selling),
    rate: env.rateText,
    sellingConverted: f.converted.toFixed(2),
  };
}
