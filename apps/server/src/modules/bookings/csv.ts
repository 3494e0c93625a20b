import { setImmediate } from 'node:timers/promises';
import { asc } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type BookingListQuery, ROLE_ADMIN } from '@travel/contracts';
import { stringify } from 'csv-stringify';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../users';
import { readSettings } from '../settings';
import { withAccountingBalance } from './accounting-balance';
import { neutraliseCell } from '../../lib/csv-cells';
import { anyId } from '../../lib/sql-lists';
import { presentBookingRows } from './presenter';
import { type ListCursor, type ListFilters, listBookingsAfter } from './repo';
import { bookingPayments } from './tables';

/** Rows per read of the export: large enough to cost little per row, small enough to stream. */
export const CSV_BATCH = 500;

/**
 * 'Download CSV' of My Bookings: the same filtered rows as the list, with their payments, read
 * in keyset batches (each batch costs the same, however far the export has gone) and written as
 * the client takes them (backpressure): a large export never sits in memory, and an export the
 * client abandons stops at the next batch (issue 36).
 */
export async function streamBookingsCsv(db: DbOrTx, query: ListFilters, viewer: UserRow, reply: FastifyReply, today: string) {
  const admin = viewer.role === ROLE_ADMIN;
  const accounting = await readSettings(db, ['show_booking_equivalent_accounting_currency', 'accountingCurrency']);
  const withAccounting = accounting.show_booking_equivalent_accounting_currency;
  const csv = stringify({
    header: true,
    cast: { string: neutraliseCell },
    columns: [
      'Booking Reference',
      ...(admin ? ['Agency'] : []),
      'Service Description',
      'Passenger',
      'Status',
      'Start Date',
      'End Date',
      'Payment Status',
      'Booking Date',
      'Total',
      'Balance',
      'Currency',
      ...(withAccounting ? [`Balance (${accounting.accountingCurrency})`] : []),
      'Payments',
    ],
  });
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="bookings-${today}.csv"`)
    .header('cache-control', 'private, no-store');
  // The client going away closes the socket; the stream to it is then destroyed.
  const gone = () => csv.destroyed || reply.raw.destroyed || reply.raw.writableEnded;
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        csv.off('drain', done);
        csv.off('close', done);
        resolve();
      };
      csv.on('drain', done);
      csv.on('close', done);
    });
  void (async () => {
    try {
      let cursor: ListCursor | null = null;
      do {
        // One turn of the event loop per batch: other requests are served in between, and the
        // client's going away is seen (an embedded database answers without giving it up).
        await setImmediate();
        if (gone()) return;
        const batch = await listBookingsAfter(db, query, viewer, cursor, CSV_BATCH);
        const list = await withAccountingBalance(db, { entities: presentBookingRows(batch, viewer) });
        const ids = list.entities.map((b) => b.id);
        const payments = ids.length
          ? await db.select().from(bookingPayments).where(anyId(bookingPayments.bookingId, ids)).orderBy(asc(bookingPayments.payDate), asc(bookingPayments.id))
          : [];
        const paymentsOf = new Map<number, string[]>();
        const currencyOf = new Map(list.entities.map((b) => [b.id, b.currency]));
        for (const p of payments) {
          const line = `${p.payDate} ${p.method} ${p.originalAmount} ${p.originalCurrency} = ${p.paidAmount} ${currencyOf.get(p.bookingId)}`;
          paymentsOf.set(p.bookingId, [...(paymentsOf.get(p.bookingId) ?? []), line]);
        }
        let full = false;
        for (const b of list.entities) {
          full =
            !csv.write([
              b.pnrs,
              ...(admin ? [b.agent?.companyName ?? ''] : []),
              b.productTitles.join(', '),
              b.passengerName,
              b.bookingStatus.title,
              b.startDate,
              b.endDate,
              b.paymentStatus.title,
              b.createdAt.slice(0, 10),
              b.total,
              b.remaining,
              b.currency,
              ...(withAccounting ? [b.accountingRemaining ?? ''] : []),
              (paymentsOf.get(b.id) ?? []).join('; '),
            ]) || full;
        }
        if (full && !gone()) await drained();
        cursor = batch.next;
      } while (cursor);
      if (!gone()) csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return reply.send(csv);
}
