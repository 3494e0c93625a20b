import { describe, expect, it } from 'vitest';
import type { Transfer } from '@travel/contracts';
import { addDays, TODAY } from '../test/dates';
import { apiTestContext, engines } from '../test/harness';
import { seedDemoTransfers } from './transfers';

describe.each(engines)('demo transfers on %s', (engine) => {
  const api = apiTestContext(engine);

  it("loads a transfer per demo city, the §10 'CDG airport - Paris hotels' among them, priced for 18 months from today, once", async () => {
    expect(await seedDemoTransfers(api.db(), api.t.clock)).toBe(10);
    expect(await seedDemoTransfers(api.db(), api.t.clock)).toBe(0);
    const get = (url: string) => api.t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: api.admin.headers });
    const list = (await get('transfers')).json();
    expect(list.total).toBe(10);
    const paris = list.entities.find((t: { name: string }) => t.name === 'CDG airport - Paris hotels');
    const transfer = (await get(`transfers/${paris.id}`)).json() as Transfer;
    expect(transfer.origins.map((o) => o.label)).toEqual(['CDG - Paris Charles de Gaulle Airport']);
    expect(transfer.destinations.map((d) => d.name)).toEqual(['Paris']);
    expect(transfer.cars.map((c) => [c.name, c.type, c.pricing[0]!.pricingData.returnPrice, c.pricing[0]!.pricingData.returnExtraAdult])).toEqual([
      ['Sedan', 'individual', '80.00', null],
      ['Van', 'individual', '110.00', '18.00'],
      ['Shuttle', 'group', null, '20.00'],
    ]);
    const row = transfer.cars[0]!.pricing[0]!;
    expect(row.startDate <= TODAY && row.endDate >= addDays(TODAY, 549)).toBe(true);
    const london = list.entities.find((t: { name: string }) => t.name.endsWith('London hotels'));
    expect(london.origins.map((o: { label: string }) => o.label.slice(0, 3))).toEqual(['LGW', 'LHR', 'STN']);
  });
});
