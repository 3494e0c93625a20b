import type { FastifyInstance } from 'fastify';
import { jsonText, passengerSlots, ROLE_ADMIN, searchQuerySchema } from '@travel/contracts';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { parse } from '../../lib/validation';
import { findHotel } from '../hotels/service';
import { listTaxonomies } from '../reference/service';
import { listAgents } from '../users/repo';
import { readForm } from '../../lib/multipart';
import { requireUser } from '../auth/plugin';
import { repriceOption } from './reprice';
import { searchCacheFor, searchHotels } from './service';

/** Storefront search: public (visitors get b2c prices, logged-in users b2b). */
export async function searchRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;
  const today = () => app.ctx.clock.today();

  // A request asked again within the cache's life gets the answer as it was first sent: same
  // user, same day, same query string (search/result-cache.ts explains why that is safe).
  app.get('/search', async (request, reply) => {
    const answers = searchCacheFor(db()).answers;
    const day = today();
    const key = `${request.user?.id ?? 0}|${day}|${request.url}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = JSON.stringify(await searchHotels(db(), parse(searchQuerySchema, request.query), request.user, day));
      answers.set(key, answer);
    }
    return reply.type('application/json; charset=utf-8').send(answer);
  });

  app.post('/search/cancellation-policy', async (request) => {
    // Storefront spec §7 posts the hash as form data (multipart); urlencoded and JSON bodies work too.
    const { fields } = await readForm(request);
    const { hash } = parse(z.object({ hash: z.string({ error: 'hash is required' }).min(1, 'hash is required') }), fields);
    const { policies, engine } = await repriceOption(db(), hash, request.user, today(), { acceptChangedPrice: true });
    // A hotel without cancellation rules is non-refundable from the booking date (domain-rules §7).
    const nonRefundable = engine.cancellationRules.length === 0;
    return {
      rules: policies.map((p) => ({
        dateFrom: p.dateFrom,
        dateTo: p.dateTo,
        cost: p.cost,
        currency: p.currencyCost,
        title: Number(p.cost) === 0 ? 'Free cancellation' : nonRefundable ? `Non-refundable: ${p.cost} ${p.currencyCost}` : `Cancellation fee ${p.cost} ${p.currencyCost}`,
      })),
    };
  });

  /**
   * Passenger cards and booking fields of the passengerDetails step: passengers per room,
   * adults first then children, each with its required fields and birth-date bounds.
   */
  app.post('/search/passenger-fields', async (request) => {
    const user = requireUser(request);
    const form = await readForm(request);
    const searchParams = parse(
      z.object({
        searchParams: jsonText(z.object({ rooms: searchQuerySchema.shape.rooms, startDate: searchQuerySchema.shape.startDate }, { error: 'searchParams is required' })),
      }),
      { searchParams: form.fields.searchParams },
    ).searchParams;
    const day = today();
    const additionalRequests = await listTaxonomies(db(), 'additionalRequests');
    return {
      // Ages count on the first night, as the booking call checks them.
      passengers: passengerSlots(searchParams.rooms, searchParams.startDate ?? day, day),
      booking: {
        comment: true,
        additionalRequests: additionalRequests.map((r) => ({ value: String(r.id), label: r.title })),
        // An administrator books on behalf of an agency; an agent books for itself.
        agent: user.role === ROLE_ADMIN ? (await listAgents(db())).map((a) => ({ value: String(a.id), label: a.companyName })) : [],
      },
      messages: [],
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
