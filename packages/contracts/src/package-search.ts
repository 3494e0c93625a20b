import { z } from 'zod';
import { centsToMoney, type MoneyInput, moneyToCents } from './booking-totals';

/**
 * Package mode of the storefront (domain-rules §5.4 and §10 Package; storefront spec §2-§5;
 * account spec §4). `GET search?searchMode=package` takes GET search's query plus
 * `fromAirportId` (origin airport) and `toAirportId` (destination airport), validated by
 * `searchProblem` with the package sentences (storefront §5). It answers the hotel search's
 * answer (same shape, so the results page reuses it) where every hotel also carries its
 * package "from" price, and the answer carries the cheapest flight it was priced with.
 */

/** The card's label of a hotel's package price (domain-rules §5.4: "labelled as such"). */
export const PACKAGE_FROM_LABEL = 'Package from (hotel + flight, whole party)';

/**
 * A hotel's package "from" price: its cheapest option (`hotelPrice` = the hotel's `price`, every
 * searched room) + the cheapest round-trip flight (`flightPrice`, the whole party of every room),
 * in the answer's currency. `priceOnRequest` when either part is on request.
 */
export const packageFromSchema = z.object({
  price: z.string(),
  hotelPrice: z.string(),
  flightPrice: z.string(),
  /** The cheapest flight (the answer's `flight`). */
  flightId: z.number(),
  currency: z.string(),
  priceOnRequest: z.boolean(),
  label: z.literal(PACKAGE_FROM_LABEL),
});
export type PackageFrom = z.infer<typeof packageFromSchema>;

// The answer (`packageSearchAnswerSchema`, `PackageHotel`, `PackageSearchAnswer`) extends the hotel
// answer, so it lives beside it in api/search.ts.

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
