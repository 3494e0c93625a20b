import { describe, expect, it } from 'vitest';
import { bookingTotal, bookingTotals, centsToMoney, extraPriceFromTotal, itemTotal, moneyToCents, sumMoney } from './booking-totals';

describe('booking totals (account spec §5 Pricing)', () => {
  it('reads money text and numbers as whole cents, blank as 0, anything else as null', () => {
    expect(moneyToCents('12.5')).toBe(1250n);
    expect(moneyToCents('-3')).toBe(-300n);
    expect(moneyToCents('.25')).toBe(25n);
    expect(moneyToCents(19.99)).toBe(1999n);
    expect(moneyToCents('')).toBe(0n);
    expect(moneyToCents(undefined)).toBe(0n);
    expect(moneyToCents('1.005')).toBeNull();
    expect(moneyToCents('abc')).toBeNull();
    expect(moneyToCents('.')).toBeNull();
    expect(moneyToCents(Number.NaN)).toBeNull();
  });

  it('writes cents with exactly two decimals and no negative zero', () => {
    expect(centsToMoney(1250n)).toBe('12.50');
    expect(centsToMoney(5n)).toBe('0.05');
    expect(centsToMoney(-105n)).toBe('-1.05');
    expect(centsToMoney(0n)).toBe('0.00');
  });

  it('item total = price × count, exactly (no binary float drift)', () => {
    expect(itemTotal('0.10', 3)).toBe('0.30');
    expect(itemTotal('33.33', '3')).toBe('99.99');
    expect(itemTotal('120.45', 2)).toBe('240.90');
    expect(itemTotal('10', '')).toBe('0.00');
    expect(itemTotal('10', '1.5')).toBeNull();
    expect(itemTotal('ten', 1)).toBeNull();
  });

  it('price = sum of item totals; total = price + extraPrice; editing the total sets extraPrice', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney([])).toBe('0.00');
    expect(bookingTotal('300.30', '15.05')).toBe('315.35');
    expect(bookingTotal('300.30', '')).toBe('300.30');
    expect(extraPriceFromTotal('350', '300.30')).toBe('49.70');
    expect(extraPriceFromTotal('290', '300.30')).toBe('-10.30');
    expect(extraPriceFromTotal('x', '300.30')).toBeNull();
  });

  it('computes every figure of a booking at once, null as soon as one line is not money', () => {
    const lines = [
      { price: '120.45', count: 2 },
      { price: '35.10', count: 1 },
      { price: '60', count: 3 },
    ];
    expect(bookingTotals(lines, '9.99')).toEqual({ itemTotals: ['240.90', '35.10', '180.00'], price: '456.00', total: '465.99' });
    expect(bookingTotals([...lines, { price: '1.234', count: 1 }], '0')).toEqual({ itemTotals: ['240.90', '35.10', '180.00', null], price: null, total: null });
    expect(bookingTotals([], '5')).toEqual({ itemTotals: [], price: '0.00', total: '5.00' });
  });
});
