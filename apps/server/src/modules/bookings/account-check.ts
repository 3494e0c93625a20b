import { BOOKING_STATUS } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { dec, moneyText, round2, ZERO } from '../../lib/money';
import { invoicedAmount, bookingEntries } from '../accounts';
import { listBookingsOnAccount } from './account-repo';
import { findStatuses } from './repo';

/**
 * The ledger check (issue 31): `npm run check:ledger` and the tests after the races. For every
 * booking on an agency account, the ledger holds exactly what the booking owes (minus its total at
 * the booking's rate while charged and live, minus its cancellation charge once cancelled, nothing
 * while awaiting payment), one payment entry sum per payment row equal to its paid amount, and
 * invoices minus credit notes equal to what it owes in its own currency. Balances are sums of
 * entries by construction, so agreeing entries mean agreeing balances.
 */

export type LedgerFinding = { bookingId: number; pnrs: string; message: string };

export async function checkLedger(db: DbOrTx): Promise<{ bookings: number; findings: LedgerFinding[] }> {
  const statuses = await findStatuses(db);
  const canceledId = statuses.booking(BOOKING_STATUS.canceled).id;
  const live = new Set([statuses.booking(BOOKING_STATUS.confirmed).id, statuses.booking(BOOKING_STATUS.onRequest).id]);
  const rows = await listBookingsOnAccount(db);
  const findings: LedgerFinding[] = [];
  for (const booking of rows) {
    const rate = booking.defaultRate ?? '1';
    const owes =
      booking.bookingStatusId === canceledId
        ? dec(booking.cancelTotal)
        : live.has(booking.bookingStatusId) && booking.accountStatus === 'charged'
          ? dec(booking.total)
          : ZERO;
    const ledger = await bookingEntries(db, booking.id);
    const expected = round2(owes.times(rate)).negated();
    const say = (message: string) => findings.push({ bookingId: booking.id, pnrs: booking.pnrs, message });
    if (!ledger.charged.equals(expected)) say(`charged ${moneyText(ledger.charged)} in the ledger, owes ${moneyText(expected)}`);
    for (const payment of booking.payments) {
      const entered = ledger.paid.get(payment.id) ?? ZERO;
      if (!entered.equals(payment.paidAmount)) say(`payment ${payment.id} is ${payment.paidAmount} but the ledger holds ${moneyText(entered)}`);
    }
    const kept = new Set(booking.payments.map((p) => p.id));
    for (const [paymentId, amount] of ledger.paid)
      if (!kept.has(paymentId) && !amount.isZero()) say(`payment ${paymentId} is gone but the ledger holds ${moneyText(amount)}`);
    const invoiced = await invoicedAmount(db, booking.id);
    if (!invoiced.equals(owes)) say(`invoiced ${moneyText(invoiced)} ${booking.currency}, owes ${moneyText(owes)}`);
  }
  return { bookings: rows.length, findings };
}
