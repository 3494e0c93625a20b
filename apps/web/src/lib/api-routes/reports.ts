// The route table of packages/contracts/src/api/reports.ts as the client calls it: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const reportsApi: PlainTable<typeof contracts.reportsApi> = {
  routes: {
    dashboard: { method: 'GET', path: '/dashboard' },
    sales: { method: 'GET', path: '/reports/sales' },
    salesFile: { method: 'GET', path: '/reports/sales/download' },
    sellThrough: { method: 'GET', path: '/reports/sell-through' },
    sellThroughFile: { method: 'GET', path: '/reports/sell-through/download' },
  },
};
