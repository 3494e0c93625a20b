import { type EditableRow, newRowKey } from './rows-editor';

/** A period row of the grid: a travel period (wire dates YYYY-MM-DD) and whatever prices its owner keeps. */
export type PeriodRow = EditableRow & { startDate: string; endDate: string };

/**
 * A price (or choice) column of the grid. `value` reads the cell's text from a row, `patch`
 * writes it back, so an owner keeps its own row shape (the hotel's `pricingData`, a fare's flat
 * fields) and the grid stays generic.
 */
export type GridColumn<R> = {
  key: string;
  /** Column header; also the start of every cell's accessible name ("2 persons, period 1"). */
  header: string;
  value: (row: R) => string;
  patch: (row: R, value: string) => Partial<R>;
  required?: boolean;
  /** 'decimal' (default) checks a non-negative amount, 'integer' a whole count; 'select' shows `options`; 'text' is free; 'readonly' is shown, not edited. */
  kind?: 'decimal' | 'integer' | 'select' | 'text' | 'readonly';
  options?: { value: string; label: string }[];
  width?: number;
  /** The header's full meaning when `header` is short ("Min stay arr."): its tooltip and the start of every cell's accessible name. */
  title?: string;
  /** Consecutive columns of the same group are headed together above their headers, the first one with a left rule. */
  group?: string;
  /**
   * The owner's own reading of a filled cell (after the kind's check): the sentence saying why
   * the text cannot be used, or null. Its problem shows under the cell as soon as the admin
   * leaves it, before any save.
   */
  check?: (value: string, row: R) => string | null;
};

/**
 * Why a cell is refused, as an i18n key of `grid.*`, or the column's own sentence (`check`,
 * problem 'unreadable'); `field` is 'startDate', 'endDate' or a column key.
 */
export type CellProblem = {
  key: string;
  field: string;
  problem: 'required' | 'endBeforeStart' | 'notAmount' | 'notWhole' | 'badDate' | 'unreadable';
  message?: string;
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Day, month, year in that order with dots, slashes, dashes or spaces (12.03.2027, 12/3/2027, 12-03-2027), or as 8 digits (12032027). */
const DMY = /^(\d{1,2})[./\- ](\d{1,2})[./\- ](\d{4})$|^(\d{2})(\d{2})(\d{4})$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

const pad = (n: number) => String(n).padStart(2, '0');

function realDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * What an admin types in a date cell: the site's DD.MM.YYYY (also with slashes, dashes or spaces
 * between, one-digit days and months, or as 8 digits), or YYYY-MM-DD pasted from a spreadsheet or
 * the API. Gives the wire date, or null for anything that is not a real day (a year is always
 * four digits: "12.03.27" is refused with the field's sentence, never guessed).
 */
export function parseGridDate(text: string): string | null {
  const value = text.trim();
  const iso = ISO.exec(value);
  if (iso) return realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = DMY.exec(value);
  if (!dmy) return null;
  const [day, month, year] = dmy[1] ? [dmy[1], dmy[2], dmy[3]] : [dmy[4], dmy[5], dmy[6]];
  return realDate(Number(year), Number(month), Number(day));
}

/** YYYY-MM-DD as the site shows it, DD.MM.YYYY ('' stays ''). */
export function formatGridDate(wire: string): string {
  const iso = ISO.exec(wire);
  return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : wire;
}

/** A new period starts the day after the last one ends, so periods are entered in sequence without overlap. */
export function nextPeriodStart(rows: PeriodRow[]): string {
  const ends = rows
    .map((r) => r.endDate)
    .filter((d) => ISO.test(d))
    .sort();
  const last = ends.at(-1);
  if (!last) return '';
  const next = new Date(`${last}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export function addPeriod<R extends PeriodRow>(rows: R[], defaults: Omit<R, 'key' | 'startDate' | 'endDate'>): R[] {
  return [...rows, { ...defaults, key: newRowKey(), startDate: nextPeriodStart(rows), endDate: '' } as R];
}

const DAY_MS = 86_400_000;
export const dayNumber = (wire: string) => Date.parse(`${wire}T00:00:00Z`) / DAY_MS;
export const wireOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * A copy of the row `key` (every value but its id, under a new key) appended after the others:
 * its period starts the day after the latest end and lasts as many nights as the copied one.
 * Without readable dates on the copied row only its start continues the sequence.
 */
export function duplicatePeriod<R extends PeriodRow>(rows: R[], key: string, shift?: (copy: R, days: number) => R): R[] {
  const source = rows.find((r) => r.key === key);
  if (!source) return rows;
  const { id: _id, key: _key, ...values } = source;
  // Nested values (a pricingData object) are copied, so the two rows never share one.
  const copied = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, Array.isArray(value) ? [...value] : value && typeof value === 'object' ? { ...value } : value]),
  );
  const startDate = nextPeriodStart(rows);
  const from = parseGridDate(source.startDate);
  const to = parseGridDate(source.endDate);
  const endDate = startDate && from && to && to >= from ? wireOfDay(dayNumber(startDate) + dayNumber(to) - dayNumber(from)) : '';
  const copy = { ...copied, key: newRowKey(), startDate, endDate } as R;
  // The owner moves what is dated inside the period (a pricing row's closed dates) by as many days.
  return [...rows, shift && startDate && from ? shift(copy, dayNumber(startDate) - dayNumber(from)) : copy];
}

export const updatePeriod = <R extends PeriodRow>(rows: R[], key: string, patch: Partial<R>): R[] => rows.map((r) => (r.key === key ? { ...r, ...patch } : r));

export const removePeriod = <R extends PeriodRow>(rows: R[], key: string): R[] => rows.filter((r) => r.key !== key);

/** Every refused cell, row by row and left to right (the order the admin reads the grid). */
export function periodProblems<R extends PeriodRow>(rows: R[], columns: GridColumn<R>[]): CellProblem[] {
  const problems: CellProblem[] = [];
  for (const row of rows) {
    const start = row.startDate && parseGridDate(row.startDate);
    const end = row.endDate && parseGridDate(row.endDate);
    if (!row.startDate) problems.push({ key: row.key, field: 'startDate', problem: 'required' });
    else if (!start) problems.push({ key: row.key, field: 'startDate', problem: 'badDate' });
    if (!row.endDate) problems.push({ key: row.key, field: 'endDate', problem: 'required' });
    else if (!end) problems.push({ key: row.key, field: 'endDate', problem: 'badDate' });
    else if (start && end < start) problems.push({ key: row.key, field: 'endDate', problem: 'endBeforeStart' });
    for (const column of columns) {
      if (column.kind === 'readonly') continue;
      const value = column.value(row).trim();
      if (value === '') {
        if (column.required) problems.push({ key: row.key, field: column.key, problem: 'required' });
      } else if ((column.kind ?? 'decimal') === 'decimal' && !AMOUNT.test(value)) {
        problems.push({ key: row.key, field: column.key, problem: 'notAmount' });
      } else if (column.kind === 'integer' && !WHOLE.test(value)) {
        problems.push({ key: row.key, field: column.key, problem: 'notWhole' });
      } else {
        const message = column.check?.(value, row);
        if (message) problems.push({ key: row.key, field: column.key, problem: 'unreadable', message });
      }
    }
  }
  return problems;
}

/** A cell of the grid a save was refused on, by the server: the row's key, the field ('startDate' or a column key) and the sentence. */
export type GridRefusal = { key: string; field: string; message: string };

/**
 * The period row a refused save names, from the server's sentence `<list>.<i>.pricing.<j>.<field>: …`
 * ("fares.0.pricing.1.startDate: the period 01.06.2027-30.06.2027 overlaps period 1 (…)"): the
 * owner's place `owner` in the save's `list` ('fares', 'cars', 'types'), the row's place `row`,
 * the field (a price of `pricingData` by its own key) and the sentence without its path. Only the
 * first sentence of a refusal that holds several; null when it names no period row of `list`.
 */
export function periodRefusalOf(message: string, list: string): { owner: number; row: number; field: string; message: string } | null {
  const first = message.trim().split(/; (?=[\w.]+: )/)[0]!;
  const match = new RegExp(`^${list}\\.(\\d+)\\.pricing\\.(\\d+)(?:\\.([\\w.]+))?: (.+)$`, 's').exec(first);
  if (!match) return null;
  const field = (match[3] ?? 'startDate').replace(/^pricingData\./, '');
  return { owner: Number(match[1]), row: Number(match[2]), field, message: match[4]! };
}

/** The DOM id of a cell, so a failed save can focus the first refused one. */
export const cellId = (gridId: string, rowKey: string, field: string) => `${gridId}-${rowKey}-${field}`.replace(/[^\w-]/g, '_');

/**
 * The period row a refused save names in an owner's grid (`<list>.<i>.pricing.<j>…`): the owner
 * (a car category, a visa type: the save sends them in `owners`' order), the row's key and field,
 * and the sentence; null when the refusal names none of them.
 */
export function ownerRefusalOf(message: string, list: string, owners: readonly { id: number }[], rows: Record<number, readonly { key: string }[]>) {
  const named = periodRefusalOf(message, list);
  const owner = named && owners[named.owner];
  const row = owner && rows[owner.id]?.[named.row];
  return row ? { ownerId: owner.id, key: row.key, field: named.field, message: named.message } : null;
}
