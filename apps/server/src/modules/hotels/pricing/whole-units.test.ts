import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsFromNet } from './whole-units';

/**
 * centsFromNet against the exact reference: round((net x a + b) / d) half away from zero in
 * BigInt, with a, b, d made as centsFromNet makes them. Rates of 8 decimals give fractions too
 * large for doubles: those take the double path with a guard band round half cents, and exact
 * ties must still round away from zero (issue 17.2).
 */
const MICRO = 1_000_000n;
const gcd = (x: bigint, y: bigint): bigint => (y === 0n ? (x < 0n ? -x : x) : gcd(y, x % y));
function reference(scale: { num: bigint; den: bigint }, fixed: { num: bigint; den: bigint }, conversion: { num: bigint; den: bigint }) {
  const a = scale.num * fixed.den * conversion.num * 100n;
  const b = fixed.num * scale.den * MICRO * conversion.num * 100n;
  const d = MICRO * scale.den * fixed.den * conversion.den;
  const round = (net: bigint) => {
    const num = net * a + b;
    const negative = num < 0n;
    const abs = negative ? -num : num;
    let q = abs / d;
    if ((abs % d) * 2n >= d) q += 1n;
    return Number(negative ? -q : q);
  };
  return { a, b, d, round };
}

/** Modular inverse of x mod m (x, m coprime), for nets that land exactly on a half cent. */
function inverse(x: bigint, m: bigint): bigint {
  let [r0, r1, s0, s1] = [((x % m) + m) % m, m, 1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  return ((s0 % m) + m) % m;
}

const eightDecimals = fc.integer({ min: 50_000_000, max: 200_000_000 }).map((n) => ({ num: BigInt(n), den: 100_000_000n }));
const percent = fc.integer({ min: 0, max: 5_000 }).map((n) => ({ num: 10_000n + BigInt(n), den: 10_000n }));
const fixedAmount = fc.integer({ min: 0, max: 5_000 }).map((n) => ({ num: BigInt(n), den: 100n }));

describe('cents from a net in micro-units', () => {
  it('rounds exactly as BigInt does, on 8-decimal rates, percents and fixed markups, near half cents included', () => {
    let ties = 0;
    fc.assert(
      fc.property(
        percent,
        fixedAmount,
        eightDecimals,
        eightDecimals,
        fc.array(fc.integer({ min: 0, max: 2_000_000_000_000 }), { minLength: 20, maxLength: 20 }),
        (scale, fixed, from, to, nets) => {
          const conversion = { num: from.num * to.den, den: from.den * to.num };
          const cents = centsFromNet(scale, fixed, conversion);
          const exact = reference(scale, fixed, conversion);
          for (const net of nets) expect(cents(net)).toBe(exact.round(BigInt(net)));
          // A net whose price is exactly a half cent, when there is one: (net x a + b) = d / 2 (mod d).
          const g = gcd(exact.a, exact.d);
          const half = exact.d / 2n;
          if (exact.d % 2n === 0n && (half - exact.b) % g === 0n) {
            const m = exact.d / g;
            const net = ((((half - exact.b) / g) % m) * inverse(exact.a / g, m)) % m;
            const n = Number((net + m) % m);
            if (Number.isSafeInteger(n) && n <= 1e13) {
              ties++;
              expect(cents(n)).toBe(exact.round(BigInt(n)));
            }
          }
        },
      ),
      { numRuns: 2_000 },
    );
    expect(ties).toBeGreaterThan(0);
  });
});
