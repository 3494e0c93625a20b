/**
 * Money in the browser (issue 11 item 5): amounts are decimal text and are compared, summed and
 * shown through the shared whole-cent helpers of the contracts (booking-totals.ts), never as
 * binary floats (`Number`), so what a screen shows is to the cent what the server stored.
 */
import { centsToMoney, type MoneyInput, moneyToCents, sumMoney } from '@travel/contracts';

export { sumMoney };

/** True for an amount of exactly 0 ("0", "0.00"); false for anything else, or not money. */
export const isZeroAmount = (amount: MoneyInput) => moneyToCents(amount) === 0n;

/** True for an amount above 0. */
export const isPositiveAmount = (amount: MoneyInput) => (moneyToCents(amount) ?? 0n) > 0n;

/** "-1234.5" → { sign: '-', whole: '1,234', fraction: '50' }; null when not money. */
function partsOf(amount: MoneyInput) {
  const cents = moneyToCents(amount);
  if (cents === null) return null;
  const [whole = '0', fraction = '00'] = centsToMoney(cents < 0n ? -cents : cents).split('.');
  return { sign: cents < 0n ? '-' : '', whole: whole.replace(/\B(?=(\d{3})+(?!\d))/g, ','), fraction };
}

/** An amount with two decimals and thousands separators ("1,234.50"); text that is not money is shown as it is. */
export function formatAmount(amount: MoneyInput): string {
  const parts = partsOf(amount);
  return parts ? `${parts.sign}${parts.whole}.${parts.fraction}` : String(amount ?? '');
}

/**
 * How en-GB writes an amount of this currency, asked of Intl once per currency: a NumberFormat
 * costs far more to make than to use, and a results page formats hundreds of prices (issue 17.4).
 * Null for a code Intl does not know.
 */
const layouts = new Map<string, Intl.NumberFormatPart[] | null>();
function currencyLayout(currency: string): Intl.NumberFormatPart[] | null {
  let layout = layouts.get(currency);
  if (layout === undefined) {
    try {
      layout = new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).formatToParts(0);
    } catch {
      layout = null;
    }
    layouts.set(currency, layout);
  }
  return layout;
}

/**
 * An amount with its currency symbol as en-GB writes it ("€1,234.50", "US$5.00"): Intl gives
 * the symbol and its place, the digits come from the exact decimal.
 */
export function formatCurrencyAmount(amount: MoneyInput, currency: string): string {
  const parts = partsOf(amount);
  if (!parts) return `${String(amount ?? '')} ${currency}`;
  const layout = currencyLayout(currency);
  // A code Intl does not know: the amount and the code.
  if (!layout) return `${parts.sign}${parts.whole}.${parts.fraction} ${currency}`;
  const body = layout.map((p) => (p.type === 'integer' ? parts.whole : p.type === 'fraction' ? parts.fraction : p.value)).join('');
  return `${parts.sign}${body}`;
}
