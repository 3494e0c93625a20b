// @vitest-environment happy-dom
import { DEFAULT_ROOM, SEARCH_MESSAGES, searchProblem } from '@travel/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  emptySearch,
  formProblem,
  keepOffered,
  loadLastSearch,
  nightsOf,
  type SearchState,
  saveLastSearch,
  searchParamsOf,
  withChildren,
  withDates,
  withNights,
} from './search-state';

/*
 * The search form's state (storefront spec §2 Search form, §3, §5): its defaults, the last search
 * kept in this browser's localStorage and restored against the agency's today, the query string
 * of the results page, and the sentences the form shows for it (the check the form's submit runs).
 */

const KEY = 'traveldesk.lastSearch';
/** The agency's today, as lib/agency-day gives it from the server's clock. */
const TODAY = '2026-11-23';

const athens: SearchState = {
  searchMode: 'hotel',
  toId: 12,
  toName: 'Athens',
  nationalityId: 3,
  startDate: '2026-12-01',
  endDate: '2026-12-05',
  rooms: [
    { adults: 2, children: 1, childrenAges: [7] },
    { adults: 1, children: 0, childrenAges: [] },
  ],
};

afterEach(() => localStorage.clear());

describe('a new search', () => {
  it('is a hotel search for one room of two adults, nothing else chosen', () => {
    expect(emptySearch()).toEqual({
      searchMode: 'hotel',
      toId: null,
      toName: '',
      nationalityId: null,
      startDate: null,
      endDate: null,
      rooms: [{ adults: 2, children: 0, childrenAges: [] }],
    });
  });

  it('gets its own room, so a change to it leaves the default room and the next search alone', () => {
    const first = emptySearch();
    first.rooms[0]!.adults = 4;
    expect(emptySearch().rooms[0]!.adults).toBe(2);
    expect(DEFAULT_ROOM.adults).toBe(2);
  });
});

describe('the last search of this browser (storefront spec §3)', () => {
  it('is a new search when nothing was saved', () => {
    expect(loadLastSearch(TODAY)).toEqual(emptySearch());
  });

  it('comes back as it was saved, under its own key, while its stay is still ahead', () => {
    saveLastSearch(athens);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(athens);
    expect(loadLastSearch(TODAY)).toEqual(athens);
  });

  it("keeps a stay starting on the agency's today, and drops only the dates of one that started the day before", () => {
    saveLastSearch({ ...athens, startDate: TODAY, endDate: '2026-11-25' });
    expect(loadLastSearch(TODAY)).toMatchObject({ startDate: TODAY, endDate: '2026-11-25' });

    saveLastSearch({ ...athens, startDate: '2026-11-22', endDate: '2026-11-26' });
    expect(loadLastSearch(TODAY)).toEqual({ ...athens, startDate: null, endDate: null });
    // The same saved stay read on the agency's previous day is still ahead.
    expect(loadLastSearch('2026-11-22')).toMatchObject({ startDate: '2026-11-22', endDate: '2026-11-26' });
  });

  it('fills what an older save lacks with the defaults, a past stay too', () => {
    localStorage.setItem(KEY, JSON.stringify({ toId: 12, toName: 'Athens', startDate: '2026-12-01' }));
    expect(loadLastSearch(TODAY)).toEqual({ ...emptySearch(), toId: 12, toName: 'Athens', startDate: '2026-12-01' });
    localStorage.setItem(KEY, JSON.stringify({ toId: 12, toName: 'Athens', startDate: '2025-01-10', endDate: '2025-01-12' }));
    expect(loadLastSearch(TODAY)).toEqual({ ...emptySearch(), toId: 12, toName: 'Athens' });
  });

  it('is a new search when what is stored is not JSON or not a search', () => {
    localStorage.setItem(KEY, '{"toId": 12,');
    expect(loadLastSearch(TODAY)).toEqual(emptySearch());
    localStorage.setItem(KEY, 'null');
    expect(loadLastSearch(TODAY)).toEqual(emptySearch());
  });
});

describe('the results page query string (storefront spec §3)', () => {
  it('flattens the ids and names, keys the rooms room1, room2 ... and writes rooms and filters as JSON text', () => {
    expect(searchParamsOf(athens, { price: { min: 50, max: 200 } })).toEqual({
      searchMode: 'hotel',
      toId: 12,
      toName: 'Athens',
      nationalityId: 3,
      startDate: '2026-12-01',
      endDate: '2026-12-05',
      // The nights counter travels with the dates (storefront spec §3 Search parameters).
      nights: 4,
      rooms: '{"room1":{"adults":2,"children":1,"childrenAges":[7]},"room2":{"adults":1,"children":0,"childrenAges":[]}}',
      filters: '{"price":{"min":50,"max":200}}',
    });
  });

  it('leaves out what is not chosen yet and sends no filters as {}', () => {
    const params = searchParamsOf(emptySearch());
    expect(params).toEqual({
      searchMode: 'hotel',
      toId: undefined,
      toName: '',
      nationalityId: undefined,
      startDate: undefined,
      endDate: undefined,
      rooms: '{"room1":{"adults":2,"children":0,"childrenAges":[]}}',
      filters: '{}',
    });
  });
});

describe('the children of a room (storefront spec §5)', () => {
  const room = { adults: 2, children: 2, childrenAges: [5, 11] };

  it('adds an age of 0 for each new child and keeps the ages already chosen', () => {
    expect(withChildren(room, 4)).toEqual({ adults: 2, children: 4, childrenAges: [5, 11, 0, 0] });
  });

  it('drops the ages of the last children when the count goes down', () => {
    expect(withChildren(room, 1)).toEqual({ adults: 2, children: 1, childrenAges: [5] });
    expect(withChildren(room, 0)).toEqual({ adults: 2, children: 0, childrenAges: [] });
  });

  it('gives a new room and leaves the one it was given as it was', () => {
    withChildren(room, 3);
    expect(room).toEqual({ adults: 2, children: 2, childrenAges: [5, 11] });
  });
});

describe('the sentences the search form shows for its state (storefront spec §5)', () => {
  // The form's submit checks its state this way (search-form.tsx); the transfer's airport: add-ons.test.ts.
  const check = formProblem;
  it('is the contracts’ check', () => {
    expect(check(athens)).toBe(searchProblem({ ...athens, transfer: false }));
    expect(check({ ...athens, transfer: true })).toBe(searchProblem({ ...athens, transfer: true }));
  });

  it('asks for the destination, the dates and the nationality in the order of the table', () => {
    let state = emptySearch();
    expect(check(state)).toBe('Destination is required!');
    state = { ...state, toId: 12, toName: 'Athens' };
    expect(check(state)).toBe('Start date is required!');
    state = { ...state, startDate: '2026-12-01' };
    expect(check(state)).toBe('End date is required!');
    state = { ...state, endDate: '2026-12-05' };
    expect(check(state)).toBe('Nationality is required!');
    expect(check({ ...state, nationalityId: 3 })).toBeNull();
  });

  it('refuses more than 30 nights, no rooms and a room without adults', () => {
    expect(check({ ...athens, startDate: '2026-12-01', endDate: '2026-12-31' })).toBeNull();
    expect(check({ ...athens, startDate: '2026-12-01', endDate: '2027-01-01' })).toBe('Nights can`t be more than 30.');
    expect(check({ ...athens, rooms: [] })).toBe('Rooms is required!');
    expect(check({ ...athens, rooms: [athens.rooms[0]!, withChildren({ adults: 0, children: 0, childrenAges: [] }, 1)] })).toBe(SEARCH_MESSAGES.adults);
  });

  it('asks again for the dates of a restored search whose stay is past', () => {
    saveLastSearch({ ...athens, startDate: '2026-11-01', endDate: '2026-11-04' });
    expect(check(loadLastSearch(TODAY))).toBe('Start date is required!');
    saveLastSearch(athens);
    expect(check(loadLastSearch(TODAY))).toBeNull();
  });
});

describe('the Flights tab’s sentences (storefront spec §5, flight rows)', () => {
  const lisbon: SearchState = {
    ...emptySearch(),
    searchMode: 'flight',
    flightType: 'round',
    fromAirportId: 1,
    toAirportId: 2,
    nationalityId: 3,
    startDate: '2027-06-10',
    endDate: '2027-06-17',
    rooms: [{ adults: 2, children: 2, childrenAges: [5, 1] }],
  };

  it('needs no destination, but the origin and destination airports', () => {
    expect(formProblem(lisbon)).toBeNull();
    expect(formProblem({ ...lisbon, fromAirportId: null })).toBe('Origin airport is required!');
    expect(formProblem({ ...lisbon, toAirportId: null })).toBe('Destination airport is required!');
  });

  it('a round trip needs the return date, one way does not', () => {
    expect(formProblem({ ...lisbon, endDate: null })).toBe('End date is required!');
    expect(formProblem({ ...lisbon, flightType: 'oneway', endDate: null })).toBeNull();
    // A saved search without a type is a round trip.
    expect(formProblem({ ...lisbon, flightType: undefined, endDate: null })).toBe('End date is required!');
  });

  it('counts infants against adults and at most 9 passengers, in the first room only', () => {
    expect(formProblem({ ...lisbon, rooms: [{ adults: 1, children: 2, childrenAges: [1, 0] }] })).toBe('Infants should not be more than adults.');
    expect(formProblem({ ...lisbon, rooms: [{ adults: 6, children: 4, childrenAges: [5, 6, 7, 8] }] })).toBe(
      'Maximum number of passengers should not be more than 9.',
    );
    // A hotel search's second room does not fly.
    expect(formProblem({ ...lisbon, rooms: [lisbon.rooms[0]!, { adults: 9, children: 0, childrenAges: [] }] })).toBeNull();
  });
});

describe('the nights counter, tied to the dates both ways (storefront spec §2, §3, §5)', () => {
  it('counts the nights of the dates; without both dates, what the counter holds', () => {
    expect(nightsOf(athens)).toBe(4);
    expect(nightsOf({ startDate: '2026-12-01', endDate: null, nights: 6 })).toBe(6);
    expect(nightsOf(emptySearch())).toBeNull();
  });

  it('a new count moves the end date from the start date', () => {
    expect(withNights(athens, 7)).toMatchObject({ startDate: '2026-12-01', endDate: '2026-12-08', nights: 7 });
    // Across a month's and a year's end.
    expect(withNights({ ...athens, startDate: '2026-12-28' }, 5)).toMatchObject({ endDate: '2027-01-02', nights: 5 });
  });

  it('keeps the count between 1 and 30, and waits for a start date to place the end', () => {
    expect(withNights(athens, 0)).toMatchObject({ nights: 1, endDate: '2026-12-02' });
    expect(withNights(athens, 45)).toMatchObject({ nights: 30, endDate: '2026-12-31' });
    expect(withNights(emptySearch(), 3)).toMatchObject({ nights: 3, startDate: null, endDate: null });
  });

  it('new dates give a new count; a start picked alone leaves the end open while the range is picked', () => {
    expect(withDates(athens, '2026-12-10', '2026-12-20')).toMatchObject({ startDate: '2026-12-10', endDate: '2026-12-20', nights: 10 });
    const counted = withNights(emptySearch(), 3);
    expect(withDates(counted, '2026-12-10', null)).toMatchObject({ startDate: '2026-12-10', endDate: null, nights: 3 });
    // A single day picked outside a range (picking done): the counter places the end date.
    expect(withDates(counted, '2026-12-10', null, false)).toMatchObject({ startDate: '2026-12-10', endDate: '2026-12-13' });
  });

  it('travels in the query string with both dates: a stay, a package and a round trip, not a one-way flight', () => {
    expect(searchParamsOf(withNights(athens, 9))).toMatchObject({ endDate: '2026-12-10', nights: 9 });
    expect(searchParamsOf({ ...athens, endDate: null })).not.toHaveProperty('nights');
    const flight: SearchState = { ...athens, searchMode: 'flight', flightType: 'round', fromAirportId: 1, toAirportId: 2 };
    expect(searchParamsOf(flight)).toMatchObject({ nights: 4 });
    expect(searchParamsOf({ ...flight, flightType: 'oneway' })).not.toHaveProperty('nights');
    expect(searchParamsOf({ ...athens, searchMode: 'package', fromAirportId: 1, toAirportId: 2 })).toMatchObject({ nights: 4 });
  });

  it('a count above 30 from the dates reads the spec sentence', () => {
    expect(formProblem({ ...athens, endDate: '2027-01-01' })).toBe(SEARCH_MESSAGES.nights);
  });
});

describe('the route lists narrow as the agent chooses (issue 30: only what is sold)', () => {
  const flight: SearchState = {
    ...athens,
    searchMode: 'flight',
    fromAirportId: 1,
    fromAirportName: 'Lisbon (LIS)',
    toAirportId: 2,
    toAirportName: 'Paris (CDG)',
  };

  it('keeps the choices the lists offer, as the same state', () => {
    expect(keepOffered(flight, { fromAirportId: [{ value: 1 }, { value: 3 }], toAirportId: [{ value: 2 }] })).toBe(flight);
  });

  it('drops a destination airport the chosen origin does not reach, with its name', () => {
    expect(keepOffered(flight, { fromAirportId: [{ value: 1 }], toAirportId: [{ value: 4 }] })).toEqual({ ...flight, toAirportId: null, toAirportName: '' });
  });

  it('drops an origin without departures and a package destination no round trip reaches', () => {
    const packaged: SearchState = { ...flight, searchMode: 'package' };
    expect(keepOffered(packaged, { fromAirportId: [{ value: 9 }], toId: [{ value: 99 }] })).toEqual({
      ...packaged,
      fromAirportId: null,
      fromAirportName: '',
      toId: null,
      toName: '',
    });
  });

  it('changes nothing while a list is still loading', () => {
    expect(keepOffered(flight, {})).toBe(flight);
  });
});
