import type { settingsApi } from '@travel/contracts';
import type { AnswerOf } from './api-client';

/**
 * What the server wrote into the page for its first render (apps/server/src/modules/web/index-page.ts):
 * the visitor's GET global-settings and, on the home page, GET home-content, exactly as the API
 * answers them. The queries start from them, so the first paint already shows the site's
 * modules, title and hero, and nothing moves when the answers would have come (issue 17.4).
 */
export type Boot = {
  globalSettings?: AnswerOf<typeof settingsApi.routes.globalSettings>;
  homeContent?: AnswerOf<typeof settingsApi.routes.homeContent>;
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
