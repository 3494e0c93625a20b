import { converter, type Conversion } from '../../lib/currency-conversion';
import { addDays } from '../../lib/dates';
import { dec, moneyText, sum } from '../../lib/money';
import type { PolicyRow } from '../products';

/**
 * Tour pricing and cancellation (issue 28, docs/decisions.md "Tours sold as excursions"): pure
 * functions over plain data. A tour is sold at its catalogue price to everyone (no markup): an
 * adult pays `price`, a child `priceChild` (the adult price when it has none), an infant nothing,
 * each converted from the tour's currency to the asked one and rounded per passenger (§1, §2).
 */

export type TourBand = 'adult' | 'child' | 'infant';
export type TourPrices = { price: string; priceChild: string | null; currency: string };
export type BandPrices = Record<TourBand, string>;

/** The catalogue price of each band in the tour's own currency (the net). */
export function netBandPrices(tour: TourPrices): BandPrices {
  return { adult: moneyText(tour.price), child: moneyText(tour.priceChild ?? tour.price), infant: '0.00' };
}

/** The selling price of each band in `currency`: the net converted, rounded once (a missing rate is a 422 naming the pair). */
export function bandPrices(tour: TourPrices, currency: string, conversion: Conversion): BandPrices {
  const net = netBandPrices(tour);
  const convert = converter(tour.currency, currency, conversion).convert;
  return { adult: moneyText(convert(dec(net.adult))), child: moneyText(convert(dec(net.child))), infant: '0.00' };
}

/** The price of these passengers' bands: the sum of the rounded unit prices. */
export const partyPrice = (prices: BandPrices, bands: readonly TourBand[]): string => moneyText(sum(bands.map((band) => prices[band])));

/** The day before which cancelling is free: the last free day is `tourDate` minus `days` minus one; null: non-refundable. */
export const lastFreeDay = (tourDate: string, days: number | null): string | null => (days === null ? null : addDays(tourDate, -days - 1));

/**
 * A tour item's concrete cancellation rows (domain-rules §7 shapes, both dates inclusive as every
 * product writes them): with `freeCancellationDays` d, free from the booking date to the day
 * before the d-th day before the tour (`lastFreeDay`), then the whole price to the tour's date;
 * without (null), or booked when that day has passed, the whole price from the booking date.
 * Rows of one cost are one row (an infant-only item costs nothing either way).
 */
export function tourPolicies(p: { bookingDate: string; tourDate: string; freeCancellationDays: number | null; total: string; currency: string }): PolicyRow[] {
  const end = p.tourDate > p.bookingDate ? p.tourDate : p.bookingDate;
  const total = moneyText(p.total);
  const freeUntil = lastFreeDay(p.tourDate, p.freeCancellationDays);
  if (freeUntil === null || freeUntil < p.bookingDate || dec(total).isZero())
    return [{ dateFrom: p.bookingDate, dateTo: end, cost: total, currencyCost: p.currency }];
  return [
    { dateFrom: p.bookingDate, dateTo: freeUntil, cost: '0.00', currencyCost: p.currency },
    { dateFrom: addDays(freeUntil, 1), dateTo: end, cost: total, currencyCost: p.currency },
  ];
}

/** Whether the rows begin with a free period, and its last day (the voucher's 'Free cancellation until ...'). */
export const freeUntilOf = (policies: readonly PolicyRow[]): string | null =>
  policies.length > 1 && dec(policies[0]!.cost).isZero() ? policies[0]!.dateTo : null;

/** Every day from `startDate` to `endDate`, both included, from `today` on. */
export function bookableDays(startDate: string, endDate: string, today: string): string[] {
  const days: string[] = [];
  for (let day = startDate > today ? startDate : today; day <= endDate; day = addDays(day, 1)) days.push(day);
  return days;
}
