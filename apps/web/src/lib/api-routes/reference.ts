// The route tables of packages/contracts/src/api/reference.ts as the client calls them: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const destinationsApi: PlainTable<typeof contracts.destinationsApi> = {
  routes: {
    destinations: { method: 'GET', path: '/destinations/to' },
    fromAirports: { method: 'GET', path: '/destinations/from-airports' },
    toAirports: { method: 'GET', path: '/destinations/to-airports' },
  },
};

export const referenceApi: PlainTable<typeof contracts.referenceApi> = {
  routes: {
    taxonomies: { method: 'GET', path: '/usertaxonomies/:type' },
    locations: { method: 'GET', path: '/locations' },
    countries: { method: 'GET', path: '/locations/countries' },
    nationalities: { method: 'GET', path: '/destinations/nationality' },
    products: { method: 'GET', path: '/products' },
  },
};
