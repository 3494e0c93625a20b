import type { FastifyInstance } from 'fastify';
import {
  cancellationPolicyFormSchema,
  flightDetailsFormSchema,
  flightExtraFormSchema,
  flightExtraRequestSchema,
  jsonText,
  passengerSlots,
  ROLE_ADMIN,
  searchApi,
  searchQuerySchema,
} from '@travel/contracts';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors';
import { readForm } from '../../lib/multipart';
import { registerRouteTable } from '../../lib/route-table';
import { parse } from '../../lib/validation';
import { flightDetails, flightExtra } from '../flights/search';
import { findHotel } from '../hotels/service';
import { listTaxonomies } from '../reference/service';
import { listAgents } from '../users/service';
import { repriceOption } from './reprice';
import { searchingProduct } from '../products/registry';
import { searchCacheFor } from './service';

const passengerFieldsForm = z.object({
  searchParams: jsonText(z.object({ rooms: searchQuerySchema.shape.rooms, startDate: searchQuerySchema.shape.startDate }, { error: 'searchParams is required' })),
});

/** Storefront search: public (visitors get b2c prices, logged-in users b2b). */
export async function searchRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;
  const today = () => app.ctx.clock.today();

  registerRouteTable(app, searchApi, {
    // A request asked again within the cache's life gets the answer as it was first sent: same
    // user, same day, same query string (search/result-cache.ts explains why that is safe). The
    // cached JSON is sent as it is: the contract describes it, the serializer never sees it. It is
    // kept as bytes: encoded once, and outside the JavaScript heap (a 70 KB answer string kept
    // for the cache's life was copied by every young-generation collection until promoted).
    search: async ({ query, user, request, reply }) => {
      const answers = searchCacheFor(db()).answers;
      const day = today();
      const key = `${user?.id ?? 0}|${day}|${request.url}`;
      let answer = answers.get(key);
      // Says whether this answer came from the cache (GET metrics counts both kinds; issue 17.1).
      reply.header('x-search-cache', answer === undefined ? 'miss' : 'hit');
      if (answer === undefined) {
        answer = Buffer.from(JSON.stringify(await searchingProduct(query.searchMode).search(db(), query, user, day)));
        answers.set(key, answer);
      }
      return reply.type('application/json; charset=utf-8').send(answer);
    },

    // A searched flight's fares per segment (account spec §7): the form's hash, re-priced.
    flightDetails: async ({ request, user }) => {
      const { hash } = parse(flightDetailsFormSchema, (await readForm(request)).fields);
      return flightDetails(db(), hash, user);
    },

    // Baggage, meals or seats for the fares chosen so far; `booking` is JSON text named from its root (flight.segments.0.fareId).
    flightExtra: async ({ request, query, user }) => {
      const { booking } = parse(flightExtraFormSchema, (await readForm(request)).fields);
      let json: unknown;
      try {
        json = JSON.parse(booking);
      } catch {
        throw badRequest('booking: must be valid JSON', 'validation');
      }
      return flightExtra(db(), query.type, parse(flightExtraRequestSchema, json), user);
    },

    cancellationPolicy: async ({ request, user }) => {
      // Storefront spec §7 posts the hash as form data (multipart); urlencoded and JSON bodies work too.
      const { hash } = parse(cancellationPolicyFormSchema, (await readForm(request)).fields);
      const { policies, engine } = await repriceOption(db(), hash, user, today(), { acceptChangedPrice: true });
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
    },

    /**
     * Passenger cards and booking fields of the passengerDetails step: passengers per room,
     * adults first then children, each with its required fields and birth-date bounds.
     */
    passengerFields: async ({ request, user }) => {
      const form = await readForm(request);
      const { searchParams } = parse(passengerFieldsForm, { searchParams: form.fields.searchParams });
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
    },

    // Hotel Details of the results page: public facts only (no note, markups or pricing).
    hotelData: async ({ query }) => {
      const hotel = await findHotel(db(), query.id);
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
    },
  });
}
