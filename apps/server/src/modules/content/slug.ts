import { slugify } from '@travel/contracts';

/**
 * Slug rules of articles and categories (decisions: content). A slug is lowercase ASCII letters
 * and digits joined by hyphens. When the admin leaves it blank it is derived from the title and
 * made unique with a number ("paris", "paris-2", ...); a slug the admin typed is only normalised,
 * and a clash with another record is refused (409) rather than silently changed.
 */

/** Slugs that would collide with fixed screens: /articles/add is the admin's add form. */
export const RESERVED_SLUGS = new Set(['add']);

export type SlugChoice = { kind: 'typed'; slug: string } | { kind: 'derived'; slug: string } | { kind: 'invalid'; message: string };

/** The slug to store before uniqueness: the typed one normalised, else the title's, else `fallback`. */
export function chooseSlug(typed: string | undefined, title: string, fallback: string): SlugChoice {
  if (typed !== undefined && typed.trim() !== '') {
    const slug = slugify(typed);
    if (!slug) return { kind: 'invalid', message: 'Slug must contain letters or digits' };
    if (RESERVED_SLUGS.has(slug)) return { kind: 'invalid', message: `Slug '${slug}' is reserved, choose another one` };
    return { kind: 'typed', slug };
  }
  const derived = slugify(title) || fallback;
  return { kind: 'derived', slug: RESERVED_SLUGS.has(derived) ? `${derived}-2` : derived };
}

/**
 * The first free slug among base, base-2, base-3, ... given the slugs already taken (lowercase).
 * The suffix fits within the length limit by shortening the base.
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>, maxLength = 120): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, maxLength - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate) && !RESERVED_SLUGS.has(candidate)) return candidate;
  }
}
