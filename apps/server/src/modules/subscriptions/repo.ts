import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listPage } from '../../lib/crud';
import { subscriptions } from './tables';

/** Newsletter subscriptions, newest first, optionally those whose email contains `searchText`. */
export const listSubscriptions = (db: DbOrTx, page: number, searchText?: string) =>
  listPage(db, subscriptions, {
    page,
    searchText,
    searchColumns: [subscriptions.email],
    select: { id: subscriptions.id, email: subscriptions.email },
    orderBy: [desc(subscriptions.createdAt), desc(subscriptions.id)],
  });
