// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../../lib/url-search';
import { resultsSearchSchema } from './results-search';
import {
  draftIn,
  draftOf,
  emptySearch,
  loadSearchTabs,
  openTabs,
  type SearchState,
  type SearchTabs,
  saveSearchTabs,
  searchParamsOf,
  withAddOns,
  withDraft,
} from './search-state';

/*
 * Issue 32: the search form never sends what it does not show. Each tab keeps its own draft (a
 * tab's fields only), switching tabs neither carries a hidden field into another tab nor loses what
 * was typed in the tab left, and the results page's URL holds exactly the searched tab's fields.
 */

const TODAY = '2026-11-23';
const modules = { transferSearch: true, visaSearch: true };

/** Everything every tab could hold at once: what the one shared state of the old form ended up with. */
const everything: SearchState = {
  searchMode: 'hotel',
  toId: 12,
  toName: 'Athens',
  flightType: 'oneway',
  fromAirportId: 1,
  fromAirportName: 'Lisbon (LIS)',
  toAirportId: 2,
  toAirportName: 'Paris (CDG)',
  nationalityId: 3,
  startDate: '2026-12-01',
  endDate: '2026-12-05',
  nights: 4,
  rooms: [
    { adults: 2, children: 1, childrenAges: [7] },
    { adults: 1, children: 0, childrenAges: [] },
  ],
  transferHotelId: 5,
  transferHotelName: 'Paris Vendôme',
};

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

/** The URL the results page opens with for a search, as its keys and values. */
const urlOf = (state: SearchState) => Object.fromEntries(new URLSearchParams(stringifySearch(searchParamsOf(withAddOns(state, modules)))));

afterEach(() => sessionStorage.clear());

describe("a tab's draft holds only its tab's fields", () => {
  it('Hotels: the destination, its arrival airport (the transfer), dates, nights, nationality, rooms and add-ons; no flight field', () => {
    expect(draftOf(everything, 'hotel')).toEqual({
      searchMode: 'hotel',
      toId: 12,
      toName: 'Athens',
      toAirportId: 2,
      toAirportName: 'Paris (CDG)',
      nationalityId: 3,
      startDate: '2026-12-01',
      endDate: '2026-12-05',
      nights: 4,
      rooms: everything.rooms,
    });
  });

  it('Flights: the type, the airports, the dates, one party and the hotel of its transfer; no destination', () => {
    expect(draftOf(everything, 'flight')).toEqual({
      searchMode: 'flight',
      toId: null,
      toName: '',
      flightType: 'oneway',
      fromAirportId: 1,
      fromAirportName: 'Lisbon (LIS)',
      toAirportId: 2,
      toAirportName: 'Paris (CDG)',
      nationalityId: 3,
      startDate: '2026-12-01',
      endDate: '2026-12-05',
      nights: 4,
      rooms: [everything.rooms[0]],
      transferHotelId: 5,
      transferHotelName: 'Paris Vendôme',
    });
  });

  it('Package: the origin, the destination and its airport, the stay and the add-ons; no flight type, no transfer hotel', () => {
    const draft = draftOf(everything, 'package');
    expect(draft).toMatchObject({ searchMode: 'package', toId: 12, fromAirportId: 1, toAirportId: 2, rooms: everything.rooms });
    expect(draft).not.toHaveProperty('flightType');
    expect(draft).not.toHaveProperty('transferHotelId');
  });

  it('a new tab is a new search on that tab', () => {
    const tabs: SearchTabs = { mode: 'hotel', drafts: { hotel: athens } };
    expect(draftIn(tabs)).toBe(athens);
    expect(draftIn(tabs, 'flight')).toEqual({ ...emptySearch(), searchMode: 'flight' });
    expect(draftIn(tabs, 'package')).toEqual({ ...emptySearch(), searchMode: 'package' });
  });
});

describe('switching tabs (issue 32)', () => {
  it('keeps what was typed in the tab left, and carries none of it into the other tab', () => {
    let tabs: SearchTabs = { mode: 'hotel', drafts: { hotel: athens } };
    // The agent goes to Flights and types a one-way flight there.
    tabs = { ...tabs, mode: 'flight' };
    expect(draftIn(tabs)).toEqual({ ...emptySearch(), searchMode: 'flight' });
    tabs = withDraft(tabs, oneWay);
    // Back on Hotels: the stay as it was typed, no airport, both dates.
    tabs = { ...tabs, mode: 'hotel' };
    expect(draftIn(tabs)).toBe(athens);
    // And Flights again: the flight as it was typed.
    tabs = { ...tabs, mode: 'flight' };
    expect(draftIn(tabs)).toBe(oneWay);
  });

  it("a one-way flight's date never becomes half of a hotel range", () => {
    const tabs = withDraft({ mode: 'hotel', drafts: {} }, oneWay);
    expect(draftIn(tabs)).toMatchObject({ startDate: null, endDate: null });
    expect(urlOf(draftIn(tabs))).not.toHaveProperty('startDate');
  });

  it("a change of one tab's draft leaves the tab shown where it is", () => {
    expect(withDraft({ mode: 'hotel', drafts: { hotel: athens } }, oneWay)).toEqual({ mode: 'hotel', drafts: { hotel: athens, flight: oneWay } });
  });
});

describe('the tabs as the form opens', () => {
  it("from the results page's URL: its tab filled from it and shown, the others new", () => {
    const tabs = openTabs(oneWay, null, true);
    expect(tabs).toEqual({ mode: 'flight', drafts: { flight: oneWay } });
    expect(draftIn(tabs, 'hotel')).toEqual(emptySearch());
  });

  it("from the results page's URL with this session's drafts: the URL's tab from the URL, the others kept", () => {
    const session: SearchTabs = { mode: 'hotel', drafts: { hotel: athens, flight: { ...oneWay, fromAirportId: 9 } } };
    expect(openTabs(oneWay, session, true)).toEqual({ mode: 'flight', drafts: { hotel: athens, flight: oneWay } });
  });

  it("a URL or a last search of the old shared shape fills only its own tab's fields", () => {
    expect(openTabs(everything, null, true).drafts.hotel).toEqual(draftOf(everything, 'hotel'));
    expect(openTabs(everything, null, true).drafts.hotel).not.toHaveProperty('fromAirportId');
  });

  it("on the home page: the session's tabs as they were left, the last search on its tab when the session has none", () => {
    const session: SearchTabs = { mode: 'flight', drafts: { flight: oneWay } };
    expect(openTabs(athens, session, false)).toEqual({ mode: 'flight', drafts: { hotel: athens, flight: oneWay } });
    // The session's own draft of the last search's tab is the newer one.
    const typed = { ...athens, toId: 13, toName: 'Rome' };
    expect(openTabs(athens, { mode: 'hotel', drafts: { hotel: typed } }, false).drafts.hotel).toBe(typed);
  });

  it('are kept in this session and read back, a past stay without its dates, what is not tabs as none', () => {
    saveSearchTabs({ mode: 'flight', drafts: { hotel: athens, flight: { ...oneWay, startDate: '2026-11-20' } } });
    expect(loadSearchTabs(TODAY)).toEqual({ mode: 'flight', drafts: { hotel: athens, flight: { ...oneWay, startDate: null, endDate: null } } });
    sessionStorage.setItem('traveldesk.searchTabs', '{"mode":"cruise","drafts":{}}');
    expect(loadSearchTabs(TODAY)).toBeNull();
    sessionStorage.setItem('traveldesk.searchTabs', '{"mode":"toString","drafts":{}}');
    expect(loadSearchTabs(TODAY)).toBeNull();
    sessionStorage.setItem('traveldesk.searchTabs', '{"mode":');
    expect(loadSearchTabs(TODAY)).toBeNull();
    sessionStorage.clear();
    expect(loadSearchTabs(TODAY)).toBeNull();
  });

  it('a kept draft of another shape is read as its tab\u2019s fields only', () => {
    sessionStorage.setItem('traveldesk.searchTabs', JSON.stringify({ mode: 'hotel', drafts: { hotel: everything } }));
    expect(loadSearchTabs(TODAY)?.drafts.hotel).toEqual(draftOf(everything, 'hotel'));
  });
});

describe("the results page's URL holds exactly the searched tab's fields", () => {
  const keys = (state: SearchState) => Object.keys(urlOf(state)).sort();

  it('Hotels: destination, dates, nights, nationality, rooms (and filters); no airport, no flight field', () => {
    expect(keys(draftOf(everything, 'hotel'))).toEqual(['endDate', 'filters', 'nationalityId', 'nights', 'rooms', 'searchMode', 'startDate', 'toId', 'toName']);
    expect(urlOf(draftOf(everything, 'hotel'))).toMatchObject({ searchMode: 'hotel', toId: '12', startDate: '2026-12-01', endDate: '2026-12-05', nights: '4' });
  });

  it('Hotels with a transfer and visas: the arrival airport and the visa count join them', () => {
    const draft = { ...draftOf(everything, 'hotel'), transfer: true, visa: true, visasCount: 2 };
    expect(keys(draft)).toEqual([
      'endDate',
      'filters',
      'nationalityId',
      'nights',
      'rooms',
      'searchMode',
      'startDate',
      'toAirportId',
      'toAirportName',
      'toId',
      'toName',
      'transfer',
      'visa',
      'visasCount',
    ]);
  });

  it('a one-way flight: its type, airports, one date, nationality and its party as room1; no destination, no end date, no nights', () => {
    const draft = draftOf(everything, 'flight');
    expect(keys(draft)).toEqual([
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
    expect(JSON.parse(urlOf(draft).rooms!)).toEqual({ room1: everything.rooms[0] });
  });

  it('a round trip adds its return date and nights; a transfer its hotel', () => {
    const round = { ...draftOf(everything, 'flight'), flightType: 'round' as const, transfer: true };
    expect(urlOf(round)).toMatchObject({ endDate: '2026-12-05', nights: '4', transfer: 'true', transferHotelId: '5' });
    expect(urlOf(round)).not.toHaveProperty('toId');
  });

  it('Package: origin, destination and its airport, the stay, rooms and filters; no flight type, no transfer hotel', () => {
    expect(keys(draftOf(everything, 'package'))).toEqual([
      'endDate',
      'filters',
      'fromAirportId',
      'fromAirportName',
      'nationalityId',
      'nights',
      'rooms',
      'searchMode',
      'startDate',
      'toAirportId',
      'toAirportName',
      'toId',
      'toName',
    ]);
  });

  it('reads back as the same draft: the results page fills the tab from it', () => {
    for (const draft of [athens, oneWay]) {
      const read = resultsSearchSchema.parse(parseSearch(stringifySearch(searchParamsOf(draft))));
      expect(read.searchMode).toBe(draft.searchMode);
      expect(read.startDate).toBe(draft.startDate);
      expect(read.endDate).toBe(draft.endDate ?? undefined);
    }
  });
});
