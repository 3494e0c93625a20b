import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hotelMarkupSettingsRequestSchema } from '@travel/contracts';
import { readForm } from '../../lib/multipart';
import { parse } from '../../lib/validation';
import { requireAdmin } from '../auth/plugin';
import { readHotelMarkups, saveHotelMarkups } from './service';

/** Hotel markup settings, admin only (back-office spec §2 route table, §7 'Settings and session'). */
export async function hotelMarkupsRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;
  // The guard runs before the body is read: 401 without a token, 403 for an agent, whatever the body.
  const adminOnly = { onRequest: async (request: FastifyRequest) => void requireAdmin(request) };

  app.get('/settings/hotelmarkups', adminOnly, async () => readHotelMarkups(db()));

  // POST with `_method=PUT` (the spec's override) or a plain PUT: `data` is JSON text replacing the list.
  const save = async (request: FastifyRequest) => {
    const form = await readForm(request);
    const { data } = parse(hotelMarkupSettingsRequestSchema, form.fields);
    await saveHotelMarkups(db(), data.markups);
    return readHotelMarkups(db());
  };
  app.post('/settings/hotelmarkups', adminOnly, save);
  app.put('/settings/hotelmarkups', adminOnly, save);
}
