/**
 * Booking totals (account spec §5 Pricing, domain-rules §1), shared by the add and edit screens
 * and the server: item total = price × count; booking price = sum of item totals; total = price
 * + extraPrice; editing the total sets extraPrice = total − price. Exact arithmetic on whole
 * cents (BigInt): binary floats never touch money. Amounts are decimal text or numbers with at
 * most 2 decimals; a blank amount counts as 0 (a row not filled in yet). Every function answers
 * null when an input is not such an amount, so a screen can show nothing rather than a wrong sum.
 */

const MONEY_PATTERN = /^(-)?(\d{0,12})(?:\.(\d{0,2}))?$/;

export type MoneyInput = string | number | null | undefined;

/** Decimal text ("12.5", "-3", ".25") or a number as whole cents; blank is 0; null when not money. */
export function moneyToCents(value: MoneyInput): bigint | null {
  if (value === null || value === undefined) return 0n;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (typeof value === 'number' && text === '') return null;
  if (text === '') return 0n;
  const match = MONEY_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Whole cents as money text with exactly two decimals ("1250" → "12.50", no "-0.00"). */
export function centsToMoney(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A count of units: a whole number, blank is 0; null otherwise. */
function countOf(value: MoneyInput): bigint | null {
  if (value === null || value === undefined) return 0n;
  const text = String(value).trim();
  if (text === '') return 0n;
  return /^\d{1,6}$/.test(text) ? BigInt(text) : null;
}

/**
 * Item total = price × count, plus what a flight item's extras add (domain-rules §5.1: the one
 * exception to price × count).
 */
export function itemTotal(price: MoneyInput, count: MoneyInput, extras: MoneyInput = 0): string | null {
  const cents = moneyToCents(price);
  const n = countOf(count);
  const added = moneyToCents(extras);
  return cents === null || n === null || added === null ? null : centsToMoney(cents * n + added);
}

/** The sum of amounts (booking price = sum of item totals). */
export function sumMoney(amounts: MoneyInput[]): string | null {
  let sum = 0n;
  for (const amount of amounts) {
    const cents = moneyToCents(amount);
    if (cents === null) return null;
    sum += cents;
  }
  return centsToMoney(sum);
}

/** Total = price + extraPrice. */
export function bookingTotal(price: MoneyInput, extraPrice: MoneyInput): string | null {
  return sumMoney([price, extraPrice]);
}

/** Editing the total directly: extraPrice = total − price. */
export function extraPriceFromTotal(total: MoneyInput, price: MoneyInput): string | null {
  const t = moneyToCents(total);
  const p = moneyToCents(price);
  return t === null || p === null ? null : centsToMoney(t - p);
}

export type PricedLine = { price: MoneyInput; count: MoneyInput; extras?: MoneyInput };
export type BookingTotals = { itemTotals: (string | null)[]; price: string | null; total: string | null };

/** Every figure of a booking at once: each line's total, the price (their sum) and the total. */
export function bookingTotals(lines: PricedLine[], extraPrice: MoneyInput): BookingTotals {
  const itemTotals = lines.map((line) => itemTotal(line.price, line.count, line.extras));
  const price = itemTotals.includes(null) ? null : sumMoney(itemTotals);
  return { itemTotals, price, total: price === null ? null : bookingTotal(price, extraPrice) };
}
