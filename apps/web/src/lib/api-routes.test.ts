import * as contracts from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import * as accountsRoutes from './api-routes/accounts';
import * as authRoutes from './api-routes/auth';
import * as bookingsRoutes from './api-routes/bookings';
import * as contentRoutes from './api-routes/content';
import * as currencyRoutes from './api-routes/currency';
import * as flightsRoutes from './api-routes/flights';
import * as healthRoutes from './api-routes/health';
import * as inventoryRoutes from './api-routes/inventory';
import * as hotelsRoutes from './api-routes/hotels';
import * as markupsRoutes from './api-routes/markups';
import * as mediaRoutes from './api-routes/media';
import * as partnersRoutes from './api-routes/partners';
import * as referenceRoutes from './api-routes/reference';
import * as reportsRoutes from './api-routes/reports';
import * as searchRoutes from './api-routes/search';
import * as settingsRoutes from './api-routes/settings';
import * as settingsListsRoutes from './api-routes/settings-lists';
import * as subscriptionsRoutes from './api-routes/subscriptions';
import * as toursRoutes from './api-routes/tours';
import * as transfersRoutes from './api-routes/transfers';
import * as usersRoutes from './api-routes/users';
import * as visasRoutes from './api-routes/visas';

/** Every route table of the contracts, by export name: `{ tag, routes }` objects. */
const tables = Object.entries(contracts).filter(([, value]) => !!value && typeof value === 'object' && 'routes' in value && 'tag' in value) as [
  string,
  contracts.RouteTable,
][];
/** The client's tables (./api-routes/), a file per contracts file (settings' lists and menus apart). */
const plainTables = new Map(
  Object.entries({
    ...accountsRoutes,
    ...authRoutes,
    ...bookingsRoutes,
    ...contentRoutes,
    ...currencyRoutes,
    ...flightsRoutes,
    ...healthRoutes,
    ...inventoryRoutes,
    ...hotelsRoutes,
    ...markupsRoutes,
    ...mediaRoutes,
    ...partnersRoutes,
    ...referenceRoutes,
    ...reportsRoutes,
    ...searchRoutes,
    ...settingsRoutes,
    ...settingsListsRoutes,
    ...subscriptionsRoutes,
    ...toursRoutes,
    ...transfersRoutes,
    ...usersRoutes,
    ...visasRoutes,
  }),
);
const methodAndPath = (routes: Record<string, { method: string; path: string }>) =>
  Object.fromEntries(Object.entries(routes).map(([name, { method, path }]) => [name, { method, path }]));

describe("the client's route tables", () => {
  it('hold every table of the contracts, and nothing else', () => {
    expect(tables.length).toBeGreaterThan(20);
    expect([...plainTables.keys()].sort()).toEqual(tables.map(([name]) => name).sort());
  });

  it.each(tables)('%s: every route with the method and path of the contracts, and only those', (name, table) => {
    const runtime = plainTables.get(name)?.routes as Record<string, object>;
    for (const route of Object.values(runtime)) expect(Object.keys(route).sort()).toEqual(['method', 'path']);
    expect(runtime).toEqual(methodAndPath(table.routes));
  });
});
