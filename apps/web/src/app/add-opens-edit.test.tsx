// @vitest-environment happy-dom
import { useRouterState } from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryFormPage } from '../features/content/category-pages';
import { ArticleFormPage } from '../features/content/article-form-page';
import { FlightAddPage } from '../features/flights/flight-form-pages';
import { HotelAddPage } from '../features/hotels/hotel-form-pages';
import { TourAddPage } from '../features/tours/tour-form-pages';
import { TransferAddPage } from '../features/transfers/transfer-form-pages';
import { UserFormPage } from '../features/users/user-form-page';
import { VisaAddPage } from '../features/visas/visa-form-pages';
import { button, renderScreen, tick } from '../test/render';

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

const NEW_ID = 42;

/*
 * The list, its add page and the new record's edit page are three routes; test/render.tsx's router
 * has one (its screen is shown at any address), so the screen picks the page by the address, as
 * those routes' paths would.
 */
/** Whether `path` is at `route`, a route's path whose `$name` parts stand for any one part. */
const at = (route: string, path: string) => {
  const parts = route.split('/');
  const given = path.split('/');
  return parts.length === given.length && parts.every((part, i) => part.startsWith('$') || part === given[i]);
};
function Pages({ list, page }: { list: string; page: ReactNode }) {
  const path = useRouterState({ select: (state) => state.location.pathname });
  if (at(list, path)) return <p>The list</p>;
  if (at(`${list}/add`, path)) return page;
  if (at(`${list}/$id/edit`, path)) return <p>The edit page</p>;
  return null;
}

/** The add page at `/<list>/add`, opened from the list; answers the router and the calls made. */
async function render(list: string, page: ReactNode) {
  const { sent, router } = await renderScreen(<Pages list={list} page={page} />, {
    address: list,
    // A create answers the stored record; every read an empty list.
    answer: (call) => (call.method === 'POST' ? [201, { id: NEW_ID, name: 'New' }] : [200, { entities: [], pagesCount: 0 }]),
  });
  await act(async () => router.history.push(`${list}/add`));
  await tick();
  // Every call so far, as `METHOD /api/v1/path`.
  const calls = () => sent.map((c) => `${c.method} ${c.url.pathname}`);
  return { router, calls };
}

const save = async () => {
  await act(async () => button('Save').click());
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
    expect(calls()).toContain(create);
    expect(router.state.location.pathname).toBe(`${list}/${NEW_ID}/edit`);
    expect(document.body.textContent).toContain('The edit page');
    // The add page was replaced: Back goes to the list the admin came from.
    await act(async () => router.history.back());
    await tick();
    expect(router.state.location.pathname).toBe(list);
  });
});
