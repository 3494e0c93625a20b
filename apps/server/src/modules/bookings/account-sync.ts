import { eq } from 'drizzle-orm';
import { BOOKING_STATUS, ROLE_ADMIN } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { type Dec, dec, moneyText, round2, ZERO } from '../../lib/money';
import { addEntry, bookingEntries, type InvoiceKind, invoicedAmount, issueInvoice } from '../accounts';
import { productOf } from '../products';
import { readSettings } from '../settings';
import { findUserById, type UserRow } from '../users';
import { type AccountFacts, findAccountFacts, loadItems } from './repo';
import { bookings } from './tables';

/**
 * Keeps a booking's part of its agency's ledger and its invoices in line with the booking (issue
 * 31; domain-rules §11), inside the transaction of the change. It compares what the booking is
 * now with what the ledger and the invoices already hold for it, and writes only the difference:
 * - each payment row is one `payment` entry (its paid amount, default currency); a payment row
 *   removed is taken back by a negative one;
 * - a booking awaiting payment is charged once its payments reach its total;
 * - a charged, live booking owes its total at the booking's rate: `charge` the first time,
 *   `charge-change` when its total changes; a cancelled one owes its cancellation charge
 *   (`cancellation`: the charge reversed, minus cancelTotal);
 * - its invoices minus credit notes follow what it owes in its own currency: an invoice when it is
 *   charged (or a supplementary one when its total rises), a credit note when it is cancelled or
 *   its total drops.
 * Run twice, it writes nothing the second time; what it did goes into the caller's history row. A booking outside an agency account (an
 * administrator's own) has no account status and is left alone.
 */

/** Reads every booking, whoever made it: the sync and the deadline job act for the system. */
export const SYSTEM_VIEWER = { id: 0, role: ROLE_ADMIN } as UserRow;

export type SyncContext = { tx: DbOrTx; clock: Clock; userId: number | null };

const LIVE = new Set<string>([BOOKING_STATUS.confirmed, BOOKING_STATUS.onRequest]);

/** What the booking owes now, in its own currency: the total while charged and live, the cancellation charge once cancelled. */
function owed(details: AccountFacts, accountStatus: string): Dec {
  const { booking, bookingStatus } = details;
  if (bookingStatus.slug === BOOKING_STATUS.canceled) return dec(booking.cancelTotal);
  return LIVE.has(bookingStatus.slug) && accountStatus === 'charged' ? dec(booking.total) : ZERO;
}

async function invoiceLines(tx: DbOrTx, details: AccountFacts, kind: InvoiceKind, first: boolean, amount: Dec) {
  const { booking, bookingStatus } = details;
  if (kind === 'invoice' && first) {
    const live = (await loadItems(tx, [booking.id])).filter((record) => record.status.slug !== BOOKING_STATUS.canceled);
    const lines = live.map((record) => ({
      title: productOf(record.item.productType).title(record),
      dates: `${record.item.startDate} - ${record.item.endDate}`,
      amount: moneyText(record.item.total),
    }));
    if (dec(booking.extraPrice).greaterThan(0)) lines.push({ title: 'Extra price', dates: '', amount: moneyText(booking.extraPrice) });
    // The lines add up to the invoice: an agent's item cancelled alone shows as its own charge.
    const rest = amount.minus(lines.reduce((total, line) => total.plus(line.amount), ZERO));
    if (!rest.isZero()) lines.push({ title: 'Cancellation charges of cancelled services', dates: '', amount: moneyText(rest) });
    return lines;
  }
  const title =
    bookingStatus.slug === BOOKING_STATUS.canceled
      ? kind === 'credit-note'
        ? `Cancellation of booking ${booking.pnrs}`
        : `Cancellation charge of booking ${booking.pnrs}`
      : `Change of the total of booking ${booking.pnrs}`;
  return [{ title, dates: `${booking.startDate} - ${booking.endDate}`, amount: moneyText(amount) }];
}

/**
 * Brings the ledger and the invoices in line and answers what it did (status change, charge,
 * invoice numbers), for the caller's history row; empty when nothing changed.
 */
export async function syncBookingAccount(ctx: SyncContext, bookingId: number): Promise<Record<string, unknown>> {
  const { tx, clock, userId } = ctx;
  const details = await findAccountFacts(tx, bookingId);
  if (!details || details.booking.accountStatus === null) return {};
  const { booking } = details;
  const now = clock.now();
  const { defaultCurrency } = await readSettings(tx, ['defaultCurrency']);
  const rate = booking.defaultRate ?? '1';
  const ledger = await bookingEntries(tx, bookingId);
  const entry = { agentId: booking.agentId, currency: defaultCurrency, at: now, bookingId, createdBy: userId };
  const events: Record<string, unknown> = {};

  // Payments: each row once, as its paid amount in the default currency.
  for (const payment of details.payments) {
    const difference = dec(payment.paidAmount).minus(ledger.paid.get(payment.id) ?? ZERO);
    if (!difference.isZero())
      await addEntry(tx, { ...entry, kind: 'payment', amount: difference, paymentId: payment.id, reason: `Payment of ${payment.payDate} (${payment.method})` });
  }
  const kept = new Set(details.payments.map((p) => p.id));
  for (const [paymentId, amount] of ledger.paid) {
    if (!kept.has(paymentId) && !amount.isZero())
      await addEntry(tx, { ...entry, kind: 'payment', amount: amount.negated(), paymentId, reason: 'Payment removed from the booking' });
  }

  // Awaiting payment, and now paid in full: charged (and paid).
  let accountStatus = booking.accountStatus;
  if (accountStatus === 'awaiting-payment' && LIVE.has(details.bookingStatus.slug) && dec(booking.paymentsSum).greaterThanOrEqualTo(booking.total)) {
    accountStatus = 'charged';
    await tx.update(bookings).set({ accountStatus }).where(eq(bookings.id, bookingId));
    events.accountStatus = { from: 'awaiting-payment', to: 'charged' };
  }

  // The charge: minus what it owes, at the booking's rate.
  const owes = owed(details, accountStatus!);
  const target = round2(owes.times(rate)).negated();
  const change = target.minus(ledger.charged);
  if (!change.isZero()) {
    const canceled = details.bookingStatus.slug === BOOKING_STATUS.canceled;
    const kind = canceled ? 'cancellation' : ledger.charged.isZero() ? 'charge' : 'charge-change';
    // The entry names its booking; the reason adds what the amount does not say: a cancellation's
    // charge, and the amount in the booking's own currency when it differs from the ledger's.
    const inOwnCurrency =
      booking.currency === defaultCurrency
        ? null
        : `${moneyText(owes)} ${booking.currency} at 1 ${booking.currency} = ${dec(rate).toFixed()} ${defaultCurrency}`;
    const reason = canceled ? `Cancellation charge ${moneyText(owes)} ${booking.currency}` : inOwnCurrency;
    await addEntry(tx, { ...entry, kind, amount: change, reason });
    events.charged = moneyText(target.negated());
  }

  // Invoices minus credit notes follow what it owes.
  const invoiced = await invoicedAmount(tx, bookingId);
  const gap = owes.minus(invoiced);
  if (!gap.isZero()) {
    const kind: InvoiceKind = gap.greaterThan(0) ? 'invoice' : 'credit-note';
    const agency = (await findUserById(tx, booking.agentId))!;
    const amount = gap.abs();
    const invoice = await issueInvoice(
      tx,
      kind,
      { bookingId, pnrs: booking.pnrs, agency, currency: booking.currency, rate, lines: await invoiceLines(tx, details, kind, invoiced.isZero(), amount) },
      amount,
      now,
      clock.today(),
    );
    events[kind === 'invoice' ? 'invoice' : 'creditNote'] = `${invoice.number} (${moneyText(amount)} ${booking.currency})`;
  }
  return events;
}
