import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { hotelListSearchSchema } from '../../features/hotels/list-search';
import { editorSearchSchema } from '../../lib/url-search';
import { adminRoute } from '../route-base';
import { numberParams } from './params';

const List = lazyRouteComponent(() => import('../../features/hotels/hotels-list-page'), 'HotelsListPage');
const Add = lazyRouteComponent(() => import('../../features/hotels/hotel-form-pages'), 'HotelAddPage');
const Edit = lazyRouteComponent(() => import('../../features/hotels/hotel-form-pages'), 'HotelEditPage');
const View = lazyRouteComponent(() => import('../../features/hotels/hotel-view-page'), 'HotelViewPage');
const RoomForm = lazyRouteComponent(() => import('../../features/hotels/room-form-page'), 'RoomFormPage');

const hotelsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/hotels',
  validateSearch: hotelListSearchSchema,
  component: function Hotels() {
    return <List filters={hotelsRoute.useSearch()} />;
  },
});
const hotelAddRoute = createRoute({ getParentRoute: () => adminRoute, path: '/hotels/add', component: Add });
const hotelEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/hotels/$id/edit',
  params: numberParams('id'),
  validateSearch: editorSearchSchema,
  component: function HotelEdit() {
    const { id } = hotelEditRoute.useParams();
    return <Edit key={id} id={id} />;
  },
});
const hotelViewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/hotels/$id',
  params: numberParams('id'),
  component: function HotelView() {
    return <View id={hotelViewRoute.useParams().id} />;
  },
});
const roomAddRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/hotels/$hotelId/rooms/add',
  params: numberParams('hotelId'),
  component: function RoomAdd() {
    return <RoomForm hotelId={roomAddRoute.useParams().hotelId} />;
  },
});
const roomEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/hotels/$hotelId/rooms/$id/edit',
  params: numberParams('hotelId', 'id'),
  component: function RoomEdit() {
    const { hotelId, id } = roomEditRoute.useParams();
    return <RoomForm hotelId={hotelId} id={id} />;
  },
});

/** The hotel screens, children of the admin route (back-office spec §2 route table). */
export const hotelsRoutes = [hotelsRoute, hotelAddRoute, hotelEditRoute, hotelViewRoute, roomAddRoute, roomEditRoute] as const;
