import { describe, expect, it } from 'vitest';
import { CANCELLATION_DATE_FORMATS, formatDayAs } from './display-settings';
import {
  canonicalRate,
  currencyRatesRequestSchema,
  hotelMarkupSettingsRequestSchema,
  linkCorrectionFromRate,
  linkRateFromBank,
  rateToUnits,
  unitsToRate,
} from './settings';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('exact rate arithmetic (8 decimals on BigInt)', () => {
  it('reads decimal text into 1e-8 units and writes canonical text back', () => {
    expect(rateToUnits('0.92')).toBe(92_000_000n);
    expect(rateToUnits('-0.005')).toBe(-500_000n);
    expect(rateToUnits('.5')).toBe(50_000_000n);
    expect(rateToUnits('12.')).toBe(1_200_000_000n);
    expect(rateToUnits(' 1.00000001 ')).toBe(100_000_001n);
    expect(unitsToRate(92_000_000n)).toBe('0.92');
    expect(unitsToRate(-500_000n)).toBe('-0.005');
    expect(unitsToRate(0n)).toBe('0');
    expect(unitsToRate(-100_000_000n)).toBe('-1');
    expect(canonicalRate('0.92000000')).toBe('0.92');
    expect(canonicalRate('-0')).toBe('0');
    expect(canonicalRate('007.50')).toBe('7.5');
  });

  it('refuses what is not a decimal with at most 8 decimals', () => {
    for (const text of ['', '-', '.', 'abc', '1e-7', '0.123456789', '1,5', '+1', '1.2.3', '1234567890123']) {
      expect(rateToUnits(text), text).toBeNull();
    }
  });

  it('sets the end rate to bank + correction exactly (no binary float drift)', () => {
    // 0.1 + 0.2 in binary floats is 0.30000000000000004.
    expect(linkRateFromBank('0.1', '0.2')).toBe('0.3');
    expect(linkRateFromBank('0.85470085', '0.01')).toBe('0.86470085');
    expect(linkRateFromBank('0.92', '-0.02')).toBe('0.9');
    expect(linkRateFromBank('0.00581395', '0.00000005')).toBe('0.005814');
    expect(linkRateFromBank('1.17', '-1.17')).toBe('0');
    expect(linkRateFromBank('0.92', '-')).toBeNull();
  });

  it('sets the correction to end - bank exactly', () => {
    expect(linkCorrectionFromRate('0.85470085', '0.87')).toBe('0.01529915');
    expect(linkCorrectionFromRate('0.92', '0.9')).toBe('-0.02');
    expect(linkCorrectionFromRate('0.3', '0.3')).toBe('0');
    expect(linkCorrectionFromRate('0.92', '0.')).toBe('-0.92');
    expect(linkCorrectionFromRate('0.92', 'x')).toBeNull();
  });

  it('round-trips: correction from a rate, then the rate from that correction', () => {
    for (const [bank, rate] of [
      ['0.85470085', '0.9'],
      ['171.5', '170.12345678'],
      ['0.00262921', '0.003'],
    ] as const) {
      const correction = linkCorrectionFromRate(bank, rate)!;
      expect(linkRateFromBank(bank, correction)).toBe(canonicalRate(rate));
    }
  });
});

describe('currency rates request (spec §7, domain-rules §2)', () => {
  const parse = (data: unknown) => currencyRatesRequestSchema.safeParse({ data: typeof data === 'string' ? data : JSON.stringify(data) });

  it('accepts JSON text of rates by base then currency, answering canonical text', () => {
    const result = parse({ EUR: { USD: { bankRate: '0.85470085', correctionRate: '0.01', rate: '0.86470085' }, GBP: { correctionRate: 0, rate: 1.15 } } });
    expect(result.success).toBe(true);
    expect(result.data?.data).toEqual({
      EUR: { USD: { bankRate: '0.85470085', correctionRate: '0.01', rate: '0.86470085' }, GBP: { correctionRate: '0', rate: '1.15' } },
    });
  });

  it('refuses an end rate that is not bank + correction, naming the field and the sum', () => {
    expect(issues(parse({ EUR: { USD: { bankRate: '0.85', correctionRate: '0.01', rate: '0.87' } } }))).toEqual([
      'data.EUR.USD.rate: End rate must equal bank rate + correction rate (0.86)',
    ]);
  });

  it('refuses a rate of zero or below', () => {
    expect(issues(parse({ EUR: { USD: { bankRate: '0.85', correctionRate: '-0.85', rate: '0' } } }))).toEqual(['data.EUR.USD.rate: End rate must be above 0']);
    expect(issues(parse({ EUR: { USD: { correctionRate: '-1', rate: '-0.1' } } }))).toEqual(['data.EUR.USD.rate: End rate must be above 0']);
  });

  it('refuses missing and non-decimal fields, unknown code shapes and bad JSON', () => {
    expect(issues(parse({ EUR: { USD: { rate: '0.9' } } }))).toEqual(['data.EUR.USD.correctionRate: Correction rate is required']);
    expect(issues(parse({ EUR: { USD: { correctionRate: '', rate: '0.9' } } }))).toEqual(['data.EUR.USD.correctionRate: Correction rate is required']);
    expect(issues(parse({ EUR: { USD: { correctionRate: '0', rate: 'abc' } } }))).toEqual([
      'data.EUR.USD.rate: End rate must be a number with at most 8 decimals',
    ]);
    expect(issues(parse({ EUR: { USD: { correctionRate: '0', rate: '0.123456789' } } }))).toEqual([
      'data.EUR.USD.rate: End rate must be a number with at most 8 decimals',
    ]);
    expect(issues(parse({ EUR: { usd: { correctionRate: '0', rate: '1' } } }))[0]).toMatch(/^data\.EUR/);
    expect(issues(parse({ EUR: { USD: { correctionRate: true, rate: '1' } } }))).toEqual(['data.EUR.USD.correctionRate: Correction rate must be a number']);
    expect(issues(parse('{not json'))).toEqual(['data: must be valid JSON']);
    expect(issues(currencyRatesRequestSchema.safeParse({}))).toEqual(['data: Rates are required']);
    expect(issues(parse([1, 2]))[0]).toMatch(/^data: must be an object/);
  });
});

describe('hotel markups request (spec §3, §5, §9)', () => {
  const parse = (markups: unknown[]) => hotelMarkupSettingsRequestSchema.safeParse({ data: JSON.stringify({ markups }) });

  it('accepts rows with ids or "all", defaulting channel b2b and type percent (spec §4)', () => {
    const result = parse([
      { hotelCategoryId: 'all', locationId: 'all', amount: '10' },
      { id: 4, distributionChannel: 'b2c', hotelCategoryId: '3', locationId: 17, type: 'fixed', amount: 12.5 },
    ]);
    expect(result.success).toBe(true);
    expect(result.data?.data.markups).toEqual([
      { id: undefined, distributionChannel: 'b2b', hotelCategoryId: 'all', locationId: 'all', type: 'percent', amount: '10.00' },
      { id: 4, distributionChannel: 'b2c', hotelCategoryId: 3, locationId: 17, type: 'fixed', amount: '12.50' },
    ]);
  });

  it('requires the amount, the category and the location', () => {
    expect(issues(parse([{ hotelCategoryId: 'all', locationId: 'all', amount: '' }]))).toEqual(['data.markups.0.amount: Amount is required']);
    expect(issues(parse([{ locationId: 'all', amount: '1' }]))).toEqual(['data.markups.0.hotelCategoryId: Hotel category is required']);
    expect(issues(parse([{ hotelCategoryId: 'all', locationId: null, amount: '1' }]))).toEqual(['data.markups.0.locationId: Location is required']);
    expect(issues(parse([{ hotelCategoryId: 'some', locationId: 'all', amount: '1' }]))).toEqual([
      "data.markups.0.hotelCategoryId: Hotel category must be 'all' or an id",
    ]);
  });

  it('keeps amounts at or above zero, two decimals, percent at most 100', () => {
    expect(issues(parse([{ hotelCategoryId: 'all', locationId: 'all', amount: '-1' }]))).toEqual(['data.markups.0.amount: Amount must not be below zero']);
    expect(issues(parse([{ hotelCategoryId: 'all', locationId: 'all', amount: '1.234' }]))).toEqual([
      'data.markups.0.amount: must be an amount with at most 2 decimals',
    ]);
    expect(issues(parse([{ hotelCategoryId: 'all', locationId: 'all', type: 'percent', amount: '100.01' }]))).toEqual([
      'data.markups.0.amount: A percent markup must be at most 100',
    ]);
    expect(parse([{ hotelCategoryId: 'all', locationId: 'all', type: 'percent', amount: '100' }]).success).toBe(true);
    expect(parse([{ hotelCategoryId: 'all', locationId: 'all', type: 'fixed', amount: '250' }]).success).toBe(true);
    expect(parse([{ hotelCategoryId: 'all', locationId: 'all', amount: '0' }]).success).toBe(true);
  });

  it('refuses unknown channels and types', () => {
    expect(issues(parse([{ distributionChannel: 'b2x', hotelCategoryId: 'all', locationId: 'all', amount: '1' }]))).toEqual([
      'data.markups.0.distributionChannel: Distribution channel must be b2b or b2c',
    ]);
    expect(issues(parse([{ type: 'flat', hotelCategoryId: 'all', locationId: 'all', amount: '1' }]))[0]).toMatch(/^data\.markups\.0\.type: /);
  });

  it('accepts an empty list and refuses a missing one', () => {
    expect(parse([]).success).toBe(true);
    expect(issues(hotelMarkupSettingsRequestSchema.safeParse({ data: '{}' }))[0]).toMatch(/^data\.markups: /);
    expect(issues(hotelMarkupSettingsRequestSchema.safeParse({}))).toEqual(['data: Markups are required']);
  });
});

describe('cancellation date formats (storefront spec §7 defaultCancellationDateFormat)', () => {
  it('writes a day, or the day of an ISO time, in each format; nothing for no day', () => {
    expect(CANCELLATION_DATE_FORMATS.map((format) => formatDayAs('2027-03-09', format))).toEqual([
      '09.03.2027',
      '09/03/2027',
      '03/09/2027',
      '2027-03-09',
      '9 Mar 2027',
    ]);
    expect(formatDayAs('2027-12-31T22:15:00.000Z', 'D MMM YYYY')).toBe('31 Dec 2027');
    expect(formatDayAs('2027-12-31')).toBe('31.12.2027');
    expect(formatDayAs(null, 'YYYY-MM-DD')).toBe('');
  });
});
