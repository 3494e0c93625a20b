import { AsyncLocalStorage } from 'node:async_hooks';

/** Units of one resource taken or given back on some dates (by a booking, its edit or its cancellation). */
export type InventoryChange = { resourceType: string; resourceId: number; dates: string[] };

/**
 * What the ledger changed during one request (issue 36): the app collects it per request and
 * tells the search caches exactly which resources and nights moved, instead of "something was
 * booked". Writes outside a collecting request (a script, the demo's seeding) are not noted.
 */
const collector = new AsyncLocalStorage<InventoryChange[]>();

/** Runs `next` (the rest of a request) collecting into `into` the ledger's changes. */
export function collectInventoryChanges(into: InventoryChange[], next: () => void) {
  collector.run(into, next);
}

/** Notes units taken or released (ledger.ts); several holds of one resource make one change. */
export function noteInventoryChanges(holds: readonly { resourceType: string; resourceId: number; date: string }[]) {
  const into = collector.getStore();
  if (!into) return;
  for (const hold of holds) {
    let change = into.find((c) => c.resourceType === hold.resourceType && c.resourceId === hold.resourceId);
    if (!change) {
      change = { resourceType: hold.resourceType, resourceId: hold.resourceId, dates: [] };
      into.push(change);
    }
    if (!change.dates.includes(hold.date)) change.dates.push(hold.date);
  }
}
