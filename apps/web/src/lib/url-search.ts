import { z } from 'zod';

/**
 * Pieces of the routes' search schemas (`validateSearch`). The router reads the query string as
 * plain text (`parseSearch` below), while screens navigate with numbers, so a number accepts both. A
 * value that does not parse (a hand-edited URL) falls back instead of failing the page.
 */
const wholeNumber = z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(1));

/** `page`: 1 when missing or not a page number. */
export const pageParam = wholeNumber.default(1).catch(1);
/** An optional whole number from 1: an id (a location, a category), a page without a default. */
export const numberParam = wholeNumber.optional().catch(undefined);
/** Optional text, kept as it was typed. */
export const textParam = z.string().optional().catch(undefined);

/** The search of the plain back-office lists: page and search text (spec §2 lists). */
export const listSearchSchema = z.object({ page: pageParam, searchText: z.string().default('').catch('') });
export type ListSearch = z.output<typeof listSearchSchema>;

/**
 * The router's query strings are plain (`?page=2&rooms={...}`), not JSON-encoded values: the
 * search URL carries `rooms` and `filters` as JSON text exactly as the spec describes, and stays
 * readable. Every value reads back as text; the schemas above turn it into numbers.
 */
export const parseSearch = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));

export function stringifySearch(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
