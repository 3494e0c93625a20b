import { describe, expect, it } from 'vitest';
import { ResultCache } from './result-cache';

describe('ResultCache', () => {
  it('forgets an entry after its time, and the least recently used one beyond its size', () => {
    const cache = new ResultCache<number>(2, 1000);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    expect(cache.get('a', 10)).toBe(1);
    cache.set('c', 3, 10);
    expect(cache.get('b', 20)).toBeUndefined();
    expect(cache.get('a', 20)).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.get('c', 1009)).toBe(3);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('keeps what it holds within its weight, dropping the least recently used, and never keeps a too heavy entry', () => {
    const cache = new ResultCache<string>(10, 1000, (text) => text.length);
    cache.set('a', 'xxxx', 0);
    cache.set('b', 'yyyy', 0);
    expect(cache.get('a', 1)).toBe('xxxx');
    cache.set('c', 'zzzz', 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect([cache.get('a', 3), cache.get('c', 3)]).toEqual(['xxxx', 'zzzz']);
    cache.set('big', 'x'.repeat(11), 4);
    expect(cache.get('big', 5)).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
