import type { FastifyInstance, FastifyRequest } from 'fastify';
import { flightCreateRequestSchema, flightsApi, flightUpdateRequestSchema } from '@travel/contracts';
import { notFound } from '../../lib/errors';
import { readForm } from '../../lib/multipart';
import { registerRouteTable } from '../../lib/route-table';
import { parse } from '../../lib/validation';
import { createFare, createFlight, deleteFare, deleteFarePricing, deleteFlight, findFare, findFlight, listFlights, updateFare, updateFlight } from './service';

/**
 * The flight catalogue (back-office spec §2 Flights, §7 Flights), registered from the contract's
 * route table: administrators only. The flight forms are multipart (or JSON), read here.
 */
export async function flightRoutes(app: FastifyInstance) {
  const { storage } = app.ctx;
  const db = () => app.ctx.database.db;
  const today = () => app.ctx.clock.today();

  // POST with _method=PUT is how the edit screen saves (spec §7); a plain PUT does the same.
  const saveFlight = async ({ params, request }: { params: { id: number }; request: FastifyRequest }) => {
    const form = await readForm(request);
    const input = parse(flightUpdateRequestSchema, form.fields);
    await updateFlight(db(), storage, params.id, input, form.files, today());
    return (await findFlight(db(), params.id, today()))!;
  };

  registerRouteTable(app, flightsApi, {
    listFlights: async ({ query: { page, ...filter } }) => listFlights(db(), page, filter),
    createFlight: async ({ request, reply }) => {
      const form = await readForm(request);
      const input = parse(flightCreateRequestSchema, form.fields);
      const id = await createFlight(db(), storage, input, form.files);
      reply.code(201);
      return (await findFlight(db(), id, today()))!;
    },
    getFlight: async ({ params }) => {
      const flight = await findFlight(db(), params.id, today());
      if (!flight) throw notFound('Flight');
      return flight;
    },
    updateFlightOverride: saveFlight,
    updateFlight: saveFlight,
    deleteFlight: async ({ params }) => {
      await deleteFlight(db(), params.id);
      return { success: true };
    },
    deleteFarePricing: async ({ params }) => {
      await deleteFarePricing(db(), params.id);
      return { success: true };
    },
    createFare: async ({ params, body, reply }) => {
      const fareId = await createFare(db(), params.id, body);
      reply.code(201);
      return (await findFare(db(), params.id, fareId))!;
    },
    getFare: async ({ params }) => {
      const fare = await findFare(db(), params.id, params.fareId);
      if (!fare) throw notFound('Fare');
      return fare;
    },
    updateFare: async ({ params, body }) => {
      await updateFare(db(), params.id, params.fareId, body);
      return (await findFare(db(), params.id, params.fareId))!;
    },
    deleteFare: async ({ params }) => {
      await deleteFare(db(), params.id, params.fareId);
      return { success: true };
    },
  });
}
