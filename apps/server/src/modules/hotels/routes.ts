import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALL_HOTELS_OPTION, hotelCreateRequestSchema, hotelsApi, hotelUpdateRequestSchema } from '@travel/contracts';
import { notFound } from '../../lib/errors';
import { registerRouteTable } from '../../lib/route-table';
import { parse } from '../../lib/validation';
import { readHotelForm } from './form';
import { listHotels, searchHotelOptions } from './repo';
import { roomRoutes } from './rooms-routes';
import { createHotel, deleteHotel, deleteOffer, deletePricing, findHotel, hotelFiles, updateHotel } from './service';

/**
 * Hotel catalogue (back-office spec §2 Hotels, §7 Hotels), registered from the contract's route
 * table: administrators only, but the search box. The hotel forms are multipart, read here.
 */
export async function hotelRoutes(app: FastifyInstance) {
  const { storage } = app.ctx;
  const db = () => app.ctx.database.db;

  // POST with _method=PUT is how the edit screen saves (spec §7); a plain PUT does the same.
  const saveHotel = async ({ params, request }: { params: { id: number }; request: FastifyRequest }) => {
    const form = await readHotelForm(request);
    const input = parse(hotelUpdateRequestSchema, { ...form.fields, images: form.lists.images ?? [] });
    await updateHotel(db(), storage, params.id, input, hotelFiles(form.files));
    return (await findHotel(db(), params.id))!;
  };

  registerRouteTable(app, hotelsApi, {
    listHotels: async ({ query: { page, ...filter } }) => listHotels(db(), page, filter),
    // The storefront's hotel box: visitors and every logged-in user may ask.
    searchHotels: async ({ query: { searchMode, ...filter } }) => {
      const hotels = await searchHotelOptions(db(), filter);
      return { entities: searchMode === 'flight' ? hotels : [ALL_HOTELS_OPTION, ...hotels] };
    },
    getHotel: async ({ params }) => {
      const hotel = await findHotel(db(), params.id);
      if (!hotel) throw notFound('Hotel');
      return hotel;
    },
    createHotel: async ({ request, reply }) => {
      const form = await readHotelForm(request);
      const input = parse(hotelCreateRequestSchema, form.fields);
      const id = await createHotel(db(), storage, input, hotelFiles(form.files));
      reply.code(201);
      return (await findHotel(db(), id))!;
    },
    updateHotelOverride: saveHotel,
    updateHotel: saveHotel,
    deleteHotel: async ({ params }) => {
      await deleteHotel(db(), params.id);
      return { success: true };
    },
    deletePricing: async ({ params }) => {
      await deletePricing(db(), params.id);
      return { success: true };
    },
    deleteOffer: async ({ params }) => {
      await deleteOffer(db(), params.id);
      return { success: true };
    },
  });

  await app.register(roomRoutes);
}
