/*
 * The routes' search schemas (`validateSearch`), written by hand rather than with zod: the route
 * tree is in the first page's JavaScript and zod would weigh a tenth of it (issue 17.4,
 * docs/decisions.md). They read as the zod schemas they replace did (url-search.test.ts holds the
 * two side by side): the router reads the query string as plain text (`parseSearch` below) while
 * screens navigate with numbers, so a number accepts both; a value that does not parse (a
 * hand-edited URL) falls back instead of failing the page; keys the schema does not name are dropped.
 */

/** One value of a search: reads what the URL or a screen holds; `In` (a type only) is what screens may pass. */
export type Param<Out, In = Out> = ((raw: unknown) => Out) & { readonly input?: In };
type AnyParam = Param<unknown, unknown>;
type Shape = Record<string, AnyParam>;
type OutOf<P> = P extends Param<infer Out, unknown> ? Out : never;
type InOf<P> = P extends { readonly input?: infer In } ? In : never;
type Flat<T> = { [K in keyof T]: T[K] } & {};

/** What a page receives: a value for every key with a default, the others when given. */
export type SearchOutput<S extends Shape> = Flat<
  { [K in keyof S as undefined extends OutOf<S[K]> ? never : K]: OutOf<S[K]> } & { [K in keyof S as undefined extends OutOf<S[K]> ? K : never]?: OutOf<S[K]> }
>;
/** What a link or `navigate` may pass: any key, as a number or as the URL's text. */
export type SearchInput<S extends Shape> = Flat<{ [K in keyof S]?: InOf<S[K]> }>;

/**
 * A route's search schema. The router takes it as a Standard Schema (`~standard`, as it took
 * zod's), which tells it what links may pass and what the page gets; it never refuses a search.
 */
export type SearchSchema<S extends Shape> = {
  readonly shape: S;
  /** The search of the URL (or of a navigation) as the page's values. */
  parse(input: unknown): SearchOutput<S>;
  /** The same schema with more keys. */
  extend<More extends Shape>(more: More): SearchSchema<Flat<Omit<S, keyof More> & More>>;
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (input: unknown) => { readonly value: SearchOutput<S> };
    readonly types?: { readonly input: SearchInput<S>; readonly output: SearchOutput<S> };
  };
};

/**
 * A route's search schema from its keys' params. A key with a default is always there; another is
 * there when the input had it (undefined when its value did not parse), as zod's objects did.
 */
export function searchSchema<S extends Shape>(shape: S): SearchSchema<S> {
  const parse = (input: unknown) => {
    const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    const values: Record<string, unknown> = {};
    for (const [key, param] of Object.entries(shape)) {
      const value = param(raw[key]);
      if (value !== undefined || Object.hasOwn(raw, key)) values[key] = value;
    }
    return values as SearchOutput<S>;
  };
  return {
    shape,
    parse,
    extend: (more) => searchSchema({ ...shape, ...more }) as never,
    '~standard': { version: 1, vendor: 'travel-web', validate: (input) => ({ value: parse(input) }) },
  };
}

/** A whole number from 1, given as a number or as digits (spaces around allowed); anything else is no number. */
function wholeNumber(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

/** `page`: 1 when missing or not a page number. */
export const pageParam: Param<number, number | string> = (raw) => wholeNumber(raw) ?? 1;
/** An optional whole number from 1: an id (a location, a category), a page without a default. */
export const numberParam: Param<number | undefined, number | string> = wholeNumber;
/** Optional text, kept as it was typed. */
export const textParam: Param<string | undefined, string> = (raw) => (typeof raw === 'string' ? raw : undefined);
/** Text with a default of '': a list's search text. */
export const searchTextParam: Param<string, string> = (raw) => (typeof raw === 'string' ? raw : '');
/** One of `values`, or nothing. */
export const oneOf =
  <const V extends string>(values: readonly V[]): Param<V | undefined, V> =>
  (raw) =>
    values.includes(raw as V) ? (raw as V) : undefined;
/** A flag of the query string: `1` (or `true`) is on, any other text or number off. */
export const flagParam: Param<boolean | undefined, boolean | number | string> = (raw) => {
  if (typeof raw === 'boolean' || typeof raw === 'string' || (typeof raw === 'number' && Number.isFinite(raw)))
    return raw === true || raw === 1 || raw === '1' || raw === 'true';
  return undefined;
};

/** The values a page receives from a search schema. */
export type SearchOf<T> = T extends SearchSchema<infer S> ? SearchOutput<S> : never;

/** The search of the plain back-office lists: page and search text (spec §2 lists). */
export const listSearchSchema = searchSchema({ page: pageParam, searchText: searchTextParam });
export type ListSearch = SearchOf<typeof listSearchSchema>;

/**
 * The search of a tabbed entity editor (/flights/{id}/edit?tab=fares): the open tab, which
 * ui/tab-checks.ts keeps in the address; a child's page (a fare, a car, a visa type, a room type)
 * returns to the tab it was opened from (issue 32).
 */
export const editorSearchSchema = searchSchema({ tab: textParam });

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
