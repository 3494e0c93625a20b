import Decimal from 'decimal.js';

/**
 * The server's one money module (domain-rules §1): exact decimals, rounded half away from zero to
 * 2 decimals only where a price becomes final. Plain functions, no database, so the pure pricing
 * engine uses it as the bookings and currency modules do.
 *
 * 40 significant digits rather than decimal.js's default 20: an amount of numeric(14,2) times a
 * rate with 8 decimals has up to ~25 digits, and at 20 the product would already be rounded once
 * before `round2`, which can cost a cent (12,001,900,002.43 x 0.92345679 = 11,083,236,050.1449999997
 * becomes ...050.145 at 20 digits, then .15). At 40 every product of stored figures is exact and a
 * quotient is cut ~25 digits below the cent, far closer than any exact tie can lie.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

/** What the helpers accept: money or rate text ("12.50"), a finite number, or a decimal. */
export type DecValue = string | number | Decimal;

export const ZERO: Dec = new Dec(0);

/**
 * A decimal of the module's precision. A decimal made elsewhere (another decimal.js constructor) is
 * copied, so later arithmetic on the result runs at 40 digits too.
 */
export function dec(value: DecValue): Dec {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`Not a finite amount: ${value}`);
  return value instanceof Decimal && value.constructor === Dec ? value : new Dec(value);
}

/** Rounds half away from zero to 2 decimals (decimal.js's ROUND_HALF_UP works on the absolute value). */
export const round2 = (value: DecValue): Dec => dec(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * Final money text as the API sends and the database stores it: rounded, exactly 2 decimals, and
 * never "-0.00" (a negative amount that rounds to zero reads "0.00").
 */
export const moneyText = (value: DecValue): string => round2(value).toFixed(2);

/**
 * An exact intermediate amount as text: at least 2 decimals, never exponent notation (the same text
 * as `decimalPlaces() <= 2 ? toFixed(2) : toFixed()`, formatted once).
 */
export function exact(value: Dec): string {
  const text = value.toFixed();
  const point = text.indexOf('.');
  if (point < 0) return `${text}.00`;
  return text.length - point === 2 ? `${text}0` : text;
}

/** The exact sum; 0 for none. (A loop: the engine sums every night of every option.) */
export function sum(values: readonly DecValue[]): Dec {
  if (values.length === 0) return ZERO;
  let total = dec(values[0]!);
  for (let i = 1; i < values.length; i++) total = total.plus(values[i]!);
  return total;
}

/** `percent` percent of `amount`, unrounded. */
export const percentOf = (amount: DecValue, percent: DecValue): Dec => dec(amount).times(dec(percent)).div(100);
