import { describe, expect, it } from 'vitest';
import { priceSchema } from './hotels';
import { markupSchema, moneyInputSchema } from './users';

/** Issue 32: amounts typed with a decimal comma are read; a negative markup is refused with a sentence. */
describe('amounts as agents type them', () => {
  it('reads a decimal comma as a decimal point, and keeps two decimals', () => {
    expect(moneyInputSchema.parse('12,5')).toBe('12.50');
    expect(moneyInputSchema.parse(' 1234,05 ')).toBe('1234.05');
    expect(moneyInputSchema.parse('12.5')).toBe('12.50');
    expect(priceSchema.parse('99,90')).toBe('99.90');
  });

  it('still refuses what is not an amount (thousands separators, three decimals)', () => {
    for (const text of ['1,234.50', '12,505', '12,5,0', 'abc']) expect(moneyInputSchema.safeParse(text).success, text).toBe(false);
  });

  it('refuses a negative markup, naming the amount', () => {
    const refused = markupSchema.safeParse({ type: 'percent', amount: '-5' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]).toMatchObject({ path: ['amount'], message: 'must not be below zero' });
    expect(markupSchema.parse({ type: 'fixed', amount: '7,5' })).toEqual({ type: 'fixed', amount: '7.50' });
  });
});
