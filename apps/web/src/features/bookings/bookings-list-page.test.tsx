// @vitest-environment happy-dom
import type { BookingListItem } from '@travel/contracts';
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { globalSettingsQuery } from '../../lib/reference';
import { setSession } from '../../lib/session';
import { BookingsListPage } from './bookings-list-page';
import { bookingsEn } from './en';
import { type BookingFilters, bookingsSearchSchema } from './list-search';
import { renderScreen, tick } from '../../test/render';

/*
 * My Bookings and the agency account (issue 31): a Deadline column (DD.MM.YYYY; red once past
 * with money still due; empty without a deadline), and the 'Deadline within 3 days' filter, which
 * puts `deadlineWithin=3` in the address and in the list's request.
 */

i18n.addResourceBundle('en', 'translation', { bookings: bookingsEn }, true, true);

const status = { id: 2, title: 'Confirmed', slug: 'confirmed' };
const notPaid = { id: 1, title: 'Not paid', slug: 'not-paid' };
const booking = (id: number, fields: Partial<BookingListItem>): BookingListItem => ({
  id,
  pnrs: `PNR${id}`,
  productTitles: ['Hotel Lumière: Double'],
  passengerName: 'Anna Keller',
  bookingStatus: status,
  paymentStatus: notPaid,
  startDate: '2027-06-10',
  endDate: '2027-06-17',
  createdAt: '2027-04-02T10:00:00Z',
  total: '300.00',
  currency: 'EUR',
  remaining: '300.00',
  ...fields,
});
const BOOKINGS = [
  booking(1, { paymentDeadline: '2027-05-08', accountStatus: 'awaiting-payment' }),
  booking(2, { paymentDeadline: '2027-05-08', accountStatus: 'charged', remaining: '0.00' }),
  booking(3, { paymentDeadline: '2027-05-12', accountStatus: 'awaiting-payment' }),
  booking(4, { paymentDeadline: null, accountStatus: null }),
];

beforeAll(() => setSession({ token: 't', role: 'ROLE_AGENT', userId: 9, firstName: 'Sam' }));

/** My Bookings at `address`; answers the list's requests with BOOKINGS and records them. */
async function render(address: string) {
  const { sent, router } = await renderScreen(null, {
    address,
    route: { path: '/bookings', validateSearch: bookingsSearchSchema, render: (search) => <BookingsListPage filters={search as BookingFilters} /> },
    answer: (call) => (call.path === '/bookings' ? [200, { entities: BOOKINGS, pagesCount: 1, total: BOOKINGS.length }] : undefined),
    queryData: [[globalSettingsQuery.queryKey, { today: '2027-05-10', timeZone: 'UTC' }]],
  });
  // The filter form is its own chunk, loaded as its panel opens (open on a desktop).
  await vi.waitFor(() => expect(document.querySelector('form[role="search"]')).not.toBeNull(), { timeout: 15_000 });
  // The list's requests so far.
  const asked = () => sent.filter((c) => c.path === '/bookings').map((c) => c.url);
  return { asked, router };
}

const deadlineCells = () => {
  const headers = [...document.querySelectorAll('table thead th')].map((th) => th.textContent);
  const column = headers.indexOf('Deadline');
  return [...document.querySelectorAll('table tbody tr')].map((tr) => tr.querySelectorAll('td')[column]!);
};
const filter = () =>
  [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find(
    (input) => document.querySelector(`label[for="${input.id}"]`)?.textContent === 'Deadline within 3 days',
  )!;

describe('My Bookings: payment deadlines (issue 31)', () => {
  it('shows each deadline as DD.MM.YYYY, red when past and not paid, empty without one', async () => {
    await render('/bookings');
    const cells = deadlineCells();
    expect(cells.map((td) => td.textContent)).toEqual(['08.05.2027', '08.05.2027', '12.05.2027', '']);
    expect(cells.map((td) => td.querySelector('[data-overdue]') !== null)).toEqual([true, false, false, false]);
    expect(cells[0]!.querySelector<HTMLElement>('[data-overdue]')!.style.color).toBe('var(--mantine-color-red-9)');
  });

  it("'Deadline within 3 days' sets deadlineWithin=3 in the address and the request", async () => {
    const { asked, router } = await render('/bookings');
    expect(asked().at(-1)?.searchParams.get('deadlineWithin')).toBeNull();
    expect(filter().checked).toBe(false);
    await act(async () => filter().click());
    const search = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Search')!;
    await act(async () => search.click());
    await tick();
    expect(router.state.location.href).toBe('/bookings?page=1&deadlineWithin=3');
    expect(asked().at(-1)?.searchParams.get('deadlineWithin')).toBe('3');
    // The folded panel's toggle counts it as a filter.
    expect([...document.querySelectorAll('button')].some((b) => b.textContent === 'Filters (1)')).toBe(true);
  });

  it('opened with deadlineWithin=3, the filter is on and the list asks for it; Reset clears it', async () => {
    const { asked, router } = await render('/bookings?deadlineWithin=3');
    expect(filter().checked).toBe(true);
    expect(asked().at(-1)?.searchParams.get('deadlineWithin')).toBe('3');
    const reset = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Reset')!;
    await act(async () => reset.click());
    await tick();
    expect(router.state.location.search).not.toHaveProperty('deadlineWithin');
    expect(asked().at(-1)?.searchParams.get('deadlineWithin')).toBeNull();
    expect(filter().checked).toBe(false);
  });
});
