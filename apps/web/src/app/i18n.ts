import { searchEn } from '../features/search/en';
import i18n from '../lib/i18n';

/**
 * Each feature keeps its texts in its own file; they are mounted here (lib/ may not import
 * features). The first page carries only the storefront's: the search form's here, before the
 * first render; the other areas' are mounted by their routes' loaders before their pages render
 * (./texts/, route-base.tsx, routes/search.tsx, routes/content.tsx; issue 17.4).
 */
i18n.addResourceBundle('en', 'translation', { search: searchEn }, true, false);

/** Mounts one area's texts (a feature's `en` objects under their keys), as the first page's are. */
export const mountTexts = (texts: Record<string, object>) => i18n.addResourceBundle('en', 'translation', texts, true, false);

/** The texts of the logged-in areas (account, bookings; the back office apart), of the results page and of the article page. */
export const loadTexts = {
  loggedIn: () => import('./texts/logged-in'),
  /** The logged-in areas' with the back office's (catalogue, reports, settings): administrators only. */
  backOffice: () => import('./texts/back-office'),
  results: () => import('./texts/results'),
  content: () => import('./texts/content'),
};
