import { z } from 'zod';

export * from './package-rules';

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
