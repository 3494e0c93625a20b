import { createRoute, createRouter } from '@tanstack/react-router';
import { handleUnauthorized } from '../lib/api';
import { HomePage } from './layout/simple-pages';
import { accountRoute, adminRoute, guestRoute, rootRoute } from './route-base';
import { accountRoutes, guestRoutes } from './routes/account';
import { bookingsRoutes } from './routes/bookings';
import { articlePageRoute, contentRoutes } from './routes/content';
import { hotelsRoutes } from './routes/hotels';
import { searchRoute } from './routes/search';
import { settingsRoutes } from './routes/settings';
import { usersRoutes } from './routes/users';

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

/**
 * The whole route tree, typed: every `Link`, `navigate` and `redirect` is checked against these
 * paths, their params and their search schemas. Features never import it; they name paths.
 */
const routeTree = rootRoute.addChildren([
  homeRoute,
  searchRoute,
  guestRoute.addChildren([...guestRoutes]),
  accountRoute.addChildren([...accountRoutes, ...bookingsRoutes]),
  adminRoute.addChildren([...usersRoutes, ...hotelsRoutes, ...settingsRoutes, ...contentRoutes]),
  articlePageRoute,
]);

/**
 * Plain query strings (`?page=2&rooms={...}`), not JSON-encoded values: the search URL carries
 * `rooms` and `filters` as JSON text exactly as the spec describes, and stays readable.
 */
const parseSearch = (search: string) => Object.fromEntries(new URLSearchParams(search));
const stringifySearch = (values: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true, parseSearch, stringifySearch });

handleUnauthorized(() => {
  void router.navigate({ to: '/login' });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
