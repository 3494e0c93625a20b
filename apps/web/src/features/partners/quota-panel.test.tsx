// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { ApiLimits } from './api';
import { button, callsTo, click, field, render, type Sent, type } from './partners-fixture';
import { QuotaPanel } from './quota-panel';

/*
 * Quota (issue 34): the agency's effective calls per minute per key; an agent only reads them, an
 * administrator sets the agency's own quota or goes back to the site's defaults (`own: null`).
 */

const DEFAULTS = { searchesPerMinute: 60, bookingsPerMinute: 10 };
const FOLLOWING: ApiLimits = { agentId: 7, own: null, defaults: DEFAULTS, effective: DEFAULTS };

function server(limits: ApiLimits) {
  let current = limits;
  return (call: Sent): [number, unknown] | undefined => {
    if (call.method === 'GET' && call.path === '/api-keys/limits') return [200, current];
    if (call.method === 'PUT' && call.path === '/api-keys/limits') {
      const own = (call.body as { own: ApiLimits['own'] }).own;
      current = { ...current, own, effective: own ?? current.defaults };
      return [200, current];
    }
    return undefined;
  };
}
const figures = () => [...document.querySelectorAll('section p')].map((p) => p.textContent).join(' | ');

describe('QuotaPanel', () => {
  it("shows an agent its agency's effective quota, without a form", async () => {
    const { sent } = await render(<QuotaPanel />, server(FOLLOWING));
    expect(callsTo(sent, 'GET', '/api-keys/limits')[0]?.query).toEqual({});
    expect(figures()).toContain('Searches per minute | 60 | Bookings per minute | 10');
    expect(document.body.textContent).toContain('Follows the site defaults');
    expect(document.querySelector('input')).toBeNull();
  });

  it("lets an administrator set the agency's own quota, then go back to the defaults", async () => {
    const { sent } = await render(<QuotaPanel agentId={7} />, server(FOLLOWING));
    expect(callsTo(sent, 'GET', '/api-keys/limits')[0]?.query).toEqual({ agentId: '7' });
    expect(button('Back to the defaults').disabled).toBe(true);
    await type('Searches per minute', '300');
    await type('Bookings per minute', '25');
    await click('Set an own quota');
    expect(callsTo(sent, 'PUT', '/api-keys/limits').map((c) => c.body)).toEqual([{ agentId: 7, own: { searchesPerMinute: 300, bookingsPerMinute: 25 } }]);
    expect(document.body.textContent).toContain("This agency's own quota");
    expect(figures()).toContain('Searches per minute | 300 | Bookings per minute | 25');

    await click('Back to the defaults');
    expect(callsTo(sent, 'PUT', '/api-keys/limits').at(-1)?.body).toEqual({ agentId: 7, own: null });
    expect(document.body.textContent).toContain('Follows the site defaults');
    expect(field('Searches per minute').value).toBe('60');
  });

  it('refuses a quota under 1 before calling', async () => {
    const { sent } = await render(<QuotaPanel agentId={7} />, server(FOLLOWING));
    await type('Bookings per minute', '0');
    await click('Set an own quota');
    expect(document.body.textContent).toContain('must be at least 1');
    expect(callsTo(sent, 'PUT', '/api-keys/limits')).toEqual([]);
  });
});
