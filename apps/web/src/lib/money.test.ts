import { describe, expect, it } from 'vitest';
import { formatAmount, formatCurrencyAmount, isPositiveAmount, isZeroAmount, sumMoney } from './money';

describe('money in the browser', () => {
  it('sums to the cent where floats would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['12.50', '7.35', '-0.85'])).toBe('19.00');
  });

  it('tells a free amount and a positive one', () => {
    expect(isZeroAmount('0.00')).toBe(true);
    expect(isZeroAmount('0.01')).toBe(false);
    expect(isZeroAmount('abc')).toBe(false);
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('0')).toBe(false);
    expect(isPositiveAmount('-5')).toBe(false);
  });

  it('formats exact decimals with separators and the currency symbol', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('-0.5')).toBe('-0.50');
    expect(formatAmount('999999999999.99')).toBe('999,999,999,999.99');
    expect(formatCurrencyAmount('1234.5', 'EUR')).toBe('€1,234.50');
    expect(formatCurrencyAmount('-3', 'GBP')).toBe('-£3.00');
    expect(formatCurrencyAmount('10', 'XXQ')).toMatch(/^XXQ\s10\.00$/);
    expect(formatCurrencyAmount('10', 'E')).toBe('10.00 E');
    expect(formatCurrencyAmount('1.234', 'EUR')).toBe('1.234 EUR');
  });
});
