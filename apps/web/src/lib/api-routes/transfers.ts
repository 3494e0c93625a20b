// The route table of packages/contracts/src/api/transfers.ts as the client calls it: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const transfersApi: PlainTable<typeof contracts.transfersApi> = {
  routes: {
    listTransfers: { method: 'GET', path: '/transfers' },
    createTransfer: { method: 'POST', path: '/transfers' },
    getTransfer: { method: 'GET', path: '/transfers/:id' },
    updateTransferOverride: { method: 'POST', path: '/transfers/:id' },
    updateTransfer: { method: 'PUT', path: '/transfers/:id' },
    deleteTransfer: { method: 'DELETE', path: '/transfers/:id' },
    deleteCarPricing: { method: 'DELETE', path: '/transfers/car-pricing/:id' },
    createCar: { method: 'POST', path: '/transfers/:id/cars' },
    getCar: { method: 'GET', path: '/transfers/:id/cars/:carId' },
    updateCar: { method: 'PUT', path: '/transfers/:id/cars/:carId' },
    deleteCar: { method: 'DELETE', path: '/transfers/:id/cars/:carId' },
  },
};
