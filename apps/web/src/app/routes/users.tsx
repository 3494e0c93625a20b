import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchSchema } from '../../lib/url-search';
import { adminRoute } from '../route-base';
import { numberParams } from './params';

const UsersListPage = lazyRouteComponent(() => import('../../features/users/users-list-page'), 'UsersListPage');
const UserFormPage = lazyRouteComponent(() => import('../../features/users/user-form-page'), 'UserFormPage');
const UserViewPage = lazyRouteComponent(() => import('../../features/users/user-view-page'), 'UserViewPage');
const UserChangePasswordPage = lazyRouteComponent(() => import('../../features/users/user-view-page'), 'UserChangePasswordPage');

const usersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/users',
  validateSearch: listSearchSchema,
  component: function Users() {
    const { page, searchText } = usersRoute.useSearch();
    return <UsersListPage page={page} searchText={searchText} />;
  },
});
const userAddRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/users/add',
  component: function UserAdd() {
    return <UserFormPage />;
  },
});
const userEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/users/$id/edit',
  params: numberParams('id'),
  component: function UserEdit() {
    const { id } = userEditRoute.useParams();
    return <UserFormPage key={id} id={id} />;
  },
});
const userViewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/users/$id',
  params: numberParams('id'),
  component: function UserView() {
    return <UserViewPage id={userViewRoute.useParams().id} />;
  },
});
const userPasswordRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/users/$id/change-password',
  params: numberParams('id'),
  component: function UserPassword() {
    return <UserChangePasswordPage id={userPasswordRoute.useParams().id} />;
  },
});

/** The user screens of the back office (back-office spec §2 route table). */
export const usersRoutes = [usersRoute, userAddRoute, userEditRoute, userViewRoute, userPasswordRoute] as const;
