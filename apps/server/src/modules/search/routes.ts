import type { FastifyInstance } from 'fastify';
import { cancellationPolicyFormSchema, flightDetailsFormSchema, flightExtraFormSchema, flightExtraRequestSchema, searchApi } from '@travel/contracts';
import { badRequest } from '../../lib/errors';
import { readForm } from '../../lib/multipart';
import { registerRouteTable } from '../../lib/route-table';
import { parse } from '../../lib/validation';
import { flightDetails, flightExtra } from '../flights';
import { passengerFieldsAnswer } from './passenger-fields';
import { cancellationPolicy, hotelData, pricedUnits, searchCacheFor, searchTags } from '../hotels';
import { searchingProduct } from '../products';

/** Storefront search: public (visitors get b2c prices, logged-in users b2b). */
export async function searchRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;
  const today = () => app.ctx.clock.today();

  registerRouteTable(app, searchApi, {
    // A request asked again within the cache's life gets the answer as it was first sent: same
    // user, same day, same query string (search-kit/result-cache.ts explains why that is safe). The
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
        // Tagged with what it depends on: a booking drops only the answers it may have changed.
        answers.setTagged(key, answer, searchTags(query.searchMode, query.toId));
      }
      // A partner's key (issue 34): the look-to-book report counts the hotel x night x room units this search priced.
      if (request.apiKey) request.pricedUnits = pricedUnits(answer, query);
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
      return cancellationPolicy(db(), hash, user, today());
    },

    // Passenger cards per the chosen products, booking fields and isUnderPaidCancellation (passenger-fields.ts).
    passengerFields: async ({ request, user }) => passengerFieldsAnswer(db(), (await readForm(request)).fields, user, today()),

    // Hotel Details of the results page: public facts only (no note, markups or pricing).
    hotelData: async ({ query }) => hotelData(db(), query.id),
  });
}
