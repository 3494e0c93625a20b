import type { FastifyInstance } from 'fastify';
import { taxonomyTypeSchema } from '@travel/contracts';
import { z } from 'zod';
import { locationTree, listCountries, listTaxonomies, nationalityOptions } from './service';

/** Reference lists are public: the storefront search form and registration need them. */
export async function referenceRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;
  app.get(
    '/usertaxonomies/:type',
    { schema: { params: z.object({ type: taxonomyTypeSchema }) } },
    async (request) => {
      const { type } = request.params as { type: string };
      return { entities: await listTaxonomies(db(), type) };
    },
  );
  app.get('/locations', async () => ({ entities: await locationTree(db()) }));
  app.get('/locations/countries', async () => ({ entities: await listCountries(db()) }));
  app.get('/destinations/nationality', async () => ({ entities: await nationalityOptions(db()) }));
}
