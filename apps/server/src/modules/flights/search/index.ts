/**
 * The flight search's public face (what the flight product and the search routes use): search,
 * the signed claim, flight-details, flight-extra, and the booking's re-pricing.
 */
export { type FlightClaim, signFlight, verifyFlight } from './claim';
export { flightDetails } from './details';
export { flightExtra } from './extra';
export { checkFlightGuests, repriceFlight } from './reprice';
export { searchFlights } from './search';
export { listSoldRoutes } from './nearest';
export type { SoldRoute } from './schedule-days';
