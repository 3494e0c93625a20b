import { describe, expect, it } from 'vitest';
import { bandsText, countBands, plural } from './words';

describe('words from numbers (issue 28: one copy)', () => {
  it('plural: one, regular and irregular many', () => {
    expect(plural(1, 'night')).toBe('1 night');
    expect(plural(3, 'night')).toBe('3 nights');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(2, 'child', 'children')).toBe('2 children');
  });
  it('bandsText: the bands that have someone, adults first; a flight always says its adults', () => {
    const party = countBands([{ band: 'infant' }, { band: 'adult' }, { band: 'child' }, { band: 'adult' }]);
    expect(party).toEqual({ adult: 2, child: 1, infant: 1 });
    expect(bandsText(party)).toBe('2 adults, 1 child, 1 infant');
    expect(bandsText({ adult: 0, child: 2, infant: 0 })).toBe('2 children');
    expect(bandsText({ adult: 0, child: 2, infant: 0 }, true)).toBe('0 adults, 2 children');
    expect(bandsText({ adult: 1, child: 0, infant: 0 })).toBe('1 adult');
  });
});
