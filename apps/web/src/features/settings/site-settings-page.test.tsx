// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { SiteSettings } from '@travel/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { settingsEn } from './en';
import { SiteSettingsPage } from './site-settings-page';

/*
 * The site settings' Partner API section (issue 34): the default calls per minute of a partner
 * key, read from GET settings/site and saved in the `data` of the site settings' save.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
i18n.addResourceBundle('en', 'translation', { settings: settingsEn }, true, true);

const SETTINGS: SiteSettings & { unavailableModules: Record<string, string> } = {
  site_title: 'TravelDesk',
  site_logo: null,
  sociallinks: [],
  modules: { packageSearch: true, flightSearch: true, transferSearch: true, visaSearch: true, visaSearchCount: false, searchBar: true },
  searchMaxRooms: 4,
  footerSubscribeEnabled: true,
  show_booking_equivalent_accounting_currency: false,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  flightOptionsShown: 5,
  defaultCancellationDateFormat: 'DD.MM.YYYY',
  transferManualAddBooking: true,
  visaManualAddBooking: true,
  cancellationPolicyManualAdd: true,
  billing: {
    companyName: 'TravelDesk Ltd',
    companyAddress: '',
    companyTaxNumber: '',
    bankAccount: '',
    invoiceTaxRate: '20.00',
    accountingAccountCode: '706',
    deadlineReminderDays: 2,
    deadlineCancelTime: '18:00',
  },
  apiQuota: { searchesPerMinute: 60, bookingsPerMinute: 10 },
  unavailableModules: {},
};

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  vi.unstubAllGlobals();
});
const tick = async (n = 10) => {
  for (let i = 0; i < n; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

async function render(settings: Partial<SiteSettings>) {
  const saved: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input));
      let reply: unknown = { error: 'Not found' };
      if (url.pathname === '/api/v1/settings/site' && init?.body instanceof FormData) {
        const data = JSON.parse(String(init.body.get('data')));
        saved.push(data);
        reply = { ...SETTINGS, ...data };
      } else if (url.pathname === '/api/v1/settings/site') reply = { ...SETTINGS, ...settings };
      return new Response(JSON.stringify(reply), { status: 'error' in (reply as object) ? 404 : 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: SiteSettingsPage }),
    history: createMemoryHistory({ initialEntries: ['/settings/site'] }),
  });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root!.render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={client}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
  });
  await tick();
  return saved;
}

function field(label: string) {
  const element = [...document.querySelectorAll('label')].find((l) => l.textContent?.replace('*', '').trim() === label);
  const input = element && document.getElementById(element.htmlFor);
  if (!input) throw new Error(`no field ${label}`);
  return input as HTMLInputElement;
}
async function type(label: string, value: string) {
  const input = field(label);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function save() {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save')!;
  await act(async () => button.click());
  await tick();
}

describe('SiteSettingsPage: Partner API', () => {
  it("shows the stored defaults and saves the changed ones in the settings' data", async () => {
    const saved = await render({ apiQuota: { searchesPerMinute: 120, bookingsPerMinute: 12 } });
    expect(document.body.textContent).toContain('Partner API');
    expect(field('Searches per minute per key').value).toBe('120');
    expect(field('Bookings per minute per key').value).toBe('12');
    await type('Searches per minute per key', '300');
    await save();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.apiQuota).toEqual({ searchesPerMinute: 300, bookingsPerMinute: 12 });
  });
});
