import {
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  useParams,
  useSearch,
} from '@tanstack/react-router';
import { z } from 'zod';
import { HomePage } from './layout/simple-pages';
import { bookingsRoutes } from './routes/bookings';
import { articlePageRoute, contentRoutes } from './routes/content';
import { hotelsRoutes } from './routes/hotels';
import { searchRoutes } from './routes/search';
import { settingsRoutes } from './routes/settings';
import { handleUnauthorized } from '../lib/api';
import { accountRoute, adminRoute, guestRoute, rootRoute } from './route-base';

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

// Logged-out pages.
const loginRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/login',
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  component: function Login() {
    const { redirect: target } = useSearch({ strict: false }) as { redirect?: string };
    const LoginPage = lazyLogin;
    return <LoginPage redirect={target} />;
  },
});
const lazyLogin = lazyRouteComponent(() => import('../features/auth/login-page'), 'LoginPage');
const registrationRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/registration',
  component: lazyRouteComponent(() => import('../features/users/registration-page'), 'RegistrationPage'),
});
const forgotRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/forgot-password',
  component: lazyRouteComponent(() => import('../features/auth/password-pages'), 'ForgotPasswordPage'),
});
const lazyReset = lazyRouteComponent(() => import('../features/auth/password-pages'), 'ResetPasswordPage');
const resetRoute = createRoute({
  getParentRoute: () => guestRoute,
  path: '/reset-password',
  validateSearch: z.object({ hash: z.string().optional().catch(undefined) }),
  // Without a hash there is nothing to reset: back to the home page (account spec §2).
  beforeLoad: ({ search }) => {
    if (!search.hash) throw redirect({ to: '/' });
  },
  component: function Reset() {
    const { hash } = useSearch({ strict: false }) as { hash?: string };
    const ResetPasswordPage = lazyReset;
    return <ResetPasswordPage hash={hash ?? ''} />;
  },
});

// Any logged-in user.
const dashboardRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/dashboard',
  component: lazyRouteComponent(() => import('./layout/simple-pages'), 'DashboardPage'),
});
const changePasswordRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/change-password',
  component: lazyRouteComponent(() => import('../features/auth/password-pages'), 'ChangePasswordPage'),
});
const profileRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/profile',
  component: lazyRouteComponent(() => import('../features/users/profile-page'), 'ProfilePage'),
});

// Administrators.
const lazyUsers = lazyRouteComponent(() => import('../features/users/users-list-page'), 'UsersListPage');
const usersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/users',
  validateSearch: z.object({
    page: z.coerce.number().int().min(1).catch(1).default(1),
    searchText: z.string().catch('').default(''),
  }),
  component: function Users() {
    const { page, searchText } = useSearch({ strict: false }) as { page: number; searchText: string };
    const UsersListPage = lazyUsers;
    return <UsersListPage page={page} searchText={searchText} />;
  },
});
const lazyUserForm = lazyRouteComponent(() => import('../features/users/user-form-page'), 'UserFormPage');
const lazyUserView = lazyRouteComponent(() => import('../features/users/user-view-page'), 'UserViewPage');
const lazyUserPassword = lazyRouteComponent(() => import('../features/users/user-view-page'), 'UserChangePasswordPage');
const useIdParam = () => Number(useParams({ strict: false }).id);
const userAddRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/users/add',
  component: function UserAdd() {
    const UserFormPage = lazyUserForm;
    return <UserFormPage />;
  },
});
const userEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/users/$id/edit',
  component: function UserEdit() {
    const id = useIdParam();
    const UserFormPage = lazyUserForm;
    return <UserFormPage key={id} id={id} />;
  },
});
const userViewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/users/$id',
  component: function UserView() {
    const UserViewPage = lazyUserView;
    return <UserViewPage id={useIdParam()} />;
  },
});
const userPasswordRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/users/$id/change-password',
  component: function UserPassword() {
    const UserChangePasswordPage = lazyUserPassword;
    return <UserChangePasswordPage id={useIdParam()} />;
  },
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  ...searchRoutes,
  guestRoute.addChildren([loginRoute, registrationRoute, forgotRoute, resetRoute]),
  accountRoute.addChildren([dashboardRoute, changePasswordRoute, profileRoute, ...bookingsRoutes]),
  adminRoute.addChildren([usersRoute, userAddRoute, userEditRoute, userViewRoute, userPasswordRoute, ...hotelsRoutes, ...settingsRoutes, ...contentRoutes]),
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
