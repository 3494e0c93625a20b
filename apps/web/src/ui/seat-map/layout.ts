/**
 * The pure half of the seat map (account spec 'Seats'; domain-rules §5.1): where the aisles
 * fall, the price bands the legend names, what each seat shows and where the arrow keys go.
 * Kept apart from the component so the rules are unit-tested without a browser.
 */
import { moneyToCents, seatRows } from '@travel/contracts';

/** What the map knows of a seat: 'blocked' is never sold, 'taken' is held by a live booking. */
export type SeatAvailability = 'available' | 'blocked' | 'taken';

export type SeatMapSeat = {
  /** Row and letter, e.g. '3A'. */
  id: string;
  row: number;
  letter: string;
  availability: SeatAvailability;
  /** Decimal text in the map's currency ('0.00' for a free seat); null when unpriced. */
  price?: string | null;
};

/** How a seat is drawn for the passenger choosing. */
export type SeatLook = 'available' | 'selected' | 'other' | 'blocked' | 'taken';

/**
 * The seat letters split by aisles as cabins are laid out: one aisle in the middle of a narrow
 * cabin (ABC | DEF; an odd count puts the extra seat after the aisle, A | BC), two aisles from
 * eight letters on (AB | CDEF | GH, ABC | DEFG | HJK), one block for a single letter.
 */
export function aisleGroups(letters: string[]): string[][] {
  const n = letters.length;
  if (n <= 1) return [letters];
  if (n < 8) {
    const left = Math.floor(n / 2);
    return [letters.slice(0, left), letters.slice(left)];
  }
  const side = Math.floor(n / 3);
  return [letters.slice(0, side), letters.slice(side, n - side), letters.slice(n - side)];
}

/** The rows drawn: 1 .. rowsCount - 1, as the spec draws a map of `rowsCount`. */
export const mapRows = (rowsCount: number) => seatRows(rowsCount);

/**
 * The distinct prices of the seats one can still take, cheapest first: each is a band the
 * legend names and tints. Prices are compared as whole cents, so '12' and '12.00' are one band.
 */
export function priceBands(seats: SeatMapSeat[]): string[] {
  const byCents = new Map<bigint, string>();
  for (const seat of seats) {
    if (seat.availability !== 'available' || seat.price === null || seat.price === undefined) continue;
    const cents = moneyToCents(seat.price);
    if (cents !== null && !byCents.has(cents)) byCents.set(cents, seat.price);
  }
  return [...byCents.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, price]) => price);
}

/** The band of a price (its index in `priceBands`), or -1. */
export function bandOf(bands: string[], price: string | null | undefined): number {
  if (price === null || price === undefined) return -1;
  const cents = moneyToCents(price);
  return bands.findIndex((band) => moneyToCents(band) === cents);
}

/**
 * How a seat shows: the current passenger's seat, another passenger's of this booking (it can
 * be moved to the current one), or its availability. A seat the map does not list is blocked.
 */
export function seatLook(seat: SeatMapSeat | undefined, selected: string | null | undefined, heldByOthers: Record<string, string>): SeatLook {
  if (!seat || seat.availability === 'blocked') return 'blocked';
  if (seat.availability === 'taken') return 'taken';
  if (seat.id === selected) return 'selected';
  if (heldByOthers[seat.id] !== undefined) return 'other';
  return 'available';
}

/** Seats that can be pressed: the ones on sale (free, the current passenger's or another's). */
export const isPressable = (look: SeatLook) => look === 'available' || look === 'selected' || look === 'other';

/**
 * Arrow keys walk the cabin as drawn (a line per row, the letters across): up and down between
 * rows, left and right between letters, Home and End to the row's first and last seat, PageUp
 * and PageDown to the first and last row. Seats that cannot be pressed are passed over; when no
 * seat that can be pressed lies that way, focus stays where it is (null).
 */
export function nextSeat(rows: number[], letters: string[], from: string, key: string, pressable: (seat: string) => boolean): string | null {
  const match = /^(\d+)([A-Z])$/.exec(from);
  if (!match) return null;
  let r = rows.indexOf(Number(match[1]));
  let c = letters.indexOf(match[2]!);
  if (r < 0 || c < 0) return null;
  const at = (ri: number, ci: number) => `${rows[ri]}${letters[ci]}`;
  const walk = (dr: number, dc: number) => {
    for (r += dr, c += dc; r >= 0 && r < rows.length && c >= 0 && c < letters.length; r += dr, c += dc) {
      if (pressable(at(r, c))) return at(r, c);
    }
    return null;
  };
  const firstFrom = (ri: number, ci: number, dr: number, dc: number) => {
    r = ri - dr;
    c = ci - dc;
    return walk(dr, dc);
  };
  switch (key) {
    case 'ArrowUp':
      return walk(-1, 0);
    case 'ArrowDown':
      return walk(1, 0);
    case 'ArrowLeft':
      return walk(0, -1);
    case 'ArrowRight':
      return walk(0, 1);
    case 'Home':
      return firstFrom(r, 0, 0, 1);
    case 'End':
      return firstFrom(r, letters.length - 1, 0, -1);
    case 'PageUp':
      return firstFrom(0, c, 1, 0);
    case 'PageDown':
      return firstFrom(rows.length - 1, c, -1, 0);
    default:
      return null;
  }
}
