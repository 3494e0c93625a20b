import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hotelMarkupSettingsRequestSchema, markupsApi } from '@travel/contracts';
import { readForm } from '../../../lib/multipart';
import { registerRouteTable } from '../../../lib/route-table';
import { parse } from '../../../lib/validation';
import { readHotelMarkups, saveHotelMarkups } from './service';

/** Hotel markup settings, admin only (back-office spec §2 route table, §7 'Settings and session'). */
export async function hotelMarkupsRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;

  // `data` is JSON text replacing the whole list.
  const save = async ({ request }: { request: FastifyRequest }) => {
    const form = await readForm(request);
    const { data } = parse(hotelMarkupSettingsRequestSchema, form.fields);
    await saveHotelMarkups(db(), data.markups);
    return readHotelMarkups(db());
  };
  registerRouteTable(app, markupsApi, { read: async () => readHotelMarkups(db()), save, savePut: save });
}
