import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { type SearchWriteScope, searchCacheFor } from './service';

/** The PostgreSQL channel on which a worker tells the others to drop their search caches. */
export const SEARCH_CACHE_CHANNEL = 'traveldesk_search_cache';

export type SearchCacheSync = {
  /**
   * Empties this worker's search caches and tells every other worker of the database to do so:
   * the answers always, the catalogue index unless only availability changed (a booking).
   */
  clearEverywhere(scope?: SearchWriteScope): Promise<void>;
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
  // The notice is `<sender id> <scope>`.
  const stop = await database.listen(SEARCH_CACHE_CHANNEL, (payload) => {
    const [sender, scope] = payload.split(' ');
    if (sender === self) return;
    caches().clear(scope === 'availability' ? 'availability' : 'catalogue');
    counts.remote++;
  });
  return {
    async clearEverywhere(scope: SearchWriteScope = 'catalogue') {
      caches().clear(scope);
      counts.local++;
      await database.notify(SEARCH_CACHE_CHANNEL, `${self} ${scope}`);
    },
    invalidations: () => ({ ...counts }),
    stop,
  };
}
