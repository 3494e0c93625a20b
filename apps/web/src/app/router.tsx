import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  useParams,
  useSearch,
} from '@tanstack/react-router';
import { z } from 'zod';
import { handleUnauthorized } from '../lib/api';
import { isAdminSession, isLoggedIn } from '../lib/session';
import { AccountLayout, BackOfficeLayout, RootLayout } from '../features/layout/layouts';
import { HomePage, NotFoundPage } from '../features/layout/simple-pages';

/**
 * Route guards follow the back-office spec §2 route table: a user who is not allowed goes to
 * /login; a logged-in user opening a logged-out-only page goes to /.
 */
const guestOnly = () => {
  if (isLoggedIn()) throw redirect({ to: '/' });
};
const loggedIn = ({ location }: { location: { href: string } }) => {
  if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
};
const adminOnly = ({ location }: { location: { href: string } }) => {
  if (!isAdminSession()) throw redirect({ to: '/login', search: isLoggedIn() ? {} : { redirect: location.href } });
};

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

// Logged-out pages.
const guestRoute = createRoute({ getParentRoute: () => rootRoute, id: 'guest', beforeLoad: guestOnly });
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
const accountRoute = createRoute({ getParentRoute: () => rootRoute, id: 'account', beforeLoad: loggedIn, component: AccountLayout });
const dashboardRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/dashboard',
  component: lazyRouteComponent(() => import('../features/layout/simple-pages'), 'DashboardPage'),
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
const adminRoute = createRoute({ getParentRoute: () => rootRoute, id: 'admin', beforeLoad: adminOnly, component: BackOfficeLayout });
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
  guestRoute.addChildren([loginRoute, registrationRoute, forgotRoute, resetRoute]),
  accountRoute.addChildren([dashboardRoute, changePasswordRoute, profileRoute]),
  adminRoute.addChildren([usersRoute, userAddRoute, userEditRoute, userViewRoute, userPasswordRoute]),
]);

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

handleUnauthorized(() => {
  void router.navigate({ to: '/login' });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
