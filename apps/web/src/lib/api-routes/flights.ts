// The route table of packages/contracts/src/api/flights.ts as the client calls it: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const flightsApi: PlainTable<typeof contracts.flightsApi> = {
  routes: {
    listFlights: { method: 'GET', path: '/flights' },
    createFlight: { method: 'POST', path: '/flights' },
    getFlight: { method: 'GET', path: '/flights/:id' },
    updateFlightOverride: { method: 'POST', path: '/flights/:id' },
    updateFlight: { method: 'PUT', path: '/flights/:id' },
    deleteFlight: { method: 'DELETE', path: '/flights/:id' },
    deleteFarePricing: { method: 'DELETE', path: '/flights/fare-pricing/:id' },
    createFare: { method: 'POST', path: '/flights/:id/fares' },
    getFare: { method: 'GET', path: '/flights/:id/fares/:fareId' },
    updateFare: { method: 'PUT', path: '/flights/:id/fares/:fareId' },
    deleteFare: { method: 'DELETE', path: '/flights/:id/fares/:fareId' },
  },
};
