import { eq, inArray } from 'drizzle-orm';
import { ROLE_ADMIN } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { converter } from '../../lib/currency-conversion';
import { unprocessable } from '../../lib/errors';
import { dec, moneyText, round2 } from '../../lib/money';
import { availableOf, balanceOf, lockAccount } from '../accounts';
import { loadConversion } from '../currency';
import type { UserRow } from '../users';
import { paymentDeadline } from './payment-deadline';
import { bookingCancellationPolicies, bookingItems, bookings } from './tables';

type AccountTerms = Awaited<ReturnType<typeof lockAccount>>;

/**
 * Locks the agency's account row in the booking transaction, before any inventory lock (the deadline job takes them in
 * that order too): the agency's account row and its terms, which `openOnAccount` then applies.
 * An administrator's own booking is on no account: null.
 */
export const lockAgencyAccount = (tx: DbOrTx, agent: UserRow): Promise<AccountTerms | null> =>
  agent.role === ROLE_ADMIN ? Promise.resolve(null) : lockAccount(tx, agent.id);

/**
 * A new booking meets its agency's account (issue 31; domain-rules §11), inside the booking
 * transaction, after its items and their cancellation rows are written, with the terms read when
 * the account row was locked (`lockAgencyAccount`: two bookings of one agency racing for its last
 * credit run one after the other), the
 * booking's rate to the default currency and its payment deadline are fixed, and then:
 * - the available credit covers the total: charged on account at once;
 * - it does not, and the deadline is after today: created awaiting payment;
 * - otherwise refused (422) with the available amount and the total, and the transaction rolls
 *   back, so nothing of the booking is kept.
 * An administrator's hand-made booking is charged at once whatever the credit (`override`): the
 * administrator decided. A booking for an administrator's own company stays off any account.
 */
export async function openOnAccount(
  tx: DbOrTx,
  input: { bookingId: number; agent: UserRow; terms: AccountTerms | null; total: string; currency: string; clock: Clock; override?: boolean },
): Promise<{ accountStatus: 'charged' | 'awaiting-payment'; paymentDeadline: string } | null> {
  const { bookingId, agent, terms, total, currency, clock } = input;
  if (!terms) return null;
  const conversion = await loadConversion(tx);
  const rate = converter(currency, conversion.defaultCurrency, conversion).factor.toFixed();
  const items = await tx.select({ id: bookingItems.id, startDate: bookingItems.startDate }).from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
  const rows = items.length
    ? await tx
        .select({
          itemId: bookingCancellationPolicies.bookingItemId,
          dateFrom: bookingCancellationPolicies.dateFrom,
          dateTo: bookingCancellationPolicies.dateTo,
          cost: bookingCancellationPolicies.cost,
        })
        .from(bookingCancellationPolicies)
        .where(
          inArray(
            bookingCancellationPolicies.bookingItemId,
            items.map((i) => i.id),
          ),
        )
    : [];
  const today = clock.today();
  const deadline = paymentDeadline({
    bookingDay: today,
    paymentTermsDays: terms.paymentTermsDays,
    items: items.map((item) => ({ startDate: item.startDate, policies: rows.filter((row) => row.itemId === item.id) })),
  });
  const totalDefault = round2(dec(total).times(rate));
  const available = availableOf(terms.creditLimit, await balanceOf(tx, agent.id));
  let accountStatus: 'charged' | 'awaiting-payment';
  if (input.override || available.greaterThanOrEqualTo(totalDefault)) accountStatus = 'charged';
  else if (deadline > today) accountStatus = 'awaiting-payment';
  else {
    const d = conversion.defaultCurrency;
    throw unprocessable(
      `Available credit ${moneyText(available)} ${d} does not cover this booking (${moneyText(totalDefault)} ${d}): record a deposit or choose a refundable option`,
      'credit_exceeded',
    );
  }
  await tx.update(bookings).set({ accountStatus, paymentDeadline: deadline, defaultRate: rate }).where(eq(bookings.id, bookingId));
  return { accountStatus, paymentDeadline: deadline };
}
