import { createRoute, createRouter } from '@tanstack/react-router';
import { handleUnauthorized } from '../lib/api';
import { parseSearch, stringifySearch } from '../lib/url-search';
import { HomePage } from './layout/simple-pages';
import { accountRoute, adminRoute, guestRoute, rootRoute } from './route-base';
import { accessRoutes } from './routes/access';
import { accountsRoutes, myAccountRoutes } from './routes/accounts';
import { accountRoutes, guestRoutes } from './routes/account';
import { bookingsRoutes } from './routes/bookings';
import { reportsRoutes } from './routes/reports';
import { articlePageRoute, contentRoutes } from './routes/content';
import { flightsRoutes } from './routes/flights';
import { hotelsRoutes } from './routes/hotels';
import { searchRoute } from './routes/search';
import { settingsRoutes } from './routes/settings';
import { transfersRoutes } from './routes/transfers';
import { usersRoutes } from './routes/users';
import { visasRoutes } from './routes/visas';
import { toursRoutes } from './routes/tours';

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

/**
 * The whole route tree, typed: every `Link`, `navigate` and `redirect` is checked against these
 * paths, their params and their search schemas. Features never import it; they name paths.
 */
const routeTree = rootRoute.addChildren([
  homeRoute,
  searchRoute,
  guestRoute.addChildren([...guestRoutes]),
  accountRoute.addChildren([...accountRoutes, ...bookingsRoutes, ...myAccountRoutes]),
  adminRoute.addChildren([
    ...usersRoutes,
    ...accountsRoutes,
    ...reportsRoutes,
    ...hotelsRoutes,
    ...flightsRoutes,
    ...transfersRoutes,
    ...visasRoutes,
    ...toursRoutes,
    ...settingsRoutes,
    ...contentRoutes,
  ]),
  articlePageRoute,
  ...accessRoutes,
]);

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true, parseSearch, stringifySearch });

handleUnauthorized(() => {
  // Back to the same page once logged in again: the search and wizard step are its URL (issue 18.3).
  const here = router.latestLocation;
  void router.navigate({ to: '/login', search: here.pathname === '/login' ? {} : { redirect: here.href } });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
