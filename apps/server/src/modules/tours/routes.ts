import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tourInputSchema, tourSearchApi, toursApi } from '@travel/contracts';
import { notFound } from '../../lib/errors';
import { readListForm } from '../../lib/multipart';
import { registerRouteTable } from '../../lib/route-table';
import { parse } from '../../lib/validation';
import { searchTours } from './search';
import { createTour, deleteTour, findTour, listTours, tourImage, updateTour } from './service';

/**
 * The tour catalogue (back-office spec §2 Tours, §7 Tours), registered from the contract's route
 * table: administrators only. The add and edit forms are multipart (or JSON without an image).
 * `GET search/tours` (issue 28) is public like the storefront search.
 */
export async function tourRoutes(app: FastifyInstance) {
  const { storage } = app.ctx;
  const db = () => app.ctx.database.db;

  /** The form's fields and its one main image, both checked before anything is written. */
  const readTourForm = async (request: FastifyRequest) => {
    const form = await readListForm(request);
    const input = parse(tourInputSchema, form.fields);
    return { input, image: await tourImage(form.files) };
  };

  // POST with _method=PUT is how the edit screen saves (spec §7); a plain PUT does the same.
  const saveTour = async ({ params, request }: { params: { id: number }; request: FastifyRequest }) => {
    const { input, image } = await readTourForm(request);
    await updateTour(db(), storage, params.id, input, image);
    return (await findTour(db(), params.id))!;
  };

  registerRouteTable(app, toursApi, {
    listTours: async ({ query: { page, searchText } }) => listTours(db(), page, searchText),
    createTour: async ({ request, reply }) => {
      const { input, image } = await readTourForm(request);
      const id = await createTour(db(), storage, input, image);
      reply.code(201);
      return (await findTour(db(), id))!;
    },
    getTour: async ({ params }) => {
      const tour = await findTour(db(), params.id);
      if (!tour) throw notFound('Tour');
      return tour;
    },
    updateTourOverride: saveTour,
    updateTour: saveTour,
    deleteTour: async ({ params }) => {
      await deleteTour(db(), storage, params.id);
      return { success: true };
    },
  });

  registerRouteTable(app, tourSearchApi, {
    tours: async ({ query, user }) => searchTours(db(), query, user, app.ctx.clock.today()),
  });
}
