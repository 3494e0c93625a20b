import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard, AgentDashboard, DashboardPeriod } from '@travel/contracts';
import { call } from '../../lib/api-client';
import { reportsApi } from '../../lib/api-routes/reports';
import { taxonomyQuery } from '../../lib/reference';

export type { AdminDashboard, AgentDashboard, DashboardPeriod };

/** The dashboard's periods, the switch's choices (the contracts' DASHBOARD_PERIODS). */
export const PERIODS = ['30d', '90d', '365d'] as const satisfies readonly DashboardPeriod[];

/** `GET dashboard?period=`: an administrator's business or an agent's own figures, by the caller's role. */
export const dashboardQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: ['dashboard', period],
    queryFn: () => call(reportsApi.routes.dashboard, { query: { period } }),
    placeholderData: keepPreviousData,
  });
export const useDashboard = (period: DashboardPeriod) => useQuery(dashboardQuery(period));

/** The id of the booking status 'on-request': the bookings list filters by it (bookingStatusId). */
export function useOnRequestStatusId(enabled: boolean): number | undefined {
  const { data } = useQuery({ ...taxonomyQuery('bookingStatus'), enabled });
  return data?.entities.find((s) => s.slug === 'on-request')?.id;
}
