import { slugify } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { chooseSlug, uniqueSlug } from './slug';

describe('slugify', () => {
  it.each([
    ['Guest booking', 'guest-booking'],
    ['  Paris — the 10 best hotels!  ', 'paris-the-10-best-hotels'],
    ["Côte d'Azur & Monaco", 'cote-dazur-and-monaco'],
    ['Straße über Øresund', 'strasse-uber-oresund'],
    ['ÉTÉ   2027', 'ete-2027'],
    ['--a--b--', 'a-b'],
    ['東京', ''],
    ['', ''],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps only lowercase ASCII letters, digits and single inner hyphens, at most 120 characters', () => {
    for (const title of ['A'.repeat(300), 'word '.repeat(60), 'Ça va? Oui!! 100% <script>', 'x-'.repeat(100)]) {
      const slug = slugify(title);
      expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      expect(slug.length).toBeLessThanOrEqual(120);
    }
  });
});

describe('chooseSlug', () => {
  it('normalises a typed slug and keeps it as typed', () => {
    expect(chooseSlug('My Custom SLUG', 'Title', 'article')).toEqual({ kind: 'typed', slug: 'my-custom-slug' });
  });
  it('derives the slug from the title when none is typed', () => {
    expect(chooseSlug(undefined, 'Summer in Nice', 'article')).toEqual({ kind: 'derived', slug: 'summer-in-nice' });
    expect(chooseSlug('   ', 'Summer in Nice', 'article')).toEqual({ kind: 'derived', slug: 'summer-in-nice' });
  });
  it('falls back to the noun when the title has no ASCII letters or digits', () => {
    expect(chooseSlug(undefined, '東京', 'article')).toEqual({ kind: 'derived', slug: 'article' });
  });
  it('refuses a typed slug without letters or digits, and the reserved "add"', () => {
    expect(chooseSlug('!!!', 'Title', 'article')).toEqual({ kind: 'invalid', message: 'Slug must contain letters or digits' });
    expect(chooseSlug('ADD', 'Title', 'article').kind).toBe('invalid');
  });
  it('never derives the reserved "add" (the /articles/add screen)', () => {
    expect(chooseSlug(undefined, 'Add', 'article')).toEqual({ kind: 'derived', slug: 'add-2' });
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug', () => {
    expect(uniqueSlug('nice', new Set(['paris']))).toBe('nice');
  });
  it('numbers a taken slug from 2, skipping taken numbers', () => {
    expect(uniqueSlug('nice', new Set(['nice']))).toBe('nice-2');
    expect(uniqueSlug('nice', new Set(['nice', 'nice-2', 'nice-3']))).toBe('nice-4');
  });
  it('shortens a long base so the numbered slug stays within the limit', () => {
    const base = 'a'.repeat(120);
    const slug = uniqueSlug(base, new Set([base]));
    expect(slug).toBe(`${'a'.repeat(118)}-2`);
    expect(slug.length).toBe(120);
  });
});
