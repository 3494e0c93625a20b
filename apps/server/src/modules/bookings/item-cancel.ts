import { BOOKING_STATUS, type BookingUpdate } from '@travel/contracts';
import { forbidden, unprocessable } from '../../lib/errors';
import { itemCancellationCosts } from './cancel';
import { releaseItems } from './inventory';
import type { BookingDetails } from './repo';
import { updateItem } from './update-repo';
import { type Context, invalid } from './update-rules';

/**
 * An agent cancels one item of its own booking from the booking page (account spec §6: "Item
 * status: admin may change it at all times; others only while editing"; docs/decisions.md, "an
 * agent cancels one item"). The only status change an agent may make is to 'canceled', and only
 * while the item could still be canceled alone today. Everything else about statuses stays the
 * administrator's.
 */

const isCanceled = (record: BookingDetails['items'][number]) => record.status.slug === BOOKING_STATUS.canceled;

/**
 * Why the item may not be canceled alone on `today`, or null when it may. `alsoCanceled` names the
 * items the same save cancels before it (the booking must keep one live item).
 */
export function itemCancelRefusal(details: BookingDetails, itemId: number, today: string, alsoCanceled: ReadonlySet<number> = new Set()): string | null {
  const record = details.items.find((i) => i.item.id === itemId);
  if (!record) return 'is not an item of this booking';
  if (details.bookingStatus.slug === BOOKING_STATUS.canceled) return 'the booking is canceled';
  if (isCanceled(record)) return 'this service is already canceled';
  if (record.item.startDate <= today) return `this service started on ${record.item.startDate}: it can no longer be canceled`;
  const othersLive = details.items.some((i) => i.item.id !== itemId && !isCanceled(i) && !alsoCanceled.has(i.item.id));
  if (!othersLive) return "this is the booking's last live service: cancel the whole booking with Cancel Booking";
  return null;
}

/** The presenter's per-item `canCancel`: an agent, and the rules allow it today. */
export const canCancelItem = (details: BookingDetails, itemId: number, today: string, admin: boolean) =>
  !admin && itemCancelRefusal(details, itemId, today) === null;

/**
 * Cancels the items the agent set to 'canceled', inside the save's transaction: each is checked
 * first (another status is 403; a canceled booking or item, a started service or the booking's last
 * live item is 422), then its status becomes 'canceled', its cost today (the cost of its policy row
 * covering today, domain-rules §7) is stored as its cancelCost, and what it holds in the inventory
 * ledger goes back (nothing for an item that took nothing). Answers whether anything was canceled:
 * the save then recomputes the booking's price, total and payment status.
 */
export async function cancelItemsByAgent(ctx: Context, edits: NonNullable<BookingUpdate['bookingItems']>): Promise<boolean> {
  const { tx, details, lookup, changes, clock } = ctx;
  const today = clock.today();
  const wanted: number[] = [];
  for (const [key, edit] of Object.entries(edits)) {
    const itemId = Number(key);
    const field = `bookingItems.${itemId}`;
    const record = details.items.find((i) => i.item.id === itemId);
    if (!record) throw invalid(field, 'is not an item of this booking');
    if (edit.bookingStatusId === undefined) continue;
    const status = lookup.of('bookingStatus', edit.bookingStatusId);
    if (status?.slug !== BOOKING_STATUS.canceled) throw forbidden(`${field}.bookingStatusId: only an administrator may change this.`);
    const refusal = itemCancelRefusal(details, itemId, today, new Set(wanted));
    if (refusal) throw unprocessable(`${field}.bookingStatusId: ${refusal}`, 'item_not_cancelable');
    wanted.push(itemId);
  }
  if (wanted.length === 0) return false;
  const canceledId = edits[String(wanted[0])]!.bookingStatusId!;
  const costs = new Map(itemCancellationCosts(details, today).map((c) => [c.id, c.cost]));
  const records = details.items.filter((i) => wanted.includes(i.item.id));
  // Exactly what the items recorded in the ledger goes back (a confirmed item's units; an on-request item took nothing).
  await releaseItems(
    tx,
    records.map(({ item }) => item),
  );
  for (const { item, status } of records) {
    const cancelCost = costs.get(item.id) ?? '0.00';
    await updateItem(tx, item.id, { bookingStatusId: canceledId, cancelCost });
    changes[`bookingItems.${item.id}.bookingStatus`] = { from: status.slug, to: BOOKING_STATUS.canceled };
    changes[`bookingItems.${item.id}.cancelCost`] = { from: null, to: cancelCost };
  }
  return true;
}
