import type { SegmentKey } from '@travel/contracts';
import { type Converter, converter } from '../../../lib/currency-conversion';
import { Dec, dec, moneyText, percentOf, round2, sum, ZERO } from '../../../lib/money';
import type {
  EngineFare,
  EngineFarePricing,
  EngineFlight,
  FlightMarkup,
  FlightPricingContext,
  Party,
  Pax,
  PaxBand,
  PricedFare,
  PricedFlight,
  PricedSegment,
} from './types';

/**
 * The flight pricing engine (domain-rules §5.1, worked example §10), pure: fares priced per segment
 * for the whole party, exact selling averages per passenger, and the item price rounded once.
 *
 * Per segment and fare: the pricing row covering the OUTBOUND date gives the party's net price
 * (one way: price / priceChild1 / priceChild2; round trip: the priceReturn* fields, which are
 * round-trip prices, split evenly over the two segments). The net average is that over every
 * passenger; markup and agency extra are added to it in the row's currency, then it is converted
 * to the requested currency, all at full precision. Only the item's unit price is rounded.
 */

/**
 * Decimals a selling average keeps. An average is often a repeating decimal (a party of 3, a
 * rate's quotient), so "full precision" has to stop somewhere: here, at a fixed point far below
 * the cent, rounded half up once. Fixed rather than significant digits, so that base, extras and
 * their sums are exact in every later step and in the wizard's `flightItemPrice` (which sums the
 * same texts): the item price is then the same wherever it is computed, a half-cent tie
 * included (82.325 / 3 + 249.22 / 3 = 110.515 rounds to 110.52 on both sides).
 */
export const AVERAGE_DECIMALS = 20;

/** Flight price bands (domain-rules §3): infant below 2, child below 12, else adult. */
export const paxBand = (age: number): PaxBand => (age < 2 ? 'infant' : age < 12 ? 'child' : 'adult');

export function paxOf(party: Party): Pax {
  const pax: Pax = { adult: party.adults, child: 0, infant: 0 };
  for (const age of party.childrenAges) pax[paxBand(age)]++;
  return pax;
}

/** The row covering `date` (both ends inclusive); of several, the latest start, then the highest id (§4.1 tie rule). */
export function pricingRowOn<R extends Pick<EngineFarePricing, 'id' | 'startDate' | 'endDate'>>(rows: readonly R[], date: string): R | undefined {
  let best: R | undefined;
  for (const row of rows) {
    if (row.startDate > date || row.endDate < date) continue;
    if (!best || row.startDate > best.startDate || (row.startDate === best.startDate && row.id > best.id)) best = row;
  }
  return best;
}

/**
 * Whole cents of a stored price as the database sends numeric(14,2) ("180.00"), exact as an
 * integer; NaN for any other text (the caller then counts in decimals).
 */
function cents(price: string): number {
  const point = price.length - 3;
  if (point < 1 || price.charCodeAt(point) !== 46) return Number.NaN;
  const whole = Number(price.slice(0, point));
  const fraction = Number(price.slice(point + 1));
  return Number.isInteger(whole) && whole >= 0 && Number.isInteger(fraction) && fraction >= 0 ? whole * 100 + fraction : Number.NaN;
}

/**
 * The party's net price of the whole trip from one pricing row, in the row's currency. Stored
 * prices have 2 decimals, so the sum is counted in whole cents (exact far beyond any fare: 9
 * passengers of numeric(14,2) stay below 2^53); anything else goes through decimals.
 */
export function partyNet(row: EngineFarePricing, pax: Pax, round: boolean): Dec {
  const [adult, child, infant] = round ? [row.priceReturn, row.priceReturnChild1, row.priceReturnChild2] : [row.price, row.priceChild1, row.priceChild2];
  const total = cents(adult) * pax.adult + cents(child) * pax.child + cents(infant) * pax.infant;
  if (Number.isSafeInteger(total)) return dec(total).div(100);
  return dec(adult).times(pax.adult).plus(dec(child).times(pax.child)).plus(dec(infant).times(pax.infant));
}

const isSet = (markup: FlightMarkup | null | undefined): markup is FlightMarkup => !!markup && markup.amount !== '' && dec(markup.amount).gt(0);

/**
 * Markup plus agency extra on one passenger's net average of one segment, in the net currency.
 * Percent is of the net average; fixed is an amount per passenger in the default currency, for the
 * whole item, so a round trip's segments carry half of it each (like the round-trip price).
 */
function addOns(ctx: FlightPricingContext, netCurrency: string, segments: number) {
  const one = (markup: FlightMarkup | null): ((netAvg: Dec) => Dec) => {
    if (!isSet(markup)) return () => ZERO;
    if (markup.type === 'percent') return (netAvg) => percentOf(netAvg, markup.amount);
    const fixed = converter(ctx.defaultCurrency, netCurrency, ctx).convert(dec(markup.amount)).div(segments);
    return () => fixed;
  };
  const markup = one(ctx.markup);
  const extra = one(ctx.agencyExtra);
  return (netAvg: Dec) => markup(netAvg).plus(extra(netAvg));
}

/**
 * Prices a flight for a party: every fare with a pricing row covering the outbound date, on every
 * segment. Null when a segment has no such fare (the flight is not offered) or nobody travels.
 * A missing currency rate throws (422 naming the pair, domain-rules §2).
 */
export function priceFlight(flight: EngineFlight, party: Party, ctx: FlightPricingContext): PricedFlight | null {
  const pax = paxOf(party);
  const passengers = pax.adult + pax.child + pax.infant;
  if (passengers === 0 || flight.segments.length === 0) return null;
  const round = flight.flightType === 'round';
  const share = flight.segments.length;
  const converters = new Map<string, { toAsked: Converter; addOns: (netAvg: Dec) => Dec }>();
  const pricingOf = (currency: string) => {
    let found = converters.get(currency);
    if (!found) {
      found = { toAsked: converter(currency, ctx.currency, ctx), addOns: addOns(ctx, currency, share) };
      converters.set(currency, found);
    }
    return found;
  };

  // A fare priced on one segment is priced alike on the other (one row, an even split): once each.
  const pricedFares = new Map<EngineFare, Omit<PricedFare, 'extra'> | null>();
  const priceFare = (fare: EngineFare) => {
    if (pricedFares.has(fare)) return pricedFares.get(fare)!;
    const row = pricingRowOn(fare.pricing, flight.outboundDate);
    let priced: Omit<PricedFare, 'extra'> | null = null;
    if (row) {
      const total = partyNet(row, pax, round);
      const netParty = share === 1 ? total : total.div(share);
      const netAvg = total.div(share * passengers);
      const { toAsked, addOns } = pricingOf(row.currency);
      const avg = toAsked.convert(netAvg.plus(addOns(netAvg))).toDecimalPlaces(AVERAGE_DECIMALS, Dec.ROUND_HALF_UP);
      priced = { fareId: fare.id, pricingRowId: row.id, netCurrency: row.currency, netParty, netAvg, avg };
    }
    pricedFares.set(fare, priced);
    return priced;
  };

  const segments: PricedSegment[] = [];
  for (const segment of flight.segments) {
    const fares = segment.fares.flatMap((fare) => priceFare(fare) ?? []);
    if (fares.length === 0) return null;
    fares.sort((a, b) => a.avg.comparedTo(b.avg) || a.fareId - b.fareId);
    const cheapest = fares[0]!.avg;
    segments.push({ key: segment.key, fares: fares.map((f) => ({ ...f, extra: f.avg.minus(cheapest) })) });
  }
  const base = sum(segments.map((s) => s.fares[0]!.avg));
  const pricePerPax = round2(base);
  return {
    pax,
    passengers,
    seated: pax.adult + pax.child,
    currency: ctx.currency,
    segments,
    base,
    pricePerPax: pricePerPax.toFixed(2),
    price: moneyText(pricePerPax.times(passengers)),
  };
}

/** A fare chosen per segment, by segment key. */
export type FareChoice = Partial<Record<SegmentKey, number>>;

export type ChosenFlight = {
  /** round(base + the chosen fares' extras), the item's unit price. */
  price: string;
  /** The chosen fare of each segment, in segment order. */
  fares: PricedFare[];
};

/**
 * The item price of the chosen fares (domain-rules §5.1): round(pricePerPaxAvgBase + sum of the
 * chosen fares' extras), half away from zero, once. Null when a segment has no choice or the
 * chosen fare is not offered on it.
 */
export function chosenPrice(priced: PricedFlight, choice: FareChoice): ChosenFlight | null {
  const fares: PricedFare[] = [];
  for (const segment of priced.segments) {
    const fare = segment.fares.find((f) => f.fareId === choice[segment.key]);
    if (!fare) return null;
    fares.push(fare);
  }
  return { price: moneyText(priced.base.plus(sum(fares.map((f) => f.extra)))), fares };
}

/**
 * An extra's price per passenger (domain-rules §5.1): the catalogue amount in the flight's default
 * currency, converted to the requested currency and rounded; extras carry no markup.
 */
export function extraPrice(amount: string, flightCurrency: string, ctx: Pick<FlightPricingContext, 'currency' | 'defaultCurrency' | 'rates'>): string {
  return moneyText(converter(flightCurrency, ctx.currency, ctx).convert(dec(amount)));
}

/** A seat's price in the flight's currency: the row range holding its row, else nothing (0). */
export function seatRowPrice(rowPrices: readonly { fromRow: number; toRow: number; price: string }[], row: number): string {
  return rowPrices.find((range) => range.fromRow <= row && row <= range.toRow)?.price ?? '0';
}
