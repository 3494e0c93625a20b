import type { Tx } from '../../db/client';
import { byProduct } from '../products';
import type { BookingItemRow } from './tables';

/**
 * Takes the units of the items inside the booking's transaction, each item all or nothing,
 * through its product and the inventory ledger (domain-rules §6); products are asked in type
 * order, each locking its resources in its own fixed order. Answers, per item id, whether it got them.
 */
export async function takeItems(tx: Tx, items: BookingItemRow[]): Promise<Map<number, boolean>> {
  const taken = new Map<number, boolean>();
  for (const [product, group] of byProduct(items)) {
    for (const [id, ok] of await product.take(tx, group)) taken.set(id, ok);
  }
  return taken;
}

/** Gives back exactly what the items recorded in the ledger (nothing for an item that took nothing). */
export async function releaseItems(tx: Tx, items: { id: number; productType: string }[]) {
  for (const [product, group] of byProduct(items))
    await product.release(
      tx,
      group.map((i) => i.id),
    );
}
