import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { bookingsSearchSchema } from '../../features/bookings/list-search';
import { accountRoute, adminOnly } from '../route-base';
import { numberParams } from './params';

const List = lazyRouteComponent(() => import('../../features/bookings/bookings-list-page'), 'BookingsListPage');
const View = lazyRouteComponent(() => import('../../features/bookings/booking-view-page'), 'BookingViewPage');
const Add = lazyRouteComponent(() => import('../../features/bookings/booking-add-page'), 'BookingAddPage');

// Add booking: admin only (account spec §2 route table); an agent gets the "not allowed" page.
const bookingAddRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/bookings/add',
  beforeLoad: adminOnly,
  component: Add,
});
const bookingsRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/bookings',
  validateSearch: bookingsSearchSchema,
  component: function Bookings() {
    return <List filters={bookingsRoute.useSearch()} />;
  },
});
const bookingViewRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/bookings/$id/edit',
  params: numberParams('id'),
  component: function BookingView() {
    const { id } = bookingViewRoute.useParams();
    return <View key={id} id={id} />;
  },
});

/** My Bookings and the booking page: any logged-in user (back-office spec §2 route table). */
export const bookingsRoutes = [bookingAddRoute, bookingsRoute, bookingViewRoute] as const;
