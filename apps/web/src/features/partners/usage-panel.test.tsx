// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { UsageRow } from './api';
import { callsTo, render, type Sent, waitFor } from './partners-fixture';
import { usageTotals } from './usage';
import { UsagePanel } from './usage-panel';

/*
 * Usage (issue 34): look-to-book per key and day of the last 30 days (the agency's today by the
 * server's clock), newest day first, with the period's totals; look-to-book is searches per booking.
 */

const row = (day: string, keyId: number, searches: number, unitsPriced: number, bookings: number): UsageRow => ({
  keyId,
  keyName: keyId === 1 ? 'Website' : 'Mid-office',
  agentId: 7,
  agencyName: 'Aegean Trips',
  day,
  searches,
  unitsPriced,
  bookings,
  lookToBook: bookings ? searches / bookings : null,
});
const ROWS = [row('2027-03-07', 1, 120, 4800, 3), row('2027-03-08', 1, 90, 3100, 0), row('2027-03-08', 2, 15, 600, 2)];

describe('usageTotals', () => {
  it('sums the rows and divides the searches by the bookings of the whole period', () => {
    expect(usageTotals(ROWS)).toEqual({ searches: 225, unitsPriced: 8500, bookings: 5, lookToBook: 45 });
  });
  it('has no look-to-book without a booking', () => {
    expect(usageTotals([row('2027-03-08', 1, 90, 3100, 0)]).lookToBook).toBeNull();
    expect(usageTotals([])).toEqual({ searches: 0, unitsPriced: 0, bookings: 0, lookToBook: null });
  });
});

function server(rows: UsageRow[]) {
  return (call: Sent): [number, unknown] | undefined => {
    if (call.path === '/global-settings') return [200, { today: '2027-03-09', timeZone: 'UTC' }];
    if (call.method === 'GET' && call.path === '/api-keys/usage') return [200, { from: call.query.from, to: call.query.to, rows }];
    return undefined;
  };
}

describe('UsagePanel', () => {
  it('asks for the last 30 days and shows each key and day, newest first, with the totals', async () => {
    const { sent } = await render(<UsagePanel agentId={7} />, server(ROWS));
    const table = await waitFor(() => {
      const found = document.querySelector('table[aria-label="API usage per key and day"]');
      if (!found) throw new Error('no table yet');
      return found;
    });
    await waitFor(() => expect(callsTo(sent, 'GET', '/api-keys/usage').at(-1)?.query).toEqual({ agentId: '7', from: '2027-02-08', to: '2027-03-09' }));
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(cells).toEqual([
      ['08.03.2027', 'Mid-office', '15', '600', '2', '7.5'],
      ['08.03.2027', 'Website', '90', '3,100', '0', '—'],
      ['07.03.2027', 'Website', '120', '4,800', '3', '40.0'],
    ]);
    expect([...table.querySelectorAll('tfoot th, tfoot td')].map((c) => c.textContent)).toEqual(['Total', '225', '8,500', '5', '45.0']);
  });

  it('says so when no key was used in the period', async () => {
    await render(<UsagePanel />, server([]));
    await waitFor(() => expect(document.body.textContent).toContain('No call with an API key in this period.'));
    expect(document.querySelector('tfoot')).toBeNull();
  });
});
