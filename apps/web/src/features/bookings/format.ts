import { formatAmount } from '../../lib/money';

/** DD.MM.YYYY for YYYY-MM-DD (spec date format). */
export const formatDay = (iso: string | null | undefined) => (iso ? iso.slice(0, 10).split('-').reverse().join('.') : '');

/** Money right-aligned with its currency (exact decimal digits, never a float). */
export const money = (amount: string | number, currency: string) => `${formatAmount(amount)} ${currency}`;

/** Status badges: the colour tells the state at a glance (ui.md). */
export function statusColor(slug: string) {
  switch (slug) {
    case 'confirmed':
    case 'paid':
      return 'teal';
    case 'on-request':
    case 'partially-paid':
      return 'orange';
    case 'canceled':
    case 'not-paid':
      return 'red';
    default:
      return 'gray';
  }
}
