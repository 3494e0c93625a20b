// The route tables of packages/contracts/src/api/hotels.ts as the client calls them: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const hotelRoomsApi: PlainTable<typeof contracts.hotelRoomsApi> = {
  routes: {
    createRoom: { method: 'POST', path: '/hotels/:id/rooms' },
    getRoom: { method: 'GET', path: '/hotels/:id/rooms/:roomId' },
    updateRoom: { method: 'PUT', path: '/hotels/:id/rooms/:roomId' },
    deleteRoom: { method: 'DELETE', path: '/hotels/:id/rooms/:roomId' },
  },
};

export const hotelsApi: PlainTable<typeof contracts.hotelsApi> = {
  routes: {
    listHotels: { method: 'GET', path: '/hotels' },
    searchHotels: { method: 'GET', path: '/hotels/search' },
    getHotel: { method: 'GET', path: '/hotels/:id' },
    createHotel: { method: 'POST', path: '/hotels' },
    updateHotelOverride: { method: 'POST', path: '/hotels/:id' },
    updateHotel: { method: 'PUT', path: '/hotels/:id' },
    deleteHotel: { method: 'DELETE', path: '/hotels/:id' },
    deletePricing: { method: 'DELETE', path: '/hotels/room-pricing/:id' },
    deleteOffer: { method: 'DELETE', path: '/hotels/offers/:id' },
  },
};
