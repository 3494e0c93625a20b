import { type Dec, dec } from '../../../lib/money';

/**
 * Exact whole-number arithmetic for the engine's inner loop (issue 17.2, docs/decisions.md
 * "Engine in whole units"). A night's parts are also held as whole millionths of the hotel's
 * currency ("micro-units") when they are exactly that; a night's net then goes to its rounded
 * selling price in the requested currency through one exact rational step, in safe integers or
 * BigInt, without a decimal library. Anything that is not exact in these units (a part with more
 * than 6 decimals, an amount beyond 10^7 per night) is marked NaN and priced by the decimal path,
 * which stays the reference: the differential test compares both on thousands of stays.
 */
export const MICRO = 1_000_000;
const MICRO_BIG = 1_000_000n;
/** Parts above this many micro-units (10 million a night) take the decimal path. */
const MAX_MICRO = 10_000_000 * MICRO;

/** A decimal as whole micro-units, or NaN when it is not exactly that (or too large). */
export function microOf(value: Dec): number {
  const scaled = value.times(MICRO);
  if (!scaled.isInteger()) return Number.NaN;
  const micro = scaled.toNumber();
  return Math.abs(micro) <= MAX_MICRO ? micro : Number.NaN;
}

/** A whole number of micro-units as the parts hold it: itself when safe and within the bound, else NaN. */
export const bounded = (micro: number): number => (Number.isSafeInteger(micro) && Math.abs(micro) <= MAX_MICRO ? micro : Number.NaN);

/** A finite decimal as an exact fraction of BigInts, its denominator a power of ten. */
export function fractionOf(value: Dec): { num: bigint; den: bigint } {
  const [whole, decimals = ''] = value.toFixed().split('.');
  return { num: BigInt(`${whole}${decimals}`), den: 10n ** BigInt(decimals.length) };
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x;
};

/** Rounds num / den (den > 0) to a whole number, half away from zero, exactly. */
function roundBig(num: bigint, den: bigint): bigint {
  const negative = num < 0n;
  const abs = negative ? -num : num;
  let quotient = abs / den;
  if ((abs % den) * 2n >= den) quotient += 1n;
  return negative ? -quotient : quotient;
}

const HALF_SAFE = 2 ** 52;
const HALF_SAFE_BIG = 2n ** 52n;

/** Rounds num / den (den > 0, |num| and den at most 2^52) half away from zero, exactly. */
function roundSafe(num: number, den: number): number {
  const abs = Math.abs(num);
  let quotient = Math.floor(abs / den);
  let rest = abs - quotient * den;
  // The float quotient may be one off: the remainder, computed exactly, puts it right.
  if (rest < 0) {
    quotient -= 1;
    rest += den;
  } else if (rest >= den) {
    quotient += 1;
    rest -= den;
  }
  if (rest * 2 >= den) quotient += 1;
  return num < 0 ? -quotient : quotient;
}

/**
 * cents(net) = round((net x (1 + percents) + fixed) x conversion x 100), exact: the selling
 * price of a night in whole cents of the requested currency from its net in micro-units of the
 * hotel's. `scale` is 1 + the percent markups as a fraction, `fixed` the fixed markups in the
 * hotel's currency, `conversion` the rate multiplier (from's rate / to's rate, as fractions).
 */
export function centsFromNet(
  scale: { num: bigint; den: bigint },
  fixed: { num: bigint; den: bigint },
  conversion: { num: bigint; den: bigint },
): (netMicro: number) => number {
  // (net/M x sn/sd + fn/fd) x cn/cd x 100 = (net x sn x fd + fn x sd x M) x cn x 100 / (M x sd x fd x cd)
  let a = scale.num * fixed.den * conversion.num * 100n;
  let b = fixed.num * scale.den * MICRO_BIG * conversion.num * 100n;
  let d = MICRO_BIG * scale.den * fixed.den * conversion.den;
  const common = gcd(gcd(a, b), d);
  a /= common;
  b /= common;
  d /= common;
  const safe = (n: bigint) => n <= HALF_SAFE_BIG && n >= -HALF_SAFE_BIG;
  // BigInt arithmetic costs a microsecond or so a night. In doubles, (net x a + b) / d is within a
  // few units of 2^-53 of its terms (each of a, b, d rounded once, then three operations), so it
  // decides the rounding exactly unless it lies within that bound (taken ten times over) of a half
  // cent; only such a near tie, or a figure out of range, is worked out in BigInt.
  const [fa, fb, fd] = [Number(a), Number(b), Number(d)];
  const exact = (net: number) => Number(roundBig(BigInt(net) * a + b, d));
  const near = (net: number) => {
    const product = net * fa;
    const x = (product + fb) / fd;
    const abs = Math.abs(x);
    if (!(abs < NEAR_LIMIT)) return exact(net);
    const whole = Math.floor(abs);
    const rest = abs - whole;
    const margin = ((Math.abs(product) + Math.abs(fb)) / Math.abs(fd)) * 1e-14 + 1e-9;
    if (Math.abs(rest - 0.5) <= margin) return exact(net);
    const rounded = rest > 0.5 ? whole + 1 : whole;
    return x < 0 ? -rounded : rounded;
  };
  if (safe(a) && safe(b) && safe(d)) {
    const [na, nb, nd] = [Number(a), Number(b), Number(d)];
    // net x a + b, and the quotient times d near it, stay within 2^52: exact in a double.
    const limit = Math.floor((HALF_SAFE - Math.abs(nb)) / Math.max(1, Math.abs(na))) - 1;
    return (net) => (Math.abs(net) <= limit ? roundSafe(net * na + nb, nd) : near(net));
  }
  return near;
}
/** Beyond this many cents, BigInt always. */
const NEAR_LIMIT = 1e12;

/** Whole cents as money text ("-12.05"). */
export function centsText(cents: number): string {
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100);
  const rest = abs - units * 100;
  return `${cents < 0 ? '-' : ''}${units}.${rest < 10 ? '0' : ''}${rest}`;
}

/** Money text with 2 decimals ("-12.05", as centsText writes it) as whole cents. */
export function moneyCents(text: string): number {
  const negative = text.startsWith('-');
  const [units, decimals = ''] = (negative ? text.slice(1) : text).split('.');
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

/** Micro-units rounded half away from zero to whole cents (exact: safe integers). */
export const centsOfMicro = (micro: number): number => roundSafe(micro, MICRO / 100);

/** Micro-units as an exact decimal. */
export const decOfMicro = (micro: number): Dec => dec(micro).div(MICRO);
