import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { reportsSearchSchema } from '../../features/reports/report-search';
import { adminRoute } from '../route-base';

const Reports = lazyRouteComponent(() => import('../../features/reports/reports-page'), 'ReportsPage');

/** The sales and sell-through reports (back office, issue 35), their tab and fields in the address. */
const reportsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/reports',
  validateSearch: reportsSearchSchema,
  component: function ReportsRoute() {
    return <Reports search={reportsRoute.useSearch()} />;
  },
});

export const reportsRoutes = [reportsRoute] as const;
