import { count, desc, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern, pageOf } from '../content/repo';
import { subscriptions } from './tables';

/** Newsletter subscriptions, newest first, optionally those whose email contains `searchText`. */
export function listSubscriptions(db: DbOrTx, page: number, searchText?: string) {
  const where = searchText ? ilike(subscriptions.email, containsPattern(searchText)) : undefined;
  return pageOf(
    page,
    () => db.select({ n: count() }).from(subscriptions).where(where),
    (limit, offset) =>
      db
        .select({ id: subscriptions.id, email: subscriptions.email })
        .from(subscriptions)
        .where(where)
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(limit)
        .offset(offset),
  );
}
