import { DEFAULT_ROOM, SEARCH_MESSAGES } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { formProblem, problemField, type SearchState } from './search-state';

/*
 * Issue 18.2: a refused search says its sentence on the field as well as in the toast, on every
 * tab. Each sentence of storefront spec §5 names the field the form marks.
 */
describe('the field of each search sentence', () => {
  it('names a field for every sentence of the table', () => {
    for (const sentence of Object.values(SEARCH_MESSAGES)) expect(problemField(sentence), sentence).not.toBeNull();
  });

  const flight: SearchState = {
    searchMode: 'flight',
    flightType: 'round',
    toId: null,
    toName: '',
    fromAirportId: 1,
    toAirportId: 2,
    nationalityId: 3,
    startDate: '2026-12-01',
    endDate: '2026-12-08',
    rooms: [{ ...DEFAULT_ROOM }],
  };

  it('marks the Flights tab’s airports, dates, nationality and passengers', () => {
    expect(problemField(formProblem({ ...flight, fromAirportId: null }))).toBe('fromAirport');
    expect(problemField(formProblem({ ...flight, toAirportId: null }))).toBe('toAirport');
    expect(problemField(formProblem({ ...flight, endDate: null }))).toBe('dates');
    expect(problemField(formProblem({ ...flight, nationalityId: null }))).toBe('nationality');
    expect(problemField(formProblem({ ...flight, rooms: [{ adults: 1, children: 2, childrenAges: [0, 1] }] }))).toBe('guests');
    expect(problemField(formProblem({ ...flight, transfer: true, transferHotelId: null }))).toBe('hotel');
  });

  it('marks the Hotels tab’s arrival airport when the transfer is asked without one', () => {
    const hotel: SearchState = { ...flight, searchMode: 'hotel', toId: 5, toAirportId: null, transfer: true };
    expect(problemField(formProblem(hotel))).toBe('toAirport');
  });
});
