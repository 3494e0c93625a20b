import type { FastifyInstance } from 'fastify';
import { globalSettings } from './service';

export async function settingsRoutes(app: FastifyInstance) {
  app.get('/global-settings', async () => globalSettings(app.ctx.database.db));
}
