import type { FastifyInstance } from 'fastify';
import { visaSearchApi } from '@travel/contracts';
import { registerRouteTable } from '../../../lib/route-table';
import { searchVisas } from './search';

/** `GET search/visas`: public like the storefront search (visitors get b2c prices, logged-in users b2b). */
export async function visaSearchRoutes(app: FastifyInstance) {
  registerRouteTable(app, visaSearchApi, {
    visas: async ({ query, user }) => searchVisas(app.ctx.database.db, query, user, app.ctx.clock.today()),
  });
}
