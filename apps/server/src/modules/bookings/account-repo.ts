import { and, asc, eq, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingPayments, bookings } from './tables';

/**
 * The bookings side of the agency's account (issue 31): bookings with a payment deadline that are
 * not paid in full, and what is overdue. Cancelled ones are left out by their status id.
 */

const open = (canceledId: number) =>
  and(
    isNotNull(bookings.paymentDeadline),
    isNotNull(bookings.accountStatus),
    ne(bookings.bookingStatusId, canceledId),
    lt(bookings.paymentsSum, bookings.total),
  );

const columns = {
  id: bookings.id,
  agentId: bookings.agentId,
  pnrs: bookings.pnrs,
  paymentDeadline: bookings.paymentDeadline,
  accountStatus: bookings.accountStatus,
  total: bookings.total,
  paymentsSum: bookings.paymentsSum,
  currency: bookings.currency,
  defaultRate: bookings.defaultRate,
};
export type OpenBooking = {
  id: number;
  agentId: number;
  pnrs: string;
  paymentDeadline: string | null;
  accountStatus: string | null;
  total: string;
  paymentsSum: string;
  currency: string;
  defaultRate: string | null;
};

/** An agency's bookings not paid in full that have a deadline, soonest first. */
export async function openBookingsOf(db: DbOrTx, agentId: number, canceledId: number): Promise<OpenBooking[]> {
  return db
    .select(columns)
    .from(bookings)
    .where(and(eq(bookings.agentId, agentId), open(canceledId)))
    .orderBy(asc(bookings.paymentDeadline), asc(bookings.id));
}

/** Every agency's bookings not paid in full whose deadline is on or before `lastDay` (the deadline job, reminders). */
export async function openBookingsDueBy(db: DbOrTx, lastDay: string, canceledId: number): Promise<OpenBooking[]> {
  return db
    .select(columns)
    .from(bookings)
    .where(and(open(canceledId), lte(bookings.paymentDeadline, lastDay)))
    .orderBy(asc(bookings.paymentDeadline), asc(bookings.id));
}

/** What each agency owes past its deadlines (charged bookings, default currency at their rates). */
export async function overdueByAgent(db: DbOrTx, today: string, canceledId: number, agentIds: number[]): Promise<Map<number, string>> {
  if (agentIds.length === 0) return new Map();
  const rows = await db
    .select({
      agentId: bookings.agentId,
      overdue: sql<string>`coalesce(sum(round((${bookings.total} - ${bookings.paymentsSum}) * coalesce(${bookings.defaultRate}, 1), 2)), 0)`,
    })
    .from(bookings)
    .where(and(open(canceledId), eq(bookings.accountStatus, 'charged'), lt(bookings.paymentDeadline, today), inArray(bookings.agentId, agentIds)))
    .groupBy(bookings.agentId);
  return new Map(rows.map((r) => [r.agentId, r.overdue]));
}

/** References of bookings by id (entries name their booking). */
export async function referencesOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: bookings.id, pnrs: bookings.pnrs }).from(bookings).where(inArray(bookings.id, ids));
  return new Map(rows.map((r) => [r.id, r.pnrs]));
}

/**
 * Takes the booking's row for the deadline job, or nothing when another worker holds it (SKIP
 * LOCKED) or it is no longer open: each booking is acted on once, whoever runs the job.
 */
export async function claimOpenBooking(tx: DbOrTx, id: number, canceledId: number): Promise<OpenBooking | undefined> {
  const [row] = await tx
    .select(columns)
    .from(bookings)
    .where(and(eq(bookings.id, id), open(canceledId)))
    .for('update', { skipLocked: true });
  return row;
}

export async function setAccountStatus(tx: DbOrTx, id: number, accountStatus: 'charged' | 'awaiting-payment') {
  await tx.update(bookings).set({ accountStatus }).where(eq(bookings.id, id));
}

/** Every booking on an agency account with its payment rows (the ledger check). */
export async function listBookingsOnAccount(db: DbOrTx) {
  const rows = await db
    .select({
      id: bookings.id,
      pnrs: bookings.pnrs,
      bookingStatusId: bookings.bookingStatusId,
      accountStatus: bookings.accountStatus,
      total: bookings.total,
      cancelTotal: bookings.cancelTotal,
      currency: bookings.currency,
      defaultRate: bookings.defaultRate,
    })
    .from(bookings)
    .where(isNotNull(bookings.accountStatus))
    .orderBy(asc(bookings.id));
  const payments = rows.length
    ? await db
        .select({ id: bookingPayments.id, bookingId: bookingPayments.bookingId, paidAmount: bookingPayments.paidAmount })
        .from(bookingPayments)
        .where(
          inArray(
            bookingPayments.bookingId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((row) => ({ ...row, payments: payments.filter((p) => p.bookingId === row.id) }));
}
