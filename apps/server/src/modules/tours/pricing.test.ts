import { describe, expect, it } from 'vitest';
import { bandPrices, bookableDays, freeUntilOf, lastFreeDay, netBandPrices, partyPrice, tourPolicies } from './pricing';

/** Tour pricing and cancellation rows (docs/decisions.md "Tours sold as excursions"): worked examples. */

const EUR_USD = { defaultCurrency: 'EUR', rates: { USD: '0.92' } };

describe('tour prices', () => {
  it('adult = price, child = priceChild or the adult price, infant = 0; the party price sums the rounded parts', () => {
    const tour = { price: '45.5', priceChild: '20', currency: 'EUR' };
    expect(netBandPrices(tour)).toEqual({ adult: '45.50', child: '20.00', infant: '0.00' });
    expect(netBandPrices({ ...tour, priceChild: null })).toEqual({ adult: '45.50', child: '45.50', infant: '0.00' });
    const prices = bandPrices(tour, 'EUR', EUR_USD);
    expect(partyPrice(prices, ['adult', 'adult', 'child', 'infant'])).toBe('111.00');
  });

  it('converts each passenger price from the tour currency and rounds it once (domain-rules §1, §2)', () => {
    // 45.50 / 0.92 = 49.456... -> 49.46; 20 / 0.92 = 21.739... -> 21.74; the party 49.46 x 2 + 21.74 = 120.66.
    const prices = bandPrices({ price: '45.50', priceChild: '20.00', currency: 'EUR' }, 'USD', EUR_USD);
    expect(prices).toEqual({ adult: '49.46', child: '21.74', infant: '0.00' });
    expect(partyPrice(prices, ['adult', 'adult', 'child', 'infant'])).toBe('120.66');
    // A USD tour sold in EUR: 30 x 0.92 = 27.60.
    expect(bandPrices({ price: '30', priceChild: null, currency: 'USD' }, 'EUR', EUR_USD)).toEqual({ adult: '27.60', child: '27.60', infant: '0.00' });
    expect(() => bandPrices({ price: '30', priceChild: null, currency: 'GBP' }, 'EUR', EUR_USD)).toThrow(/GBP against EUR/);
  });
});

describe('tour cancellation rows', () => {
  const rows = (bookingDate: string, tourDate: string, freeCancellationDays: number | null, total = '111.00') =>
    tourPolicies({ bookingDate, tourDate, freeCancellationDays, total, currency: 'EUR' });

  it('free from the booking date until the day before the d-th day before the tour, then the whole price to the tour date', () => {
    // A tour on 20 July with 3 free days: free to 16 July, 111.00 from 17 July (3 days before) to 20 July.
    expect(rows('2027-06-01', '2027-07-20', 3)).toEqual([
      { dateFrom: '2027-06-01', dateTo: '2027-07-16', cost: '0.00', currencyCost: 'EUR' },
      { dateFrom: '2027-07-17', dateTo: '2027-07-20', cost: '111.00', currencyCost: 'EUR' },
    ]);
    expect(lastFreeDay('2027-07-20', 3)).toBe('2027-07-16');
    expect(freeUntilOf(rows('2027-06-01', '2027-07-20', 3))).toBe('2027-07-16');
    // 0 days: free until the day before the tour.
    expect(rows('2027-06-01', '2027-07-20', 0)).toEqual([
      { dateFrom: '2027-06-01', dateTo: '2027-07-19', cost: '0.00', currencyCost: 'EUR' },
      { dateFrom: '2027-07-20', dateTo: '2027-07-20', cost: '111.00', currencyCost: 'EUR' },
    ]);
    // Booked on the last free day: one free day.
    expect(rows('2027-07-16', '2027-07-20', 3)[0]).toEqual({ dateFrom: '2027-07-16', dateTo: '2027-07-16', cost: '0.00', currencyCost: 'EUR' });
  });

  it('non-refundable (null), or booked after the free window: the whole price from the booking date', () => {
    const whole = [{ dateFrom: '2027-06-01', dateTo: '2027-07-20', cost: '111.00', currencyCost: 'EUR' }];
    expect(rows('2027-06-01', '2027-07-20', null)).toEqual(whole);
    expect(freeUntilOf(whole)).toBeNull();
    expect(rows('2027-07-17', '2027-07-20', 3)).toEqual([{ dateFrom: '2027-07-17', dateTo: '2027-07-20', cost: '111.00', currencyCost: 'EUR' }]);
    // An item of infants only costs nothing either way: one row.
    expect(rows('2027-06-01', '2027-07-20', 3, '0')).toEqual([{ dateFrom: '2027-06-01', dateTo: '2027-07-20', cost: '0.00', currencyCost: 'EUR' }]);
    // A day already past (an administrator's line): the rows end on the booking date.
    expect(rows('2027-07-25', '2027-07-20', 3)).toEqual([{ dateFrom: '2027-07-25', dateTo: '2027-07-25', cost: '111.00', currencyCost: 'EUR' }]);
  });
});

describe('bookable days', () => {
  it('every day of the stay, both ends included, from today on', () => {
    expect(bookableDays('2027-06-28', '2027-07-01', '2027-01-01')).toEqual(['2027-06-28', '2027-06-29', '2027-06-30', '2027-07-01']);
    expect(bookableDays('2027-06-28', '2027-07-01', '2027-06-30')).toEqual(['2027-06-30', '2027-07-01']);
    expect(bookableDays('2027-06-28', '2027-07-01', '2027-07-02')).toEqual([]);
  });
});
