import { eq } from 'drizzle-orm';
import type { WebhookEvent } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { emitWebhook, webhookListeners } from '../partners';
import { taxonomyOf } from '../reference';
import { bookings } from './tables';

/**
 * A booking's webhook events (issue 34), written in the transaction of the change: the booking as
 * its agency sees it (status, payment status, total, dates, payment deadline; never a net price
 * or an income), for the agency's endpoints that asked for each event. Call it last in the
 * transaction, once the booking row holds its new state. Two small reads when the agency has no
 * endpoint for them (most have none), whatever the number of events (issue 36).
 */
export async function emitBookingEvent(
  tx: DbOrTx,
  bookingId: number,
  event: WebhookEvent | WebhookEvent[],
  now: Date,
  /** A payment recorded, in the booking's currency. */
  payment?: { amount: string; date: string },
) {
  const events = [event].flat();
  const [owner] = await tx.select({ agentId: bookings.agentId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!owner) return 0;
  const listeners = await webhookListeners(tx, owner.agentId, events);
  if (listeners.length === 0) return 0;
  const [row] = await tx
    .select({ booking: bookings, status: taxonomyOf(bookings.bookingStatusId).slug, paymentStatus: taxonomyOf(bookings.paymentStatusId).slug })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const b = row!.booking;
  let written = 0;
  for (const each of events) {
    written += await emitWebhook(tx, {
      agentId: b.agentId,
      event: each,
      now,
      listeners,
      payment: payment && { ...payment, currency: b.currency },
      booking: {
        id: b.id,
        pnrs: b.pnrs,
        status: row!.status ?? '',
        paymentStatus: row!.paymentStatus ?? '',
        total: b.total,
        currency: b.currency,
        startDate: b.startDate,
        endDate: b.endDate,
        paymentDeadline: b.paymentDeadline ?? null,
      },
    });
  }
  return written;
}
