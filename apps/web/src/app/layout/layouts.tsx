import { Box } from '@mantine/core';
import { ROLE_ADMIN } from '@travel/contracts';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../lib/first-paint';
import { useSession } from '../../lib/session';
import { Header } from './header';

/**
 * The storefront's footer (menus, social links, the newsletter form) starts below the fold (the
 * main area keeps a screen's height): it loads after the first paint, not with it nor beside the
 * page's own code (issue 17.4).
 */
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

/** The id of the admin route (route-base.tsx: `id: 'admin'` under the root). */
const ADMIN_ROUTE_ID = '/admin';

/**
 * Whether the current page is a back-office screen: every admin route, and the bookings pages
 * an administrator works in (the navbar's Bookings group).
 */
export function useBackOffice() {
  const admin = useSession()?.role === ROLE_ADMIN;
  return useRouterState({
    select: (s) => s.matches.some((m) => m.routeId === ADMIN_ROUTE_ID) || (admin && /^\/bookings(\/|$)/.test(s.location.pathname)),
  });
}

/**
 * The storefront's main area keeps at least a screen's height while a page loads, so the footer
 * starts below the fold and never jumps up then down (issue 18.10, layout shift).
 */
const MAIN_MIN_HEIGHT = 'calc(100vh - 60px)';

export function RootLayout() {
  const backOffice = useBackOffice();
  const painted = useAfterFirstPaint();
  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-gray-0)' }}>
      <Header />
      <Box component="main" style={{ flex: 1, minHeight: backOffice ? undefined : MAIN_MIN_HEIGHT }} id="main">
        <Outlet />
      </Box>
      {/* The back office is a working tool: no storefront footer or newsletter inside it. */}
      {!backOffice && painted && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </Box>
  );
}
