import type { FastifyInstance } from 'fastify';
import { subscriptionsApi } from '@travel/contracts';
import { registerRouteTable } from '../../lib/route-table';
import { listSubscriptions } from './repo';
import { subscriptions } from './tables';

export async function subscriptionRoutes(app: FastifyInstance) {
  registerRouteTable(app, subscriptionsApi, {
    /** Newsletter sign-up from the footer; subscribing twice answers success without a second row. */
    subscribe: async ({ body: { email } }) => {
      // The only unique key besides the id is lower(email): a conflict is a second sign-up. (A target
      // of `lower(email)` given as SQL made drizzle fail to build the statement: every sign-up was a 500.)
      await app.ctx.database.db.insert(subscriptions).values({ email }).onConflictDoNothing();
      return { success: true };
    },

    /**
     * The back office's read-only list (spec §7 'Subscriptions'). The spec leaves the screen's
     * access open; email addresses are personal data, so the list is for administrators only.
     */
    list: async ({ query: { page, searchText } }) => listSubscriptions(app.ctx.database.db, page, searchText),
  });
}
