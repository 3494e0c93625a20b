// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FareFormPage } from '../features/flights/fare-form-page';
import { flightsEn } from '../features/flights/en';
import { hotelsEn } from '../features/hotels/en';
import { RoomFormPage } from '../features/hotels/room-form-page';
import { CarFormPage } from '../features/transfers/car-form-page';
import { transfersEn } from '../features/transfers/en';
import { visasEn } from '../features/visas/en';
import { VisaTypeFormPage } from '../features/visas/visa-type-form-page';
import i18n from '../lib/i18n';
import { parseSearch, stringifySearch } from '../lib/url-search';

/*
 * A child's page returns to the tab it came from (issue 32): a visa type, a fare, a car category
 * and a room type are listed on one tab of their parent's editor (Options, Fares, Car categories,
 * Room types); Save, Cancel and the breadcrumb lead back to the parent's edit page on that tab
 * (`?tab=`), which the editor opens (ui/tab-checks.ts). Cancel goes back one step when the page
 * was opened from the tab, and to the tab when it was opened directly.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
i18n.addResourceBundle('en', 'translation', { visas: visasEn, flights: flightsEn, transfers: transfersEn, hotels: hotelsEn }, true, true);
// The fare's and the room type's autosize textareas listen to the fonts, which happy-dom has not.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  vi.unstubAllGlobals();
});

const tick = async (n = 8) => {
  for (let i = 0; i < n; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

type Child = {
  name: string;
  /** The parent's edit page and the child's add page. */
  parent: string;
  add: string;
  page: ReactNode;
  /** The tab that lists the children. */
  tab: string;
  crumb: string;
  /** The required fields of a new child, by label. */
  fill: Record<string, string>;
  create: string;
};

const CHILDREN: Child[] = [
  {
    name: 'visa type',
    parent: '/visas/3/edit',
    add: '/visas/3/types/add',
    page: <VisaTypeFormPage visaId={3} />,
    tab: 'options',
    crumb: 'Edit visa',
    fill: { Name: 'Tourist 30 days' },
    create: 'POST /api/v1/visas/3/types',
  },
  {
    name: 'fare',
    parent: '/flights/5/edit',
    add: '/flights/5/fares/add',
    page: <FareFormPage flightId={5} />,
    tab: 'fares',
    crumb: 'Edit flight',
    fill: { 'Fare name': 'Light', Code: 'LT', Meal: 'No meal' },
    create: 'POST /api/v1/flights/5/fares',
  },
  {
    name: 'car category',
    parent: '/transfers/7/edit',
    add: '/transfers/7/cars/add',
    page: <CarFormPage transferId={7} />,
    tab: 'cars',
    crumb: 'Edit transfer',
    fill: { 'Category name': 'Sedan' },
    create: 'POST /api/v1/transfers/7/cars',
  },
  {
    name: 'room type',
    parent: '/hotels/9/edit',
    add: '/hotels/9/rooms/add',
    page: <RoomFormPage hotelId={9} />,
    tab: 'rooms',
    crumb: 'Edit hotel',
    fill: { 'Room type name': 'Double' },
    create: 'POST /api/v1/hotels/9/rooms',
  },
];

/** The child's add page, opened from `entries` (the last one); answers the router and the calls made. */
async function render(child: Child, entries: string[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${new URL(String(input)).pathname}`);
      const body = method === 'POST' ? { id: 11, name: 'New' } : { entities: [] };
      return new Response(JSON.stringify(body), { status: method === 'POST' ? 201 : 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const rootRoute = createRootRoute();
  const parentRoute = createRoute({ getParentRoute: () => rootRoute, path: child.parent, component: () => <p>The parent's editor</p> });
  const addRoute = createRoute({ getParentRoute: () => rootRoute, path: child.add, component: () => child.page });
  const router = createRouter({
    routeTree: rootRoute.addChildren([parentRoute, addRoute]),
    history: createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 }),
    parseSearch,
    stringifySearch,
  });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
  return { router, calls };
}

const text = (el: Element | null | undefined) => el?.textContent?.trim() ?? '';
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => text(b) === name)!;
/** The input of the field labelled `label` (a required field's label ends with its asterisk). */
const field = (label: string) => {
  const tag = [...document.querySelectorAll('label')].find((l) => text(l).replace(/\s*\*$/, '') === label)!;
  return document.getElementById(tag.htmlFor) as HTMLInputElement;
};
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('a child’s page returns to its parent’s tab (issue 32)', () => {
  it.each(CHILDREN)('a $name: Save opens the parent on its tab', async (child) => {
    const { router, calls } = await render(child, [`${child.parent}?tab=${child.tab}`, child.add]);
    for (const [label, value] of Object.entries(child.fill)) await type(field(label), value);
    await act(async () => button('Save').click());
    await tick();
    expect(calls).toContain(child.create);
    expect(router.state.location.href).toBe(`${child.parent}?tab=${child.tab}`);
    expect(document.body.textContent).toContain("The parent's editor");
  });

  it.each(CHILDREN)('a $name: the breadcrumb leads to the parent on its tab', async (child) => {
    await render(child, [child.add]);
    const crumb = [...document.querySelectorAll('nav[aria-label="Breadcrumb"] a')].find((a) => text(a) === child.crumb);
    expect(crumb?.getAttribute('href')).toBe(`${child.parent}?tab=${child.tab}`);
  });

  it.each(CHILDREN)('a $name: Cancel goes back to the tab it came from, or to the tab when opened directly', async (child) => {
    // Opened from the tab: one step back, no new history entry.
    const fromTab = await render(child, [`${child.parent}?tab=${child.tab}`, child.add]);
    await act(async () => button('Cancel').click());
    await tick();
    expect(fromTab.router.state.location.href).toBe(`${child.parent}?tab=${child.tab}`);
    expect(fromTab.router.history.canGoBack()).toBe(false);
    act(() => root?.unmount());
    host?.remove();

    // Opened directly (a shared link): there is no step back in this tab, so Cancel opens the tab.
    const direct = await render(child, [child.add]);
    await act(async () => button('Cancel').click());
    await tick();
    expect(direct.router.state.location.href).toBe(`${child.parent}?tab=${child.tab}`);
  });
});
