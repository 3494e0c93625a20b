import { describe, expect, it } from 'vitest';
import { nightsBetween, SEARCH_MESSAGES, type SearchFormValues, searchProblem, searchQuerySchema } from './search';

const valid: SearchFormValues = {
  searchMode: 'hotel',
  toId: 1,
  nationalityId: 2,
  startDate: '2027-06-01',
  endDate: '2027-06-08',
  rooms: [{ adults: 2, children: 0, childrenAges: [] }],
};

describe('search validation (storefront spec §5)', () => {
  it('accepts a complete hotel search', () => expect(searchProblem(valid)).toBeNull());
  it.each([
    [{ toId: null }, SEARCH_MESSAGES.destination],
    [{ startDate: null }, SEARCH_MESSAGES.startDate],
    [{ endDate: null }, SEARCH_MESSAGES.endDate],
    [{ nationalityId: null }, SEARCH_MESSAGES.nationality],
    [{ endDate: '2027-07-02' }, 'Nights can`t be more than 30.'],
    [{ rooms: [] }, SEARCH_MESSAGES.rooms],
    [{ rooms: [{ adults: 0, children: 1, childrenAges: [5] }] }, SEARCH_MESSAGES.adults],
    [{ transfer: true }, SEARCH_MESSAGES.destinationAirport],
  ] as const)('%o → %s', (patch, message) => {
    expect(searchProblem({ ...valid, ...patch } as SearchFormValues)).toBe(message);
  });
  it('allows exactly 30 nights', () => expect(searchProblem({ ...valid, endDate: '2027-07-01' })).toBeNull());
  it('checks infants and passengers for flights and packages', () => {
    const flight = { ...valid, searchMode: 'package' as const, fromAirportId: 3, toAirportId: 4 };
    expect(searchProblem({ ...flight, rooms: [{ adults: 1, children: 2, childrenAges: [0, 1] }] })).toBe(SEARCH_MESSAGES.infants);
    expect(searchProblem({ ...flight, rooms: [{ adults: 8, children: 2, childrenAges: [5, 6] }] })).toBe(SEARCH_MESSAGES.passengers);
  });
  it('counts nights in UTC', () => expect(nightsBetween('2027-03-27', '2027-03-29')).toBe(2));
  it('reads rooms keyed room1, room2 in order', () => {
    const query = searchQuerySchema.parse({ rooms: JSON.stringify({ room2: { adults: 1, childrenAges: [] }, room1: { adults: 2, childrenAges: [5] } }) });
    expect(query.rooms.map((r) => r.adults)).toEqual([2, 1]);
  });
});
