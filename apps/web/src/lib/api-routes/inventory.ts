// The route table of packages/contracts/src/api/inventory.ts as the client calls it: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const inventoryApi: PlainTable<typeof contracts.inventoryApi> = {
  routes: {
    check: { method: 'GET', path: '/inventory/check' },
  },
};
