import { eq } from 'drizzle-orm';
import type { WebhookEvent } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { emitWebhook } from '../partners';
import { taxonomyOf } from '../reference/service';
import { bookings } from './tables';

/**
 * A booking's webhook event (issue 34), written in the transaction of the change: the booking as
 * its agency sees it (status, payment status, total, dates, payment deadline; never a net price
 * or an income), for the agency's endpoints that asked for the event. Call it last in the
 * transaction, once the booking row holds its new state.
 */
export async function emitBookingEvent(
  tx: DbOrTx,
  bookingId: number,
  event: WebhookEvent,
  now: Date,
  /** A payment recorded, in the booking's currency. */
  payment?: { amount: string; date: string },
) {
  const [row] = await tx
    .select({ booking: bookings, status: taxonomyOf(bookings.bookingStatusId).slug, paymentStatus: taxonomyOf(bookings.paymentStatusId).slug })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) return 0;
  const b = row.booking;
  return emitWebhook(tx, {
    agentId: b.agentId,
    event,
    now,
    payment: payment && { ...payment, currency: b.currency },
    booking: {
      id: b.id,
      pnrs: b.pnrs,
      status: row.status ?? '',
      paymentStatus: row.paymentStatus ?? '',
      total: b.total,
      currency: b.currency,
      startDate: b.startDate,
      endDate: b.endDate,
      paymentDeadline: b.paymentDeadline ?? null,
    },
  });
}
