// The route table of packages/contracts/src/api/partners.ts as the client calls it: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const partnersApi: PlainTable<typeof contracts.partnersApi> = {
  routes: {
    listKeys: { method: 'GET', path: '/api-keys' },
    createKey: { method: 'POST', path: '/api-keys' },
    revokeKey: { method: 'DELETE', path: '/api-keys/:id' },
    usage: { method: 'GET', path: '/api-keys/usage' },
    limits: { method: 'GET', path: '/api-keys/limits' },
    saveLimits: { method: 'PUT', path: '/api-keys/limits' },
    listWebhooks: { method: 'GET', path: '/webhooks' },
    createWebhook: { method: 'POST', path: '/webhooks' },
    updateWebhook: { method: 'PUT', path: '/webhooks/:id' },
    deleteWebhook: { method: 'DELETE', path: '/webhooks/:id' },
    deliveries: { method: 'GET', path: '/webhooks/:id/deliveries' },
    resend: { method: 'POST', path: '/webhooks/:id/deliveries/:deliveryId/resend' },
  },
};
