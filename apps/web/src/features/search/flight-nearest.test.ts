import { describe, expect, it } from 'vitest';
import { dayMonth, nearestOptions, routeNames, searchedTrip, searchOnDays, tripDays } from './flight-nearest';
import type { SearchParams } from './results-search';

/*
 * A search with no flight on its days (issue 30): the message's days as the UI writes them
 * (DD.MM), the days offered (before, then after), and the search each one runs again.
 */

const oneWay: SearchParams = {
  searchMode: 'flight',
  flightType: 'oneway',
  fromAirportId: 1,
  fromAirportName: 'Lisbon (LIS)',
  toAirportId: 2,
  toAirportName: 'Paris (CDG)',
  nationalityId: 3,
  startDate: '2027-03-12',
  rooms: '{"room1":{"adults":1,"children":0,"childrenAges":[]}}',
  step: 'chooseFlightFare',
  flight: '7~f1.abc',
  page: 2,
};

describe('the nearest days with a flight', () => {
  it('writes days as DD.MM, a round trip or a stay as its two days', () => {
    expect(dayMonth('2027-03-12')).toBe('12.03');
    expect(tripDays({ startDate: '2027-03-12', endDate: null })).toBe('12.03');
    expect(tripDays({ startDate: '2027-03-12', endDate: '2027-03-19' })).toBe('12.03 – 19.03');
  });

  it('offers the day before first, then the day after; none when the answer has none', () => {
    const before = { startDate: '2027-03-11', endDate: null };
    const after = { startDate: '2027-03-13', endDate: null };
    expect(nearestOptions({ before, after })).toEqual([before, after]);
    expect(nearestOptions({ before: null, after })).toEqual([after]);
    expect(nearestOptions({ before: null, after: null })).toEqual([]);
    expect(nearestOptions(null)).toEqual([]);
  });

  it('names the searched trip: a one-way flight its day, a round trip or a package both days', () => {
    expect(tripDays(searchedTrip(oneWay))).toBe('12.03');
    expect(tripDays(searchedTrip({ ...oneWay, flightType: 'round', endDate: '2027-03-19' }))).toBe('12.03 – 19.03');
    expect(tripDays(searchedTrip({ searchMode: 'package', startDate: '2027-03-12', endDate: '2027-03-17' }))).toBe('12.03 – 17.03');
    expect(routeNames(oneWay)).toEqual({ from: 'Lisbon (LIS)', to: 'Paris (CDG)' });
  });

  it('runs the same search on the day chosen, from the first step, the nights kept', () => {
    expect(searchOnDays(oneWay, { startDate: '2027-03-13', endDate: null })).toEqual({
      searchMode: 'flight',
      flightType: 'oneway',
      fromAirportId: 1,
      fromAirportName: 'Lisbon (LIS)',
      toAirportId: 2,
      toAirportName: 'Paris (CDG)',
      nationalityId: 3,
      startDate: '2027-03-13',
      rooms: oneWay.rooms,
    });
    const round = { ...oneWay, flightType: 'round' as const, endDate: '2027-03-19', nights: 7 };
    expect(searchOnDays(round, { startDate: '2027-03-11', endDate: '2027-03-18' })).toMatchObject({
      startDate: '2027-03-11',
      endDate: '2027-03-18',
      nights: 7,
    });
  });
});
