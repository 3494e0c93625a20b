import { describe, expect, it } from 'vitest';
import { crossRates } from './seed';

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
