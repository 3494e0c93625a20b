import { formatCurrencyAmount } from '../../lib/money';
import { centsToMoney, formatDayAs, moneyToCents } from '@travel/contracts';

/** Dates are shown DD.MM.YYYY (storefront spec §9); the wire carries YYYY-MM-DD. */
export const formatDate = (iso: string | null | undefined) => formatDayAs(iso);

/** Money with its currency, right-aligned in lists. */
export const formatMoney = (amount: string | number, currency: string) => formatCurrencyAmount(amount, currency);

/**
 * A stay's price per night: the total over the nights, to the cent (half up), in whole cents so
 * no float rounding creeps in. Nights under 1 give the total.
 */
export function perNightOf(total: string, nights: number): string {
  const cents = moneyToCents(total);
  if (cents === null || nights < 1) return total;
  const n = BigInt(nights);
  const sign = cents < 0n ? -1n : 1n;
  return centsToMoney(sign * ((sign * cents * 2n + n) / (2n * n)));
}
