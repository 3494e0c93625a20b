import * as contracts from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import * as plain from './api-routes';

/** Every route table of the contracts, by export name: `{ tag, routes }` objects. */
const tables = Object.entries(contracts).filter(([, value]) => !!value && typeof value === 'object' && 'routes' in value && 'tag' in value) as [string, contracts.RouteTable][];
const plainTables = new Map(Object.entries(plain));
const methodAndPath = (routes: Record<string, { method: string; path: string }>) => Object.fromEntries(Object.entries(routes).map(([name, { method, path }]) => [name, { method, path }]));

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
