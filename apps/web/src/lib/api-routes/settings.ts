// The settings route table of packages/contracts/src/api/settings.ts as the client calls it: each
// route's method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck
// and ../api-routes.test.ts keep it equal to the contracts. Its list and menu tables are in
// ./settings-lists.ts: only the back office calls them, the first page calls this one.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const settingsApi: PlainTable<typeof contracts.settingsApi> = {
  routes: {
    globalSettings: { method: 'GET', path: '/global-settings' },
    homeContent: { method: 'GET', path: '/home-content' },
    site: { method: 'GET', path: '/settings/site' },
    siteSave: { method: 'POST', path: '/settings/site' },
    siteSavePut: { method: 'PUT', path: '/settings/site' },
    menus: { method: 'GET', path: '/settings/menus' },
  },
};
