// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { button, field, pick, renderScreen, text, tick, typeInto } from '../../test/render';
import type { SalesReport, SellThrough } from './api';
import { reportsEn } from './en';
import { heatColour } from './heat-colour';
import { type ReportsSearch, reportsSearchSchema } from './report-search';
import { ReportsPage } from './reports-page';

/*
 * The reports (issue 35, admin): the sales report asks `GET reports/sales` with the fields' from,
 * to, groupBy and period (kept in the address), shows its rows with totals, and its downloads open
 * `reports/sales/download?…&format=csv|xlsx&token=…`; the sell-through report draws its heat map,
 * each cell coloured by sold / capacity with "2/5" on it and an accessible name.
 */

i18n.addResourceBundle('en', 'translation', { reports: reportsEn }, true, true);
// Happy DOM lays nothing out: the charts draw at 0 x 0 and recharts says so; the tables carry the figures.
const warn = console.warn.bind(console);
vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) =>
  String(args[0]).includes('of chart should be greater than 0') ? undefined : warn(...args),
);

const salesOf = (url: URL): SalesReport => {
  // A period is named by its day, its week's Monday or its month (YYYY-MM).
  const period = url.searchParams.get('period') === 'month' ? '2027-05' : '2027-05-17';
  return {
    from: url.searchParams.get('from') ?? '2027-04-21',
    to: url.searchParams.get('to') ?? '2027-05-20',
    groupBy: (url.searchParams.get('groupBy') ?? 'product') as SalesReport['groupBy'],
    period: (url.searchParams.get('period') ?? 'month') as SalesReport['period'],
    currency: 'EUR',
    rows: [
      { period, key: 'hotel', label: 'hotel', bookings: 1, sales: '1250.00', income: '50.00' },
      { period, key: 'other', label: 'other', bookings: 1, sales: '50.00', income: '50.00' },
    ],
    totals: { bookings: 2, sales: '1300.00', income: '100.00' },
  };
};
const SELL_THROUGH: SellThrough = {
  from: '2027-06-01',
  to: '2027-06-03',
  kind: 'hotel',
  lines: [
    {
      id: 4,
      label: 'Allotment Inn · Double',
      cells: [
        { date: '2027-06-01', capacity: 5, sold: 2 },
        { date: '2027-06-02', capacity: 5, sold: 5 },
      ],
    },
  ],
};

/** The reports page at `address`; records the reports' requests and every call. */
async function render(address: string) {
  const { sent, router } = await renderScreen(null, {
    address,
    route: { path: '/reports', validateSearch: reportsSearchSchema, render: (search) => <ReportsPage search={search as ReportsSearch} /> },
    answer: (call) => {
      if (call.path === '/reports/sales') return [200, salesOf(call.url)];
      if (call.path === '/reports/sell-through') return [200, { ...SELL_THROUGH, kind: call.query.kind ?? 'hotel' }];
      if (call.path === '/hotels/search') return [200, { entities: [{ value: 9, label: 'Allotment Inn' }] }];
      if (call.path === '/download-token') return [200, { token: 'once-123', expiresAt: '2027-05-20T10:01:00Z' }];
      return undefined;
    },
  });
  // The reports' requests so far, and every call as `METHOD /api/v1/path`.
  const asked = () => sent.filter((c) => c.path === '/reports/sales' || c.path === '/reports/sell-through').map((c) => c.url);
  const calls = () => sent.map((c) => `${c.method} ${c.url.pathname}`);
  return { asked, calls, router };
}

const params = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);
/** Clicks a download button and answers the address the browser was sent to. */
async function download(name: string) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
  await act(async () => button(name).click());
  await tick();
  expect(assign).toHaveBeenCalledTimes(1);
  return new URL(assign.mock.calls[0]![0] as string);
}

describe('the sales report (issue 35)', () => {
  it("asks by product and week over the server's default days, and shows them in the fields", async () => {
    const { asked } = await render('/reports');
    expect(params(asked().at(-1))).toEqual({ groupBy: 'product', period: 'week' });
    expect(field('From').value).toBe('21.04.2027');
    expect(field('To').value).toBe('20.05.2027');
    expect(field('Group by').value).toBe('Product');
    expect(field('Period').value).toBe('Week');
  });

  it('builds its query from the fields and keeps them in the address', async () => {
    const { asked, router } = await render('/reports');
    await typeInto(field('From'), '01.03.2027', { leave: true });
    await typeInto(field('To'), '31.05.2027', { leave: true });
    await pick('Group by', 'Agency');
    await pick('Period', 'Month');
    expect(params(asked().at(-1))).toEqual({ from: '2027-03-01', to: '2027-05-31', groupBy: 'agency', period: 'month' });
    expect(router.state.location.href).toBe('/reports?from=2027-03-01&to=2027-05-31&groupBy=agency&period=month');
  });

  it('lists the rows with their totals, each product opening its bookings of the period', async () => {
    await render('/reports?from=2027-05-17&to=2027-05-23&period=week');
    const table = document.querySelector('[data-testid="sales-table"]')!;
    expect(text(table.querySelector('caption'))).toBe('Sales by product per week, 17.05.2027 – 23.05.2027 (EUR)');
    expect([...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(text))).toEqual([
      ['Week of 17.05.2027', 'Hotel', '1', '1,250.00', '50.00'],
      ['Week of 17.05.2027', 'Other', '1', '50.00', '50.00'],
    ]);
    expect([...table.querySelectorAll('tfoot tr > *')].map(text)).toEqual(['Total', '2', '1,300.00', '100.00']);
    expect(table.querySelector('tbody a')?.getAttribute('href')).toBe('/bookings?bookingStartDate=2027-05-17&bookingEndDate=2027-05-23&productType=hotel');
  });

  it('names its chart and shows the figures per period as a table on demand', async () => {
    await render('/reports?from=2027-05-17&to=2027-05-23&period=week');
    expect(document.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Sales and income per week from 17.05.2027 to 23.05.2027, in EUR');
    await act(async () => button('Show as table').click());
    const table = [...document.querySelectorAll('table')].find((t) => text(t.querySelector('caption')).startsWith('Sales and income per week'))!;
    expect([...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(text))).toEqual([['Week of 17.05.2027', '1,300.00', '100.00']]);
  });

  it('downloads the same report as CSV and XLSX through links with a download token', async () => {
    const { calls } = await render('/reports?groupBy=hotel&period=day');
    const csv = await download('Download CSV');
    expect(calls()).toContain('POST /api/v1/download-token');
    expect(csv.pathname).toBe('/api/v1/reports/sales/download');
    expect(params(csv)).toEqual({ from: '2027-04-21', to: '2027-05-20', groupBy: 'hotel', period: 'day', format: 'csv', token: 'once-123' });
    const xlsx = await download('Download XLSX');
    expect(params(xlsx)).toMatchObject({ format: 'xlsx', token: 'once-123', groupBy: 'hotel' });
  });
});

describe('the sell-through report (issue 35)', () => {
  it('draws a heat map: each cell coloured by sold / capacity, with "2/5" on it and an accessible name', async () => {
    const { asked } = await render('/reports?tab=sell-through&from=2027-06-01&to=2027-06-03');
    expect(params(asked().at(-1))).toEqual({ from: '2027-06-01', to: '2027-06-03', kind: 'hotel' });
    const frame = document.querySelector('[data-testid="heat-map-frame"]')!;
    expect(frame.getAttribute('role')).toBe('region');
    expect(frame.getAttribute('tabindex')).toBe('0');
    expect(text(frame.querySelector('caption'))).toBe('Hotel rooms sold against capacity, 01.06.2027 – 03.06.2027');
    expect([...frame.querySelectorAll('thead th')].map(text)).toEqual(['Room type', 'Tu01.0601.06.2027', 'We02.0602.06.2027', 'Th03.0603.06.2027']);
    const row = frame.querySelector('tbody tr')!;
    expect(text(row.querySelector('th'))).toBe('Allotment Inn · Double');
    const cells = [...row.querySelectorAll('td')];
    expect(cells.map((td) => text(td.querySelector('[aria-hidden="true"]')))).toEqual(['2/5', '5/5', '–']);
    expect(cells.map((td) => text(td.querySelector('.mantine-VisuallyHidden-root') ?? td.lastElementChild))).toEqual([
      '2 of 5 sold (40%)',
      '5 of 5 sold (100%)',
      'No allotment or flight that day',
    ]);
    expect(cells[0]!.getAttribute('title')).toBe('Allotment Inn · Double, 01.06.2027: 2 of 5 sold (40%)');
    const colour = (td: HTMLElement) => td.style.background;
    const expected = (sold: number) => {
      const probe = document.createElement('td');
      probe.style.background = heatColour(sold, 5).background;
      return probe.style.background;
    };
    expect(colour(cells[0]!)).toBe(expected(2));
    expect(colour(cells[1]!)).toBe(expected(5));
    expect(cells[1]!.style.color).not.toBe(cells[0]!.style.color);
  });

  it('asks for flight seats when the kind says so, and downloads the same query with a token', async () => {
    const { asked, router } = await render('/reports?tab=sell-through&from=2027-06-01&to=2027-06-03');
    await pick('Kind', 'Flight seats');
    expect(params(asked().at(-1))).toEqual({ from: '2027-06-01', to: '2027-06-03', kind: 'flight' });
    expect(router.state.location.href).toBe('/reports?tab=sell-through&from=2027-06-01&to=2027-06-03&kind=flight');
    expect(field('Flight')).toBeTruthy();
    const csv = await download('Download CSV');
    expect(csv.pathname).toBe('/api/v1/reports/sell-through/download');
    expect(params(csv)).toEqual({ from: '2027-06-01', to: '2027-06-03', kind: 'flight', format: 'csv', token: 'once-123' });
  });

  it('narrows to one hotel picked in its select', async () => {
    const { asked } = await render('/reports?tab=sell-through&from=2027-06-01&to=2027-06-03');
    await pick('Hotel', 'Allotment Inn');
    expect(params(asked().at(-1))).toEqual({ from: '2027-06-01', to: '2027-06-03', kind: 'hotel', id: '9' });
  });
});
