import type { settingsApi } from '@travel/contracts';
import type { AnswerOf } from './api-client';

/**
 * What the server wrote into the page for its first render (apps/server/src/modules/web/index-page.ts):
 * the visitor's GET global-settings and, on the home page, GET home-content, exactly as the API
 * answers them. The queries start from them, so the first paint already shows the site's
 * modules, title and hero, and nothing moves when the answers would have come (issue 17.4). On a
 * hotel /search, the visitor's GET search: the results and the top hotel's picture come with the
 * page instead of after the scripts.
 */
export type Boot = {
  globalSettings?: AnswerOf<typeof settingsApi.routes.globalSettings>;
  homeContent?: AnswerOf<typeof settingsApi.routes.homeContent>;
  /** On a hotel /search: a visitor's GET search and the query string the server asked it with. */
  search?: { query: string; answer: unknown };
  /** When the page read them: their age for the queries' staleTime and the agency's day. */
  readAt: number;
};

function readBoot(): Boot {
  const readAt = Date.now();
  try {
    const text = document.getElementById('boot')?.textContent;
    const data = text ? (JSON.parse(text) as Omit<Boot, 'readAt'>) : {};
    return { ...data, readAt };
  } catch {
    // No page (a unit test) or no boot data (the dev server): the queries fetch as before.
    return { readAt };
  }
}

export const boot: Boot = readBoot();

/**
 * A boot answer for the first cache entry of its query only (as its initialData): once the cache
 * is emptied (a logout), the query fetches as it would without it.
 */
export function takeBoot<K extends 'globalSettings' | 'homeContent'>(key: K): Boot[K] {
  const value = boot[key];
  boot[key] = undefined;
  return value;
}

const sortedQuery = (query: string) =>
  [...new URLSearchParams(query)]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('&');

/**
 * The boot's GET search answer for a visitor's page that asks exactly its query (the same
 * parameters and values, in any order), once; undefined otherwise. The server asked it as a
 * visitor: a logged-in user's page never takes it, whatever it asks.
 */
export function takeBootSearch(query: string, loggedIn: boolean): unknown {
  const search = boot.search;
  if (!search || loggedIn || sortedQuery(search.query) !== sortedQuery(query)) return undefined;
  boot.search = undefined;
  return search.answer;
}
