import { describe, expect, it } from 'vitest';
import { perNightOf } from './format';
import { freeCancellationOf, placeLine } from './hotel-facts';

describe('what a hotel card shows (issue 18 point 5)', () => {
  it('cancels free until the earliest date of the rooms, and not at all when one room has none', () => {
    expect(freeCancellationOf([{ freeCancellationUntil: '2027-06-02' }, { freeCancellationUntil: '2027-05-30' }])).toBe('2027-05-30');
    expect(freeCancellationOf([{ freeCancellationUntil: '2027-06-02' }, { freeCancellationUntil: null }])).toBeNull();
    expect(freeCancellationOf([])).toBeNull();
  });

  it('gives the price per night to the cent, half up, in whole cents', () => {
    expect(perNightOf('643.50', 5)).toBe('128.70');
    expect(perNightOf('100.00', 3)).toBe('33.33');
    expect(perNightOf('100.01', 2)).toBe('50.01');
    expect(perNightOf('0.05', 2)).toBe('0.03');
    expect(perNightOf('110.00', 0)).toBe('110.00');
  });
});

describe('placeLine (issue 32: no duplicate place names)', () => {
  it('says the address and the place once each', () => {
    expect(placeLine('12 Rue de Rivoli', 'Paris')).toBe('12 Rue de Rivoli · Paris');
    expect(placeLine('Paris', 'Paris')).toBe('Paris');
    expect(placeLine('12 Rue de Rivoli, 75001 Paris', 'paris')).toBe('12 Rue de Rivoli, 75001 Paris');
    expect(placeLine(null, 'Paris')).toBe('Paris');
    expect(placeLine('  ', undefined)).toBe('');
  });
});
