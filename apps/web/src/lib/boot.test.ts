import { describe, expect, it } from 'vitest';
import { boot, takeBootSearch } from './boot';

describe('the search that came with the page', () => {
  it("is taken once, by a visitor's page asking the same query in any order", () => {
    boot.search = { query: 'searchMode=hotel&toId=3&currency=EUR', answer: { hotels: [] } };
    expect(takeBootSearch('searchMode=hotel&toId=3&currency=USD', false)).toBeUndefined();
    expect(takeBootSearch('toId=3&searchMode=hotel&currency=EUR', true)).toBeUndefined();
    expect(takeBootSearch('currency=EUR&toId=3&searchMode=hotel', false)).toEqual({ hotels: [] });
    expect(takeBootSearch('searchMode=hotel&toId=3&currency=EUR', false)).toBeUndefined();
  });
});
