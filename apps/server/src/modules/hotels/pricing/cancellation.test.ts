import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationCost } from '../../../lib/cancellation-cost';
import { cancellationPolicies, freeCancellationUntil, freeCancellationUntilFor } from './cancellation';
import { addDays } from '../../../lib/dates';
import type { EngineCancellationRule } from './types';

/** The §9 stay: 2027-06-28 to 2027-07-03, BB option 643.50 EUR, booked on 2027-01-15. */
const PER_NIGHT = ['118.80', '118.80', '118.80', '143.55', '143.55'];
const conversion = { defaultCurrency: 'EUR', rates: { USD: '0.92' } };
const hotel = (cancellationRules: EngineCancellationRule[], currency = 'EUR') => ({ currency, cancellationRules });
const policies = (rules: EngineCancellationRule[], bookingDate = '2027-01-15', total = '643.50', perNight = PER_NIGHT, currency = 'EUR') =>
  cancellationPolicies(hotel(rules), '2027-06-28', '2027-07-03', bookingDate, total, perNight, currency, conversion);

const RULES: EngineCancellationRule[] = [
  { daysBefore: 7, penaltyType: 'nights', amount: '1.00' },
  { daysBefore: 30, penaltyType: 'percent', amount: '50.00' },
  { daysBefore: 2, penaltyType: 'fixed', amount: '200.00' },
];

describe('cancellation policies (domain-rules §7)', () => {
  it('a free row first, then each rule from check-in minus D days to the day before the next, the last until check-out', () => {
    expect(policies(RULES)).toEqual([
      { dateFrom: '2027-01-15', dateTo: '2027-05-28', cost: '0.00', currencyCost: 'EUR' },
      { dateFrom: '2027-05-29', dateTo: '2027-06-20', cost: '321.75', currencyCost: 'EUR' },
      { dateFrom: '2027-06-21', dateTo: '2027-06-25', cost: '118.80', currencyCost: 'EUR' },
      { dateFrom: '2027-06-26', dateTo: '2027-07-03', cost: '200.00', currencyCost: 'EUR' },
    ]);
  });

  it('no free row when the booking falls inside a rule; rules wholly before the booking give no row', () => {
    expect(policies(RULES, '2027-06-23')).toEqual([
      { dateFrom: '2027-06-23', dateTo: '2027-06-25', cost: '118.80', currencyCost: 'EUR' },
      { dateFrom: '2027-06-26', dateTo: '2027-07-03', cost: '200.00', currencyCost: 'EUR' },
    ]);
  });

  it('percent of the item total, rounded half away from zero', () => {
    expect(policies([{ daysBefore: 10, penaltyType: 'percent', amount: '33.33' }])[1].cost).toBe('214.48');
    expect(policies([{ daysBefore: 10, penaltyType: 'percent', amount: '100' }])[1].cost).toBe('643.50');
  });

  it("nights: the first N nights' selling price, at most all of them", () => {
    expect(policies([{ daysBefore: 3, penaltyType: 'nights', amount: '2.00' }])[1].cost).toBe('237.60');
    expect(policies([{ daysBefore: 3, penaltyType: 'nights', amount: '9.00' }])[1].cost).toBe('643.50');
  });

  it('fixed: hotel-currency amount converted to the item currency, never above the item total', () => {
    const usd = policies(
      [{ daysBefore: 3, penaltyType: 'fixed', amount: '92.00' }],
      '2027-01-15',
      '699.45',
      ['129.13', '129.13', '129.13', '156.03', '156.03'],
      'USD',
    );
    expect(usd[1]).toEqual({ dateFrom: '2027-06-25', dateTo: '2027-07-03', cost: '100.00', currencyCost: 'USD' });
    expect(policies([{ daysBefore: 3, penaltyType: 'fixed', amount: '1000.00' }])[1].cost).toBe('643.50');
    expect(() =>
      cancellationPolicies(
        hotel([{ daysBefore: 3, penaltyType: 'fixed', amount: '5' }], 'CHF'),
        '2027-06-28',
        '2027-07-03',
        '2027-01-15',
        '10',
        [],
        'EUR',
        conversion,
      ),
    ).toThrow('No currency rate for CHF against EUR');
  });

  it('a rule starting on check-in day (0 days before) runs from check-in to check-out', () => {
    expect(policies([{ daysBefore: 0, penaltyType: 'percent', amount: '100' }])).toEqual([
      { dateFrom: '2027-01-15', dateTo: '2027-06-27', cost: '0.00', currencyCost: 'EUR' },
      { dateFrom: '2027-06-28', dateTo: '2027-07-03', cost: '643.50', currencyCost: 'EUR' },
    ]);
  });

  it('no rules: non-refundable, 100 % from the booking date', () => {
    expect(policies([])).toEqual([{ dateFrom: '2027-01-15', dateTo: '2027-07-03', cost: '643.50', currencyCost: 'EUR' }]);
  });
});

describe('cancellation cost', () => {
  const rows = policies(RULES);
  it('is the cost of the row covering the cancellation date', () => {
    expect(['2027-01-15', '2027-05-28', '2027-05-29', '2027-06-20', '2027-06-21', '2027-06-26', '2027-07-03'].map((d) => cancellationCost(rows, d))).toEqual([
      '0.00',
      '0.00',
      '321.75',
      '321.75',
      '118.80',
      '200.00',
      '200.00',
    ]);
  });

  it('free before the first row, the last cost after check-out, free with no rows', () => {
    expect(cancellationCost(rows, '2026-12-31')).toBe('0.00');
    expect(cancellationCost(rows, '2027-07-10')).toBe('200.00');
    expect(cancellationCost([], '2027-07-10')).toBe('0.00');
  });

  it('free cancellation lasts until the end of the free rows the policy starts with; none when it starts with a cost', () => {
    expect(freeCancellationUntil(policies(RULES))).toBe('2027-05-28');
    expect(freeCancellationUntil(policies(RULES, '2027-06-23'))).toBeNull();
    // No rules: non-refundable from the booking date.
    expect(freeCancellationUntil(policies([]))).toBeNull();
    // A rule costing nothing extends the free period.
    expect(
      freeCancellationUntil(
        policies([
          { daysBefore: 30, penaltyType: 'percent', amount: '0' },
          { daysBefore: 7, penaltyType: 'percent', amount: '50' },
        ]),
      ),
    ).toBe('2027-06-20');
  });
});

describe('free cancellation without every row (freeCancellationUntilFor)', () => {
  it('says what freeCancellationUntil(cancellationPolicies(...)) says, on 3,000 generated policies', () => {
    const ruleArb = fc.record({
      daysBefore: fc.integer({ min: 0, max: 90 }),
      penaltyType: fc.constantFrom<EngineCancellationRule['penaltyType']>('percent', 'nights', 'fixed'),
      amount: fc.constantFrom('0', '0.00', '0.001', '1', '2', '25', '50.5', '100', '3.33'),
    });
    const cents = fc.integer({ min: 0, max: 50000 }).map((c) => (c / 100).toFixed(2));
    fc.assert(
      fc.property(
        fc.array(ruleArb, { maxLength: 4 }),
        fc.integer({ min: -120, max: 30 }),
        fc.integer({ min: 1, max: 10 }),
        fc.array(cents, { minLength: 1, maxLength: 10 }),
        fc.constantFrom('EUR', 'USD'),
        fc.constantFrom('EUR', 'USD'),
        (rules, booked, nights, perNight, hotelCurrency, currency) => {
          const checkIn = '2027-06-28';
          const checkOut = addDays(checkIn, nights);
          const bookingDate = addDays(checkIn, booked);
          const total = perNight.reduce((t, n) => t + Math.round(Number(n) * 100), 0);
          const args = [hotel(rules, hotelCurrency), checkIn, checkOut, bookingDate, (total / 100).toFixed(2), perNight, currency, conversion] as const;
          expect(freeCancellationUntilFor(...args)).toBe(freeCancellationUntil(cancellationPolicies(...args)));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
