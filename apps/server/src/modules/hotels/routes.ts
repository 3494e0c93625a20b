import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ALL_HOTELS_OPTION,
  hotelCreateRequestSchema,
  hotelListQuerySchema,
  hotelSearchQuerySchema,
  hotelUpdateRequestSchema,
  idParamSchema,
} from '@travel/contracts';
import { notFound } from '../../lib/errors';
import { parse } from '../../lib/validation';
import { requireAdmin } from '../auth/plugin';
import { readHotelForm } from './form';
import { listHotels, searchHotelOptions } from './repo';
import { roomRoutes } from './rooms-routes';
import { createHotel, deleteHotel, deleteOffer, deletePricing, findHotel, hotelFiles, updateHotel } from './service';

/** Hotel catalogue (back-office spec §2 Hotels, §7 Hotels): administrators only, but the search box. */
export async function hotelRoutes(app: FastifyInstance) {
  const { storage } = app.ctx;
  const db = () => app.ctx.database.db;

  app.get('/hotels', async (request) => {
    requireAdmin(request);
    const { page, ...filter } = parse(hotelListQuerySchema, request.query);
    return listHotels(db(), page, filter);
  });

  // The storefront's hotel box: visitors and every logged-in user may ask.
  app.get('/hotels/search', async (request) => {
    const { searchMode, ...filter } = parse(hotelSearchQuerySchema, request.query);
    const hotels = await searchHotelOptions(db(), filter);
    return { entities: searchMode === 'flight' ? hotels : [ALL_HOTELS_OPTION, ...hotels] };
  });

  app.get('/hotels/:id', async (request) => {
    requireAdmin(request);
    const { id } = parse(idParamSchema, request.params);
    const hotel = await findHotel(db(), id);
    if (!hotel) throw notFound('Hotel');
    return hotel;
  });

  app.post('/hotels', async (request, reply) => {
    requireAdmin(request);
    const form = await readHotelForm(request);
    const input = parse(hotelCreateRequestSchema, form.fields);
    const id = await createHotel(db(), storage, input, hotelFiles(form.files));
    reply.code(201);
    return (await findHotel(db(), id))!;
  });

  // POST with _method=PUT is how the edit screen saves (spec §7); a plain PUT does the same.
  const saveHotel = async (request: FastifyRequest) => {
    requireAdmin(request);
    const { id } = parse(idParamSchema, request.params);
    const form = await readHotelForm(request);
    const input = parse(hotelUpdateRequestSchema, { ...form.fields, images: form.lists.images ?? [] });
    await updateHotel(db(), storage, id, input, hotelFiles(form.files));
    return (await findHotel(db(), id))!;
  };
  app.post('/hotels/:id', saveHotel);
  app.put('/hotels/:id', saveHotel);

  app.delete('/hotels/:id', async (request) => {
    requireAdmin(request);
    const { id } = parse(idParamSchema, request.params);
    await deleteHotel(db(), id);
    return { success: true };
  });

  app.delete('/hotels/room-pricing/:id', async (request) => {
    requireAdmin(request);
    const { id } = parse(idParamSchema, request.params);
    await deletePricing(db(), id);
    return { success: true };
  });

  app.delete('/hotels/offers/:id', async (request) => {
    requireAdmin(request);
    const { id } = parse(idParamSchema, request.params);
    await deleteOffer(db(), id);
    return { success: true };
  });

  await app.register(roomRoutes);
}
