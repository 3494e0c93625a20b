import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SETTINGS_LIST_NAMES, SETTINGS_LISTS, type SettingsListName } from '@travel/contracts';
import { adminRoute } from '../route-base';

const ListEditor = lazyRouteComponent(() => import('../../features/settings/list-editor-page'), 'SettingsListPage');

const currencyRatesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/settings/currency-rates',
  component: lazyRouteComponent(() => import('../../features/settings/currency-rates-page'), 'CurrencyRatesPage'),
});
const hotelMarkupsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/settings/hotel-markups',
  component: lazyRouteComponent(() => import('../../features/settings/hotel-markups-page'), 'HotelMarkupsPage'),
});
const siteRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/settings/site',
  component: lazyRouteComponent(() => import('../../features/settings/site-settings-page'), 'SiteSettingsPage'),
});
const menusRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/settings/menus',
  component: lazyRouteComponent(() => import('../../features/settings/menus-page'), 'MenusPage'),
});

/** One generic list editor for the six lists (spec §2 Settings), each at its own path. */
const settingsListRoute = <List extends SettingsListName>(list: List) =>
  createRoute({
    getParentRoute: () => adminRoute,
    path: `/settings/${SETTINGS_LISTS[list].path}` as const,
    component: function SettingsList() {
      return <ListEditor list={list} />;
    },
  });

/** Routes of the settings screens, children of the admin route (back-office spec §2 route table). */
export const settingsRoutes = [currencyRatesRoute, hotelMarkupsRoute, siteRoute, menusRoute, ...SETTINGS_LIST_NAMES.map(settingsListRoute)] as const;
