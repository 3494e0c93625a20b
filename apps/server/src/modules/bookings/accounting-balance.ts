import type { BookingListItem } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { convert } from '../../lib/currency-conversion';
import { moneyText } from '../../lib/money';
import { loadConversion } from '../currency';
import { readSettings } from '../settings';

/**
 * The optional 'Balance' column of My Bookings in the accounting currency (account spec §2, §6):
 * present only while the setting show_booking_equivalent_accounting_currency is on. Each row's
 * balance is converted from the booking currency at the current rates (domain-rules §2) and
 * rounded half away from zero to 2 decimals; a currency without a rate gets null, not a guess.
 */
export async function withAccountingBalance<T extends { entities: BookingListItem[] }>(db: DbOrTx, list: T): Promise<T> {
  const settings = await readSettings(db, ['show_booking_equivalent_accounting_currency', 'accountingCurrency']);
  if (!settings.show_booking_equivalent_accounting_currency) return list;
  const conversion = await loadConversion(db);
  const to = settings.accountingCurrency;
  const entities = list.entities.map((row) => {
    let amount: string | null = null;
    try {
      amount = moneyText(convert(row.remaining, row.currency, to, conversion));
    } catch {
      amount = null;
    }
    return { ...row, accountingCurrency: to, accountingRemaining: amount };
  });
  return { ...list, entities };
}
