// The route tables of packages/contracts/src/api/health.ts as the client calls them: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const healthApi: PlainTable<typeof contracts.healthApi> = {
  routes: {
    check: { method: 'GET', path: '/health' },
  },
};

export const metricsApi: PlainTable<typeof contracts.metricsApi> = {
  routes: {
    metrics: { method: 'GET', path: '/metrics' },
  },
};
