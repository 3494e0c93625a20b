import type { FastifyInstance } from 'fastify';
import { destinationsApi } from '@travel/contracts';
import { registerRouteTable } from '../../lib/route-table';
import { listHotelLocationIds } from '../hotels/service';
import { listAirports, listLocationsByIds } from '../reference/service';

type Option = { id: number; value: number; label: string; isSub: boolean };

/**
 * Destination lists of the search form (storefront spec §7). Public: visitors search too.
 * `to` lists the countries and cities that have hotels, each city under its country (isSub).
 */
export async function destinationRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;

  const destinations = async () => {
    const cities = await listLocationsByIds(db(), await listHotelLocationIds(db()));
    const countryIds = [...new Set(cities.map((c) => (c.type === 'country' ? c.id : c.parentId)).filter((id): id is number => id !== null))];
    const countries = await listLocationsByIds(db(), countryIds);
    const entities: Option[] = [];
    for (const country of countries.sort((a, b) => a.name.localeCompare(b.name, 'en'))) {
      entities.push({ id: country.id, value: country.id, label: country.name, isSub: false });
      const children = cities.filter((c) => c.parentId === country.id && c.type !== 'country').sort((a, b) => a.name.localeCompare(b.name, 'en'));
      for (const city of children) entities.push({ id: city.id, value: city.id, label: city.name, isSub: true });
    }
    return { entities };
  };

  const airports = async (cityId?: number) => {
    const rows = await listAirports(db(), cityId);
    // By city then name, in English collation whatever the database's locale (docs/decisions.md).
    rows.sort((a, b) => a.city.localeCompare(b.city, 'en') || a.name.localeCompare(b.name, 'en'));
    return rows.map((a) => ({ id: a.id, value: a.id, label: `${a.city} (${a.code}) ${a.name}`, code: a.code, isSub: false }));
  };
  registerRouteTable(app, destinationsApi, {
    destinations,
    fromAirports: async () => ({ entities: await airports() }),
    // Flight mode lists every airport; hotel and package modes narrow to the destination.
    toAirports: async ({ query }) => ({ entities: await airports(query.searchMode === 'flight' ? undefined : query.toId) }),
  });
}
