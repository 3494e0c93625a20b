// The route table of packages/contracts/src/api/bookings.ts as the client calls it: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const bookingsApi: PlainTable<typeof contracts.bookingsApi> = {
  routes: {
    create: { method: 'POST', path: '/bookings' },
    list: { method: 'GET', path: '/bookings' },
    csv: { method: 'GET', path: '/bookings/csv/download' },
    addPassengerFields: { method: 'GET', path: '/bookings/utils/get-add-passenger-fields' },
    read: { method: 'GET', path: '/bookings/:id' },
    save: { method: 'POST', path: '/bookings/:id' },
    cancellationInfo: { method: 'GET', path: '/bookings/:id/cancellation-info' },
    cancel: { method: 'GET', path: '/bookings/:id/cancel' },
    cancelPost: { method: 'POST', path: '/bookings/:id/cancel' },
    passengerFile: { method: 'GET', path: '/bookings/:id/passengers/:key/:kind' },
    itemFile: { method: 'GET', path: '/bookings/:id/items/:itemId/files/:index' },
    voucher: { method: 'GET', path: '/bookings/:id/pdf/download' },
    sendDetailsEmail: { method: 'GET', path: '/bookings/:id/send-details-email' },
    sendDetailsEmailPost: { method: 'POST', path: '/bookings/:id/send-details-email' },
    reload: { method: 'GET', path: '/bookings/:id/reload' },
  },
};
