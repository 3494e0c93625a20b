import { type Tour, tourInputSchema } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { cancellationRule, emptyTour, type TourValues, tourValuesOf, tourWire } from './tour-model';

const values = (patch: Partial<TourValues> = {}): TourValues => ({
  name: ' Montmartre ',
  price: '45.5',
  priceChild: '',
  currency: 'EUR',
  freeCancellationDays: '',
  location: '12',
  description: '<p>Hi</p>',
  note: '',
  ...patch,
});

const stored = (patch: Partial<Tour> = {}): Tour => ({
  id: 1,
  name: 'T',
  price: '45.50',
  priceChild: null,
  currency: 'EUR',
  freeCancellationDays: null,
  location: { id: 3, name: 'Paris' },
  description: null,
  note: 'n',
  mainImage: null,
  ...patch,
});

describe('tour form model', () => {
  it('sends the form as the contract reads it: blank child price and cancellation days stay blank (adult price; non-refundable)', () => {
    const wire = tourWire(values());
    expect(wire).toEqual({
      name: 'Montmartre',
      price: '45.5',
      priceChild: '',
      currency: 'EUR',
      freeCancellationDays: '',
      location: '12',
      description: '<p>Hi</p>',
      note: '',
    });
    expect(tourInputSchema.parse(wire)).toEqual({ name: 'Montmartre', price: '45.50', currency: 'EUR', location: 12, description: '<p>Hi</p>' });
  });

  it('sends a child price, another currency and the free-cancellation days (issue 28)', () => {
    const wire = tourWire(values({ priceChild: ' 20 ', currency: 'USD', freeCancellationDays: ' 3 ' }));
    expect(wire).toMatchObject({ priceChild: '20', currency: 'USD', freeCancellationDays: '3' });
    expect(tourInputSchema.parse(wire)).toMatchObject({ price: '45.50', priceChild: '20.00', currency: 'USD', freeCancellationDays: 3 });
    // 0 days: free until the tour's day itself, not the same as blank (non-refundable).
    expect(tourInputSchema.parse(tourWire(values({ freeCancellationDays: '0' }))).freeCancellationDays).toBe(0);
  });

  it('a new tour starts in EUR with no child price and no free cancellation', () => {
    expect(emptyTour()).toMatchObject({ priceChild: '', currency: 'EUR', freeCancellationDays: '' });
  });

  it('an empty form is refused naming name, price and location; the empty editor is no description', () => {
    const checked = tourInputSchema.safeParse(tourWire({ ...emptyTour(), description: '<p></p>' }));
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((i) => i.path.join('.'))).toEqual(['name', 'price', 'location']);
    expect(tourWire({ ...emptyTour(), description: '<p><br></p>' }).description).toBe('');
  });

  it('refuses a negative child price and cancellation days that are not 0 to 365 whole days, by field', () => {
    const fieldsOf = (patch: Partial<TourValues>) => tourInputSchema.safeParse(tourWire(values(patch))).error?.issues.map((i) => [i.path[0], i.message]);
    expect(fieldsOf({ priceChild: '-1' })).toEqual([['priceChild', 'Child price must not be below zero']]);
    expect(fieldsOf({ freeCancellationDays: '366' })).toEqual([['freeCancellationDays', 'Free cancellation must be 0 to 365 days']]);
    expect(fieldsOf({ freeCancellationDays: '1.5' })).toEqual([['freeCancellationDays', 'Free cancellation must be a whole number of days']]);
  });

  it('reads a stored tour back into the form', () => {
    expect(tourValuesOf(stored())).toEqual({
      name: 'T',
      price: '45.50',
      priceChild: '',
      currency: 'EUR',
      freeCancellationDays: '',
      location: '3',
      description: '',
      note: 'n',
    });
    expect(tourValuesOf(stored({ priceChild: '20.00', currency: 'USD', freeCancellationDays: 0 }))).toMatchObject({
      priceChild: '20.00',
      currency: 'USD',
      freeCancellationDays: '0',
    });
  });

  it('says the cancellation rule: free until N days before, or non-refundable', () => {
    const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${options.count}` : key);
    expect(cancellationRule(null, t)).toBe('tours.nonRefundable');
    expect(cancellationRule(3, t)).toBe('tours.freeCancellationDays:3');
    expect(cancellationRule(0, t)).toBe('tours.freeCancellationDays:0');
  });
});
