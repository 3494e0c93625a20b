import { describe, expect, it } from 'vitest';
import { linkMax, linkMin } from './occupancy';
import {
  CAR_ADULT_RANGE,
  CAR_BASE_RANGE_ADD,
  CAR_BASE_RANGE_EDIT,
  CAR_CHILD_RANGE,
  carCreateSchema,
  carUpdateSchema,
  NEW_CAR,
  requiredCarPrices,
  transferCreateRequestSchema,
  transferUpdateRequestSchema,
} from './transfers';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const car = (over: Record<string, unknown> = {}) => ({ ...NEW_CAR, name: 'Van', ...over });

describe('transfer contracts: bad input names the field (issue 14)', () => {
  it('accepts the worked transfer with defaults: infants below 2, children below 12, no places', () => {
    const result = transferCreateRequestSchema.safeParse({
      name: 'CDG airport - Paris hotels',
      origins: [3],
      destinations: ['7', { id: 9 }, { value: 7 }],
      defaultCurrency: 'EUR',
    });
    expect(messages(result)).toEqual([]);
    expect(result.data).toMatchObject({ origins: [3], destinations: [7, 9], infantAgeMax: 2, children1AgeMax: 12, markups: {}, cancellationRules: [] });
    expect(transferCreateRequestSchema.parse({ name: 'x', defaultCurrency: 'EUR' })).toMatchObject({ origins: [], destinations: [] });
  });
  it('requires the name and the default currency', () => {
    expect(messages(transferCreateRequestSchema.safeParse({ name: ' ' }))).toEqual(['name: Name is required', 'defaultCurrency: Default currency is required']);
    expect(messages(transferCreateRequestSchema.safeParse({ name: 'x', defaultCurrency: 'euro' }))).toEqual(['defaultCurrency: must be a currency code']);
  });
  it('takes places as JSON text (the form) and refuses what is not an id', () => {
    expect(transferUpdateRequestSchema.parse({ name: 'x', defaultCurrency: 'EUR', origins: '[1,"2"]', cars: '[{"id":4,"pricing":[]}]' })).toMatchObject({
      origins: [1, 2],
      cars: [{ id: 4, pricing: [] }],
    });
    expect(messages(transferCreateRequestSchema.safeParse({ name: 'x', defaultCurrency: 'EUR', origins: ['Paris'] }))).toEqual([
      'origins.0: must be a place id',
    ]);
  });
  it('keeps the age bands whole and in order', () => {
    expect(messages(transferCreateRequestSchema.safeParse({ name: 'x', defaultCurrency: 'EUR', infantAgeMax: 2.5, children1AgeMax: 12 }))).toEqual([
      'infantAgeMax: infantAgeMax must be a whole number',
    ]);
    expect(
      messages(transferCreateRequestSchema.safeParse({ name: 'x', defaultCurrency: 'EUR', infantAgeMax: 12, children1AgeMax: 12, children2AgeMax: 10 })),
    ).toEqual(['children1AgeMax: must be above infantAgeMax', 'children2AgeMax: must be above children1AgeMax']);
  });
  it('refuses a nights penalty, a percent over 100 and two rules for one day', () => {
    const rules = [
      { daysBefore: 7, penaltyType: 'nights', amount: '1' },
      { daysBefore: 3, penaltyType: 'percent', amount: '120' },
      { daysBefore: 7, penaltyType: 'fixed', amount: '20' },
    ];
    expect(messages(transferCreateRequestSchema.safeParse({ name: 'x', defaultCurrency: 'EUR', cancellationRules: rules }))).toEqual([
      'cancellationRules.0.penaltyType: a transfer penalty is percent or fixed (a transfer has no nights)',
      'cancellationRules.1.amount: a percent penalty is at most 100',
      'cancellationRules.2.daysBefore: cancellationRules.0 already starts 7 days before pickup',
    ]);
  });
  it('refuses car pricing with a reversed period or a negative price', () => {
    const cars = [{ id: 1, pricing: [{ startDate: '2027-12-31', endDate: '2027-01-01', pricingData: { price: '45', returnPrice: '-80' } }] }];
    expect(messages(transferUpdateRequestSchema.safeParse({ name: 'x', defaultCurrency: 'EUR', cars }))).toEqual([
      'cars.0.pricing.0.pricingData.returnPrice: must not be below zero',
      'cars.0.pricing.0.endDate: end date must not be before the start date',
    ]);
  });
  it('requires base prices of an individual car and adult prices of a group car', () => {
    expect(requiredCarPrices('individual')).toEqual(['price', 'returnPrice']);
    expect(requiredCarPrices('group')).toEqual(['extraAdult', 'returnExtraAdult']);
  });
});

describe('car categories (spec §4, §5)', () => {
  it('defaults a new car to individual, base 4, max 4, adults 1-4, children 0-4', () => {
    expect(carCreateSchema.parse({ ...NEW_CAR, name: 'Sedan' })).toEqual({
      name: 'Sedan',
      type: 'individual',
      baseOccupancy: 4,
      maxOccupancy: 4,
      minAdultOccupancy: 1,
      maxAdultOccupancy: 4,
      minChildOccupancy: 0,
      maxChildOccupancy: 4,
      unallowedOccupancies: [],
      recommendedUpTo: null,
    });
  });
  it('requires the name and the occupancy numbers', () => {
    expect(messages(carCreateSchema.safeParse({ name: '' }))).toEqual([
      'name: Car category name is required',
      'minAdultOccupancy: minAdultOccupancy must be a whole number',
      'maxAdultOccupancy: maxAdultOccupancy must be a whole number',
      'minChildOccupancy: minChildOccupancy must be a whole number',
      'maxChildOccupancy: maxChildOccupancy must be a whole number',
      'baseOccupancy: baseOccupancy must be a whole number',
      'maxOccupancy: maxOccupancy must be a whole number',
    ]);
  });
  it('keeps adults 1-1000, children 0-1000, base 1-10 adding and 1-100 editing', () => {
    expect(messages(carCreateSchema.safeParse(car({ minAdultOccupancy: 0, maxAdultOccupancy: 1001, maxChildOccupancy: 1001 })))).toEqual([
      'minAdultOccupancy: minAdultOccupancy must be at least 1',
      'maxAdultOccupancy: maxAdultOccupancy must be at most 1000',
      'maxChildOccupancy: maxChildOccupancy must be at most 1000',
    ]);
    const big = car({ baseOccupancy: 50, maxOccupancy: 60, maxAdultOccupancy: 60 });
    expect(messages(carCreateSchema.safeParse(big))).toEqual(['baseOccupancy: baseOccupancy must be at most 10']);
    expect(messages(carUpdateSchema.safeParse(big))).toEqual([]);
    expect(messages(carUpdateSchema.safeParse(car({ baseOccupancy: 101, maxOccupancy: 200 })))).toEqual(['baseOccupancy: baseOccupancy must be at most 100']);
  });
  it('refuses crossed minimums and maximums and a base above the maximum', () => {
    expect(
      messages(
        carCreateSchema.safeParse(
          car({ minAdultOccupancy: 3, maxAdultOccupancy: 2, minChildOccupancy: 2, maxChildOccupancy: 1, baseOccupancy: 5, maxOccupancy: 4 }),
        ),
      ),
    ).toEqual([
      'maxAdultOccupancy: must not be below minAdultOccupancy',
      'maxChildOccupancy: must not be below minChildOccupancy',
      'baseOccupancy: must not be above maxOccupancy',
      'maxOccupancy: must not be below minAdultOccupancy + minChildOccupancy',
    ]);
    expect(messages(carCreateSchema.safeParse(car({ type: 'minibus' })))).toEqual(['type: type must be individual or group']);
  });
  it('checks each unallowed occupancy row by field', () => {
    const unallowed = [{ unallowedMinAdultOccupancy: 3, unallowedMaxAdultOccupancy: 2, unallowedMinChildOccupancy: 0, unallowedMaxChildOccupancy: -1 }];
    expect(messages(carUpdateSchema.safeParse(car({ unallowedOccupancies: unallowed })))).toEqual([
      'unallowedOccupancies.0.unallowedMaxChildOccupancy: unallowedMaxChildOccupancy must be at least 0',
      'unallowedOccupancies.0.unallowedMaxAdultOccupancy: must not be below unallowedMinAdultOccupancy',
      'unallowedOccupancies.0.unallowedMaxChildOccupancy: must not be below unallowedMinChildOccupancy',
    ]);
    unallowed[0]!.unallowedMaxChildOccupancy = 0;
    expect(messages(carUpdateSchema.safeParse(car({ unallowedOccupancies: unallowed })))).toEqual([
      'unallowedOccupancies.0.unallowedMaxAdultOccupancy: must not be below unallowedMinAdultOccupancy',
    ]);
  });
  it('links min and max within the car ranges', () => {
    expect(linkMin({ min: 1, max: 4 }, 7, CAR_ADULT_RANGE)).toEqual({ min: 7, max: 7 });
    expect(linkMax({ min: 1, max: 4 }, 1500, CAR_ADULT_RANGE)).toEqual({ min: 1, max: 1000 });
    expect(linkMin({ min: 1, max: 4 }, 0, CAR_ADULT_RANGE)).toEqual({ min: 1, max: 4 });
    expect(linkMax({ min: 2, max: 4 }, 1, CAR_CHILD_RANGE)).toEqual({ min: 1, max: 1 });
    expect(linkMin({ min: 0, max: 4 }, 1001, CAR_CHILD_RANGE)).toEqual({ min: 1000, max: 1000 });
    expect(linkMax({ min: 1, max: 4 }, 50, CAR_BASE_RANGE_ADD)).toEqual({ min: 1, max: 10 });
    expect(linkMax({ min: 1, max: 4 }, 50, CAR_BASE_RANGE_EDIT)).toEqual({ min: 1, max: 50 });
  });
});
