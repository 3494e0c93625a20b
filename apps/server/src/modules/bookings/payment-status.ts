import Decimal from 'decimal.js';
import { PAYMENT_STATUS } from '@travel/contracts';

/**
 * The payment status the payments give (domain-rules §7), unless an admin picked one: not paid
 * while nothing is paid (even when nothing is due, as after a free cancellation), paid when the
 * payments cover what is due (the total; once canceled, the cancellation charge), else
 * partially paid.
 */
export function derivedPaymentStatus(paymentsSum: Decimal.Value, due: Decimal.Value) {
  const paid = new Decimal(paymentsSum);
  if (!paid.greaterThan(0)) return PAYMENT_STATUS.notPaid;
  return paid.greaterThanOrEqualTo(due) ? PAYMENT_STATUS.paid : PAYMENT_STATUS.partiallyPaid;
}
