import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contextArb, hotelArb, searchRoomArb } from './arbitraries';
import { priceHotel } from './price-hotel';
import type { EngineHotel, PricingContext } from './types';

/**
 * The whole-units engine (issue 17.2: nets in micro-units, the selling price in exact integer
 * fractions, whole-units.ts) against the decimal one it replaced in the inner loop (decimal.js,
 * 40 digits, `wholeUnits: false`): on generated catalogues and stays, every option of every
 * searched room is the same, to the last field of the breakdown.
 */

/** Rates with 8 decimals, as the currency-rates table stores them, and the odd round one. */
const ratesArb = fc.record({
  USD: fc.constantFrom('0.92', '0.92345679', '0.91234567', '1.00000001'),
  GBP: fc.constantFrom('1.15', '1.15432198', '1.16666667', '0.99999999'),
});

const contextWithRates = fc.tuple(contextArb, ratesArb, fc.constantFrom<PricingContext['channel']>('b2b', 'b2c'), fc.boolean()).map(
  ([ctx, rates, channel, withBreakdown]): PricingContext => ({ ...ctx, rates, channel, withBreakdown }),
);

const compare = (hotel: EngineHotel, rooms: Parameters<typeof priceHotel>[1], ctx: PricingContext) => {
  const decimal = priceHotel(hotel, rooms, ctx, { wholeUnits: false });
  const whole = priceHotel(hotel, rooms, ctx);
  expect(whole).toEqual(decimal);
  return decimal.reduce((n, options) => n + options.length, 0);
};

describe('differential: the whole-units engine prices exactly as the decimal one', () => {
  it('on 2,000 generated hotels, parties and stays (every figure, breakdown included)', () => {
    let options = 0;
    fc.assert(
      fc.property(hotelArb, fc.array(searchRoomArb, { minLength: 1, maxLength: 3 }), contextWithRates, (hotel, rooms, ctx) => {
        options += compare(hotel, rooms, ctx);
      }),
      { numRuns: 2000 },
    );
    // The property compared real options, not only hotels without any.
    expect(options).toBeGreaterThan(2000);
  });

  it('with discounts of many decimals, huge prices and fixed markups in another currency (the decimal fallback and BigInt paths)', () => {
    const odd = fc.tuple(
      fc.constantFrom('12.3456789', '33.333', '0.0001', '99.99'),
      fc.constantFrom('9999999.99', '123456.78', '0.01'),
      fc.constantFrom('3.33', '10', '0.125'),
    );
    fc.assert(
      fc.property(hotelArb, searchRoomArb, contextWithRates, odd, (hotel, room, ctx, [discount, price, markup]) => {
        const changed: EngineHotel = {
          ...hotel,
          markups: { b2b: { type: 'fixed', amount: markup }, b2c: { type: 'percent', amount: markup } },
          rooms: hotel.rooms.map((r) => ({ ...r, pricing: r.pricing.map((row) => ({ ...row, personPrices: Object.fromEntries(Object.keys(row.personPrices).map((n) => [n, price])) })) })),
          offers: hotel.offers.map((o) => (o.kind === 'discounts' ? { ...o, pricingData: { discount } } : o)),
        };
        compare(changed, [room], ctx);
      }),
      { numRuns: 500 },
    );
  });
});
