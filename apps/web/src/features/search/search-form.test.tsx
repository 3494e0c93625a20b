// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { stringifySearch } from '../../lib/url-search';
import { globalSettingsQuery } from '../../lib/reference';
import { renderScreen, tick } from '../../test/render';
import { searchEn } from './en';
import { SearchForm } from './search-form';
import { emptySearch, type SearchState, type SearchTabs, saveSearchTabs } from './search-state';

/*
 * The search form's tabs each keep their own draft (issue 32): a tab switch shows the other tab's
 * own fields and keeps the ones left, and Search sends, as the results page's URL, only the fields
 * of the tab searched. The option lists and settings are the test's (fetch and the query cache).
 */

i18n.addResourceBundle('en', 'translation', { search: searchEn }, true, false);

const navigate = vi.fn();
// The router itself stays (test/render.tsx shows the form in one); only where it goes is the test's.
vi.mock('@tanstack/react-router', async (original) => ({ ...(await original<typeof import('@tanstack/react-router')>()), useNavigate: () => navigate }));
// The option lists wait for the first paint, which happy-dom never reports.
vi.mock('../../lib/first-paint', () => ({ useAfterFirstPaint: () => true }));

const TODAY = '2026-11-23';
const athens: SearchState = { ...emptySearch(), toId: 12, toName: 'Athens', nationalityId: 3, startDate: '2026-12-01', endDate: '2026-12-05', nights: 4 };
const oneWay: SearchState = {
  ...emptySearch(),
  searchMode: 'flight',
  flightType: 'oneway',
  fromAirportId: 1,
  fromAirportName: 'Lisbon (LIS)',
  toAirportId: 2,
  toAirportName: 'Paris (CDG)',
  nationalityId: 4,
  startDate: '2026-12-10',
  endDate: null,
};

const LISTS: Record<string, unknown[]> = {
  to: [{ value: 12, label: 'Athens', isSub: true }],
  nationality: [
    { value: 3, label: 'Greece' },
    { value: 4, label: 'Portugal' },
  ],
  'from-airports': [{ value: 1, label: 'Lisbon (LIS) Humberto Delgado', code: 'LIS' }],
  'to-airports': [{ value: 2, label: 'Paris (CDG) Charles de Gaulle', code: 'CDG' }],
};

let host: HTMLElement;

async function render(initial?: SearchState) {
  ({ container: host } = await renderScreen(<SearchForm initial={initial} />, {
    answer: (call) => [200, { entities: LISTS[call.path.split('/').pop()!] ?? [] }],
    queryData: [
      [
        globalSettingsQuery.queryKey,
        {
          modules: { packageSearch: true, flightSearch: true, transferSearch: false, visaSearch: false, searchBar: true },
          searchMaxRooms: 3,
          defaultCurrency: { code: 'EUR' },
          today: TODAY,
          timeZone: 'UTC',
        },
      ],
    ],
  }));
}

/** The element a label names (Mantine links each label to its field). */
function field(label: string): HTMLInputElement | HTMLButtonElement | null {
  const found = [...host.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*$/, '').trim() === label);
  return found ? host.querySelector<HTMLInputElement>(`#${CSS.escape(found.htmlFor)}`) : null;
}
const shown = (label: string) => {
  const element = field(label);
  return element instanceof HTMLInputElement ? element.value : (element?.textContent ?? null);
};
const selectedTab = () => host.querySelector('[role="tab"][aria-selected="true"]')?.textContent;

async function openTab(name: string) {
  const tab = [...host.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === name)!;
  await act(async () => tab.click());
  await tick();
}

/** Search; the URL the form navigates to, as its keys and values (none when the form refused). */
async function search(): Promise<Record<string, string> | null> {
  navigate.mockClear();
  const form = host.querySelector('form')!;
  await act(async () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await tick();
  const call = navigate.mock.calls[0]?.[0] as { to: string; search: Record<string, unknown> } | undefined;
  if (!call) return null;
  expect(call.to).toBe('/search');
  return Object.fromEntries(new URLSearchParams(stringifySearch(call.search)));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the search form’s tabs (issue 32)', () => {
  it('shows each tab’s own fields; Search sends only the fields of the tab searched', async () => {
    saveSearchTabs({ mode: 'hotel', drafts: { hotel: athens, flight: oneWay } });
    await render();
    expect(selectedTab()).toBe('Hotels');
    await expect.poll(() => shown('Destination')).toBe('— Athens');
    expect(shown('Check-in – check-out')).toBe('01.12.2026 – 05.12.2026');

    await openTab('Flights');
    expect(selectedTab()).toBe('Flights');
    await expect.poll(() => shown('From')).toBe('Lisbon (LIS) Humberto Delgado');
    expect(shown('To')).toBe('Paris (CDG) Charles de Gaulle');
    expect(shown('Departure')).toBe('10.12.2026');
    expect(shown('Nationality')).toBe('Portugal');

    // Back on Hotels: both dates of the stay, its nationality, no airport.
    await openTab('Hotels');
    expect(shown('Check-in – check-out')).toBe('01.12.2026 – 05.12.2026');
    expect(shown('Destination')).toBe('— Athens');
    expect(shown('Nationality')).toBe('Greece');
    expect(field('From')).toBeNull();
    expect(field('To')).toBeNull();

    const hotelUrl = await search();
    expect(Object.keys(hotelUrl!).sort()).toEqual(['endDate', 'filters', 'nationalityId', 'nights', 'rooms', 'searchMode', 'startDate', 'toId', 'toName']);
    expect(hotelUrl).toMatchObject({ searchMode: 'hotel', toId: '12', nationalityId: '3', startDate: '2026-12-01', endDate: '2026-12-05' });

    await openTab('Flights');
    const flightUrl = await search();
    expect(Object.keys(flightUrl!).sort()).toEqual([
      'flightType',
      'fromAirportId',
      'fromAirportName',
      'nationalityId',
      'rooms',
      'searchMode',
      'startDate',
      'toAirportId',
      'toAirportName',
    ]);
    expect(flightUrl).toMatchObject({ searchMode: 'flight', flightType: 'oneway', fromAirportId: '1', toAirportId: '2', startDate: '2026-12-10' });
    expect(JSON.parse(flightUrl!.rooms!)).toEqual({ room1: { adults: 2, children: 0, childrenAges: [] } });
  });

  it('keeps a tab’s change through a switch to another tab and back, for the session', async () => {
    saveSearchTabs({ mode: 'hotel', drafts: { hotel: athens } });
    await render();
    const nights = field('Nights') as HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(nights, '7');
      nights.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await tick();
    expect(shown('Check-in – check-out')).toBe('01.12.2026 – 08.12.2026');
    await openTab('Flights');
    // A new flight search: nothing of the stay.
    expect(shown('Departure – return')).not.toContain('2026');
    expect(shown('Nationality')).toBe('');
    await openTab('Hotels');
    expect(shown('Check-in – check-out')).toBe('01.12.2026 – 08.12.2026');
    expect(shown('Nights')).toBe('7');
    // The session keeps the tabs: the form opened again (Back from the results) finds them.
    expect(JSON.parse(sessionStorage.getItem('traveldesk.searchTabs')!) as SearchTabs).toMatchObject({
      mode: 'hotel',
      drafts: { hotel: { endDate: '2026-12-08', nights: 7 } },
    });
  });

  it("opened on the results page's one-way flight: the other tabs start new and never search with its date", async () => {
    await render(oneWay);
    expect(selectedTab()).toBe('Flights');
    await expect.poll(() => shown('From')).toBe('Lisbon (LIS) Humberto Delgado');
    await openTab('Hotels');
    expect(shown('Destination')).toBe('');
    expect(shown('Check-in – check-out')).toBe('Pick dates');
    expect(shown('Nationality')).toBe('');
    // Nothing of the flight is sent: the Hotels tab asks for its own destination.
    expect(await search()).toBeNull();
    await openTab('Package');
    expect(shown('Origin airport')).toBe('');
    expect(shown('Destination airport')).toBe('');
    expect(shown('Check-in – check-out')).toBe('Pick dates');
  });
});
