import { describe, expect, it } from 'vitest';
import { idListSchema, visaCreateRequestSchema, visaTypeInputSchema, visaUpdateRequestSchema } from './visas';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const info = (over: Record<string, unknown> = {}) => ({ name: 'Schengen tourist', origins: [12], destinations: [75], defaultCurrency: 'EUR', ...over });
const row = (startDate: string, endDate: string, over: Record<string, unknown> = {}) => ({
  startDate,
  endDate,
  pricingData: { extraAdult: '80', extraChild: '45', extraInfant: '0', currency: 'EUR', ...over },
});

describe('visa contracts (issue 14): defaults, lists of ids, bad input names the field', () => {
  it('takes the spec defaults: infants below 2, children below 12, no second child band, no markups', () => {
    const result = visaCreateRequestSchema.safeParse(info());
    expect(messages(result)).toEqual([]);
    expect(result.data).toMatchObject({ infantAgeMax: 2, children1AgeMax: 12, markups: {}, origins: [12], destinations: [75] });
    expect(result.data?.children2AgeMax).toBeUndefined();
  });

  it('reads origins and destinations as id lists, options, JSON text, repeated form fields or one id', () => {
    const ids = idListSchema('country');
    expect(ids.parse([1, '2', { id: 3 }, { value: 4 }])).toEqual([1, 2, 3, 4]);
    expect(ids.parse('[5,6]')).toEqual([5, 6]);
    expect(ids.parse(['[7]'])).toEqual([7]);
    expect(ids.parse(['8', '9'])).toEqual([8, 9]);
    expect(ids.parse('10')).toEqual([10]);
    expect(ids.parse('')).toEqual([]);
    expect(ids.parse(undefined)).toEqual([]);
    expect(messages(ids.safeParse(['x']))).toEqual(['0: must be a country id']);
    expect(messages(ids.safeParse([3, 3]))).toEqual(['1: country 3 is listed twice']);
    expect(messages(ids.safeParse('[1,'))).toEqual([': must be valid JSON']);
  });

  it('requires the name and the default currency, whole age limits in order', () => {
    expect(messages(visaCreateRequestSchema.safeParse({ origins: [] }))).toEqual(['name: Name is required', 'defaultCurrency: Default currency is required']);
    expect(messages(visaCreateRequestSchema.safeParse(info({ defaultCurrency: 'euro' })))).toEqual([
      'defaultCurrency: Default currency must be a currency code',
    ]);
    expect(messages(visaCreateRequestSchema.safeParse(info({ infantAgeMax: '2.5' })))).toEqual(['infantAgeMax: infantAgeMax must be a whole number']);
    expect(messages(visaCreateRequestSchema.safeParse(info({ infantAgeMax: 12, children1AgeMax: 12 })))).toEqual([
      'children1AgeMax: must be above infantAgeMax',
    ]);
    expect(messages(visaCreateRequestSchema.safeParse(info({ children2AgeMax: 10 })))).toEqual(['children2AgeMax: must be above children1AgeMax']);
    expect(messages(visaTypeInputSchema.safeParse({ name: '  ' }))).toEqual(['name: Name is required']);
  });

  it('reads the types of the save as JSON text; pricing rows need real, ordered, non-overlapping periods and prices', () => {
    const save = (types: unknown) => visaUpdateRequestSchema.safeParse({ ...info(), types: JSON.stringify(types) });
    const ok = save([{ id: 1, pricing: [row('2027-01-01', '2027-06-30'), row('2027-07-01', '2027-12-31', { currency: undefined })] }]);
    expect(messages(ok)).toEqual([]);
    expect(ok.data?.types?.[0]?.pricing[1]?.pricingData).toEqual({ extraAdult: '80.00', extraChild: '45.00', extraInfant: '0.00' });
    expect(messages(save([{ id: 1, pricing: [row('2027-12-31', '2027-01-01')] }]))).toEqual([
      'types.0.pricing.0.endDate: end date must not be before the start date',
    ]);
    expect(messages(save([{ id: 1, pricing: [row('2027-02-30', '2027-03-01')] }]))).toEqual(['types.0.pricing.0.startDate: must be a date YYYY-MM-DD']);
    expect(messages(save([{ id: 1, pricing: [row('2027-01-01', '2027-12-31', { extraChild: '-1' })] }]))).toEqual([
      'types.0.pricing.0.pricingData.extraChild: must not be below zero',
    ]);
    expect(messages(save([{ id: 1, pricing: [row('2027-01-01', '2027-12-31', { extraAdult: '' })] }]))[0]).toMatch(
      /^types\.0\.pricing\.0\.pricingData\.extraAdult: /,
    );
    expect(messages(save([{ id: 1, pricing: [row('2027-01-01', '2027-06-30'), row('2027-06-30', '2027-12-31')] }]))).toEqual([
      'types.0.pricing.1.startDate: overlaps row 0 (2027-01-01 to 2027-06-30)',
    ]);
    expect(messages(save([{ pricing: [] }]))[0]).toMatch(/^types\.0\.id: /);
    expect(messages(visaUpdateRequestSchema.safeParse({ ...info(), types: '{' }))).toEqual(['types: must be valid JSON']);
  });
});
