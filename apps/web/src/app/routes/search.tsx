import { type AnyRoute, createRoute, lazyRouteComponent, redirect, useSearch } from '@tanstack/react-router';
import { rootRoute } from '../route-base';
import type { SearchParams } from '../../features/search/results-page';

const Results = lazyRouteComponent(() => import('../../features/search/results-page'), 'ResultsPage');

/** /search is public; opened without search parameters it goes to the home page (spec §2). */
export const searchRoutes: AnyRoute[] = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/search',
    validateSearch: (search: Record<string, unknown>) => Object.fromEntries(Object.entries(search).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])) as SearchParams,
    beforeLoad: ({ search }) => {
      if (!(search as SearchParams).searchMode) throw redirect({ to: '/' });
    },
    component: function Search() {
      return <Results params={useSearch({ strict: false }) as SearchParams} />;
    },
  }),
];
