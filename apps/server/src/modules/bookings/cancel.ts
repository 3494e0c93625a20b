import { eq, sql } from 'drizzle-orm';
import { BOOKING_STATUS, type CancellationInfo, type CancellationInfoItem, type ProductType } from '@travel/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound, unprocessable } from '../../lib/errors';
import { moneyText, sum } from '../../lib/money';
import { productOf } from '../products';
import { cancellationCost } from '../../lib/cancellation-cost';
import type { UserRow } from '../users';
import { syncBookingAccount } from './account-sync';
import { releaseItems } from './inventory';
import { derivedPaymentStatus } from './payment-status';
import { type BookingDetails, findBookingDetails, findStatuses } from './repo';
import { bookingHistory, bookingItems, bookings } from './tables';
import { refreshReportLines } from './reports';
import { emitBookingEvent } from './webhook-events';

/**
 * What cancelling each live item costs on `on` (the clock's today; domain-rules §7): the cost of
 * its policy row covering that day, in the currency of its rows (the item's when it has none).
 */
export function itemCancellationCosts(details: BookingDetails, on: string): CancellationInfoItem[] {
  const live = details.items.filter((i) => i.status.slug !== BOOKING_STATUS.canceled);
  return live.map((record) => {
    const rows = details.policies.filter((p) => p.bookingItemId === record.item.id);
    const cost = cancellationCost(
      rows.map((p) => ({ dateFrom: p.dateFrom, dateTo: p.dateTo, cost: p.cost, currencyCost: p.currencyCost })),
      on,
    );
    return {
      id: record.item.id,
      productType: record.item.productType as ProductType,
      title: productOf(record.item.productType).title(record),
      cost,
      currency: rows[0]?.currencyCost ?? record.item.currency,
    };
  });
}

/**
 * What the items an agent already canceled alone cost (their stored cancelCost, item-cancel.ts):
 * not live any more, they are still part of what cancelling the booking charges.
 */
export function earlierItemCancelCosts(details: BookingDetails): string[] {
  return details.items.flatMap(({ item }) => (item.cancelCost !== null ? [item.cancelCost] : []));
}

/** What cancelling today costs: the sum over the live items, plus what items canceled alone earlier cost; 0 reads "Free". */
export function cancellationCostOf(details: BookingDetails, on: string) {
  return moneyText(sum([...itemCancellationCosts(details, on).map((i) => i.cost), ...earlierItemCancelCosts(details)]));
}

/**
 * `GET bookings/{id}/cancellation-info`: the total and each live item's cost (issue 30: the dialog
 * shows both). The total also counts what items an agent canceled alone earlier cost.
 */
export async function cancellationInfo(db: DbOrTx, id: number, viewer: UserRow, today: string): Promise<CancellationInfo> {
  const details = await findBookingDetails(db, id, viewer);
  if (!details) throw notFound('Booking');
  if (details.bookingStatus.slug === BOOKING_STATUS.canceled) throw unprocessable('This booking is already canceled.', 'already_canceled');
  const items = itemCancellationCosts(details, today);
  return { cost: cancellationCostOf(details, today), currency: details.booking.currency, items };
}

/**
 * Cancels the booking in one transaction: status 'canceled' on the booking and its items,
 * cancelTotal = the cost of today, the rooms a confirmed item holds back to the allotment
 * (domain-rules §6, §7), and a history row.
 */
export async function cancelBooking(db: Db, id: number, viewer: UserRow, clock: Clock) {
  await db.transaction(async (tx) => {
    // The row lock makes a second cancel wait, then see the first one's result.
    await tx.execute(sql`select id from bookings where id = ${id} for update`);
    const details = await findBookingDetails(tx, id, viewer);
    if (!details) throw notFound('Booking');
    if (details.bookingStatus.slug === BOOKING_STATUS.canceled) throw unprocessable('This booking is already canceled.', 'already_canceled');
    await cancelLocked(tx, details, { userId: viewer.id, clock, action: 'canceled' });
  });
  return findBookingDetails(db, id, viewer);
}

/**
 * Cancels a booking whose row the caller locked: the user's cancel, and the deadline job's
 * ("cancelled automatically: unpaid at deadline", no user). Then the agency's ledger follows.
 */
export async function cancelLocked(tx: Tx, details: BookingDetails, by: { userId: number | null; clock: Clock; action: string; note?: string }) {
  const { clock } = by;
  const id = details.booking.id;
  const now = clock.now();
  const cost = cancellationCostOf(details, clock.today());
  const statuses = await findStatuses(tx);
  const canceled = statuses.booking(BOOKING_STATUS.canceled);
  // Exactly what the items recorded in the inventory ledger goes back (on-request items took nothing).
  await releaseItems(
    tx,
    details.items.map(({ item }) => item),
  );
  await tx.update(bookingItems).set({ bookingStatusId: canceled.id }).where(eq(bookingItems.bookingId, id));
  // What is due is now the charge: the payment status follows it unless an admin set one.
  const paymentStatus = details.booking.paymentStatusManual ? details.paymentStatus : statuses.payment(derivedPaymentStatus(details.booking.paymentsSum, cost));
  await tx
    .update(bookings)
    .set({ bookingStatusId: canceled.id, cancelTotal: cost, paymentStatusId: paymentStatus.id, updatedAt: now })
    .where(eq(bookings.id, id));
  const account = await syncBookingAccount({ tx, clock, userId: by.userId }, id);
  await tx.insert(bookingHistory).values({
    bookingId: id,
    userId: by.userId,
    at: now,
    action: by.action,
    changes: {
      ...(by.note ? { note: by.note } : {}),
      bookingStatus: { from: details.bookingStatus.slug, to: BOOKING_STATUS.canceled },
      cancelTotal: cost,
      ...(paymentStatus.slug !== details.paymentStatus.slug ? { paymentStatus: { from: details.paymentStatus.slug, to: paymentStatus.slug } } : {}),
      ...(Object.keys(account).length ? { account } : {}),
    },
  });
  await refreshReportLines(tx, id);
  await emitBookingEvent(tx, id, 'booking.cancelled', now);
  return cost;
}
