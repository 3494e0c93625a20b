import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

const memos = new WeakMap<object, Map<string, unknown>>();

/**
 * One transaction's memory of its reference reads (issue 36): the settings, statuses and rates a
 * booking change asks for several times (the writer, its account sync, its invoice, its report
 * lines) are read once per transaction. Only inside a transaction, whose reads are one unit of
 * work: a write through it forgets what it changes (forgetInTx). Outside one, every call reads.
 */
export function txMemo(db: DbOrTx): Map<string, unknown> | undefined {
  if (!(db instanceof PgTransaction)) return undefined;
  const known = memos.get(db);
  if (known) return known;
  const memo = new Map<string, unknown>();
  memos.set(db, memo);
  return memo;
}

/** `read()` once per transaction and key; a failed read is not kept. */
export function readOnceInTx<T>(db: DbOrTx, key: string, read: () => Promise<T>): Promise<T> {
  const memo = txMemo(db);
  if (!memo) return read();
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  // A real promise: a query builder is a thenable that runs its query again on every `then`.
  const reading = Promise.resolve(read());
  memo.set(key, reading);
  reading.catch(() => memo.delete(key));
  return reading;
}

/** The transaction's kept reads whose key starts with `prefix` are forgotten: it just wrote what they read. */
export function forgetInTx(db: DbOrTx, prefix: string) {
  const memo = memos.get(db);
  if (memo) for (const key of [...memo.keys()]) if (key.startsWith(prefix)) memo.delete(key);
}
