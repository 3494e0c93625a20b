import { PAYMENT_STATUS } from '@travel/contracts';
import { type DecValue, dec } from '../../lib/money';

/**
 * The payment status the payments give (domain-rules §7), unless an admin picked one: not paid
 * while nothing is paid (even when nothing is due, as after a free cancellation), paid when the
 * payments cover what is due (the total; once canceled, the cancellation charge), else
 * partially paid.
 */
export function derivedPaymentStatus(paymentsSum: DecValue, due: DecValue) {
  const paid = dec(paymentsSum);
  if (!paid.greaterThan(0)) return PAYMENT_STATUS.notPaid;
  return paid.greaterThanOrEqualTo(due) ? PAYMENT_STATUS.paid : PAYMENT_STATUS.partiallyPaid;
}
