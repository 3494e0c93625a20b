import { describe, expect, it } from 'vitest';
import { aisleGroups, bandOf, isPressable, mapRows, nextSeat, priceBands, type SeatMapSeat, seatLook } from './layout';

const seat = (id: string, availability: SeatMapSeat['availability'] = 'available', price: string | null = '10.00'): SeatMapSeat => ({
  id,
  row: Number(id.slice(0, -1)),
  letter: id.slice(-1),
  availability,
  price,
});

describe('the cabin', () => {
  it('draws rows 1 .. rowsCount - 1 (account spec: a map of rowsCount 31 has 30 rows)', () => {
    expect(mapRows(31)).toHaveLength(30);
    expect(mapRows(31)[0]).toBe(1);
    expect(mapRows(31).at(-1)).toBe(30);
    expect(mapRows(1)).toEqual([]);
    expect(mapRows(0)).toEqual([]);
  });

  it('puts the aisle in the middle, the extra seat of an odd row after it, two aisles on wide cabins', () => {
    const split = (letters: string) => aisleGroups(letters.split('')).map((g) => g.join(''));
    expect(split('ABCDEF')).toEqual(['ABC', 'DEF']);
    expect(split('ABCD')).toEqual(['AB', 'CD']);
    expect(split('ABC')).toEqual(['A', 'BC']);
    expect(split('ABCDE')).toEqual(['AB', 'CDE']);
    expect(split('A')).toEqual(['A']);
    expect(split('ABCDEFGH')).toEqual(['AB', 'CDEF', 'GH']);
    expect(split('ABCDEFGHJK')).toEqual(['ABC', 'DEFG', 'HJK']);
  });
});

describe('price bands', () => {
  it('are the distinct prices of seats on sale, cheapest first, compared to the cent', () => {
    const seats = [
      seat('1A', 'available', '25.00'),
      seat('1B', 'available', '12'),
      seat('2A', 'available', '12.00'),
      seat('2B', 'taken', '99.00'),
      seat('3A', 'available', '0.00'),
      seat('3B', 'available', null),
    ];
    const bands = priceBands(seats);
    expect(bands).toEqual(['0.00', '12', '25.00']);
    expect(bandOf(bands, '12.00')).toBe(1);
    expect(bandOf(bands, '99.00')).toBe(-1);
    expect(bandOf(bands, null)).toBe(-1);
  });
});

describe('how a seat shows', () => {
  it("tells the passenger's seat, another passenger's, occupied and blocked apart", () => {
    const others = { '2A': '2' };
    expect(seatLook(seat('1A'), '1A', others)).toBe('selected');
    expect(seatLook(seat('2A'), '1A', others)).toBe('other');
    expect(seatLook(seat('3A'), '1A', others)).toBe('available');
    expect(seatLook(seat('4A', 'taken'), '1A', others)).toBe('taken');
    expect(seatLook(seat('5A', 'blocked'), '1A', others)).toBe('blocked');
    expect(seatLook(undefined, null, others)).toBe('blocked');
    expect(['selected', 'other', 'available', 'taken', 'blocked'].map((look) => isPressable(look as never))).toEqual([true, true, true, false, false]);
  });
});

describe('arrow keys', () => {
  const rows = [1, 2, 3];
  const letters = ['A', 'B', 'C'];
  const blocked = new Set(['2A', '1B']);
  const ok = (id: string) => !blocked.has(id);

  it('move between rows and letters, passing over seats that cannot be chosen', () => {
    expect(nextSeat(rows, letters, '1A', 'ArrowDown', ok)).toBe('3A');
    expect(nextSeat(rows, letters, '1A', 'ArrowRight', ok)).toBe('1C');
    expect(nextSeat(rows, letters, '3A', 'ArrowUp', ok)).toBe('1A');
    expect(nextSeat(rows, letters, '2C', 'ArrowLeft', ok)).toBe('2B');
  });

  it('stay at the edges and jump to the first and last seat of a row or letter', () => {
    expect(nextSeat(rows, letters, '1A', 'ArrowUp', ok)).toBeNull();
    expect(nextSeat(rows, letters, '2B', 'ArrowLeft', ok)).toBeNull();
    expect(nextSeat(rows, letters, '2C', 'Home', ok)).toBe('2B');
    expect(nextSeat(rows, letters, '1A', 'End', ok)).toBe('1C');
    expect(nextSeat(rows, letters, '3A', 'PageUp', ok)).toBe('1A');
    expect(nextSeat(rows, letters, '1C', 'PageDown', ok)).toBe('3C');
    expect(nextSeat(rows, letters, '1C', 'Enter', ok)).toBeNull();
  });
});
