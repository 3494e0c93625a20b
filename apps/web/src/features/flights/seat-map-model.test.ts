import { sellableSeats as contractSellable, seatRows } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import {
  addRange,
  aisleAfter,
  isInMap,
  moveFrom,
  parseLetters,
  parseSeat,
  priceOfRow,
  removeRange,
  resize,
  rowNumbers,
  rowsCountOf,
  rowsOfCount,
  type SeatMapDraft,
  seatMapProblems,
  sellableSeats,
  toggleSeat,
  updateRange,
} from './seat-map-model';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
const map = (patch: Partial<SeatMapDraft> = {}): SeatMapDraft => ({ rows: 30, letters: LETTERS, blocked: [], ranges: [], ...patch });

describe('seats', () => {
  it('reads a seat as row and letter, and knows which seats the map holds', () => {
    expect(parseSeat('12C')).toEqual({ row: 12, letter: 'C' });
    expect(parseSeat(' 1a ')).toEqual({ row: 1, letter: 'A' });
    expect(parseSeat('C12')).toBeNull();
    expect(isInMap(map(), '30F')).toBe(true);
    expect(isInMap(map(), '31A')).toBe(false);
    expect(isInMap(map(), '0A')).toBe(false);
    expect(isInMap(map(), '5G')).toBe(false);
  });

  it('blocks a seat on a click and frees it on the next, keeping blocked seats in map order', () => {
    let m = toggleSeat(map(), '12C');
    m = toggleSeat(m, '2F');
    m = toggleSeat(m, '12A');
    expect(m.blocked).toEqual(['2F', '12A', '12C']);
    m = toggleSeat(m, '12A');
    expect(m.blocked).toEqual(['2F', '12C']);
    // A seat outside the map cannot be blocked.
    expect(toggleSeat(m, '40A')).toBe(m);
    expect(sellableSeats(m)).toBe(30 * 6 - 2);
  });

  it('reads the seat letters however they are typed, each once', () => {
    expect(parseLetters('ABCDEF')).toEqual(LETTERS);
    expect(parseLetters('a, b c-d e f a')).toEqual(LETTERS);
    expect(parseLetters('12 ')).toEqual([]);
  });

  it('drops blocked seats a smaller map no longer holds', () => {
    const m = resize(map({ blocked: ['2A', '12F', '29C'] }), 20, ['A', 'B', 'C', 'D']);
    expect(m.blocked).toEqual(['2A']);
    expect(m.rows).toBe(20);
  });

  it('shows the rows the admin counts and sends rowsCount one more, as the contracts read it', () => {
    expect(rowsCountOf(30)).toBe(31);
    expect(rowsOfCount(31)).toBe(30);
    expect(rowsOfCount(rowsCountOf(1))).toBe(1);
    // The contracts' rows 1 .. rowsCount - 1 are the editor's rows 1 .. rows.
    expect(seatRows(rowsCountOf(30))).toEqual(rowNumbers(map()));
    const blocked = map({ blocked: ['1A', '30F'] });
    expect(contractSellable({ rowsCount: rowsCountOf(blocked.rows), seatsNumbers: blocked.letters, blockedSeats: blocked.blocked })).toBe(
      sellableSeats(blocked),
    );
  });

  it('puts the aisle in the middle of an even cabin', () => {
    expect(aisleAfter(LETTERS)).toBe(2);
    expect(aisleAfter(['A', 'C', 'D', 'F'])).toBe(1);
    expect(aisleAfter(['A', 'B', 'C'])).toBe(-1);
  });
});

describe('keyboard', () => {
  it('moves as the sideways cabin is drawn: arrows, Home, End, PageUp and PageDown, holding at the edges', () => {
    const m = map();
    expect(moveFrom(m, '12C', 'ArrowRight')).toBe('13C');
    expect(moveFrom(m, '12C', 'ArrowLeft')).toBe('11C');
    expect(moveFrom(m, '12C', 'ArrowUp')).toBe('12B');
    expect(moveFrom(m, '12C', 'ArrowDown')).toBe('12D');
    expect(moveFrom(m, '12C', 'Home')).toBe('1C');
    expect(moveFrom(m, '12C', 'End')).toBe('30C');
    expect(moveFrom(m, '12C', 'PageUp')).toBe('12A');
    expect(moveFrom(m, '12C', 'PageDown')).toBe('12F');
    expect(moveFrom(m, '1A', 'ArrowLeft')).toBe('1A');
    expect(moveFrom(m, '30F', 'ArrowDown')).toBe('30F');
    expect(moveFrom(m, '12C', 'Enter')).toBeNull();
  });
});

describe('row ranges', () => {
  it('adds a range after the last one, to the end of the map, then edits and removes it', () => {
    let m = addRange(map());
    const first = m.ranges[0]!;
    expect(first).toMatchObject({ fromRow: 1, toRow: 30, price: '' });
    m = updateRange(m, first.key, { toRow: 5, price: '25' });
    m = addRange(m);
    const second = m.ranges[1]!;
    expect(second).toMatchObject({ fromRow: 6, toRow: 30 });
    m = updateRange(m, second.key, { price: '9.50' });
    expect(priceOfRow(m, 1)).toBe('25');
    expect(priceOfRow(m, 5)).toBe('25');
    expect(priceOfRow(m, 6)).toBe('9.50');
    expect(seatMapProblems(m)).toEqual([]);
    m = removeRange(m, first.key);
    expect(priceOfRow(m, 3)).toBeUndefined();
  });

  it('refuses what the server would: sizes, a blocked seat outside, reversed, outside and overlapping ranges, bad prices', () => {
    expect(seatMapProblems(map({ rows: 0, letters: [] }))).toEqual([
      { field: 'rows', problem: 'required' },
      { field: 'letters', problem: 'required' },
    ]);
    expect(seatMapProblems(map({ rows: 100, letters: 'ABCDEFGHJKL'.split('') }))).toEqual([
      { field: 'rows', problem: 'tooMany' },
      { field: 'letters', problem: 'tooMany' },
    ]);
    expect(seatMapProblems(map({ blocked: ['31A'] }))).toEqual([{ field: 'blocked', problem: 'outside' }]);
    const ranges = [
      { key: 'a', fromRow: 1, toRow: 10, price: '20' },
      { key: 'b', fromRow: 8, toRow: 12, price: '10' },
      { key: 'c', fromRow: 15, toRow: 14, price: '-3' },
      { key: 'd', fromRow: '', toRow: 40, price: '' },
    ];
    expect(seatMapProblems(map({ ranges }))).toEqual([
      { field: 'fromRow', key: 'b', problem: 'overlap' },
      { field: 'toRow', key: 'c', problem: 'order' },
      { field: 'price', key: 'c', problem: 'amount' },
      { field: 'fromRow', key: 'd', problem: 'required' },
      { field: 'toRow', key: 'd', problem: 'outside' },
      { field: 'price', key: 'd', problem: 'required' },
    ]);
  });
});
