// The route table of packages/contracts/src/api/visas.ts as the client calls it: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const visasApi: PlainTable<typeof contracts.visasApi> = {
  routes: {
    listVisas: { method: 'GET', path: '/visas' },
    createVisa: { method: 'POST', path: '/visas' },
    getVisa: { method: 'GET', path: '/visas/:id' },
    updateVisaOverride: { method: 'POST', path: '/visas/:id' },
    updateVisa: { method: 'PUT', path: '/visas/:id' },
    deleteVisa: { method: 'DELETE', path: '/visas/:id' },
    deleteVisaTypePricing: { method: 'DELETE', path: '/visas/type-pricing/:id' },
    createVisaType: { method: 'POST', path: '/visas/:id/types' },
    getVisaType: { method: 'GET', path: '/visas/:id/types/:typeId' },
    updateVisaType: { method: 'PUT', path: '/visas/:id/types/:typeId' },
    deleteVisaType: { method: 'DELETE', path: '/visas/:id/types/:typeId' },
  },
};
