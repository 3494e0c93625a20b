import { hostname } from 'node:os';
import { addDaysTo, BOOKING_STATUS, formatDayAs, nightsBetween } from '@travel/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { type Clock, dateIn } from '../../lib/clock';
import { dec, moneyText, round2 } from '../../lib/money';
import { availableOf, balanceOf, lockAccount, readTerms, claimNotice, finishRun, latestRuns, pruneRuns, startRun } from '../accounts';
import { enqueueMail } from '../mail';
import { readSettings } from '../settings';
import { findUserById } from '../users';
import { claimOpenBooking, type OpenBooking, openBookingsDueBy, setAccountStatus } from './account-repo';
import { SYSTEM_VIEWER, syncBookingAccount } from './account-sync';
import { cancelLocked } from './cancel';
import { deadlineInstant } from './payment-deadline';
import { findBookingDetails, findStatuses } from './repo';
import { bookingHistory } from './tables';
import { emitBookingEvent } from './webhook-events';

/**
 * The payment deadline job (issue 31; domain-rules §11), run by every worker on a timer and by an
 * admin's "Run now". Each booking is taken with SKIP LOCKED and checked again in its own
 * transaction, and each mail is claimed once in `account_notices`, so two workers running it at
 * once act on each booking once, and running it again does nothing new:
 * - N days (setting) and 1 day before a deadline, the agency is reminded of a booking not paid in full;
 * - at the deadline's local time (setting, default 18:00) a booking still awaiting payment is
 *   charged on account when the available credit covers it; otherwise, with the agency's
 *   automatic cancellation on, it is cancelled as an agent's cancel would be (inventory released,
 *   the day's fee charged), its history says "cancelled automatically: unpaid at deadline", and
 *   the agency is mailed; with it off, the booking waits and is counted as kept.
 * Every run is written to `job_runs` with what it did.
 */

export const DEADLINE_JOB = 'payment-deadlines';
export const AUTO_CANCEL_NOTE = 'cancelled automatically: unpaid at deadline';

export type DeadlineJobDeps = { db: Db; clock: Clock; timeZone: string; publicUrl: string; worker?: string };
export type DeadlineJobSummary = { charged: number; cancelled: number; kept: number; reminders: number; failed: number };

const DAY_MS = 86_400_000;

async function agencyMail(tx: DbOrTx, booking: OpenBooking, publicUrl: string, subject: string, body: string[]) {
  const agency = await findUserById(tx, booking.agentId);
  if (!agency) return;
  const text = [`Dear ${agency.companyName},`, '', ...body, '', `See the booking: ${publicUrl}/bookings/${booking.id}/edit`].join('\n');
  await enqueueMail(tx, { to: agency.email, subject, text });
}

/** What the job will do with an awaiting booking at its deadline, if nothing changes before: charge, cancel or keep. */
export async function outcomeAtDeadline(db: DbOrTx, booking: OpenBooking): Promise<'charge' | 'cancel' | 'keep'> {
  if (booking.accountStatus !== 'awaiting-payment') return 'keep';
  const terms = await readTerms(db, booking.agentId);
  const available = availableOf(terms.creditLimit, await balanceOf(db, booking.agentId));
  if (available.greaterThanOrEqualTo(round2(dec(booking.total).times(booking.defaultRate ?? '1')))) return 'charge';
  return terms.autoCancel ? 'cancel' : 'keep';
}

/** One booking at its deadline, in its own transaction. */
async function settle(deps: DeadlineJobDeps, candidate: OpenBooking, canceledId: number): Promise<'charged' | 'cancelled' | 'kept' | 'skipped'> {
  return deps.db.transaction(async (tx) => {
    const booking = await claimOpenBooking(tx, candidate.id, canceledId);
    if (!booking || booking.accountStatus !== 'awaiting-payment') return 'skipped';
    const terms = await lockAccount(tx, booking.agentId);
    const available = availableOf(terms.creditLimit, await balanceOf(tx, booking.agentId));
    const now = deps.clock.now();
    const total = round2(dec(booking.total).times(booking.defaultRate ?? '1'));
    if (available.greaterThanOrEqualTo(total)) {
      await setAccountStatus(tx, booking.id, 'charged');
      const account = await syncBookingAccount({ tx, clock: deps.clock, userId: null }, booking.id);
      await tx.insert(bookingHistory).values({ bookingId: booking.id, userId: null, at: now, action: 'charged at deadline', changes: { account } });
      await emitBookingEvent(tx, booking.id, 'booking.changed', now);
      return 'charged';
    }
    if (!terms.autoCancel) {
      // Kept awaiting payment: the agency is told once; later runs pass it by.
      if (!(await claimNotice(tx, booking.id, 'overdue', now))) return 'skipped';
      await agencyMail(tx, booking, deps.publicUrl, `Booking ${booking.pnrs}: payment overdue`, [
        `Booking ${booking.pnrs} was due for payment on ${formatDayAs(booking.paymentDeadline!)} and is not paid.`,
        `Outstanding: ${moneyText(dec(booking.total).minus(booking.paymentsSum))} ${booking.currency}. Please pay it as soon as possible.`,
      ]);
      return 'kept';
    }
    const details = (await findBookingDetails(tx, booking.id, SYSTEM_VIEWER))!;
    const fee = await cancelLocked(tx, details, { userId: null, clock: deps.clock, action: 'canceled', note: AUTO_CANCEL_NOTE });
    await claimNotice(tx, booking.id, 'auto-cancel', now);
    await agencyMail(tx, booking, deps.publicUrl, `Booking ${booking.pnrs}: cancelled, unpaid at deadline`, [
      `Booking ${booking.pnrs} was not paid by its payment deadline (${formatDayAs(booking.paymentDeadline!)}) and your available credit did not cover it, so it has been cancelled automatically.`,
      `Cancellation charge: ${dec(fee).isZero() ? 'Free' : `${fee} ${booking.currency}`}.`,
    ]);
    return 'cancelled';
  });
}

/** Reminders N days and 1 day before the deadline, each sent once. */
async function remind(deps: DeadlineJobDeps, booking: OpenBooking, today: string, reminderDays: number): Promise<boolean> {
  const left = nightsBetween(today, booking.paymentDeadline!);
  // The day before the deadline, and from N days before it (once, when N > 1).
  const kind = left === 1 ? 'reminder-1' : left > 1 && left <= reminderDays ? 'reminder-n' : null;
  if (!kind) return false;
  return deps.db.transaction(async (tx) => {
    if (!(await claimNotice(tx, booking.id, kind, deps.clock.now()))) return false;
    // The agency's webhooks hear it too (issue 34), once per reminder like the mail.
    await emitBookingEvent(tx, booking.id, 'deadline.approaching', deps.clock.now());
    const outstanding = moneyText(dec(booking.total).minus(booking.paymentsSum));
    await agencyMail(tx, booking, deps.publicUrl, `Booking ${booking.pnrs}: payment due ${formatDayAs(booking.paymentDeadline!)}`, [
      `Payment of booking ${booking.pnrs} is due by ${formatDayAs(booking.paymentDeadline!)} (in ${left} day${left === 1 ? '' : 's'}).`,
      `Outstanding: ${outstanding} ${booking.currency}.`,
      booking.accountStatus === 'awaiting-payment'
        ? 'Unless it is paid, or your available credit covers it, by then, the booking will be cancelled automatically.'
        : 'The booking is charged to your account; please settle the invoice by then.',
    ]);
    return true;
  });
}

/** One run of the job at the clock's now; its run row is written whatever happens. */
export async function runDeadlineJob(deps: DeadlineJobDeps): Promise<DeadlineJobSummary & { runId: number }> {
  const { db, clock } = deps;
  const runId = await startRun(db, DEADLINE_JOB, deps.worker ?? `${hostname()}:${process.pid}`, clock.now());
  const summary: DeadlineJobSummary = { charged: 0, cancelled: 0, kept: 0, reminders: 0, failed: 0 };
  let error: string | null = null;
  try {
    const now = clock.now();
    const today = dateIn(now, deps.timeZone);
    const { deadlineReminderDays, deadlineCancelTime } = await readSettings(db, ['deadlineReminderDays', 'deadlineCancelTime']);
    const canceledId = (await findStatuses(db)).booking(BOOKING_STATUS.canceled).id;
    const due = await openBookingsDueBy(db, addDaysTo(today, Math.max(1, deadlineReminderDays)), canceledId);
    for (const booking of due) {
      try {
        const cutoff = deadlineInstant(booking.paymentDeadline!, deadlineCancelTime, deps.timeZone);
        if (booking.accountStatus === 'awaiting-payment' && now >= cutoff) {
          const outcome = await settle(deps, booking, canceledId);
          if (outcome !== 'skipped') summary[outcome]++;
        } else if (booking.paymentDeadline! > today && (await remind(deps, booking, today, deadlineReminderDays))) summary.reminders++;
      } catch (failure) {
        summary.failed++;
        error = `${booking.pnrs}: ${(failure as Error).message}`.slice(0, 500);
      }
    }
    // Runs older than 30 days go: the list shows the latest ones.
    await pruneRuns(db, new Date(now.getTime() - 30 * DAY_MS));
  } catch (failure) {
    error = (failure as Error).message.slice(0, 500);
  }
  await finishRun(db, runId, clock.now(), summary, error);
  return { ...summary, runId };
}

export const latestDeadlineRuns = (db: DbOrTx) => latestRuns(db, DEADLINE_JOB);

/** Bookings awaiting payment whose deadline is today or tomorrow, with what the job will do. */
export async function deadlineCandidates(db: DbOrTx, clock: Clock, timeZone: string) {
  const today = dateIn(clock.now(), timeZone);
  const canceledId = (await findStatuses(db)).booking(BOOKING_STATUS.canceled).id;
  const rows = (await openBookingsDueBy(db, addDaysTo(today, 1), canceledId)).filter((row) => row.accountStatus === 'awaiting-payment');
  const result = [];
  for (const row of rows) {
    const agency = await findUserById(db, row.agentId);
    result.push({
      bookingId: row.id,
      pnrs: row.pnrs,
      paymentDeadline: row.paymentDeadline!,
      accountStatus: 'awaiting-payment' as const,
      total: moneyText(row.total),
      remaining: moneyText(dec(row.total).minus(row.paymentsSum)),
      currency: row.currency,
      overdue: row.paymentDeadline! < today,
      agent: { id: row.agentId, companyName: agency?.companyName ?? '' },
      outcome: await outcomeAtDeadline(db, row),
    });
  }
  return result;
}

/** The job on a timer (every worker; the claims keep it to one action per booking). */
export function startDeadlineJob(deps: DeadlineJobDeps, log: { error(details: object, message: string): void }, intervalMs = 5 * 60_000) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runDeadlineJob(deps);
    } catch (error) {
      log.error({ error: (error as Error).message }, 'payment deadline job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
