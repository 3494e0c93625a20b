import { z } from 'zod';

/**
 * Pieces of the routes' search schemas (`validateSearch`). The router reads the query string as
 * plain text (app/router.tsx), while screens navigate with numbers, so a number accepts both. A
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
