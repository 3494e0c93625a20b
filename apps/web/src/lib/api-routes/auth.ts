// The route table of packages/contracts/src/api/auth.ts as the client calls it: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const authApi: PlainTable<typeof contracts.authApi> = {
  routes: {
    login: { method: 'POST', path: '/login' },
    downloadToken: { method: 'POST', path: '/download-token' },
    logout: { method: 'POST', path: '/logout' },
    registration: { method: 'POST', path: '/registration' },
    forgotPassword: { method: 'POST', path: '/forgot-password' },
    resetPassword: { method: 'POST', path: '/reset-password' },
    changePassword: { method: 'PUT', path: '/change-password' },
    me: { method: 'GET', path: '/me' },
    saveProfile: { method: 'POST', path: '/profile/:id' },
    saveProfilePut: { method: 'PUT', path: '/profile/:id' },
  },
};
