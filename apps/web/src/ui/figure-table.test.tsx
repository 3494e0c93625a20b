// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderScreen, text } from '../test/render';
import { type FigureColumn, FigureTable } from './figure-table';

/*
 * The shared table of figures (issue 35): the empty sentence in place of an empty table, a row
 * per item with its name as the row's header, the total row under the figures, the figures
 * right-aligned, and the scrolling frame a named region a keyboard reaches.
 */

type City = { name: string; bookings: number; sales: string };
const CITIES: City[] = [
  { name: 'Lisbon', bookings: 2, sales: '340.00' },
  { name: 'Porto', bookings: 1, sales: '90.00' },
];
const COLUMNS: FigureColumn<City>[] = [
  { key: 'rank', label: 'Rank', width: 36, cell: (_, index) => index + 1 },
  { key: 'name', label: 'Destination', rowHeader: true, cell: (city) => city.name },
  { key: 'bookings', label: 'Bookings', numeric: true, cell: (city) => city.bookings, total: 3 },
  { key: 'sales', label: 'Sales', numeric: true, cell: (city) => city.sales, total: '430.00' },
];

const show = (rows: City[], more: Partial<Parameters<typeof FigureTable<City>>[0]> = {}) =>
  renderScreen(
    <FigureTable
      title="Top destinations"
      titleId="top"
      caption="Top destinations by sales (EUR)"
      empty="No sales in this period."
      columns={COLUMNS}
      rows={rows}
      rowKey={(city) => city.name}
      minWidth={460}
      testId="cities"
      {...more}
    />,
  );

const section = () => document.querySelector('section')!;
const table = () => document.querySelector('[data-testid="cities"]')!;
const cells = (scope: string) => [...table().querySelectorAll(scope)].map((tr) => [...tr.children].map(text));

describe('FigureTable', () => {
  it('says its empty sentence instead of a table when there are no rows, under its heading', async () => {
    await show([]);
    expect(section().getAttribute('aria-labelledby')).toBe('top');
    expect(text(section().querySelector('h2#top'))).toBe('Top destinations');
    expect(text(section())).toBe('Top destinationsNo sales in this period.');
    expect(section().querySelector('table')).toBeNull();
  });

  it('lists a row per item, named by its row header, then the total row under the figures', async () => {
    await show(CITIES, { totalLabel: 'Total' });
    expect(text(table().querySelector('caption'))).toBe('Top destinations by sales (EUR)');
    expect(cells('thead tr')).toEqual([['Rank', 'Destination', 'Bookings', 'Sales']]);
    expect(cells('tbody tr')).toEqual([
      ['1', 'Lisbon', '2', '340.00'],
      ['2', 'Porto', '1', '90.00'],
    ]);
    expect([...table().querySelectorAll('tbody th')].map((th) => [th.getAttribute('scope'), text(th)])).toEqual([
      ['row', 'Lisbon'],
      ['row', 'Porto'],
    ]);
    // The label spans the columns with nothing to sum; each total sits under its column, bold.
    expect(cells('tfoot tr')).toEqual([['Total', '3', '430.00']]);
    const label = table().querySelector('tfoot th')!;
    expect([label.getAttribute('scope'), label.getAttribute('colspan')]).toEqual(['row', '2']);
    expect([...table().querySelectorAll<HTMLElement>('tfoot td')].map((td) => td.style.fontWeight)).toEqual(['700', '700']);
  });

  it('has no total row unless it is given a label', async () => {
    await show(CITIES);
    expect(table().querySelector('tfoot')).toBeNull();
  });

  it('right-aligns the numeric columns, headings and cells, and leaves the others at the start', async () => {
    await show(CITIES, { totalLabel: 'Total' });
    const align = (scope: string) => [...table().querySelectorAll<HTMLElement>(scope)].map((cell) => cell.style.textAlign);
    expect(align('thead th')).toEqual(['', '', 'right', 'right']);
    expect(align('tbody tr:first-child > *')).toEqual(['', '', 'right', 'right']);
    expect(align('tfoot td')).toEqual(['right', 'right']);
  });

  it('scrolls in a region named as its caption, which a keyboard reaches; not where every row has a link', async () => {
    await show(CITIES);
    const region = document.querySelector('[role="region"]')!;
    expect(region.getAttribute('aria-label')).toBe('Top destinations by sales (EUR)');
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.contains(table())).toBe(true);
    await show(CITIES, { region: false });
    expect(document.querySelector('[role="region"]')).toBeNull();
  });

  it('stands bare, without a section of its own, in a frame that has its heading (a chart)', async () => {
    await show([], { title: undefined, empty: undefined });
    expect(document.querySelector('section')).toBeNull();
    expect(cells('tbody tr')).toEqual([]);
    expect(cells('thead tr')).toEqual([['Rank', 'Destination', 'Bookings', 'Sales']]);
  });
});
