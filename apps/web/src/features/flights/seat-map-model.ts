import { lastSeatRow } from '@travel/contracts';

/**
 * The seat map of one leg as the editor holds it (domain-rules §5.1): rows 1..rows, the seat
 * letters across, blocked seats ("12C") and prices by row range. Pure, so the editor's rules
 * are unit-tested without a browser; the wire shape is mapped in flight-model.ts.
 */

/** A price by row range; `key` for React, prices stay text until the server reads decimals. */
export type RowRange = { key: string; fromRow: number | string; toRow: number | string; price: string };

export type SeatMapDraft = { rows: number; letters: string[]; blocked: string[]; ranges: RowRange[] };

/** The bounds the server holds a map to (issue 12: over 99 rows or 10 letters is refused). */
export const MAX_ROWS = 99;
export const MAX_LETTERS = 10;

export const seatId = (row: number, letter: string) => `${row}${letter}`;

/**
 * The editor counts the rows the admin sees ("Rows: 30"); the API's `rowsCount` is one more,
 * since rows run 1 .. rowsCount - 1 as the spec draws them (docs/decisions.md 'Seat rows'). The
 * editor crosses between the two counts only through these, reading with the contracts' rule.
 */
export const rowsOfCount = (rowsCount: number) => lastSeatRow(rowsCount);
export const rowsCountOf = (rows: number) => rows + 1;

export const rowNumbers = (map: Pick<SeatMapDraft, 'rows'>) => Array.from({ length: Math.max(0, map.rows) }, (_, i) => i + 1);

/** "12C" → { row: 12, letter: 'C' }; anything else → null. */
export function parseSeat(seat: string): { row: number; letter: string } | null {
  const m = /^(\d{1,2})([A-Z])$/.exec(seat.trim().toUpperCase());
  return m ? { row: Number(m[1]), letter: m[2]! } : null;
}

export function isInMap(map: Pick<SeatMapDraft, 'rows' | 'letters'>, seat: string) {
  const p = parseSeat(seat);
  return !!p && p.row >= 1 && p.row <= map.rows && map.letters.includes(p.letter);
}

/** Seats in map order: by row, then by the letters' order across the cabin. */
export function sortSeats(letters: string[], seats: string[]) {
  const at = (s: string) => {
    const p = parseSeat(s);
    return p ? p.row * 100 + letters.indexOf(p.letter) : Number.MAX_SAFE_INTEGER;
  };
  return [...new Set(seats)].sort((a, b) => at(a) - at(b));
}

export const isBlocked = (map: SeatMapDraft, seat: string) => map.blocked.includes(seat);

/** Clicking a seat blocks it, clicking again frees it. */
export function toggleSeat(map: SeatMapDraft, seat: string): SeatMapDraft {
  if (!isInMap(map, seat)) return map;
  const blocked = isBlocked(map, seat) ? map.blocked.filter((s) => s !== seat) : [...map.blocked, seat];
  return { ...map, blocked: sortSeats(map.letters, blocked) };
}

/** "A B C D E F", "ABCDEF" or "a,b,c" → ['A', ...]: one capital letter per seat, each once. */
export function parseLetters(text: string): string[] {
  return [
    ...new Set(
      text
        .toUpperCase()
        .replace(/[^A-Z]/g, '')
        .split(''),
    ),
  ].filter(Boolean);
}

/**
 * A new size keeps what still fits: blocked seats outside the new map are dropped, since the
 * server refuses a blocked seat outside the map and nobody could see them to free them.
 */
export function resize(map: SeatMapDraft, rows: number, letters: string[]): SeatMapDraft {
  const next = { ...map, rows: Math.trunc(rows), letters };
  return {
    ...next,
    blocked: sortSeats(
      letters,
      map.blocked.filter((s) => isInMap(next, s)),
    ),
  };
}

/** The seats that can be sold: every seat of the map less the blocked ones (default capacity). */
export const sellableSeats = (map: SeatMapDraft) => Math.max(0, map.rows) * map.letters.length - map.blocked.filter((s) => isInMap(map, s)).length;

const asRow = (v: number | string) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));

/** The price of a row: the first range that covers it (the checks refuse overlaps). */
export function priceOfRow(map: SeatMapDraft, row: number): string | undefined {
  return map.ranges.find((r) => asRow(r.fromRow) <= row && row <= asRow(r.toRow) && r.price !== '')?.price;
}

export type SeatMapProblem = {
  field: 'rows' | 'letters' | 'blocked' | 'fromRow' | 'toRow' | 'price';
  key?: string;
  problem: 'required' | 'tooMany' | 'outside' | 'order' | 'overlap' | 'amount';
};

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** What the server would refuse, found before the save so the editor can point at it. */
export function seatMapProblems(map: SeatMapDraft): SeatMapProblem[] {
  const problems: SeatMapProblem[] = [];
  if (!Number.isInteger(map.rows) || map.rows < 1) problems.push({ field: 'rows', problem: 'required' });
  else if (map.rows > MAX_ROWS) problems.push({ field: 'rows', problem: 'tooMany' });
  if (map.letters.length === 0) problems.push({ field: 'letters', problem: 'required' });
  else if (map.letters.length > MAX_LETTERS) problems.push({ field: 'letters', problem: 'tooMany' });
  if (map.blocked.some((s) => !isInMap(map, s))) problems.push({ field: 'blocked', problem: 'outside' });
  const checked: { key: string; from: number; to: number }[] = [];
  for (const range of map.ranges) {
    const from = asRow(range.fromRow);
    const to = asRow(range.toRow);
    const fromOk = Number.isInteger(from) && from >= 1 && from <= map.rows;
    const toOk = Number.isInteger(to) && to >= 1 && to <= map.rows;
    if (!fromOk) problems.push({ field: 'fromRow', key: range.key, problem: Number.isNaN(from) ? 'required' : 'outside' });
    if (!toOk) problems.push({ field: 'toRow', key: range.key, problem: Number.isNaN(to) ? 'required' : 'outside' });
    else if (fromOk && to < from) problems.push({ field: 'toRow', key: range.key, problem: 'order' });
    if (!AMOUNT.test(range.price.trim())) problems.push({ field: 'price', key: range.key, problem: range.price.trim() === '' ? 'required' : 'amount' });
    if (fromOk && toOk && to >= from) {
      if (checked.some((c) => c.from <= to && from <= c.to)) problems.push({ field: 'fromRow', key: range.key, problem: 'overlap' });
      checked.push({ key: range.key, from, to });
    }
  }
  return problems;
}

let counter = 0;
export const newRangeKey = () => `range-${++counter}`;

/** A new range starts after the last one's end (or at row 1) and runs to the end of the map. */
export function addRange(map: SeatMapDraft): SeatMapDraft {
  const ends = map.ranges.map((r) => asRow(r.toRow)).filter((n) => Number.isInteger(n));
  const from = Math.min(map.rows, ends.length ? Math.max(...ends) + 1 : 1);
  return { ...map, ranges: [...map.ranges, { key: newRangeKey(), fromRow: Math.max(1, from), toRow: map.rows, price: '' }] };
}

export const updateRange = (map: SeatMapDraft, key: string, patch: Partial<Omit<RowRange, 'key'>>): SeatMapDraft => ({
  ...map,
  ranges: map.ranges.map((r) => (r.key === key ? { ...r, ...patch } : r)),
});

export const removeRange = (map: SeatMapDraft, key: string): SeatMapDraft => ({ ...map, ranges: map.ranges.filter((r) => r.key !== key) });

/**
 * The cabin is drawn sideways, nose at the left: a column per row number, a line per seat
 * letter. Arrow keys move as one sees it (roving focus, WAI-ARIA grid): left and right between
 * rows, up and down between letters, Home and End to the first and last row, PageUp and
 * PageDown to the first and last letter; the edges hold.
 */
export function moveFrom(map: SeatMapDraft, seat: string, key: string): string | null {
  const p = parseSeat(seat);
  if (!p || !isInMap(map, seat)) return null;
  const col = map.letters.indexOf(p.letter);
  const last = map.letters.length - 1;
  const to = (row: number, c: number) => seatId(Math.min(map.rows, Math.max(1, row)), map.letters[Math.min(last, Math.max(0, c))]!);
  switch (key) {
    case 'ArrowLeft':
      return to(p.row - 1, col);
    case 'ArrowRight':
      return to(p.row + 1, col);
    case 'ArrowUp':
      return to(p.row, col - 1);
    case 'ArrowDown':
      return to(p.row, col + 1);
    case 'Home':
      return to(1, col);
    case 'End':
      return to(map.rows, col);
    case 'PageUp':
      return to(p.row, 0);
    case 'PageDown':
      return to(p.row, last);
    default:
      return null;
  }
}

/** Where the aisle falls: after the middle letter of an even cabin of four or more (ABC | DEF). */
export const aisleAfter = (letters: string[]) => (letters.length >= 4 && letters.length % 2 === 0 ? letters.length / 2 - 1 : -1);
