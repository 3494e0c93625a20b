import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../../lib/url-search';
import { resultsSearchSchema } from './results-search';
import { emptySearch, searchParamsOf } from './search-state';

describe('the results page URL (storefront spec §2, §3)', () => {
  const search = {
    ...emptySearch(),
    toId: 12,
    toName: 'Athens',
    nationalityId: 3,
    startDate: '2026-07-01',
    endDate: '2026-07-04',
    rooms: [{ adults: 2, children: 1, childrenAges: [6] }],
  };

  it('carries the search form as flat ids and names, with rooms keyed room1… as JSON text', () => {
    const query = stringifySearch(searchParamsOf(search));
    const params = new URLSearchParams(query);
    expect(params.get('searchMode')).toBe('hotel');
    expect(params.get('toId')).toBe('12');
    expect(JSON.parse(params.get('rooms')!)).toEqual({ room1: { adults: 2, children: 1, childrenAges: [6] } });
    expect(params.get('filters')).toBe('{}');
  });

  it('reads the same search back from the address bar, as the page sends it on to GET search', () => {
    const read = resultsSearchSchema.parse(parseSearch(stringifySearch(searchParamsOf(search))));
    expect(read).toEqual({
      searchMode: 'hotel',
      toId: 12,
      toName: 'Athens',
      nationalityId: 3,
      startDate: '2026-07-01',
      endDate: '2026-07-04',
      nights: 3,
      rooms: searchParamsOf(search).rooms,
      filters: '{}',
    });
  });

  it('treats an unknown search mode as no search (the route then goes home) and ignores a bad page', () => {
    expect(resultsSearchSchema.parse({ searchMode: 'cruise', page: 'last' })).toEqual({});
    expect(resultsSearchSchema.parse({ searchMode: 'hotel', page: '3' })).toEqual({ searchMode: 'hotel', page: 3 });
  });
});
