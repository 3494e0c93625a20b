// The route table of packages/contracts/src/api/subscriptions.ts as the client calls it: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const subscriptionsApi: PlainTable<typeof contracts.subscriptionsApi> = {
  routes: {
    subscribe: { method: 'POST', path: '/subscriptions' },
    list: { method: 'GET', path: '/subscriptions' },
  },
};
