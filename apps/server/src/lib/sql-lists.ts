import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `column = any($1::integer[])`: a list of ids as ONE parameter, whatever its length. Drizzle's
 * `inArray` sends one parameter per value, and PostgreSQL refuses a statement past 65,535 of
 * them — a destination of a thousand hotels has more pricing rows than that (issue 36).
 */
export function anyId(column: SQLWrapper, ids: readonly number[]): SQL {
  for (const id of ids) {
    if (!Number.isSafeInteger(id)) throw new Error(`anyId: ${String(id)} is not an integer id`);
  }
  return sql`${column} = any(cast(${`{${ids.join(',')}}`} as integer[]))`;
}

/** `column = any($1::text[])`: a list of texts as one parameter (see anyId). */
export function anyText(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} = any(cast(${textArray(values)} as text[]))`;
}

/** A PostgreSQL array literal of texts: every element quoted, quotes and backslashes escaped. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}
