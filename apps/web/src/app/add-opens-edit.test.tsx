// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryFormPage } from '../features/content/category-pages';
import { ArticleFormPage } from '../features/content/article-form-page';
import { FlightAddPage } from '../features/flights/flight-form-pages';
import { HotelAddPage } from '../features/hotels/hotel-form-pages';
import { TourAddPage } from '../features/tours/tour-form-pages';
import { TransferAddPage } from '../features/transfers/transfer-form-pages';
import { UserFormPage } from '../features/users/user-form-page';
import { VisaAddPage } from '../features/visas/visa-form-pages';
import i18n from '../lib/i18n';
import { parseSearch, stringifySearch } from '../lib/url-search';

/*
 * Add opens the new record's edit page (issue 32): every back-office add form, once the server has
 * stored the record, goes to `/<things>/<new id>/edit` in place of the add page, so Back leads to
 * where the admin was before Add (the list), not to an empty add form. The form itself (its checks,
 * toasts and focus) is EntityForm's and is left out here: Save sends the page's call at once and
 * hands the answer to the page's onSaved, which is what this file tests.
 */
vi.mock('../ui/entity-form', () => ({
  EntityForm: ({ save, onSaved }: { save: () => Promise<unknown>; onSaved?: (saved: unknown) => void }) => (
    <button type="button" onClick={() => void save().then((saved) => onSaved?.(saved))}>
      Save
    </button>
  ),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NEW_ID = 42;

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

/** The add page at `/<list>/add`, opened from the list; answers the router and the calls made. */
async function render(list: string, page: ReactNode) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = new URL(String(input));
      calls.push(`${method} ${url.pathname}`);
      // A create answers the stored record; every read an empty list.
      const body = method === 'POST' ? { id: NEW_ID, name: 'New' } : { entities: [], pagesCount: 0 };
      return new Response(JSON.stringify(body), { status: method === 'POST' ? 201 : 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const rootRoute = createRootRoute();
  const listRoute = createRoute({ getParentRoute: () => rootRoute, path: list, component: () => <p>The list</p> });
  const addRoute = createRoute({ getParentRoute: () => rootRoute, path: `${list}/add`, component: () => page });
  const editRoute = createRoute({ getParentRoute: () => rootRoute, path: `${list}/$id/edit`, component: () => <p>The edit page</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([listRoute, addRoute, editRoute]),
    history: createMemoryHistory({ initialEntries: [list, `${list}/add`], initialIndex: 1 }),
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

const save = async () => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save')!;
  await act(async () => button.click());
  await tick();
};

describe('Add opens the new record’s edit page (issue 32)', () => {
  it.each([
    ['hotel', '/hotels', <HotelAddPage key="hotel" />, 'POST /api/v1/hotels'],
    ['flight', '/flights', <FlightAddPage key="flight" />, 'POST /api/v1/flights'],
    ['transfer', '/transfers', <TransferAddPage key="transfer" />, 'POST /api/v1/transfers'],
    ['visa', '/visas', <VisaAddPage key="visa" />, 'POST /api/v1/visas'],
    ['tour', '/tours', <TourAddPage key="tour" />, 'POST /api/v1/tours'],
    ['user', '/users', <UserFormPage key="user" />, 'POST /api/v1/users'],
    ['article', '/articles', <ArticleFormPage key="article" />, 'POST /api/v1/articles'],
    ['article category', '/article/categories', <CategoryFormPage key="category" />, 'POST /api/v1/articletategories'],
  ])('a new %s: its edit page, in place of the add page', async (_name, list, page, create) => {
    const { router, calls } = await render(list, page);
    expect(router.state.location.pathname).toBe(`${list}/add`);
    await save();
    expect(calls).toContain(create);
    expect(router.state.location.pathname).toBe(`${list}/${NEW_ID}/edit`);
    expect(document.body.textContent).toContain('The edit page');
    // The add page was replaced: Back goes to the list the admin came from.
    await act(async () => router.history.back());
    await tick();
    expect(router.state.location.pathname).toBe(list);
  });
});
