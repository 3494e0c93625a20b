import type { FastifyInstance } from 'fastify';
import { destinationsApi } from '@travel/contracts';
import { registerRouteTable } from '../../lib/route-table';
import { listSoldRoutes, type SoldRoute } from '../flights';
import { listHotelLocationIds } from '../hotels';
import { aliasesOf, listAirports, listLocationsByIds } from '../reference';

type Option = { id: number; value: number; label: string; isSub: boolean; aliases?: string[] };
type Mode = 'hotel' | 'flight' | 'package';

/**
 * Destination lists of the search form (storefront spec §7). Public: visitors search too.
 * `to` lists the countries and cities that have hotels, each city under its country (isSub).
 *
 * Flight and package modes offer only what is sold (issue 30, routes an agent can find): origin
 * airports with a priced departure from today on (a flight's return leg departs from its
 * destination: the route flies both ways), destination airports a flight from `fromAirportId`
 * reaches (any origin's while none is chosen), and in package mode destinations with hotels that
 * such a round trip reaches. A package needs a round trip and a hotel at the end of it.
 */
export async function destinationRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;
  const today = () => app.ctx.clock.today();

  /** The routes a mode sells: one-way legs for flights, round trips for packages. */
  const routesOf = async (mode: Mode): Promise<SoldRoute[]> => (await listSoldRoutes(db(), today())).filter((r) => (mode === 'package' ? r.round : r.oneWay));

  /** Locations with hotels, and the airports each reaches: its own (a city's) or its cities' (a country's). */
  const hotelPlaces = async () => {
    const cities = await listLocationsByIds(db(), await listHotelLocationIds(db()));
    const countryIds = [...new Set(cities.map((c) => (c.type === 'country' ? c.id : c.parentId)).filter((id): id is number => id !== null))];
    const countries = await listLocationsByIds(db(), countryIds);
    return { cities, countries };
  };

  const destinations = async (mode: Mode, fromAirportId?: number) => {
    const { cities, countries } = await hotelPlaces();
    // Package mode: only the places a round trip from the origin (any origin while none is chosen) lands in.
    let reached: ((locationId: number) => boolean) | null = null;
    if (mode === 'package') {
      const airportIds = new Set(
        (await routesOf(mode)).filter((r) => fromAirportId === undefined || r.fromAirportId === fromAirportId).map((r) => r.toAirportId),
      );
      const airports = (await listAirports(db())).filter((a) => airportIds.has(a.id));
      const cityIds = new Set(airports.map((a) => a.cityId));
      const countryOfCity = new Map(
        (
          await listLocationsByIds(
            db(),
            [...cityIds].filter((id): id is number => id !== null),
          )
        ).map((c) => [c.id, c.parentId]),
      );
      const countryIds = new Set([...countryOfCity.values()]);
      reached = (id) => cityIds.has(id) || countryIds.has(id);
    }
    const entities: Option[] = [];
    for (const country of countries.sort((a, b) => a.name.localeCompare(b.name, 'en'))) {
      if (reached && !reached(country.id)) continue;
      entities.push({ id: country.id, value: country.id, label: country.name, isSub: false, ...aliasesOf(country.aliases) });
      const children = cities
        .filter((c) => c.parentId === country.id && c.type !== 'country' && (!reached || reached(c.id)))
        .sort((a, b) => a.name.localeCompare(b.name, 'en'));
      for (const city of children) entities.push({ id: city.id, value: city.id, label: city.name, isSub: true, ...aliasesOf(city.aliases) });
    }
    return { entities };
  };

  const airports = async (cityId?: number, only?: Set<number>) => {
    const rows = (await listAirports(db(), cityId)).filter((a) => !only || only.has(a.id));
    // By city then name, in English collation whatever the database's locale (docs/decisions.md).
    rows.sort((a, b) => a.city.localeCompare(b.city, 'en') || a.name.localeCompare(b.name, 'en'));
    // An airport is also found by its city's other names ('Lisboa'), and first by its code (issue 32).
    return rows.map((a) => ({ id: a.id, value: a.id, label: `${a.city} (${a.code}) ${a.name}`, code: a.code, isSub: false, ...aliasesOf(a.cityAliases) }));
  };
  const sold = (mode: Mode) => mode === 'flight' || mode === 'package';

  registerRouteTable(app, destinationsApi, {
    destinations: async ({ query }) => destinations(query.searchMode, query.fromAirportId),
    // Hotel mode (a transfer's arrival airport's list) keeps every airport.
    fromAirports: async ({ query }) => ({
      entities: await airports(undefined, sold(query.searchMode) ? new Set((await routesOf(query.searchMode)).map((r) => r.fromAirportId)) : undefined),
    }),
    // Flight mode lists every airport a flight reaches; hotel and package modes narrow to the destination.
    toAirports: async ({ query }) => {
      const reached = sold(query.searchMode)
        ? new Set(
            (await routesOf(query.searchMode))
              .filter((r) => query.fromAirportId === undefined || r.fromAirportId === query.fromAirportId)
              .map((r) => r.toAirportId),
          )
        : undefined;
      return { entities: await airports(query.searchMode === 'flight' ? undefined : query.toId, reached) };
    },
  });
}
