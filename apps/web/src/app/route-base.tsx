import { createRootRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { loadTexts } from './i18n';
import { RootLayout } from './layout/layouts';
import { NotFoundPage } from './layout/simple-pages';
import { isAdminSession, isLoggedIn } from '../lib/session';

/**
 * Route guards follow the back-office spec §2 route table: a visitor who is not allowed goes to
 * /login with the return address; a logged-in user whose role may not open the page gets the
 * "not allowed" page (issue 30), which offers the way home and to log in as another user; a
 * logged-in user opening a logged-out-only page goes to /.
 */
const guestOnly = () => {
  if (isLoggedIn()) throw redirect({ to: '/' });
};
const loggedIn = ({ location }: { location: { href: string } }) => {
  if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
};
export const adminOnly = ({ location }: { location: { href: string } }) => {
  if (isAdminSession()) return;
  throw isLoggedIn() ? redirect({ to: '/not-allowed', search: { from: location.href } }) : redirect({ to: '/login', search: { redirect: location.href } });
};

export const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });
/** Logged-out pages. */
export const guestRoute = createRoute({ getParentRoute: () => rootRoute, id: 'guest', beforeLoad: guestOnly });
/**
 * Mounts the logged-in areas' texts before their pages render (app/i18n.ts); an administrator's
 * with the back office's, which its navigation names (an agent's pages never need them).
 */
const loggedInTexts = async () => {
  await (isAdminSession() ? loadTexts.backOffice() : loadTexts.loggedIn());
};
const backOfficeTexts = async () => {
  await loadTexts.backOffice();
};
/** Any logged-in user. Its layout and texts load with its first page, as do the back office's (issue 17.4). */
export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'account',
  beforeLoad: loggedIn,
  loader: loggedInTexts,
  component: lazyRouteComponent(() => import('./layout/back-office'), 'AccountLayout'),
});
/** Administrators: the back office with its left navigation. Features add their routes under it. */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'admin',
  beforeLoad: adminOnly,
  loader: backOfficeTexts,
  component: lazyRouteComponent(() => import('./layout/back-office'), 'BackOfficeLayout'),
});
