import Decimal from 'decimal.js';
import type { Conversion } from './types';

/**
 * Decimal helpers (domain-rules §1, §2). The engine's own decimal.js constructor: 40 significant
 * digits so exact money never loses a cent on the way, rounding half away from zero.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

export const ZERO: Dec = new Dec(0);

/** A decimal from money text or a pricing-data value ("10", 10, "12.50"). */
export function dec(value: string | number | Dec): Dec {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`Not a finite amount: ${value}`);
  return new Dec(value);
}

/** Rounds half away from zero (ROUND_HALF_UP works on the absolute value) to 2 decimals. */
export const round2 = (value: Dec): Dec => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Final money text: rounded, exactly 2 decimals. */
export const money = (value: Dec): string => round2(value).toFixed(2);

/**
 * An exact intermediate amount as text: at least 2 decimals, never exponent notation (the same
 * text as `decimalPlaces() <= 2 ? toFixed(2) : toFixed()`, formatted once). Callers keep the texts
 * of the figures they show again.
 */
export function exact(value: Dec): string {
  const text = value.toFixed();
  const point = text.indexOf('.');
  if (point < 0) return `${text}.00`;
  return text.length - point === 2 ? `${text}0` : text;
}

export const sum = (values: readonly Dec[]): Dec => (values.length === 0 ? ZERO : values.reduce((total, v) => total.plus(v)));

/** `percent` percent of `amount`. */
export const percentOf = (amount: Dec, percent: Dec | string | number): Dec => amount.times(dec(percent)).div(100);

function rateOf(currency: string, conversion: Conversion): Dec {
  const text = conversion.rates[currency];
  const rate = text === undefined || text === null || text === '' ? null : dec(text);
  if (rate === null || !rate.isFinite() || rate.lte(0)) {
    throw new Error(`No currency rate for ${currency} against ${conversion.defaultCurrency}`);
  }
  return rate;
}

/**
 * A converter from one currency to another (§2): 1 X = rate D, so X -> D multiplies by X's rate,
 * D -> Y divides by Y's rate, X -> Y goes through D. Unrounded. A missing rate throws at once,
 * naming the pair, never a silent 1.
 */
export function converter(from: string, to: string, conversion: Conversion): { factor: Dec; convert: (amount: Dec) => Dec } {
  if (from === to) return { factor: new Dec(1), convert: (amount) => amount };
  const fromRate = from === conversion.defaultCurrency ? null : rateOf(from, conversion);
  const toRate = to === conversion.defaultCurrency ? null : rateOf(to, conversion);
  const convert = (amount: Dec) => {
    const inDefault = fromRate ? amount.times(fromRate) : amount;
    return toRate ? inDefault.div(toRate) : inDefault;
  };
  return { factor: convert(new Dec(1)), convert };
}

/** Converts an amount (unrounded). */
export const convert = (amount: Dec | string, from: string, to: string, conversion: Conversion): Dec =>
  converter(from, to, conversion).convert(dec(amount));
