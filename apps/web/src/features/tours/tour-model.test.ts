import { tourInputSchema } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { emptyTour, tourValuesOf, tourWire } from './tour-model';

describe('tour form model', () => {
  it('sends the form as the contract reads it', () => {
    const wire = tourWire({ name: ' Montmartre ', price: '45.5', location: '12', description: '<p>Hi</p>', note: '' });
    expect(wire).toEqual({ name: 'Montmartre', price: '45.5', location: '12', description: '<p>Hi</p>', note: '' });
    expect(tourInputSchema.parse(wire)).toEqual({ name: 'Montmartre', price: '45.50', location: 12, description: '<p>Hi</p>' });
  });

  it('an empty form is refused naming name, price and location; the empty editor is no description', () => {
    const checked = tourInputSchema.safeParse(tourWire({ ...emptyTour(), description: '<p></p>' }));
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((i) => i.path.join('.'))).toEqual(['name', 'price', 'location']);
    expect(tourWire({ ...emptyTour(), description: '<p><br></p>' }).description).toBe('');
  });

  it('reads a stored tour back into the form', () => {
    const tour = { id: 1, name: 'T', price: '45.50', location: { id: 3, name: 'Paris' }, description: null, note: 'n', mainImage: null };
    expect(tourValuesOf(tour)).toEqual({ name: 'T', price: '45.50', location: '3', description: '', note: 'n' });
  });
});
