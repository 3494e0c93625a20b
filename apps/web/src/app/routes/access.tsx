import { createRoute, lazyRouteComponent, useLocation } from '@tanstack/react-router';
import { searchSchema, textParam } from '../../lib/url-search';
import type { ExpiredLink } from '../layout/access-pages';
import { rootRoute } from '../route-base';

const NotAllowed = lazyRouteComponent(() => import('../layout/access-pages'), 'NotAllowedPage');
const LinkExpired = lazyRouteComponent(() => import('../layout/access-pages'), 'LinkExpiredPage');

/** A logged-in user's refused page (route-base.tsx guards): `from` is the address they asked for. */
const notAllowedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/not-allowed',
  validateSearch: searchSchema({ from: textParam }),
  component: function NotAllowedRoute() {
    return <NotAllowed from={notAllowedRoute.useSearch().from} />;
  },
});

/** What the server's redirect names: `file` (csv or voucher), a voucher's `id` and `copy`, the CSV's filters as they were. */
const expiredLinkOf = (search: Record<string, unknown>): ExpiredLink => {
  const { file, id, copy, ...rest } = search;
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) if (typeof value === 'string' || typeof value === 'number') filters[key] = String(value);
  return {
    file: file === 'voucher' ? 'voucher' : 'csv',
    ...(Number.isInteger(Number(id)) && Number(id) > 0 ? { id: Number(id) } : {}),
    ...(copy === 'client' ? { copy: 'client' as const } : {}),
    filters,
  };
};

/** A download link opened after its token was spent (bookings/routes.ts, documents.ts send the browser here). */
const linkExpiredRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/link-expired',
  component: function LinkExpiredRoute() {
    const search = linkExpiredRoute.useSearch() as Record<string, unknown>;
    const here = useLocation({ select: (location) => location.href });
    return <LinkExpired link={expiredLinkOf(search)} here={here} />;
  },
});

export const accessRoutes = [notAllowedRoute, linkExpiredRoute] as const;
