import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { agenciesSearchSchema, invoicesSearchSchema } from '../../features/accounts/list-search';
import { isAdminSession } from '../../lib/session';
import { editorSearchSchema } from '../../lib/url-search';
import { accountRoute, adminRoute } from '../route-base';
import { numberParams } from './params';

const MyAccount = lazyRouteComponent(() => import('../../features/accounts/my-account-page'), 'MyAccountPage');
const Agencies = lazyRouteComponent(() => import('../../features/accounts/agencies-page'), 'AgenciesPage');
/** The agency's account page with its API & webhooks tab (issue 34), composed in ./agency-page.tsx. */
const AgencyAccount = lazyRouteComponent(() => import('./agency-page'), 'AgencyPage');
const Invoices = lazyRouteComponent(() => import('../../features/accounts/invoices-page'), 'InvoicesPage');
const Partners = lazyRouteComponent(() => import('../../features/partners/partners-page'), 'PartnersPage');

/** An administrator has no agency account (the server answers 404): its pages refuse it as the role guards do. */
const agentsOnly = ({ location }: { location: { href: string } }) => {
  if (isAdminSession()) throw redirect({ to: '/not-allowed', search: { from: location.href } });
};

/**
 * My account: an agent's own agency account (issue 31). An administrator has no agency account
 * (the server answers 404): the page refuses it as the role guards do, with the "not allowed" page;
 * an administrator reads an agency's account at /agencies/{id}.
 */
const myAccountRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/account',
  beforeLoad: agentsOnly,
  component: MyAccount,
});

/** The agent's API keys, quota, webhooks and usage (issue 34); an administrator manages them on the agency's page. */
const myApiRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/account/api',
  beforeLoad: agentsOnly,
  component: Partners,
});

/** The agencies' accounts, the deadline candidates and the deadline job's runs (back office, issue 31). */
const agenciesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/agencies',
  validateSearch: agenciesSearchSchema,
  component: function AgenciesRoute() {
    return <Agencies search={agenciesRoute.useSearch()} />;
  },
});
const agencyAccountRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/agencies/$id',
  params: numberParams('id'),
  // The open tab: the account (no `tab`) or `?tab=api`, its API keys and webhooks (issue 34).
  validateSearch: editorSearchSchema,
  component: AgencyAccount,
});

/** Every agency's invoices and credit notes, by the filters of the URL, and the accounting export (back office, issue 31). */
const invoicesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/invoices',
  validateSearch: invoicesSearchSchema,
  component: function InvoicesRoute() {
    return <Invoices search={invoicesRoute.useSearch()} />;
  },
});

/** The agent's account page (any logged-in area). */
export const myAccountRoutes = [myAccountRoute, myApiRoute] as const;
/** The back office's agency account screens and the invoices. */
export const accountsRoutes = [agenciesRoute, agencyAccountRoute, invoicesRoute] as const;
