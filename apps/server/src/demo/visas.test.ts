import { describe, expect, it } from 'vitest';
import type { Visa } from '@travel/contracts';
import { addDays, TODAY } from '../test/dates';
import { apiTestContext, engines } from '../test/harness';
import { seedDemoVisas } from './visas';

describe.each(engines)('demo visas on %s', (engine) => {
  const api = apiTestContext(engine);

  it("loads 3 visas, the §10 'Schengen tourist' among them, priced for 18 months from today, once", async () => {
    expect(await seedDemoVisas(api.db(), api.t.clock)).toBe(3);
    expect(await seedDemoVisas(api.db(), api.t.clock)).toBe(0);
    const get = (url: string) => api.t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: api.admin.headers });
    const list = (await get('visas')).json();
    expect(list.total).toBe(3);
    const schengen = list.entities.find((v: { name: string }) => v.name === 'Schengen tourist');
    const visa = (await get(`visas/${schengen.id}`)).json() as Visa;
    expect(visa.origins.map((o) => o.name)).toContain('Armenia');
    expect(visa.destinations.map((d) => d.name)).toContain('France');
    expect(visa.types[0]).toMatchObject({
      name: 'Tourist 30 days',
      pricing: [{ pricingData: { extraAdult: '80.00', extraChild: '45.00', extraInfant: '0.00', currency: 'EUR' } }],
    });
    const row = visa.types[0]!.pricing[0]!;
    expect(row.startDate <= TODAY && row.endDate >= addDays(TODAY, 549)).toBe(true);
  });
});
