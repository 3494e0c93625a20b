import type { FastifyInstance } from 'fastify';
import { referenceApi } from '@travel/contracts';
import { registerRouteTable } from '../../lib/route-table';
import { locationTree, listCountries, listTaxonomies, nationalityOptions, productOptions } from './service';

/** Reference lists are public: the storefront search form and registration need them. */
export async function referenceRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;
  registerRouteTable(app, referenceApi, {
    taxonomies: async ({ params }) => ({ entities: await listTaxonomies(db(), params.type) }),
    locations: async () => ({ entities: await locationTree(db()) }),
    countries: async () => ({ entities: await listCountries(db()) }),
    nationalities: async () => ({ entities: await nationalityOptions(db()) }),
    products: async () => ({ entities: await productOptions(db()) }),
  });
}
