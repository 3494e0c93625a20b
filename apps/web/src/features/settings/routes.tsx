import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminRoute } from '../../app/route-base';

/** Routes of the settings screens, children of the admin route (back-office spec §2 route table). */
export const settingsRoutes: AnyRoute[] = [
  createRoute({
    getParentRoute: () => adminRoute,
    path: '/settings/currency-rates',
    component: lazyRouteComponent(() => import('./currency-rates-page'), 'CurrencyRatesPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: '/settings/hotel-markups',
    component: lazyRouteComponent(() => import('./hotel-markups-page'), 'HotelMarkupsPage'),
  }),
];
