// The route table of packages/contracts/src/api/users.ts as the client calls it: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const usersApi: PlainTable<typeof contracts.usersApi> = {
  routes: {
    list: { method: 'GET', path: '/users' },
    agents: { method: 'GET', path: '/agents' },
    view: { method: 'GET', path: '/users/:id' },
    add: { method: 'POST', path: '/users' },
    edit: { method: 'POST', path: '/users/:id' },
    editPut: { method: 'PUT', path: '/users/:id' },
    delete: { method: 'DELETE', path: '/users/:id' },
    changePassword: { method: 'PUT', path: '/users/:id/change-password' },
  },
};
