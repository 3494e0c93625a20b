import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { subscriptionRequestSchema } from '@travel/contracts';
import { subscriptions } from './tables';

/** Newsletter sign-up from the footer; subscribing twice answers success without a second row. */
export async function subscriptionRoutes(app: FastifyInstance) {
  app.post('/subscriptions', { schema: { body: subscriptionRequestSchema } }, async (request) => {
    const { email } = request.body as { email: string };
    await app.ctx.database.db
      .insert(subscriptions)
      .values({ email })
      .onConflictDoNothing({ target: sql`lower(${subscriptions.email})` as never });
    return { success: true };
  });
}
