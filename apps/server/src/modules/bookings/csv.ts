import { asc, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type BookingListQuery, ROLE_ADMIN } from '@travel/contracts';
import { stringify } from 'csv-stringify';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../users/tables';
import { readSettings } from '../settings/service';
import { withAccountingBalance } from './accounting-balance';
import { presentBookingList } from './presenter';
import { listBookings } from './repo';
import { bookingPayments } from './tables';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * OWASP CSV injection rule: a text cell a spreadsheet would read as a formula (=, +, -, @, tab or
 * carriage return first) is prefixed with a quote and quoted. A plain number (a negative balance)
 * cannot carry a formula and stays a number.
 */
export function neutraliseCell(value: string): string | { value: string; quoted: true } {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? { value: `'${value}`, quoted: true } : value;
}

/**
 * 'Download CSV' of My Bookings: the same filtered rows as the list, every page, with their
 * payments, streamed page by page so a large export never sits in memory.
 */
export async function streamBookingsCsv(db: DbOrTx, query: BookingListQuery, viewer: UserRow, reply: FastifyReply, today: string) {
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
  void (async () => {
    try {
      for (let page = 1; ; page++) {
        const found = await listBookings(db, { ...query, page }, viewer);
        const list = await withAccountingBalance(db, presentBookingList(found, viewer));
        const ids = list.entities.map((b) => b.id);
        const payments = ids.length ? await db.select().from(bookingPayments).where(inArray(bookingPayments.bookingId, ids)).orderBy(asc(bookingPayments.payDate), asc(bookingPayments.id)) : [];
        for (const b of list.entities) {
          const paid = payments
            .filter((p) => p.bookingId === b.id)
            .map((p) => `${p.payDate} ${p.method} ${p.originalAmount} ${p.originalCurrency} = ${p.paidAmount} ${b.currency}`)
            .join('; ');
          csv.write([
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
            paid,
          ]);
        }
        if (page >= list.pagesCount) break;
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return reply.send(csv);
}
