import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { type SearchChange, searchCacheFor } from '../hotels';

/** The PostgreSQL channel on which a worker tells the others to drop their search caches. */
export const SEARCH_CACHE_CHANNEL = 'traveldesk_search_cache';

export type SearchCacheSync = {
  /**
   * Drops from this worker's search caches what `change` may have made wrong, and tells every
   * other worker of the database to do the same (hotels/search/service.ts SearchChange).
   */
  clearEverywhere(change?: SearchChange): Promise<void>;
  /** Cache clears so far: by this worker's writes, and by another worker's notice. */
  invalidations(): { local: number; remote: number };
  stop(): Promise<void>;
};

/**
 * Keeps the search caches of every worker of one database in step (architecture "Scale beyond
 * one process", issue 17.5): a write that may change a price clears this worker's caches and
 * sends NOTIFY with this worker's id; every other worker LISTENing on the channel clears its own
 * on receipt. A booking never trusts a cached price anyway (it re-prices from the option's hash),
 * so the few milliseconds the notice travels cost at most a 409 'price changed', never a wrong sale.
 */
export async function syncSearchCaches(database: Database): Promise<SearchCacheSync> {
  const self = randomUUID();
  const counts = { local: 0, remote: 0 };
  const caches = () => searchCacheFor(database.db);
  // The notice is `<sender id> <change as JSON>`; one it cannot read drops everything.
  const stop = await database.listen(SEARCH_CACHE_CHANNEL, (payload) => {
    const space = payload.indexOf(' ');
    if (payload.slice(0, space) === self) return;
    caches().clear(readChange(payload.slice(space + 1)));
    counts.remote++;
  });
  return {
    async clearEverywhere(change: SearchChange = { kind: 'catalogue' }) {
      caches().clear(change);
      counts.local++;
      await database.notify(SEARCH_CACHE_CHANNEL, `${self} ${noticeOf(change)}`);
    },
    invalidations: () => ({ ...counts }),
    stop,
  };
}

/**
 * PostgreSQL's NOTIFY carries at most 8,000 bytes: a change too long to travel (a booking of
 * dozens of rooms over months) goes as "everything changed".
 */
const NOTICE_BYTES = 7_000;
function noticeOf(change: SearchChange): string {
  const text = JSON.stringify(change);
  return Buffer.byteLength(text) <= NOTICE_BYTES ? text : JSON.stringify({ kind: 'catalogue' });
}

function readChange(text: string): SearchChange {
  try {
    const change = JSON.parse(text) as SearchChange;
    if (change.kind === 'catalogue' || change.kind === 'hotels' || change.kind === 'inventory') return change;
  } catch {
    // An older worker's notice, or a damaged one.
  }
  return { kind: 'catalogue' };
}
