/** The flights module's public entry: what other modules may use of it (issue 28; test/boundaries.test.ts). */
export { flightCancellationPolicies } from './pricing/cancellation';
export { pricingRowOn } from './pricing/engine';
export { flightSellThrough, flightsSellingOut } from './sell-through';
export { flightDetails, flightExtra, listSoldRoutes, type SoldRoute, searchFlights } from './search';
