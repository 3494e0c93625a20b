// The route tables of packages/contracts/src/api/search.ts as the client calls them: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const searchApi: PlainTable<typeof contracts.searchApi> = {
  routes: {
    search: { method: 'GET', path: '/search' },
    flightDetails: { method: 'POST', path: '/search/flight-details' },
    flightExtra: { method: 'POST', path: '/search/flight-extra' },
    cancellationPolicy: { method: 'POST', path: '/search/cancellation-policy' },
    passengerFields: { method: 'POST', path: '/search/passenger-fields' },
    hotelData: { method: 'GET', path: '/search/hotel-data' },
  },
};

export const transferSearchApi: PlainTable<typeof contracts.transferSearchApi> = {
  routes: {
    transfers: { method: 'GET', path: '/search/transfers' },
  },
};

export const visaSearchApi: PlainTable<typeof contracts.visaSearchApi> = {
  routes: {
    visas: { method: 'GET', path: '/search/visas' },
  },
};
