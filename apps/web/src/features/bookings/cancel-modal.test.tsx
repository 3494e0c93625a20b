// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CancellationInfo } from '@travel/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { CancelBookingModal } from './cancel-modal';
import { bookingsEn } from './en';

/*
 * The Cancellation modal (account spec §4; issue 30): GET bookings/{id}/cancellation-info answers
 * each live item's cost and the total; the modal lists them ('Free' for an item that costs nothing),
 * then the total, or 'Free cancellation' when nothing costs.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
i18n.addResourceBundle('en', 'translation', { bookings: bookingsEn }, true, true);

const PACKAGE: CancellationInfo = {
  cost: '160.00',
  currency: 'EUR',
  items: [
    { id: 11, productType: 'hotel', title: 'Hotel Lumière: Double, Bed & breakfast', cost: '0.00', currency: 'EUR' },
    { id: 12, productType: 'flight', title: 'Lisbon - Paris (TA401)', cost: '0.00', currency: 'EUR' },
    { id: 13, productType: 'transfer', title: 'CDG airport - Paris hotels, Van', cost: '0.00', currency: 'EUR' },
    { id: 14, productType: 'visa', title: 'Schengen tourist, Tourist 30 days', cost: '160.00', currency: 'EUR' },
  ],
};

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

async function open(info: CancellationInfo) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input));
      const body = url.pathname.endsWith('/bookings/5/cancellation-info') ? info : { error: 'not here' };
      return new Response(JSON.stringify(body), { status: 'error' in body ? 404 : 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    root.render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={client}>
            <CancelBookingModal id={5} opened onClose={() => {}} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
  });
  for (let i = 0; i < 6; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
const rows = () => [...document.querySelectorAll('[data-testid="cancellation-item"]')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
const total = () => document.querySelector('[data-testid="cancellation-total"]')?.textContent;

describe('CancelBookingModal', () => {
  it('shows the cost of each item and the total of a package with non-refundable visas', async () => {
    await open(PACKAGE);
    expect(rows()).toEqual([
      ['AccomodationHotel Lumière: Double, Bed & breakfast', 'Free'],
      ['FlightLisbon - Paris (TA401)', 'Free'],
      ['TransferCDG airport - Paris hotels, Van', 'Free'],
      ['VisaSchengen tourist, Tourist 30 days', '160.00 EUR'],
    ]);
    expect(document.querySelector('tfoot')?.textContent).toBe('Total160.00 EUR');
    expect(total()).toBe('Cancellation cost: 160.00 EUR');
  });

  it("says 'Free cancellation' when nothing costs", async () => {
    await open({ ...PACKAGE, cost: '0.00', items: PACKAGE.items.slice(0, 3) });
    expect(rows().map((r) => r[1])).toEqual(['Free', 'Free', 'Free']);
    expect(total()).toBe('Free cancellation');
  });
});
