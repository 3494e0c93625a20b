import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { apiTestContext, engines, testToday } from '../../test/harness';

describe.each(engines)("GET global-settings: the agency's day on %s", (engine) => {
  const api = apiTestContext(engine);
  const read = async (headers: Record<string, string> = {}) => api.t.app.inject({ method: 'GET', url: '/api/v1/global-settings', headers });

  afterEach(() => {
    // The app's clock and zone are swapped by a test below: put the run's pinned ones back.
    api.t.app.ctx.clock = api.t.clock;
    api.t.app.ctx.config = api.t.config;
  });

  it("answers today by the server's pinned clock and its time zone, never cached for later", async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.json()).toMatchObject({ today: testToday(), timeZone: 'UTC' });
    expect((await read(api.agent.headers)).json().today).toBe(testToday());
  });

  it("counts the day in the agency's zone: 23:30 UTC on New Year's Eve is already the 1st in Auckland", async () => {
    api.t.app.ctx.config = { ...api.t.config, timeZone: 'Pacific/Auckland' };
    api.t.app.ctx.clock = fixedClock('2026-12-31T23:30:00Z', 'Pacific/Auckland');
    expect((await read()).json()).toMatchObject({ today: '2027-01-01', timeZone: 'Pacific/Auckland' });
    api.t.app.ctx.config = { ...api.t.config, timeZone: 'America/Los_Angeles' };
    api.t.app.ctx.clock = fixedClock('2027-01-01T05:00:00Z', 'America/Los_Angeles');
    expect((await read()).json()).toMatchObject({ today: '2026-12-31', timeZone: 'America/Los_Angeles' });
  });
});
