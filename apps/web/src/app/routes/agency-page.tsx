import { Skeleton } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AgencyAccountPage } from '../../features/accounts/agency-account-page';

/**
 * /agencies/{id} composed (issue 34): the agency's account page (features/accounts) with its
 * "API & webhooks" tab, the panels of features/partners for that agency. Features do not import
 * each other, so the route joins them; the panels load when their tab opens. A module of its own,
 * loaded with the page: the first page's router carries none of it.
 */
const PartnersPanels = lazy(() => import('../../features/partners/partners-panels').then((m) => ({ default: m.PartnersPanels })));

const route = getRouteApi('/admin/agencies/$id');

export function AgencyPage() {
  const { id } = route.useParams();
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <AgencyAccountPage
      key={id}
      id={id}
      tab={tab}
      // The account is the address without `tab`; the API tab is `?tab=api`, kept on reload (no history entry).
      onTab={(next) => void navigate({ search: { tab: next === 'account' ? undefined : next }, replace: true })}
      apiPanel={
        <Suspense fallback={<Skeleton height={320} radius="md" />}>
          <PartnersPanels agentId={id} />
        </Suspense>
      }
    />
  );
}
