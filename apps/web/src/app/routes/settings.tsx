import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SETTINGS_LIST_NAMES, SETTINGS_LISTS } from '@travel/contracts';
import { createElement } from 'react';
import { adminRoute } from '../route-base';

const ListEditor = lazyRouteComponent(() => import('../../features/settings/list-editor-page'), 'SettingsListPage');

/** Routes of the settings screens, children of the admin route (back-office spec §2 route table). */
export const settingsRoutes: AnyRoute[] = [
  createRoute({
    getParentRoute: () => adminRoute,
    path: '/settings/currency-rates',
    component: lazyRouteComponent(() => import('../../features/settings/currency-rates-page'), 'CurrencyRatesPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: '/settings/hotel-markups',
    component: lazyRouteComponent(() => import('../../features/settings/hotel-markups-page'), 'HotelMarkupsPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: '/settings/site',
    component: lazyRouteComponent(() => import('../../features/settings/site-settings-page'), 'SiteSettingsPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: '/settings/menus',
    component: lazyRouteComponent(() => import('../../features/settings/menus-page'), 'MenusPage'),
  }),
  // One generic list editor for the six lists (spec §2 Settings).
  ...SETTINGS_LIST_NAMES.map((list) =>
    createRoute({
      getParentRoute: () => adminRoute,
      path: `/settings/${SETTINGS_LISTS[list].path}`,
      component: () => createElement(ListEditor, { list }),
    }),
  ),
];
