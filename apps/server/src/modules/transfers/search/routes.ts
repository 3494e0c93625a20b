import type { FastifyInstance } from 'fastify';
import { transferSearchApi } from '@travel/contracts';
import { registerRouteTable } from '../../../lib/route-table';
import { searchTransfers } from './search';

/** `GET search/transfers`: public like `GET search` (visitors get b2c prices, logged-in users b2b). */
export async function transferSearchRoutes(app: FastifyInstance) {
  registerRouteTable(app, transferSearchApi, {
    transfers: async ({ query, user }) => searchTransfers(app.ctx.database.db, query, user, app.ctx.clock.today()),
  });
}
