import type { FastifyInstance } from 'fastify';
import { inventoryApi } from '@travel/contracts';
import { registerRouteTable } from '../../lib/route-table';
import { checkInventory } from './inventory-check';

/** `GET inventory/check` (administrators): the inventory consistency check, read-only. */
export async function inventoryRoutes(app: FastifyInstance) {
  registerRouteTable(app, inventoryApi, {
    check: async () => checkInventory(app.ctx.database.db, app.ctx.clock.today()),
  });
}
