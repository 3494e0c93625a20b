import { type AnyRoute, createRoute, lazyRouteComponent, redirect, useParams, useSearch } from '@tanstack/react-router';
import { accountRoute } from '../route-base';
import { isAdminSession } from '../../lib/session';
import type { BookingFilters } from '../../features/bookings/api';

const List = lazyRouteComponent(() => import('../../features/bookings/bookings-list-page'), 'BookingsListPage');
const View = lazyRouteComponent(() => import('../../features/bookings/booking-view-page'), 'BookingViewPage');
const Add = lazyRouteComponent(() => import('../../features/bookings/booking-add-page'), 'BookingAddPage');

/** My Bookings and the booking page: any logged-in user (back-office spec §2 route table). */
export const bookingsRoutes: AnyRoute[] = [
  // Add booking: admin only; anyone else is sent to /login (account spec §2 route table).
  createRoute({
    getParentRoute: () => accountRoute,
    path: '/bookings/add',
    beforeLoad: () => {
      if (!isAdminSession()) throw redirect({ to: '/login' });
    },
    component: Add,
  }),
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
