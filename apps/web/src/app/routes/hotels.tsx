import { type AnyRoute, createRoute, lazyRouteComponent, useParams, useSearch } from '@tanstack/react-router';
import { z } from 'zod';
import { adminRoute } from '../route-base';

const optionalId = z.coerce.number().int().positive().optional().catch(undefined);
const listSearch = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  searchText: z.string().catch('').default(''),
  locationId: optionalId,
  categoryId: optionalId,
});

const List = lazyRouteComponent(() => import('../../features/hotels/hotels-list-page'), 'HotelsListPage');
const Add = lazyRouteComponent(() => import('../../features/hotels/hotel-form-pages'), 'HotelAddPage');
const Edit = lazyRouteComponent(() => import('../../features/hotels/hotel-form-pages'), 'HotelEditPage');
const View = lazyRouteComponent(() => import('../../features/hotels/hotel-view-page'), 'HotelViewPage');
const RoomForm = lazyRouteComponent(() => import('../../features/hotels/room-form-page'), 'RoomFormPage');
const useNumberParam = (name: string) => Number((useParams({ strict: false }) as Record<string, string>)[name]);

/** Routes of the hotel screens, children of the admin route (back-office spec §2 route table). */
export const hotelsRoutes: AnyRoute[] = [
  createRoute({
    getParentRoute: () => adminRoute,
    path: '/hotels',
    validateSearch: listSearch,
    component: function Hotels() {
      return <List filters={useSearch({ strict: false }) as z.infer<typeof listSearch>} />;
    },
  }),
  createRoute({ getParentRoute: () => adminRoute, path: '/hotels/add', component: Add }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: '/hotels/$id/edit',
    component: function HotelEdit() {
      const id = useNumberParam('id');
      return <Edit key={id} id={id} />;
    },
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: '/hotels/$id',
    component: function HotelView() {
      return <View id={useNumberParam('id')} />;
    },
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: '/hotels/$hotelId/rooms/add',
    component: function RoomAdd() {
      return <RoomForm hotelId={useNumberParam('hotelId')} />;
    },
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: '/hotels/$hotelId/rooms/$id/edit',
    component: function RoomEdit() {
      return <RoomForm hotelId={useNumberParam('hotelId')} id={useNumberParam('id')} />;
    },
  }),
];
