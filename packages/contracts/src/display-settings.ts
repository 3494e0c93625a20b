/**
 * Display settings the storefront's first page reads (account spec §9 flights shown, storefront
 * spec §7 defaultCancellationDateFormat): constants and one formatter, no zod, so importing them
 * keeps the schemas out of the first page's JavaScript (apps/web/scripts/bundle-size.mjs).
 */
/** How many flights a results list shows before 'Show More' (account spec §9: configurable): the default and the limits. */
export const FLIGHT_OPTIONS_SHOWN_DEFAULT = 5;
export const FLIGHT_OPTIONS_SHOWN_LIMIT = 50;

/** The date formats a cancellation row may be written in (storefront spec §7 defaultCancellationDateFormat). */
export const CANCELLATION_DATE_FORMATS = ['DD.MM.YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'D MMM YYYY'] as const;
export type CancellationDateFormat = (typeof CANCELLATION_DATE_FORMATS)[number];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day (YYYY-MM-DD, or an ISO time whose first 10 characters are the day) in one of the cancellation date formats; '' for none. */
export function formatDayAs(iso: string | null | undefined, format: CancellationDateFormat = 'DD.MM.YYYY'): string {
  if (!iso) return '';
  const [y = '', m = '', d = ''] = iso.slice(0, 10).split('-');
  switch (format) {
    case 'DD/MM/YYYY':
      return `${d}/${m}/${y}`;
    case 'MM/DD/YYYY':
      return `${m}/${d}/${y}`;
    case 'YYYY-MM-DD':
      return `${y}-${m}-${d}`;
    case 'D MMM YYYY':
      return `${Number(d)} ${MONTHS[Number(m) - 1] ?? m} ${y}`;
    default:
      return `${d}.${m}.${y}`;
  }
}
