import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { searchSchema, textParam } from '../../lib/url-search';
import { useDocumentTitle } from '../../ui/document-title';
import { accountRoute, guestRoute } from '../route-base';
import { loadTexts } from '../i18n';

const LoginPage = lazyRouteComponent(() => import('../../features/auth/login-page'), 'LoginPage');
const ResetPasswordPage = lazyRouteComponent(() => import('../../features/auth/password-pages'), 'ResetPasswordPage');

// Logged-out pages.
const loginRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/login',
  // Where to go after logging in: the page a guard sent the user away from.
  validateSearch: searchSchema({ redirect: textParam }),
  // The page's code before the route renders: rendered as a child it would suspend, and the first
  // paint would show the header alone, the card some 300 ms later (issue 17.4).
  loader: () => LoginPage.preload?.(),
  component: function Login() {
    // The login card has no page frame: the tab is named here (issue 18.7).
    useDocumentTitle(useTranslation().t('auth.login'));
    return <LoginPage redirect={loginRoute.useSearch().redirect} />;
  },
});
const registrationRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/registration',
  // Its agency fields speak the users' texts, which the first page does not carry: they come with
  // the logged-in areas' (one file for those pages, which open far more often than this one).
  loader: async () => {
    await loadTexts.loggedIn();
  },
  component: lazyRouteComponent(() => import('../../features/users/registration-page'), 'RegistrationPage'),
});
const forgotRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/forgot-password',
  component: lazyRouteComponent(() => import('../../features/auth/password-pages'), 'ForgotPasswordPage'),
});
const resetRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/reset-password',
  validateSearch: searchSchema({ hash: textParam }),
  // Without a hash there is nothing to reset: back to the home page (account spec §2).
  beforeLoad: ({ search }) => {
    if (!search.hash) throw redirect({ to: '/' });
  },
  component: function Reset() {
    return <ResetPasswordPage hash={resetRoute.useSearch().hash ?? ''} />;
  },
});

/** The logged-out pages: login, registration and the password reset (account spec §2). */
export const guestRoutes = [loginRoute, registrationRoute, forgotRoute, resetRoute] as const;

// Any logged-in user.
const DashboardPage = lazyRouteComponent(() => import('../../features/dashboard/dashboard-page'), 'DashboardPage');
/** The dashboard (issue 35): by role; `?period=90d` or `365d` widens the administrator's charts. */
const dashboardRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/dashboard',
  validateSearch: searchSchema({ period: textParam }),
  component: function Dashboard() {
    return <DashboardPage period={dashboardRoute.useSearch().period} />;
  },
});
const changePasswordRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/change-password',
  component: lazyRouteComponent(() => import('../../features/auth/password-pages'), 'ChangePasswordPage'),
});
const profileRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/profile',
  component: lazyRouteComponent(() => import('../../features/users/profile-page'), 'ProfilePage'),
});

/** The pages of any logged-in user besides the bookings. */
export const accountRoutes = [dashboardRoute, changePasswordRoute, profileRoute] as const;
