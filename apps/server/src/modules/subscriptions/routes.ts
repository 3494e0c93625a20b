import type { FastifyInstance } from 'fastify';
import { contentListQuerySchema, subscriptionRequestSchema } from '@travel/contracts';
import { parse } from '../../lib/validation';
import { requireAdmin } from '../auth/plugin';
import { listSubscriptions } from './repo';
import { subscriptions } from './tables';

export async function subscriptionRoutes(app: FastifyInstance) {
  /** Newsletter sign-up from the footer; subscribing twice answers success without a second row. */
  app.post('/subscriptions', { schema: { body: subscriptionRequestSchema } }, async (request) => {
    const { email } = request.body as { email: string };
    // The only unique key besides the id is lower(email): a conflict is a second sign-up. (A target
    // of `lower(email)` given as SQL made drizzle fail to build the statement: every sign-up was a 500.)
    await app.ctx.database.db.insert(subscriptions).values({ email }).onConflictDoNothing();
    return { success: true };
  });

  /**
   * The back office's read-only list (spec §7 'Subscriptions'). The spec leaves the screen's
   * access open; email addresses are personal data, so the list is for administrators only.
   */
  app.get('/subscriptions', async (request) => {
    requireAdmin(request);
    const { page, searchText } = parse(contentListQuerySchema, request.query);
    return listSubscriptions(app.ctx.database.db, page, searchText);
  });
}
