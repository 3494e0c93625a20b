import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { canConvert, convert, converter } from './currency-conversion';
import { AppError } from './errors';
import { Dec, dec, exact, moneyText, percentOf, round2, sum } from './money';

describe('money (domain-rules §1)', () => {
  it('rounds half away from zero at the half cent, both signs', () => {
    const cases = {
      '0.005': '0.01',
      '0.015': '0.02',
      '2.675': '2.68',
      '1.004999': '1.00',
      '1.0049999999999999999999999': '1.00',
      '-0.005': '-0.01',
      '-2.675': '-2.68',
      '-1.004999': '-1.00',
      '141.625': '141.63',
      '154.125': '154.13',
    };
    expect(Object.keys(cases).map((v) => moneyText(v))).toEqual(Object.values(cases));
  });

  it('never writes "-0.00": a negative amount that rounds to zero is 0.00', () => {
    expect(moneyText('-0.004')).toBe('0.00');
    expect(moneyText(dec('10').minus('10.004'))).toBe('0.00');
    expect(moneyText('-0.005')).toBe('-0.01');
  });

  it('writes exactly 2 decimals, without exponent notation for large or small amounts', () => {
    expect(moneyText('999999999999.99')).toBe('999999999999.99');
    expect(moneyText(12)).toBe('12.00');
    expect(moneyText('1e-7')).toBe('0.00');
    expect(moneyText('1.5e11')).toBe('150000000000.00');
    expect(exact(dec('1e-7'))).toBe('0.0000001');
    expect(['12', '12.5', '12.345'].map((v) => exact(dec(v)))).toEqual(['12.00', '12.50', '12.345']);
  });

  it('rounds only when asked: round2 is a decimal, sums stay exact', () => {
    expect(round2('2.675').toString()).toBe('2.68');
    expect(sum(['0.1', '0.2']).toString()).toBe('0.3');
    expect(sum([]).toString()).toBe('0');
    // §10: the Light party price 2 x 180 + 135 + 20 over 4 passengers is 128.75, exactly.
    expect(sum(['180', '180', '135', '20']).div(4).toString()).toBe('128.75');
    // §10: a 10 % markup on 128.75 is 141.625, which rounds away from zero.
    expect(moneyText(dec('128.75').plus(percentOf('128.75', 10)))).toBe('141.63');
  });

  it('works at 40 digits whatever decimal it is given, and refuses a float that is not finite', () => {
    const third = dec(new Decimal(1)).div(3);
    expect(third.toString()).toBe(`0.${'3'.repeat(40)}`);
    expect(dec(third)).toBe(third);
    expect(() => dec(Number.NaN)).toThrow('Not a finite amount');
    expect(() => dec(Number.POSITIVE_INFINITY)).toThrow('Not a finite amount');
  });
});

/** Rates against the default currency EUR: 1 X = rate EUR (domain-rules §2). */
const EUR = { defaultCurrency: 'EUR', rates: { USD: '0.92', GBP: '1.15', JPY: '0.0058' } };

describe('conversion (domain-rules §2)', () => {
  it('D -> X divides by the rate: the worked example, 118.80 EUR in USD at 0.92', () => {
    const usd = convert('118.80', 'EUR', 'USD', EUR);
    expect(usd.toString()).toBe('129.1304347826086956521739130434782608696');
    expect(moneyText(usd)).toBe('129.13');
    expect(moneyText(convert('143.55', 'EUR', 'USD', EUR))).toBe('156.03');
  });

  it('adds rounded nights into the price of domain-rules §9 (699.45 USD)', () => {
    const nights = ['118.80', '118.80', '118.80', '143.55', '143.55'].map((n) => moneyText(convert(n, 'EUR', 'USD', EUR)));
    expect(nights).toEqual(['129.13', '129.13', '129.13', '156.03', '156.03']);
    expect(moneyText(sum(nights))).toBe('699.45');
  });

  it('X -> D multiplies by the rate', () => {
    expect(convert('100', 'USD', 'EUR', EUR).toString()).toBe('92');
    expect(convert('10000', 'JPY', 'EUR', EUR).toString()).toBe('58');
  });

  it('goes both ways back to the amount, to the cent', () => {
    for (const amount of ['0.01', '19.99', '118.80', '1234567.89']) {
      for (const currency of ['USD', 'GBP', 'JPY']) {
        const there = convert(amount, 'EUR', currency, EUR);
        expect(moneyText(convert(there, currency, 'EUR', EUR))).toBe(moneyText(amount));
      }
    }
    expect(moneyText(convert('-50', 'EUR', 'USD', EUR))).toBe('-54.35');
    expect(moneyText(convert('-54.35', 'USD', 'EUR', EUR))).toBe('-50.00');
  });

  it('X -> Y goes through D without rounding on the way', () => {
    // 100 GBP = 115 EUR = 125 USD (115 / 0.92).
    expect(convert('100', 'GBP', 'USD', EUR).toString()).toBe('125');
    // 10 USD = 9.2 EUR = 1586.2068965517... JPY.
    expect(moneyText(convert('10', 'USD', 'JPY', EUR))).toBe('1586.21');
    expect(converter('GBP', 'USD', EUR).factor.toString()).toBe('1.25');
  });

  it('rounds a large converted amount once, where 20 digits would have rounded it twice', () => {
    // 12,001,900,002.43 x 0.92345679 = 11,083,236,050.1449999997 exactly: a cent below the half.
    const rates = { defaultCurrency: 'EUR', rates: { USD: '0.92345679' } };
    expect(convert('12001900002.43', 'USD', 'EUR', rates).toString()).toBe('11083236050.1449999997');
    expect(moneyText(convert('12001900002.43', 'USD', 'EUR', rates))).toBe('11083236050.14');
    expect(new Decimal('12001900002.43').times('0.92345679').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)).toBe('11083236050.15');
  });

  it('keeps the amount when both currencies are the same, even without a rate', () => {
    expect(convert('12.34', 'EUR', 'EUR', EUR).toString()).toBe('12.34');
    expect(convert('12.34', 'CHF', 'CHF', EUR).toString()).toBe('12.34');
    expect(convert(new Decimal('0.1'), 'USD', 'EUR', EUR).toString()).toBe('0.092');
    expect(convert('0.1', 'USD', 'EUR', EUR)).toBeInstanceOf(Dec);
  });

  it('throws a 422 naming the pair when a rate is missing, empty, not a number or not above zero, never using 1', () => {
    const attempt = (from: string, to: string, rates: Record<string, string> = EUR.rates) => {
      try {
        convert('100', from, to, { defaultCurrency: 'EUR', rates });
      } catch (error) {
        return error;
      }
      return undefined;
    };
    for (const [from, to] of [
      ['CHF', 'EUR'],
      ['EUR', 'CHF'],
      ['USD', 'CHF'],
      ['CHF', 'USD'],
    ] as const) {
      const error = attempt(from, to);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(422);
      expect((error as AppError).code).toBe('missing_rate');
      expect((error as AppError).message).toMatch(/^No currency rate for CHF against EUR/);
    }
    for (const rate of ['0', '-0.5', '', 'abc', 'Infinity']) {
      expect((attempt('USD', 'EUR', { USD: rate }) as AppError).code).toBe('missing_rate');
    }
  });

  it('checks both rates before converting anything', () => {
    expect(canConvert('USD', 'GBP', EUR)).toBe(true);
    expect(canConvert('CHF', 'CHF', EUR)).toBe(true);
    expect(canConvert('USD', 'CHF', EUR)).toBe(false);
    expect(() => converter('EUR', 'CHF', EUR)).toThrow('No currency rate for CHF against EUR');
  });
});
