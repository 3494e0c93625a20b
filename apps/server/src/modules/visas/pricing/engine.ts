import { converter } from '../../../lib/currency-conversion';
import { type Dec, dec, moneyText, percentOf, ZERO } from '../../../lib/money';
import type { EngineVisaPricing, VisaAgeBands, VisaBand, VisaMarkup, VisaPassenger, VisaPricingContext, VisaTypePrice } from './types';

/**
 * The visa pricing engine (domain-rules §5.3, §5.1 markups, §1, §2): pure functions over plain
 * data. A visa type is priced from its pricing row covering the start date; each passenger pays
 * the row's price of their age band by the visa's own limits, plus the visa's markup of the
 * asker's channel and the agency's extra (percent of the passenger's net, or a fixed amount per
 * passenger in the default currency), converted to the asked currency and rounded once.
 */

/**
 * The band of a passenger by the visa's limits (domain-rules §3): an infant if age <
 * infantAgeMax, a child if age < children1AgeMax (or < children2AgeMax when set), else an adult.
 * A passenger booked as an adult without an age is an adult (as the search priced them); one with
 * the age the search gave (a 14-year-old is an adult by the one age rule, contracts ageTypeOf) is
 * banded by that age, so a visa whose children run to 16 prices them as a child.
 */
export function visaBand(passenger: VisaPassenger, bands: VisaAgeBands): VisaBand {
  if (passenger.ageType === 'adult' && passenger.age === null) return 'adult';
  // An infant booked without its age is an infant in every band scheme.
  if (passenger.age === null) return passenger.ageType === 'infant' ? 'infant' : 'child';
  const age = passenger.age;
  if (age < bands.infantAgeMax) return 'infant';
  if (age < bands.children1AgeMax) return 'child';
  if (bands.children2AgeMax !== null && age < bands.children2AgeMax) return 'child';
  return 'adult';
}

/** The row covering `date` (both ends inclusive); several: the latest start date, then the highest id (domain-rules §4.1). */
export function pricingRowFor<R extends Pick<EngineVisaPricing, 'id' | 'startDate' | 'endDate'>>(rows: readonly R[], date: string): R | null {
  let best: R | null = null;
  for (const row of rows) {
    if (row.startDate > date || row.endDate < date) continue;
    if (!best || row.startDate > best.startDate || (row.startDate === best.startDate && row.id > best.id)) best = row;
  }
  return best;
}

const isSet = (markup: VisaMarkup | null | undefined): markup is VisaMarkup => !!markup && markup.amount !== '' && dec(markup.amount).gt(0);

/** What one markup adds to a passenger's net, in the row's currency: percent of the net, or the fixed amount (default currency) converted. */
function markupOf(markup: VisaMarkup | null, rowCurrency: string, ctx: VisaPricingContext): (net: Dec) => Dec {
  if (!isSet(markup)) return () => ZERO;
  if (markup.type === 'percent') return (net) => percentOf(net, markup.amount);
  const fixed = converter(ctx.defaultCurrency, rowCurrency, ctx).convert(dec(markup.amount));
  return () => fixed;
}

/** A passenger's selling price from its net in the row's currency: net + markup + agency extra, converted, rounded once. */
export function sellingPrice(net: Dec, rowCurrency: string, ctx: VisaPricingContext): string {
  const own = markupOf(ctx.markup, rowCurrency, ctx);
  const extra = markupOf(ctx.agencyExtra, rowCurrency, ctx);
  const selling = net.plus(own(net)).plus(extra(net));
  return moneyText(converter(rowCurrency, ctx.currency, ctx).convert(selling));
}

/** A visa type's price on `date` for every band; null when no row covers the date (the type is not offered). */
export function priceVisaType(rows: readonly EngineVisaPricing[], date: string, ctx: VisaPricingContext): VisaTypePrice | null {
  const row = pricingRowFor(rows, date);
  if (!row) return null;
  const net: Record<VisaBand, Dec> = { adult: dec(row.extraAdult), child: dec(row.extraChild), infant: dec(row.extraInfant) };
  return {
    row,
    net,
    selling: {
      adult: sellingPrice(net.adult, row.currency, ctx),
      child: sellingPrice(net.child, row.currency, ctx),
      infant: sellingPrice(net.infant, row.currency, ctx),
    },
    currency: ctx.currency,
  };
}

/** Per passenger (in the given order) the selling price of their band, and the sum of them. */
export function passengersPrices(
  price: VisaTypePrice,
  passengers: readonly VisaPassenger[],
  bands: VisaAgeBands,
): { prices: string[]; bands: VisaBand[]; total: string } {
  const passengerBands = passengers.map((p) => visaBand(p, bands));
  const prices = passengerBands.map((band) => price.selling[band]);
  return { prices, bands: passengerBands, total: moneyText(prices.reduce((s, p) => s.plus(p), ZERO)) };
}
