import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listSearchSchema, numberParam, pageParam, parseSearch, stringifySearch, textParam } from './url-search';

describe('search params in the URL', () => {
  it('reads a page from the address bar text or from a navigation number', () => {
    expect(pageParam.parse('3')).toBe(3);
    expect(pageParam.parse(3)).toBe(3);
    expect(pageParam.parse(undefined)).toBe(1);
  });

  it('falls back instead of failing the page on a hand-edited value', () => {
    for (const bad of ['abc', '0', '-2', '1.5', '', 4.5, null]) expect(pageParam.parse(bad)).toBe(1);
    expect(numberParam.parse('12')).toBe(12);
    expect(numberParam.parse('x12')).toBeUndefined();
    expect(textParam.parse(42)).toBeUndefined();
  });

  it('gives a list its page and search text whatever the URL holds, and drops unknown keys', () => {
    expect(listSearchSchema.parse({})).toEqual({ page: 1, searchText: '' });
    expect(listSearchSchema.parse({ page: '2', searchText: 'sea', utm: 'x' })).toEqual({ page: 2, searchText: 'sea' });
    expect(listSearchSchema.extend({ locationId: numberParam }).parse({ locationId: 'none' })).toEqual({ page: 1, searchText: '' });
  });

  it('writes plain query strings: JSON text stays text, empty values are left out', () => {
    const rooms = JSON.stringify({ room1: { adults: 2, childrenAges: [5] } });
    const query = stringifySearch({ page: 2, searchText: '', rooms, filters: { price: { min: 10 } }, toId: undefined });
    expect(query).toBe(`?${new URLSearchParams({ page: '2', rooms, filters: '{"price":{"min":10}}' })}`);
    expect(parseSearch(query)).toEqual({ page: '2', rooms, filters: '{"price":{"min":10}}' });
    expect(stringifySearch({ page: undefined })).toBe('');
  });

  it('round-trips a list search through the URL', () => {
    const schema = listSearchSchema.extend({ categoryId: numberParam });
    const wanted: z.input<typeof schema> = { page: 4, searchText: 'blue lagoon', categoryId: 9 };
    expect(schema.parse(parseSearch(stringifySearch(wanted)))).toEqual(wanted);
  });
});
