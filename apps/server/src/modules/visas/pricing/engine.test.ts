import { describe, expect, it } from 'vitest';
import { passengersPrices, priceVisaType, pricingRowFor, sellingPrice, visaBand } from './engine';
import { dec } from '../../../lib/money';
import type { EngineVisaPricing, VisaPricingContext } from './types';

/** Domain-rules §5.3 and §10 'Visa', §5.1 markups, §1 rounding, §2 conversion. */

const DEFAULT_BANDS = { infantAgeMax: 2, children1AgeMax: 12, children2AgeMax: null };
const ROW: EngineVisaPricing = {
  id: 1,
  startDate: '2027-01-01',
  endDate: '2027-12-31',
  extraAdult: '80.00',
  extraChild: '45.00',
  extraInfant: '0.00',
  currency: 'EUR',
};
const ctx = (over: Partial<VisaPricingContext> = {}): VisaPricingContext => ({
  defaultCurrency: 'EUR',
  rates: { USD: '0.92', AMD: '0.0023' },
  currency: 'EUR',
  markup: null,
  agencyExtra: null,
  ...over,
});
const FAMILY = [
  { ageType: 'adult', age: null },
  { ageType: 'adult', age: null },
  { ageType: 'child', age: 5 },
  { ageType: 'infant', age: 1 },
] as const;

describe('visa pricing engine', () => {
  it('prices the §10 example: 80, 80, 45, 0 = 205.00', () => {
    const price = priceVisaType([ROW], '2027-06-10', ctx())!;
    expect(price.selling).toEqual({ adult: '80.00', child: '45.00', infant: '0.00' });
    const result = passengersPrices(price, [...FAMILY], DEFAULT_BANDS);
    expect(result).toEqual({ prices: ['80.00', '80.00', '45.00', '0.00'], bands: ['adult', 'adult', 'child', 'infant'], total: '205.00' });
  });

  it('bands ages by the visa own limits (infant < infantAgeMax, child < children1AgeMax or < children2AgeMax)', () => {
    const bands = { infantAgeMax: 3, children1AgeMax: 10, children2AgeMax: 16 };
    expect(visaBand({ ageType: 'infant', age: 1 }, bands)).toBe('infant');
    expect(visaBand({ ageType: 'child', age: 2 }, bands)).toBe('infant');
    expect(visaBand({ ageType: 'child', age: 3 }, bands)).toBe('child');
    expect(visaBand({ ageType: 'child', age: 12 }, bands)).toBe('child');
    expect(visaBand({ ageType: 'child', age: 16 }, bands)).toBe('adult');
    expect(visaBand({ ageType: 'child', age: 12 }, DEFAULT_BANDS)).toBe('adult');
    expect(visaBand({ ageType: 'adult', age: null }, bands)).toBe('adult');
  });

  it('takes the row covering the date: both ends inclusive, the latest start on overlap, then the highest id; none: not offered', () => {
    const rows = [
      ROW,
      { ...ROW, id: 2, startDate: '2027-06-01', endDate: '2027-06-30', extraAdult: '90.00' },
      { ...ROW, id: 3, startDate: '2027-06-01', endDate: '2027-06-10', extraAdult: '95.00' },
    ];
    expect(pricingRowFor(rows, '2027-06-10')!.id).toBe(3);
    expect(pricingRowFor(rows, '2027-06-11')!.id).toBe(2);
    expect(pricingRowFor(rows, '2027-12-31')!.id).toBe(1);
    expect(priceVisaType(rows, '2028-01-01', ctx())).toBeNull();
  });

  it('adds the markup and the agency extra, per passenger, then converts and rounds once (half away from zero)', () => {
    // 10 % of 45 = 4.5, + 2.5 % agency = 1.125: 50.625 -> 50.63.
    expect(sellingPrice(dec('45'), 'EUR', ctx({ markup: { type: 'percent', amount: '10' }, agencyExtra: { type: 'percent', amount: '2.5' } }))).toBe('50.63');
    // Fixed 5 EUR per passenger, also on a free infant.
    expect(sellingPrice(dec('0'), 'EUR', ctx({ markup: { type: 'fixed', amount: '5' } }))).toBe('5.00');
    // A USD row (1 USD = 0.92 EUR) asked in EUR: (100 + fixed 9.20 EUR = 10 USD) x 0.92 = 101.20.
    expect(sellingPrice(dec('100'), 'USD', ctx({ markup: { type: 'fixed', amount: '9.20' } }))).toBe('101.20');
    // 80 EUR asked in USD: 80 / 0.92 = 86.9565... -> 86.96 (not the sum of rounded parts).
    expect(sellingPrice(dec('80'), 'EUR', ctx({ currency: 'USD' }))).toBe('86.96');
    // 10 % of 80.05 = 8.005: 88.055 -> 88.06 (rounded once, away from zero).
    expect(sellingPrice(dec('80.05'), 'EUR', ctx({ markup: { type: 'percent', amount: '10' } }))).toBe('88.06');
  });

  it('a missing rate is a clear error naming the pair', () => {
    expect(() => sellingPrice(dec('80'), 'GBP', ctx())).toThrow(/GBP against EUR/);
  });
});
