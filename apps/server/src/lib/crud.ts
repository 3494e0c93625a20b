/**
 * List, read, create, update and delete over one table: the server side of the back-office kit
 * (architecture.md), so a catalogue module declares its columns, search and order instead of
 * writing the queries again.
 */
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgSelect, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { PAGE_SIZE } from '@travel/contracts';
import type { DbOrTx } from '../db/client';
import { isForeignKeyViolation } from './db-errors';
import { conflict, notFound } from './errors';

/** A table whose rows are addressed by a serial `id` (every catalogue table). */
export type TableWithId = PgTable & { id: PgColumn; $inferSelect: { id: number } };

/** One page of a list, the shape every back-office list answers. */
export type Page<T> = { entities: T[]; total: number; pagesCount: number };

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Rows whose columns contain `searchText` (any of them, without regard to case); none without a text. */
export function searchWhere(searchText: string | undefined, columns: (PgColumn | SQL)[]): SQL | undefined {
  if (!searchText || columns.length === 0) return undefined;
  const pattern = containsPattern(searchText);
  return or(...columns.map((column) => ilike(column, pattern)));
}

export type ListPageOptions<TSelect extends SelectedFields> = {
  /** 1-based; a page past the end answers no entities with the real total. */
  page: number;
  select: TSelect;
  /** Always end with a unique column (the id) so pages never share or skip a row. */
  orderBy: (PgColumn | SQL | SQL.Aliased)[];
  searchText?: string;
  searchColumns?: (PgColumn | SQL)[];
  /** Filters besides the search (they and the search must all hold). */
  where?: SQL;
  /**
   * Tables the selection reads from. Inner joins only: the entity type says every selected
   * field is there, which a left join could not promise.
   */
  innerJoins?: { table: PgTable; on: SQL }[];
};

/** One page of `table`: `entities` (PAGE_SIZE at most), `total` and `pagesCount` (at least 1). */
export async function listPage<TSelect extends SelectedFields>(
  db: DbOrTx,
  table: PgTable,
  options: ListPageOptions<TSelect>,
): Promise<Page<SelectResultFields<TSelect>>> {
  const where = and(options.where, searchWhere(options.searchText, options.searchColumns ?? []));
  const joined = (query: PgSelect) => (options.innerJoins ?? []).reduce((q, join) => q.innerJoin(join.table, join.on), query);
  const [total] = await joined(db.select({ n: count() }).from(table).$dynamic()).where(where);
  const n = Number((total as { n: number } | undefined)?.n ?? 0);
  // The selection is widened here and its row type restored below: drizzle cannot follow a
  // generic selection through joins added in a loop.
  const entities = await joined(
    db
      .select(options.select as SelectedFields)
      .from(table)
      .$dynamic(),
  )
    .where(where)
    .orderBy(...options.orderBy)
    .limit(PAGE_SIZE)
    .offset((options.page - 1) * PAGE_SIZE);
  return { entities: entities as SelectResultFields<TSelect>[], total: n, pagesCount: Math.max(1, Math.ceil(n / PAGE_SIZE)) };
}

export type RowScope = {
  /** A further condition the row must meet, e.g. belonging to the parent in the URL. */
  where?: SQL;
};

/** The row `id` of `table` (within `scope`), or null. `forUpdate` locks it for the transaction. */
export async function findById<T extends TableWithId>(
  db: DbOrTx,
  table: T,
  id: number,
  options: RowScope & { forUpdate?: boolean } = {},
): Promise<T['$inferSelect'] | null> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), options.where))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** Inserts one row and answers its id. */
export async function insertRow<T extends TableWithId>(db: DbOrTx, table: T, values: PgInsertValue<T>): Promise<number> {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return (row as { id: number }).id;
}

/** Updates the row `id` (within `scope`); `<noun> not found.` (404) when there is none. */
export async function updateRow<T extends TableWithId>(
  db: DbOrTx,
  table: T,
  id: number,
  set: PgUpdateSetSource<T>,
  options: RowScope & { noun: string },
): Promise<void> {
  const updated = await db
    .update(table)
    .set(set)
    .where(and(eq(table.id, id), options.where))
    .returning({ id: table.id });
  if (updated.length === 0) throw notFound(options.noun);
}

export type DeleteOptions = RowScope & {
  /** `<noun> not found.` (404) when there is no such row. */
  noun: string;
  /**
   * The 409 when other records still point to the row. Without it the database error goes
   * up as it is (a caller may handle it, e.g. disable instead of delete).
   */
  whenReferenced?: { message: string; code?: string };
};

/** Deletes the row `id` (within `scope`) and answers it; rows below it go by their cascades. */
export async function deleteRow<T extends TableWithId>(db: DbOrTx, table: T, id: number, options: DeleteOptions): Promise<T['$inferSelect']> {
  let deleted: unknown[];
  try {
    deleted = await db
      .delete(table)
      .where(and(eq(table.id, id), options.where))
      .returning();
  } catch (error) {
    if (options.whenReferenced && isForeignKeyViolation(error)) throw conflict(options.whenReferenced.message, options.whenReferenced.code);
    throw error;
  }
  if (deleted.length === 0) throw notFound(options.noun);
  return deleted[0] as T['$inferSelect'];
}
