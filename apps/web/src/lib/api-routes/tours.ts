// The route table of packages/contracts/src/api/tours.ts as the client calls it: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const toursApi: PlainTable<typeof contracts.toursApi> = {
  routes: {
    listTours: { method: 'GET', path: '/tours' },
    createTour: { method: 'POST', path: '/tours' },
    getTour: { method: 'GET', path: '/tours/:id' },
    updateTourOverride: { method: 'POST', path: '/tours/:id' },
    updateTour: { method: 'PUT', path: '/tours/:id' },
    deleteTour: { method: 'DELETE', path: '/tours/:id' },
  },
};

export const tourSearchApi: PlainTable<typeof contracts.tourSearchApi> = {
  routes: {
    tours: { method: 'GET', path: '/search/tours' },
  },
};
