import { describe, expect, it } from 'vitest';
import { ADULT_RANGE, CHILD_RANGE, linkMax, linkMin } from './occupancy';

describe('occupancy min/max linkage (back-office spec §5)', () => {
  it('raising the adult minimum above the maximum lifts the maximum', () => {
    expect(linkMin({ min: 1, max: 2 }, 4, ADULT_RANGE)).toEqual({ min: 4, max: 4 });
  });
  it('raising the minimum below the maximum leaves the maximum', () => {
    expect(linkMin({ min: 1, max: 5 }, 3, ADULT_RANGE)).toEqual({ min: 3, max: 5 });
  });
  it('lowering the maximum below the minimum lowers the minimum', () => {
    expect(linkMax({ min: 3, max: 4 }, 2, ADULT_RANGE)).toEqual({ min: 2, max: 2 });
  });
  it('lowering the maximum above the minimum leaves the minimum', () => {
    expect(linkMax({ min: 1, max: 4 }, 2, ADULT_RANGE)).toEqual({ min: 1, max: 2 });
  });
  it('keeps adults within 1 to 20 and children within 0 to 20', () => {
    expect(linkMin({ min: 1, max: 2 }, 0, ADULT_RANGE)).toEqual({ min: 1, max: 2 });
    expect(linkMax({ min: 1, max: 2 }, 25, ADULT_RANGE)).toEqual({ min: 1, max: 20 });
    expect(linkMin({ min: 0, max: 0 }, -3, CHILD_RANGE)).toEqual({ min: 0, max: 0 });
    expect(linkMin({ min: 0, max: 0 }, 2, CHILD_RANGE)).toEqual({ min: 2, max: 2 });
  });
  it('stores whole numbers', () => {
    expect(linkMin({ min: 1, max: 2 }, 2.7, ADULT_RANGE)).toEqual({ min: 2, max: 2 });
    expect(linkMax({ min: 1, max: 2 }, Number.NaN, ADULT_RANGE)).toEqual({ min: 1, max: 1 });
  });
});
