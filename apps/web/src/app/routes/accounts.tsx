import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { agenciesSearchSchema, invoicesSearchSchema } from '../../features/accounts/list-search';
import { isAdminSession } from '../../lib/session';
import { accountRoute, adminRoute } from '../route-base';
import { numberParams } from './params';

const MyAccount = lazyRouteComponent(() => import('../../features/accounts/my-account-page'), 'MyAccountPage');
const Agencies = lazyRouteComponent(() => import('../../features/accounts/agencies-page'), 'AgenciesPage');
const AgencyAccount = lazyRouteComponent(() => import('../../features/accounts/agency-account-page'), 'AgencyAccountPage');
const Invoices = lazyRouteComponent(() => import('../../features/accounts/invoices-page'), 'InvoicesPage');

/**
 * My account: an agent's own agency account (issue 31). An administrator has no agency account
 * (the server answers 404): the page refuses it as the role guards do, with the "not allowed" page;
 * an administrator reads an agency's account at /agencies/{id}.
 */
const myAccountRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/account',
  beforeLoad: ({ location }) => {
    if (isAdminSession()) throw redirect({ to: '/not-allowed', search: { from: location.href } });
  },
  component: MyAccount,
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
  component: function AgencyAccountRoute() {
    const { id } = agencyAccountRoute.useParams();
    return <AgencyAccount key={id} id={id} />;
  },
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
export const myAccountRoutes = [myAccountRoute] as const;
/** The back office's agency account screens and the invoices. */
export const accountsRoutes = [agenciesRoute, agencyAccountRoute, invoicesRoute] as const;
