/**
 * The save of a list of period rows below one parent (room pricing, offers, fare pricing, car
 * pricing, visa type pricing): the server side of the back-office period-rows grid. Rows
 * without an id are created, rows with an id update that row of the list, other rows stay or
 * go as the caller declares. Everything is checked before the first write, and the writes run
 * in the caller's transaction, so a refused save changes nothing.
 */
import { and, eq, notInArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { isRealDate } from '@travel/contracts';
import type { Tx } from '../db/client';
import { badRequest } from './errors';

/** What every submitted row carries: its id when it is already saved, and its period. */
export type PeriodInput = { id?: number; startDate: string; endDate: string };

/** A child table of period rows: a serial id and start and end dates (both inclusive). */
export type PeriodTable = PgTable & {
  id: PgColumn;
  startDate: PgColumn;
  endDate: PgColumn;
  $inferSelect: { id: number; startDate: string; endDate: string };
};

export type PeriodRowsSave<T extends PeriodTable, R extends PeriodInput, C> = {
  table: T;
  /** The rows this list is: those of the parent (and, say, of the offer kind). */
  owner: SQL;
  /** Where the list sits in the request, e.g. `rooms.0.pricing`; messages name `<path>.<i>.<field>`. */
  path: string;
  /** The sentence for an id that is not a row of this list, e.g. `Pricing period not found for this room type`. */
  unknownId: string;
  /** The row's own rules (prices, references...); throws a 4xx naming the field, answers what the writes need. */
  check?: (row: R, path: string) => C;
  /** The stored columns of the row, parent included (the same on create and update). */
  columns: (row: R, checked: C) => T['$inferInsert'];
  /**
   * Rows that may not overlap: those of one key (e.g. the same meal type), or all of them
   * without a key. Stored rows the save keeps count too. Absent: overlaps are allowed (the
   * latest start wins, domain-rules §4.1).
   */
  overlap?: { key?: (row: T['$inferInsert'] | T['$inferSelect']) => unknown; label?: string };
  /** Stored rows the list leaves out are deleted (true) or kept (false: deleting is its own call). */
  removeUnlisted: boolean;
  /** Writes below the row (e.g. its person prices) once it has an id. */
  afterWrite?: (tx: Tx, id: number, row: R, checked: C, created: boolean) => Promise<void>;
};

export type PeriodRowsResult = { ids: number[]; created: number[]; deleted: number[] };

const invalid = (path: string, message: string) => badRequest(`${path}: ${message}`, 'validation');

type Period = { startDate: string; endDate: string };
const overlaps = (a: Period, b: Period) => a.startDate <= b.endDate && b.startDate <= a.endDate;

function checkDates(row: Period, path: string) {
  if (!isRealDate(row.startDate)) throw invalid(`${path}.startDate`, 'must be a date YYYY-MM-DD');
  if (!isRealDate(row.endDate)) throw invalid(`${path}.endDate`, 'must be a date YYYY-MM-DD');
  if (row.endDate < row.startDate) throw invalid(`${path}.endDate`, 'end date must not be before the start date');
}

/** The first two rows of one key whose periods overlap, submitted rows named by their index. */
function checkOverlaps<T extends PeriodTable>(
  rule: NonNullable<PeriodRowsSave<T, PeriodInput, unknown>['overlap']>,
  submitted: { values: T['$inferInsert']; period: Period }[],
  kept: T['$inferSelect'][],
  path: string,
) {
  const keyOf = rule.key ?? (() => null);
  const suffix = rule.label ? ` ${rule.label}` : '';
  for (const [i, row] of submitted.entries()) {
    const key = keyOf(row.values);
    for (const [j, other] of submitted.slice(0, i).entries()) {
      if (keyOf(other.values) === key && overlaps(row.period, other.period)) {
        throw invalid(`${path}.${i}.startDate`, `overlaps ${path}.${j} (${other.period.startDate} to ${other.period.endDate})${suffix}`);
      }
    }
    const stored = kept.find((other) => keyOf(other) === key && overlaps(row.period, other));
    if (stored) throw invalid(`${path}.${i}.startDate`, `overlaps the saved period ${stored.startDate} to ${stored.endDate}${suffix}`);
  }
}

/**
 * Saves `rows` as the period list `save.owner` of `save.table`, in the caller's transaction.
 * Checks, in order, for each row: its id is a row of this list and not twice in the save, its
 * dates are real and in order, the caller's `check`; then the overlap rule. Only then writes.
 */
export async function savePeriodRows<T extends PeriodTable, R extends PeriodInput, C = undefined>(
  tx: Tx,
  rows: R[],
  save: PeriodRowsSave<T, R, C>,
): Promise<PeriodRowsResult> {
  const { table, path } = save;
  const stored = (await tx
    .select()
    .from(table as PgTable)
    .where(save.owner)) as T['$inferSelect'][];
  const storedIds = new Set(stored.map((row) => row.id));
  const listed = new Map<number, number>();
  const checked = rows.map((row, i) => {
    const rowPath = `${path}.${i}`;
    if (row.id !== undefined) {
      if (!storedIds.has(row.id)) throw invalid(`${rowPath}.id`, save.unknownId);
      const earlier = listed.get(row.id);
      if (earlier !== undefined) throw invalid(`${rowPath}.id`, `${path}.${earlier} already saves this row`);
      listed.set(row.id, i);
    }
    checkDates(row, rowPath);
    const extra = save.check ? save.check(row, rowPath) : (undefined as C);
    return { row, extra, values: save.columns(row, extra), period: { startDate: row.startDate, endDate: row.endDate } };
  });
  if (save.overlap) {
    const kept = save.removeUnlisted ? [] : stored.filter((row) => !listed.has(row.id));
    checkOverlaps(save.overlap, checked, kept, path);
  }

  const result: PeriodRowsResult = { ids: [], created: [], deleted: [] };
  if (save.removeUnlisted) {
    const keep = [...listed.keys()];
    const gone = await tx
      .delete(table)
      .where(and(save.owner, keep.length > 0 ? notInArray(table.id, keep) : undefined))
      .returning({ id: table.id });
    result.deleted = gone.map((row) => row.id as number);
  }
  for (const { row, extra, values } of checked) {
    let id = row.id;
    if (id === undefined) {
      const [created] = await tx
        .insert(table)
        .values(values as PgInsertValue<T>)
        .returning({ id: table.id });
      id = created!.id as number;
      result.created.push(id);
    } else {
      await tx
        .update(table)
        .set(values as PgUpdateSetSource<T>)
        .where(eq(table.id, id));
    }
    result.ids.push(id);
    if (save.afterWrite) await save.afterWrite(tx, id, row, extra, row.id === undefined);
  }
  return result;
}
