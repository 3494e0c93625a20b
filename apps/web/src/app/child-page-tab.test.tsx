// @vitest-environment happy-dom
import { useRouterState } from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FareFormPage } from '../features/flights/fare-form-page';
import { flightsEn } from '../features/flights/en';
import { hotelsEn } from '../features/hotels/en';
import { RoomFormPage } from '../features/hotels/room-form-page';
import { CarFormPage } from '../features/transfers/car-form-page';
import { transfersEn } from '../features/transfers/en';
import { visasEn } from '../features/visas/en';
import { VisaTypeFormPage } from '../features/visas/visa-type-form-page';
import i18n from '../lib/i18n';
import { button, field, renderScreen, text, tick, typeInto } from '../test/render';

/*
 * A child's page returns to the tab it came from (issue 32): a visa type, a fare, a car category
 * and a room type are listed on one tab of their parent's editor (Options, Fares, Car categories,
 * Room types); Save, Cancel and the breadcrumb lead back to the parent's edit page on that tab
 * (`?tab=`), which the editor opens (ui/tab-checks.ts). Cancel goes back one step when the page
 * was opened from the tab, and to the tab when it was opened directly.
 */

i18n.addResourceBundle('en', 'translation', { visas: visasEn, flights: flightsEn, transfers: transfersEn, hotels: hotelsEn }, true, true);
// The fare's and the room type's autosize textareas listen to the fonts, which happy-dom has not.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });

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

/*
 * The parent's edit page and the child's add page are two routes; test/render.tsx's router has one
 * (its screen is shown at any address), so the screen picks the page by the address.
 */
function Pages({ child }: { child: Child }) {
  const path = useRouterState({ select: (state) => state.location.pathname });
  if (path === child.parent) return <p>The parent's editor</p>;
  if (path === child.add) return child.page;
  return null;
}

/** The child's add page, opened from `entries` (the last one); answers the router and the calls made. */
async function render(child: Child, entries: string[]) {
  const { sent, router } = await renderScreen(<Pages child={child} />, {
    address: entries[0],
    // A create answers the stored record; every read an empty list.
    answer: (call) => (call.method === 'POST' ? [201, { id: 11, name: 'New' }] : undefined),
  });
  for (const entry of entries.slice(1)) await act(async () => router.history.push(entry));
  await tick();
  // Every call so far, as `METHOD /api/v1/path`.
  const calls = () => sent.map((c) => `${c.method} ${c.url.pathname}`);
  return { router, calls };
}

describe('a child’s page returns to its parent’s tab (issue 32)', () => {
  it.each(CHILDREN)('a $name: Save opens the parent on its tab', async (child) => {
    const { router, calls } = await render(child, [`${child.parent}?tab=${child.tab}`, child.add]);
    for (const [label, value] of Object.entries(child.fill)) await typeInto(field(label), value);
    await act(async () => button('Save').click());
    await tick();
    expect(calls()).toContain(child.create);
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

    // Opened directly (a shared link), in a fresh page: there is no step back in this tab, so Cancel opens the tab.
    const direct = await render(child, [child.add]);
    await act(async () => button('Cancel').click());
    await tick();
    expect(direct.router.state.location.href).toBe(`${child.parent}?tab=${child.tab}`);
  });
});
