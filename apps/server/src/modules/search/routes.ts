import type { FastifyInstance } from 'fastify';
import { searchQuerySchema } from '@travel/contracts';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { parse } from '../../lib/validation';
import { findHotel } from '../hotels/service';
import { repriceOption } from './reprice';
import { searchHotels } from './service';

/** Storefront search: public (visitors get b2c prices, logged-in users b2b). */
export async function searchRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;

  app.get('/search', async (request) => searchHotels(db(), parse(searchQuerySchema, request.query), request.user));

  app.post('/search/cancellation-policy', async (request) => {
    const { hash } = parse(z.object({ hash: z.string({ error: 'hash is required' }).min(1, 'hash is required') }), request.body ?? {});
    const { policies } = await repriceOption(db(), hash, request.user, { acceptChangedPrice: true });
    return {
      rules: policies.map((p) => ({
        dateFrom: p.dateFrom,
        dateTo: p.dateTo,
        cost: p.cost,
        currency: p.currencyCost,
        title: Number(p.cost) === 0 ? 'Free cancellation' : `Cancellation fee ${p.cost} ${p.currencyCost}`,
      })),
    };
  });

  // Hotel Details of the results page: public facts only (no note, markups or pricing).
  app.get('/search/hotel-data', async (request) => {
    const { id } = parse(z.object({ id: z.coerce.number({ error: 'id is required' }).int().positive('id is required') }), request.query);
    const hotel = await findHotel(db(), id);
    if (!hotel) throw notFound('Hotel');
    return {
      id: hotel.id,
      name: hotel.name,
      description: hotel.description,
      address: hotel.address,
      location: hotel.location,
      hotelCategory: hotel.hotelCategory,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      mainImage: hotel.mainImage,
      images: hotel.images,
      rooms: hotel.rooms.map((r) => ({ id: r.id, name: r.name, roomFacilities: r.roomFacilities })),
    };
  });
}
