import { formatAmount } from '../../lib/money';
import { formatDayAs } from '@travel/contracts';

/** DD.MM.YYYY for YYYY-MM-DD (spec date format). */
export const formatDay = (iso: string | null | undefined) => formatDayAs(iso);

/**
 * DD.MM.YYYY HH:mm (spec date with time) for 'YYYY-MM-DDTHH:MM': a flight's local time at its
 * airport, read as text so it is never shifted to the viewer's time zone.
 */
export function formatDayTime(value: string | null | undefined) {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value ?? '');
  if (!m) return value ?? '';
  const day = `${m[3]}.${m[2]}.${m[1]}`;
  return m[4] ? `${day} ${m[4]}:${m[5]}` : day;
}

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
