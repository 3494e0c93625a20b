import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthApi } from '@travel/contracts';
import { registerRouteTable } from '../../lib/route-table';

export async function healthRoutes(app: FastifyInstance) {
  registerRouteTable(app, healthApi, {
    check: async ({ reply }) => {
      try {
        await app.ctx.database.db.execute(sql`select 1`);
        return { status: 'ok', database: app.ctx.database.kind };
      } catch {
        reply.code(503);
        return { status: 'unavailable', error: 'The database is not reachable.' };
      }
    },
  });
}
