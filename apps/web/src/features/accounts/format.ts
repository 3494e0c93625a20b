import { formatDayAs } from '@travel/contracts';
import { formatAmount } from '../../lib/money';

/** DD.MM.YYYY for YYYY-MM-DD (spec date format); '' for none. */
export const formatDay = (iso: string | null | undefined) => formatDayAs(iso);

/** Money with its currency (exact decimal digits, never a float). */
export const money = (amount: string, currency: string) => `${formatAmount(amount)} ${currency}`;

/** The sign of a decimal amount as text: 1, 0 or -1 ('-0.00' is 0). */
export function signOf(amount: string): 1 | 0 | -1 {
  if (!/[1-9]/.test(amount)) return 0;
  return amount.trim().startsWith('-') ? -1 : 1;
}

/**
 * An invoice's amount as the books count it: a credit note's (sent positive, what it takes back)
 * with a minus sign, as the accounting export writes it; zero stays unsigned.
 */
export const documentAmount = (amount: string, kind: 'invoice' | 'credit-note') =>
  kind === 'credit-note' && signOf(amount) !== 0 ? `-${amount.trim().replace(/^[-+]/, '')}` : amount;

/** A ledger amount with its sign: '+120.00 EUR', '-586.44 EUR' (positive is in the agency's favour). */
export const signedMoney = (amount: string, currency: string) => `${signOf(amount) > 0 ? '+' : ''}${money(amount, currency)}`;

/** Red for a debt, teal for money in the agency's favour (the darkest shades keep AA contrast). */
export const signColor = (amount: string) => (signOf(amount) > 0 ? 'teal.9' : signOf(amount) < 0 ? 'red.9' : undefined);

const pad = (n: number) => String(n).padStart(2, '0');

/** DD.MM.YYYY HH:mm of an instant, in the viewer's time zone (as the booking history shows them). */
export function formatMoment(iso: string | null | undefined) {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The day of an instant in the viewer's time zone, DD.MM.YYYY. */
export const formatMomentDay = (iso: string) => formatMoment(iso).slice(0, 10);
