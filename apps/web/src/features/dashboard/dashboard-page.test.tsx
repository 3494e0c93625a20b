// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { searchSchema, textParam } from '../../lib/url-search';
import { button, renderScreen, text, tick } from '../../test/render';
import type { AdminDashboard, AgentDashboard } from './api';
import { DashboardPage } from './dashboard-page';
import { dashboardEn } from './en';

/*
 * The dashboard (issue 35): an administrator's figures against the span before, the period switch
 * asking `GET dashboard?period=90d`, the links of the figures to the filtered bookings; an agent's
 * dashboard with its months, trips, deadlines and account, and never an income.
 */

i18n.addResourceBundle('en', 'translation', { dashboard: dashboardEn }, true, true);
// Happy DOM lays nothing out: the charts draw at 0 x 0 and recharts says so; the tables carry the figures.
const warn = console.warn.bind(console);
vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) =>
  String(args[0]).includes('of chart should be greater than 0') ? undefined : warn(...args),
);

const TODAY = '2027-05-20';
const ADMIN: AdminDashboard = {
  role: 'admin',
  currency: 'EUR',
  period: '30d',
  from: '2027-04-21',
  to: TODAY,
  today: { bookings: 2, sales: '390.00', income: '109.00', previous: { bookings: 1, sales: '40.00', income: '40.00' } },
  month: { bookings: 3, sales: '430.00', income: '149.00', previous: { bookings: 4, sales: '860.00', income: '149.00' } },
  series: [
    { date: '2027-05-19', product: 'other', sales: '40.00', income: '40.00' },
    { date: TODAY, product: 'flight', sales: '90.00', income: '9.00' },
    { date: TODAY, product: 'hotel', sales: '250.00', income: '50.00' },
    { date: TODAY, product: 'other', sales: '50.00', income: '50.00' },
  ],
  byDestination: [
    { id: 11, name: 'Lisbon', bookings: 2, sales: '340.00', income: '140.00' },
    { id: null, name: 'No destination', bookings: 1, sales: '90.00', income: '9.00' },
  ],
  byAgency: [{ id: 7, name: 'Alpha Travel', bookings: 2, sales: '390.00', income: '109.00' }],
  attention: {
    onRequest: 1,
    unpaidNearDeadline: 2,
    arrivals: 3,
    departures: 4,
    sellingOut: [{ kind: 'room', id: 5, name: 'Harbour Hotel · Double', date: '2027-05-25', left: 1, capacity: 5 }],
  },
};
const AGENT: AgentDashboard = {
  role: 'agent',
  currency: 'EUR',
  months: [
    { month: '2027-04', bookings: 0, sales: '0.00' },
    { month: '2027-05', bookings: 2, sales: '390.00' },
  ],
  upcomingTrips: [{ bookingId: 31, pnrs: 'A98EX4Q9', startDate: '2027-05-23', endDate: '2027-05-25', destination: 'Lisbon', status: 'confirmed' }],
  deadlines: [{ bookingId: 31, pnrs: 'A98EX4Q9', paymentDeadline: '2027-05-22', outstanding: '300.00', currency: 'EUR' }],
  account: { creditLimit: '5000.00', balance: '-300.00', available: '4700.00' },
};

/** The dashboard at `address`, answering `answer` for each period asked; records the dashboard's requests. */
async function render(address: string, answer: (period: string) => AdminDashboard | AgentDashboard) {
  const { sent, router } = await renderScreen(null, {
    address,
    route: {
      path: '/dashboard',
      validateSearch: searchSchema({ period: textParam }),
      render: (search) => <DashboardPage period={(search as { period?: string }).period} />,
    },
    answer: (call) => {
      if (call.path === '/dashboard') return [200, answer(call.query.period ?? '30d')];
      if (call.path === '/usertaxonomies/bookingStatus')
        return [
          200,
          {
            entities: [
              { id: 1, title: 'Confirmed', code: null, slug: 'confirmed' },
              { id: 2, title: 'On request', code: null, slug: 'on-request' },
            ],
          },
        ];
      return undefined;
    },
  });
  // The dashboard's requests so far.
  const asked = () => sent.filter((c) => c.path === '/dashboard').map((c) => c.url);
  return { asked, router };
}

const section = (title: string) => [...document.querySelectorAll('section')].find((s) => text(s.querySelector('h2')) === title)!;
const hrefOf = (scope: Element, name: string) => [...scope.querySelectorAll('a')].find((a) => text(a).includes(name))?.getAttribute('href');

describe('the dashboard of an administrator (issue 35)', () => {
  it("shows today's and this month's bookings, sales and income against the span before, each opening its bookings", async () => {
    await render('/dashboard', () => ADMIN);
    const today = section('Today');
    const figure = (name: string) => text(today.querySelector(`[data-testid="figure-${name}"]`));
    expect(figure('bookings')).toBe('Bookings2↑ Up 100% · Before: 1');
    expect(figure('sales')).toBe('Sales390.00 EUR↑ Up 875% · Before: 40.00 EUR');
    expect(figure('income')).toBe('Income109.00 EUR↑ Up 173% · Before: 40.00 EUR');
    expect(today.querySelector('[data-testid="figure-sales"] [data-direction]')?.getAttribute('data-direction')).toBe('up');
    expect(hrefOf(today, '390.00 EUR')).toBe(`/bookings?bookingStartDate=${TODAY}&bookingEndDate=${TODAY}`);

    const month = section('This month');
    expect(text(month.querySelector('[data-testid="figure-bookings"]'))).toBe('Bookings3↓ Down 25% · Before: 4');
    expect(text(month.querySelector('[data-testid="figure-sales"]'))).toBe('Sales430.00 EUR↓ Down 50% · Before: 860.00 EUR');
    expect(text(month.querySelector('[data-testid="figure-income"]'))).toBe('Income149.00 EUR= No change 0% · Before: 149.00 EUR');
    expect(hrefOf(month, '430.00 EUR')).toBe(`/bookings?bookingStartDate=2027-05-01&bookingEndDate=${TODAY}`);
  });

  it('links what needs attention to the filtered bookings, and a selling-out room to the sell-through report', async () => {
    await render('/dashboard', () => ADMIN);
    const attention = section('Needs attention today');
    const tiles = [...attention.querySelectorAll('[data-testid="attention-count"] a')];
    expect(tiles.map((a) => [text(a), a.getAttribute('href')])).toEqual([
      ['1Items on request', '/bookings?bookingStatusId=2'],
      ['2Unpaid, deadline within 3 days', '/bookings?deadlineWithin=3'],
      ['3Arrivals in the next 7 days', `/bookings?travelStartDate=${TODAY}`],
      ['4Departures in the next 7 days', '/bookings?travelEndDate=2027-05-27'],
    ]);
    expect(text(attention.querySelector('li'))).toBe('RoomHarbour Hotel · Double · 25.05.2027 · 1 of 5 left');
    expect(hrefOf(attention, 'Harbour Hotel')).toBe('/reports?tab=sell-through&kind=hotel&from=2027-05-20&to=2027-06-02');
  });

  it('ranks the top destinations and agencies with their figures, each opening its bookings of the period', async () => {
    await render('/dashboard', () => ADMIN);
    const destinations = section('Top destinations');
    expect(text(destinations.querySelector('caption'))).toBe('Top destinations by sales, 21.04.2027 – 20.05.2027 (EUR)');
    expect([...destinations.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(text))).toEqual([
      ['1', 'Lisbon', '2', '340.00', '140.00'],
      ['2', 'No destination', '1', '90.00', '9.00'],
    ]);
    expect(hrefOf(destinations, 'Lisbon')).toBe('/bookings?bookingStartDate=2027-04-21&bookingEndDate=2027-05-20&destinationLocationId=11');
    expect(hrefOf(section('Top agencies'), 'Alpha Travel')).toBe('/bookings?bookingStartDate=2027-04-21&bookingEndDate=2027-05-20&agentId=7');
  });

  it("draws the period's sales per day and product, named, with the figures as a table on demand", async () => {
    await render('/dashboard', () => ADMIN);
    const chart = section('Sales and income per day');
    expect(chart.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Sales per day and product from 21.04.2027 to 20.05.2027, in EUR');
    const toggle = button('Show as table');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(chart.querySelector('table')).toBeNull();
    await act(async () => toggle.click());
    expect(button('Hide table').getAttribute('aria-expanded')).toBe('true');
    const table = chart.querySelector('table')!;
    expect(text(table.querySelector('caption'))).toBe('Sales per day and product (EUR); days without sales are left out');
    expect([...table.querySelectorAll('thead th')].map(text)).toEqual(['Date', 'Hotel', 'Flight', 'Transfer', 'Visa', 'Tour', 'Other', 'Total']);
    expect([...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(text))).toEqual([
      ['19.05.2027', '0.00', '0.00', '0.00', '0.00', '0.00', '40.00', '40.00'],
      ['20.05.2027', '250.00', '90.00', '0.00', '0.00', '0.00', '50.00', '390.00'],
    ]);
    expect([...table.querySelectorAll('tfoot td')].map(text)).toEqual(['250.00', '90.00', '0.00', '0.00', '0.00', '90.00', '430.00']);
    expect(hrefOf(table, '20.05.2027')).toBe(`/bookings?bookingStartDate=${TODAY}&bookingEndDate=${TODAY}`);
  });

  it('asks for 90 days when the period switch says so, and keeps it in the address', async () => {
    const { asked, router } = await render('/dashboard', (period) => ({ ...ADMIN, period: period as AdminDashboard['period'] }));
    expect(asked().map((u) => u.searchParams.get('period'))).toEqual(['30d']);
    const ninety = [...document.querySelectorAll<HTMLInputElement>('[role="radiogroup"][aria-label="Period"] input')].find((i) => i.value === '90d')!;
    await act(async () => ninety.click());
    await tick();
    expect(asked().map((u) => u.searchParams.get('period'))).toEqual(['30d', '90d']);
    expect(router.state.location.href).toBe('/dashboard?period=90d');
  });
});

describe('the dashboard of an agent (issue 35)', () => {
  it('shows its months, trips, deadlines and account, and no income anywhere', async () => {
    await render('/dashboard', () => AGENT);
    expect(document.body.textContent).not.toMatch(/income/i);
    const account = section('Agency account');
    expect(text(account)).toContain('Balance-300.00 EUR');
    expect(text(account)).toContain('Available credit4,700.00 EUR');
    expect(hrefOf(account, 'Open my account')).toBe('/account');
    const trips = section('Upcoming trips');
    expect(text(trips.querySelector('li'))).toBe('A98EX4Q9Lisbon · 23.05.2027 – 25.05.2027Confirmed');
    expect(hrefOf(trips, 'A98EX4Q9')).toBe('/bookings/31/edit');
    const deadlines = section('Payment deadlines');
    expect([...deadlines.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(text))).toEqual([['A98EX4Q9', '22.05.2027', '300.00 EUR']]);

    const months = section('Sales and bookings per month');
    await act(async () => button('Show as table').click());
    expect([...months.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(text))).toEqual([
      ['Apr 2027', '0', '0.00'],
      ['May 2027', '2', '390.00'],
    ]);
    expect(hrefOf(months, 'May 2027')).toBe('/bookings?bookingStartDate=2027-05-01&bookingEndDate=2027-05-31');
    expect(document.body.textContent).not.toMatch(/income/i);
  });
});
