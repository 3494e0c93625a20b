import { describe, expect, it } from 'vitest';
import { birthDateBounds, passengerSlots } from './passengers';

describe('passenger slots (storefront spec §4.4)', () => {
  it('creates passengers per room, adults first, then children with their ages', () => {
    const slots = passengerSlots([{ adults: 2, childrenAges: [] }, { adults: 2, childrenAges: [5, 1] }], '2027-06-01');
    expect(slots.map((s) => [s.id, s.room, s.ageType, s.age])).toEqual([
      ['passenger1', 0, 'adult', null],
      ['passenger2', 0, 'adult', null],
      ['passenger3', 1, 'adult', null],
      ['passenger4', 1, 'adult', null],
      ['passenger5', 1, 'child', 5],
      ['passenger6', 1, 'infant', 1],
    ]);
  });
  it('never allows a birth date after today', () => {
    expect(birthDateBounds('infant', 0, '2027-06-01', '2027-01-10')).toEqual({ min: '2026-06-02', max: '2027-01-10' });
  });
  it('bounds birth dates: adults 2 to 100, a child of 5 born 5 to 6 years ago', () => {
    expect(birthDateBounds('adult', null, '2027-06-01')).toEqual({ min: '1927-06-01', max: '2025-06-01' });
    expect(birthDateBounds('child', 5, '2027-06-01')).toEqual({ min: '2021-06-02', max: '2022-06-01' });
  });
});
