import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { resultsSearchSchema } from '../../features/search/results-search';
import { loadTexts } from '../i18n';
import { rootRoute } from '../route-base';

const Results = lazyRouteComponent(() => import('../../features/search/results-page'), 'ResultsPage');

/** /search is public; opened without search parameters it goes to the home page (spec §2). */
export const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/search',
  validateSearch: resultsSearchSchema,
  beforeLoad: ({ search }) => {
    if (!search.searchMode) throw redirect({ to: '/' });
  },
  // The results page's texts, mounted before it renders (app/i18n.ts), and its code: rendered as
  // a child it would otherwise suspend after the first paint (issue 17.4).
  loader: async () => {
    await Promise.all([loadTexts.results(), Results.preload?.()]);
  },
  component: function Search() {
    return <Results params={searchRoute.useSearch()} />;
  },
});
