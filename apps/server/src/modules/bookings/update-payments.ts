import { BOOKING_STATUS, type BookingUpdate, type PaymentInput } from '@travel/contracts';
import { convert } from '../../lib/currency-conversion';
import { AppError } from '../../lib/errors';
import { dec, moneyText, round2, sum } from '../../lib/money';
import { loadConversion } from '../currency';
import { derivedPaymentStatus } from './payment-status';
import { findStatuses } from './repo';
import { type BookingSet, findItemTotals, findPaidAmounts, insertPayments } from './update-repo';
import { bookingAmounts, type Context, invalid } from './update-rules';

/**
 * New payment rows. paidAmount is in the default currency: the server converts originalAmount at
 * the current rate (domain-rules §2), rounds half away from zero to 2 decimals, and refuses a sent
 * paidAmount more than 0.01 away from it (decisions: booking edit).
 */
export async function addPayments(ctx: Context, payments: { index: number; payment: PaymentInput }[]) {
  if (!payments.length) return;
  const { tx, details, lookup, user, changes } = ctx;
  const conversion = await loadConversion(tx);
  const { defaultCurrency } = conversion;
  const rows = payments.map(({ index, payment }) => {
    const field = `payments.${index}`;
    if (payment.originalCurrency !== defaultCurrency && !lookup.currencies.has(payment.originalCurrency))
      throw invalid(`${field}.originalCurrency`, `${payment.originalCurrency} is not a known currency`);
    let paid: string;
    try {
      paid = moneyText(convert(payment.originalAmount, payment.originalCurrency, defaultCurrency, conversion));
    } catch (error) {
      if (error instanceof AppError)
        throw invalid(`${field}.originalCurrency`, `there is no current rate of ${payment.originalCurrency} against ${defaultCurrency}`);
      throw error;
    }
    if (payment.paidAmount !== undefined && dec(payment.paidAmount).minus(paid).abs().greaterThan('0.01')) {
      throw invalid(`${field}.paidAmount`, `must be ${paid} ${defaultCurrency} (${payment.originalAmount} ${payment.originalCurrency} at the current rate)`);
    }
    return {
      bookingId: details.booking.id,
      payDate: payment.payDate,
      method: payment.method,
      originalAmount: payment.originalAmount,
      originalCurrency: payment.originalCurrency,
      paidAmount: paid,
      createdBy: user.id,
    };
  });
  await insertPayments(tx, rows);
  changes.paymentsAdded = {
    from: null,
    to: rows.map(({ payDate, method, originalAmount, originalCurrency, paidAmount }) => ({ payDate, method, originalAmount, originalCurrency, paidAmount })),
  };
}

/**
 * Price, extra price and total from the items as saved (bookingAmounts), paymentsSum = Σ paid
 * amounts in the booking currency, and the payment status derived from them unless an admin set
 * one (domain-rules §1, §7).
 */
export async function recompute(ctx: Context, input: BookingUpdate, set: BookingSet) {
  const { tx, details, changes } = ctx;
  const { booking } = details;
  const { price, extraPrice, total } = bookingAmounts(await findItemTotals(tx, booking.id), input, booking.extraPrice);
  const paidAmounts = await findPaidAmounts(tx, booking.id);
  const conversion = paidAmounts.length ? await loadConversion(tx) : { defaultCurrency: booking.currency, rates: {} };
  // Each payment is rounded in the booking currency, then summed (domain-rules §1: sums of rounded parts).
  const paymentsSum = sum(paidAmounts.map((paid) => round2(convert(paid, conversion.defaultCurrency, booking.currency, conversion))));
  const next = { price: moneyText(price), extraPrice: moneyText(extraPrice), total: moneyText(total), paymentsSum: moneyText(paymentsSum) };
  for (const [name, value] of Object.entries(next) as [keyof typeof next, string][]) {
    if (value !== booking[name]) changes[name] = { from: booking[name], to: value };
  }
  Object.assign(set, next);
  const manual = set.paymentStatusManual ?? booking.paymentStatusManual;
  if (!manual) {
    const statuses = await findStatuses(tx);
    const canceled = (set.bookingStatusId ?? booking.bookingStatusId) === statuses.booking(BOOKING_STATUS.canceled).id;
    const due = canceled ? dec(booking.cancelTotal) : total;
    const slug = derivedPaymentStatus(paymentsSum, due);
    const status = statuses.payment(slug);
    if (status.id !== booking.paymentStatusId) {
      set.paymentStatusId = status.id;
      changes.paymentStatus = { from: details.paymentStatus.slug, to: slug };
    }
  }
}
