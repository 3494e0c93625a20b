import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { crossRates } from './seed';
import { convert } from './service';

/** Rates against the default currency EUR: 1 X = rate EUR (domain-rules §2). */
const RATES = { USD: '0.92', GBP: '1.15', JPY: '0.0058' };
const toMoney = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

describe('convert (domain-rules §2)', () => {
  it('D -> X divides by the rate: the worked example, 118.80 EUR in USD at 0.92', () => {
    const usd = convert('118.80', 'EUR', 'USD', RATES, 'EUR');
    expect(usd.toString()).toBe('129.13043478260869565');
    expect(toMoney(usd)).toBe('129.13');
    expect(toMoney(convert('143.55', 'EUR', 'USD', RATES, 'EUR'))).toBe('156.03');
  });

  it('adds rounded nights into the price of domain-rules §9 (699.45 USD)', () => {
    const nights = ['118.80', '118.80', '118.80', '143.55', '143.55'].map((n) => toMoney(convert(n, 'EUR', 'USD', RATES, 'EUR')));
    expect(nights).toEqual(['129.13', '129.13', '129.13', '156.03', '156.03']);
    expect(nights.reduce((sum, n) => sum.plus(n), new Decimal(0)).toFixed(2)).toBe('699.45');
  });

  it('X -> D multiplies by the rate', () => {
    expect(convert('100', 'USD', 'EUR', RATES, 'EUR').toString()).toBe('92');
    expect(convert('10000', 'JPY', 'EUR', RATES, 'EUR').toString()).toBe('58');
  });

  it('X -> Y goes through D without rounding on the way', () => {
    // 100 GBP = 115 EUR = 125 USD (115 / 0.92).
    expect(convert('100', 'GBP', 'USD', RATES, 'EUR').toString()).toBe('125');
    // 10 USD = 9.2 EUR = 1586.2068965517241379 JPY.
    expect(toMoney(convert('10', 'USD', 'JPY', RATES, 'EUR'))).toBe('1586.21');
  });

  it('keeps the amount when both currencies are the same, even without a rate', () => {
    expect(convert('12.34', 'EUR', 'EUR', RATES, 'EUR').toString()).toBe('12.34');
    expect(convert('12.34', 'CHF', 'CHF', RATES, 'EUR').toString()).toBe('12.34');
    expect(convert(new Decimal('0.1'), 'USD', 'EUR', RATES, 'EUR').toString()).toBe('0.092');
  });

  it('throws a 422 naming the pair when a rate is missing or not above zero, never using 1', () => {
    const attempt = (from: string, to: string, rates: Record<string, string> = RATES) => {
      try {
        convert('100', from, to, rates, 'EUR');
      } catch (error) {
        return error;
      }
      return undefined;
    };
    for (const [from, to, pair] of [
      ['CHF', 'EUR', 'CHF against EUR'],
      ['EUR', 'CHF', 'CHF against EUR'],
      ['USD', 'CHF', 'CHF against EUR'],
      ['CHF', 'USD', 'CHF against EUR'],
    ] as const) {
      const error = attempt(from, to);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(422);
      expect((error as AppError).code).toBe('missing_rate');
      expect((error as AppError).message).toContain(pair);
    }
    expect((attempt('USD', 'EUR', { USD: '0' }) as AppError).status).toBe(422);
    expect((attempt('USD', 'EUR', { USD: '-0.5' }) as AppError).status).toBe(422);
  });
});

describe('bank rates through EUR (seed)', () => {
  const PER_EUR = { EUR: '1', USD: '1.17', GBP: '0.872', JPY: '176.4' };

  it('gives 1 X = perEur[B] / perEur[X] B, half up to 8 decimals, without the base itself', () => {
    const rows = crossRates(PER_EUR, ['EUR', 'USD']);
    const table = Object.fromEntries(rows.map((r) => [`${r.base}/${r.currency}`, r.bankRate]));
    expect(table).toEqual({
      'EUR/USD': '0.85470085', // 1 / 1.17 = 0.854700854...
      'EUR/GBP': '1.14678899', // 1 / 0.872 = 1.146788990...
      'EUR/JPY': '0.00566893', // 1 / 176.4 = 0.005668934...
      'USD/EUR': '1.17000000',
      'USD/GBP': '1.34174312', // 1.17 / 0.872 = 1.341743119...
      'USD/JPY': '0.00663265', // 1.17 / 176.4 = 0.006632653...
    });
  });

  it('makes one table when both bases are the same and none for a base without a quote', () => {
    expect(crossRates(PER_EUR, ['EUR', 'EUR'])).toHaveLength(3);
    expect(crossRates(PER_EUR, ['CHF'])).toEqual([]);
  });
});
