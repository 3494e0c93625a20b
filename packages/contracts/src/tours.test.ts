import { describe, expect, it } from 'vitest';
import { tourInputSchema, tourSchema } from './tours';

const valid = { name: 'Old Lisbon walking tour', price: '45.5', location: '12', description: '<p>Alfama</p>', note: '' };
const issuesOf = (data: unknown) => {
  const result = tourInputSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('tour input (back-office spec §3 Tour)', () => {
  it('reads the form as text: price to two decimals, the location id, blank note as absent', () => {
    expect(tourInputSchema.parse(valid)).toEqual({
      name: 'Old Lisbon walking tour',
      price: '45.50',
      currency: 'EUR',
      location: 12,
      description: '<p>Alfama</p>',
    });
    expect(tourInputSchema.parse({ ...valid, price: 120, location: 3 }).price).toBe('120.00');
    expect(tourInputSchema.parse({ ...valid, price: '0' }).price).toBe('0.00');
  });

  it('reads the location from an option object too', () => {
    expect(tourInputSchema.parse({ ...valid, location: '{"value":"7","label":"Lisbon"}' }).location).toBe(7);
    expect(tourInputSchema.parse({ ...valid, location: { id: 9, name: 'Paris' } }).location).toBe(9);
  });

  it('refuses a missing name, price or location with a sentence naming the field', () => {
    expect(issuesOf({ ...valid, name: '  ' })).toEqual(['name: Name is required']);
    expect(issuesOf({ ...valid, price: '' })).toEqual(['price: Price is required']);
    expect(issuesOf({ ...valid, price: undefined })).toEqual(['price: Price is required']);
    expect(issuesOf({ ...valid, location: '' })).toEqual(['location: Location is required']);
    expect(issuesOf({ ...valid, location: 'null' })).toEqual(['location: Location is required']);
  });

  it('refuses a price below zero, with more than 2 decimals or not a number; a bad location id', () => {
    expect(issuesOf({ ...valid, price: '-1' })).toEqual(['price: Price must not be below zero']);
    expect(issuesOf({ ...valid, price: '10.005' })[0]).toMatch(/^price: must be an amount/);
    expect(issuesOf({ ...valid, price: 'abc' })[0]).toMatch(/^price: must be an amount/);
    expect(issuesOf({ ...valid, price: '1234567890123' })[0]).toMatch(/^price: /);
    expect(issuesOf({ ...valid, location: 'Lisbon' })).toEqual(['location: Location is required']);
    expect(issuesOf({ ...valid, location: '1.5' })).toEqual(['location: Location must be a location id']);
    expect(issuesOf({ ...valid, location: '99999999999' })).toEqual(['location: Location must be a location id']);
  });

  it('reads the selling fields (issue 28): a child price, the currency upper-cased, free cancellation days; blanks as absent', () => {
    expect(tourInputSchema.parse({ ...valid, priceChild: '20', currency: 'usd', freeCancellationDays: '3' })).toMatchObject({
      priceChild: '20.00',
      currency: 'USD',
      freeCancellationDays: 3,
    });
    const blank = tourInputSchema.parse({ ...valid, priceChild: '', currency: '', freeCancellationDays: '' });
    expect([blank.priceChild, blank.currency, blank.freeCancellationDays]).toEqual([undefined, 'EUR', undefined]);
    expect(issuesOf({ ...valid, priceChild: '-2' })).toEqual(['priceChild: Child price must not be below zero']);
    expect(issuesOf({ ...valid, currency: 'euro' })).toEqual(['currency: Currency must be a currency code such as EUR']);
    expect(issuesOf({ ...valid, freeCancellationDays: '400' })).toEqual(['freeCancellationDays: Free cancellation must be 0 to 365 days']);
  });

  it('bounds the texts', () => {
    expect(issuesOf({ ...valid, name: 'x'.repeat(256) })).toEqual(['name: Name is too long']);
    expect(issuesOf({ ...valid, note: 'x'.repeat(5001) })[0]).toMatch(/^note: /);
  });
});

describe('tour answer', () => {
  it('carries the location as id and name and the image as a URL or null', () => {
    const tour = {
      id: 1,
      name: 'T',
      price: '45.50',
      priceChild: null,
      currency: 'EUR',
      freeCancellationDays: null,
      location: { id: 2, name: 'Lisbon' },
      description: null,
      note: null,
      mainImage: null,
    };
    expect(tourSchema.parse(tour)).toEqual(tour);
    expect(tourSchema.safeParse({ ...tour, location: 2 }).success).toBe(false);
  });
});
