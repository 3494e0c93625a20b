import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  flagParam,
  listSearchSchema,
  numberParam,
  oneOf,
  pageParam,
  parseSearch,
  type SearchInput,
  searchSchema,
  searchTextParam,
  stringifySearch,
  textParam,
} from './url-search';

describe('search params in the URL', () => {
  it('reads a page from the address bar text or from a navigation number', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(3)).toBe(3);
    expect(pageParam(undefined)).toBe(1);
  });

  it('falls back instead of failing the page on a hand-edited value', () => {
    for (const bad of ['abc', '0', '-2', '1.5', '', 4.5, null]) expect(pageParam(bad)).toBe(1);
    expect(numberParam('12')).toBe(12);
    expect(numberParam('x12')).toBeUndefined();
    expect(textParam(42)).toBeUndefined();
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
    const wanted: SearchInput<typeof schema.shape> = { page: 4, searchText: 'blue lagoon', categoryId: 9 };
    expect(schema.parse(parseSearch(stringifySearch(wanted)))).toEqual(wanted);
  });

  it('is the validator the router runs (Standard Schema): it never refuses a search', () => {
    expect(listSearchSchema['~standard'].validate({ page: 'x', searchText: 3 })).toEqual({ value: { page: 1, searchText: '' } });
  });
});

/*
 * The routes' schemas were zod schemas (before issue 17.4 took zod out of the first page); the
 * hand-written ones must read every URL the same way, key presence included.
 */
describe('the hand-written search schemas read URLs as the zod ones did', () => {
  const wholeNumber = z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(1));
  const zodParams = {
    page: wholeNumber.default(1).catch(1),
    id: wholeNumber.optional().catch(undefined),
    text: z.string().optional().catch(undefined),
    searchText: z.string().default('').catch(''),
    mode: z.enum(['hotel', 'flight', 'package']).optional().catch(undefined),
    flag: z
      .union([z.boolean(), z.number(), z.string()])
      .transform((v) => v === true || v === 1 || v === '1' || v === 'true')
      .optional()
      .catch(undefined),
  };
  const ours = { page: pageParam, id: numberParam, text: textParam, searchText: searchTextParam, mode: oneOf(['hotel', 'flight', 'package']), flag: flagParam };
  const values: unknown[] = [
    undefined,
    null,
    '',
    ' ',
    '0',
    '1',
    '7',
    ' 12 ',
    '007',
    '-2',
    '1.5',
    '1e3',
    'abc',
    'x12',
    '99999999999999999999',
    '9007199254740993',
    0,
    1,
    3,
    -1,
    4.5,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    false,
    'true',
    'false',
    'hotel',
    'flight',
    'cruise',
    'HOTEL',
    {},
    [],
    [1],
  ];

  it.each(Object.keys(ours) as (keyof typeof ours)[])('%s: the same value for every input', (name) => {
    for (const value of values) expect([value, ours[name](value)]).toStrictEqual([value, zodParams[name].parse(value)]);
  });

  it('an object schema: defaults always there, other keys only when given, unknown keys dropped', () => {
    const zodSchema = z.object(zodParams);
    const schema = searchSchema(ours);
    const inputs: unknown[] = [
      {},
      { id: '4', extra: 1 },
      { id: 'nope', text: 5 },
      { id: undefined },
      { page: ' 3 ', mode: 'flight', flag: '0' },
      { searchText: null, flag: {} },
    ];
    for (const input of inputs) expect([input, schema.parse(input)]).toStrictEqual([input, zodSchema.parse(input)]);
  });
});
