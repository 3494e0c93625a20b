import type { FastifyInstance } from 'fastify';
import { inventoryApi } from '@travel/contracts';
import { registerRouteTable } from '../../lib/route-table';
import { checkInventory, type LedgerReader } from './inventory-check';

/** `GET inventory/check` (administrators): the inventory consistency check, read-only; the ledger's reader comes from app.ts. */
export async function inventoryRoutes(app: FastifyInstance, options: { liveHoldsByItem: LedgerReader }) {
  registerRouteTable(app, inventoryApi, {
    check: async () => checkInventory(app.ctx.database.db, app.ctx.clock.today(), options.liveHoldsByItem),
  });
}
