import { centsToMoney, type MoneyInput, moneyToCents } from './booking-totals';

/*
 * A package's prices, without schemas: the results page's summary imports them, and a module with
 * zod schemas would bring zod along (issue 17.4). package-search.ts re-exports them.
 */

/** Money text of a hotel's package "from" price (exact cents; null when either is not money). */
export function packageFromPrice(hotelPrice: MoneyInput, flightPrice: MoneyInput): string | null {
  const hotel = moneyToCents(hotelPrice);
  const flight = moneyToCents(flightPrice);
  return hotel === null || flight === null ? null : centsToMoney(hotel + flight);
}

/** An item of a package as the wizard's summary holds it: total = price × count + extras. */
export type PackageItemInput = { price: MoneyInput; count: MoneyInput; extrasTotal?: MoneyInput };

/**
 * The package total (domain-rules §5.4: the sum of its components, each priced by its own
 * rules): Σ price × count + extras, exact to the cent. Null when an amount is not money.
 * §10: hotel 643.50 × 1 + flight 165.00 × 3 + transfer 110.00 × 1 = 1,248.50.
 */
export function packageTotal(items: readonly PackageItemInput[]): string | null {
  let sum = 0n;
  for (const item of items) {
    const price = moneyToCents(item.price);
    const extras = moneyToCents(item.extrasTotal);
    const countText = item.count === null || item.count === undefined ? '' : String(item.count).trim();
    if (price === null || extras === null || !/^\d{1,6}$/.test(countText)) return null;
    sum += price * BigInt(countText) + extras;
  }
  return centsToMoney(sum);
}
