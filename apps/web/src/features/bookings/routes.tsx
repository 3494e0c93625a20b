import { type AnyRoute, createRoute, lazyRouteComponent, useParams, useSearch } from '@tanstack/react-router';
import { accountRoute } from '../../app/route-base';
import type { BookingFilters } from './api';

const List = lazyRouteComponent(() => import('./bookings-list-page'), 'BookingsListPage');
const View = lazyRouteComponent(() => import('./booking-view-page'), 'BookingViewPage');

/** My Bookings and the booking page: any logged-in user (back-office spec §2 route table). */
export const bookingsRoutes: AnyRoute[] = [
  createRoute({
    getParentRoute: () => accountRoute,
    path: '/bookings',
    component: function Bookings() {
      const search = useSearch({ strict: false }) as Record<string, string | undefined>;
      const filters: BookingFilters = { ...search, page: Math.max(1, Number(search.page) || 1) };
      return <List filters={filters} />;
    },
  }),
  createRoute({
    getParentRoute: () => accountRoute,
    path: '/bookings/$id/edit',
    component: function BookingView() {
      const id = Number((useParams({ strict: false }) as { id: string }).id);
      return <View key={id} id={id} />;
    },
  }),
];
