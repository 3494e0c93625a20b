// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { AgencyAccountPage } from './agency-account-page';
import { accountsEn } from './en';

/*
 * An agency's page (issue 34): given the API panels by its route, it shows two tabs, the account
 * and "API & webhooks"; the open one is the route's (`?tab=`), and choosing one tells the route.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
i18n.addResourceBundle('en', 'translation', { accounts: accountsEn }, true, true);

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  vi.unstubAllGlobals();
});

async function render(page: () => ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: 'Not found' }), { status: 404, headers: { 'content-type': 'application/json' } })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({ routeTree: createRootRoute({ component: page }), history: createMemoryHistory({ initialEntries: ['/agencies/7'] }) });
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
  for (let i = 0; i < 8; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
const tabs = () => [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);

describe('AgencyAccountPage', () => {
  it('opens the API & webhooks tab of the address and tells the route when another is chosen', async () => {
    const onTab = vi.fn();
    await render(() => <AgencyAccountPage id={7} tab="api" onTab={onTab} apiPanel={<p>the agency's keys</p>} />);
    expect(tabs()).toEqual(['Account', 'API & webhooks']);
    expect(document.body.textContent).toContain("the agency's keys");
    const account = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.textContent === 'Account')!;
    await act(async () => account.click());
    expect(onTab).toHaveBeenCalledWith('account');
  });

  it('has no tabs without the panels', async () => {
    await render(() => <AgencyAccountPage id={7} />);
    expect(tabs()).toEqual([]);
  });
});
