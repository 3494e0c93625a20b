import { unprocessable } from './errors';
import { Dec, type DecValue, dec } from './money';

/**
 * The default currency D with the end rates of its table: `rates[X]` is how many D one X is worth
 * (1 X = rate D, domain-rules §2). The currency module reads it from the database; the conversion
 * itself is pure.
 */
export interface Conversion {
  defaultCurrency: string;
  rates: Readonly<Record<string, string>>;
}

export interface Converter {
  /** What one unit of `from` is worth in `to`, unrounded (kept on a booking as its net rate). */
  factor: Dec;
  /** The amount in `to`, unrounded: callers round where a price becomes final (§1). */
  convert: (amount: Dec) => Dec;
}

/** A missing rate is a 422 naming the pair (§2), never a silent 1. */
const missingRate = (currency: string, defaultCurrency: string) =>
  unprocessable(`No currency rate for ${currency} against ${defaultCurrency}: set it on the Currency rates screen.`, 'missing_rate');

function rateOf(currency: string, conversion: Conversion): Dec {
  const text: string | null | undefined = conversion.rates[currency];
  let rate: Dec | null = null;
  try {
    rate = text === undefined || text === null || text === '' ? null : dec(text);
  } catch {
    rate = null;
  }
  if (rate === null || !rate.isFinite() || rate.lte(0)) throw missingRate(currency, conversion.defaultCurrency);
  return rate;
}

/**
 * A converter from one currency to another (§2): X -> D multiplies by X's rate, D -> Y divides by
 * Y's rate, X -> Y goes through D, with nothing rounded on the way. Both rates are looked up here,
 * so a missing one throws at once, before any amount is priced. The amount is multiplied first and
 * divided once, rather than multiplied by `factor`, which is itself an inexact quotient.
 */
export function converter(from: string, to: string, conversion: Conversion): Converter {
  if (from === to) return { factor: new Dec(1), convert: (amount) => amount };
  const fromRate = from === conversion.defaultCurrency ? null : rateOf(from, conversion);
  const toRate = to === conversion.defaultCurrency ? null : rateOf(to, conversion);
  const convert = (amount: Dec) => {
    const inDefault = fromRate ? amount.times(fromRate) : amount;
    return toRate ? inDefault.div(toRate) : inDefault;
  };
  return { factor: convert(new Dec(1)), convert };
}

/** Converts one amount, unrounded (§2). */
export const convert = (amount: DecValue, from: string, to: string, conversion: Conversion): Dec => converter(from, to, conversion).convert(dec(amount));

/** Whether both rates a conversion needs are there (a check before anything is written). */
export function canConvert(from: string, to: string, conversion: Conversion): boolean {
  try {
    converter(from, to, conversion);
    return true;
  } catch {
    return false;
  }
}
