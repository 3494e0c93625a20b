import { Box, Container, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { ROLE_ADMIN } from '@travel/contracts';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { NavLinkLink } from '../../ui/links';
import { Footer } from './footer';
import { Header } from './header';
import { backOfficeNav } from './menu-items';

/** The id of the admin route (route-base.tsx: `id: 'admin'` under the root). */
const ADMIN_ROUTE_ID = '/admin';

/**
 * Whether the current page is a back-office screen: every admin route, and the bookings pages
 * an administrator works in (the navbar's Bookings group).
 */
function useBackOffice() {
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
  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-gray-0)' }}>
      <Header />
      <Box component="main" style={{ flex: 1, minHeight: backOffice ? undefined : MAIN_MIN_HEIGHT }} id="main">
        <Outlet />
      </Box>
      {/* The back office is a working tool: no storefront footer or newsletter inside it. */}
      {!backOffice && <Footer />}
    </Box>
  );
}

/** Account area pages: a working tool in a centred container; an administrator's bookings sit in the back office. */
export function AccountLayout() {
  const backOffice = useBackOffice();
  if (backOffice) return <BackOfficeShell />;
  return (
    <Container size="xl" py="lg">
      <Outlet />
    </Container>
  );
}

/** Back office: the admin layout (issue 18.7). */
export function BackOfficeLayout() {
  return <BackOfficeShell />;
}

const NAV_WIDTH = 248;

/**
 * The full-height admin shell: the left navigation grouped Catalogue / Bookings / Content /
 * Settings / Users (ui.md) stays in view while the screen scrolls (sticky, its own scroll), the
 * screen beside it takes the rest of the width.
 */
function BackOfficeShell() {
  const { t } = useTranslation();
  const path = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Box style={{ display: 'flex', alignItems: 'stretch', minHeight: '100%' }}>
      <Box visibleFrom="md" w={NAV_WIDTH} style={{ flex: `0 0 ${NAV_WIDTH}px` }}>
        <Paper
          component="nav"
          aria-label={t('nav.backOffice')}
          radius={0}
          style={{ position: 'sticky', top: 0, height: '100vh', borderRight: '1px solid var(--mantine-color-gray-3)' }}
        >
          <ScrollArea h="100%" type="auto" p="xs">
            <Stack gap={4} pb="md">
              {backOfficeNav(t).map((group) => (
                <Box key={group.group}>
                  <Text size="xs" tt="uppercase" fw={700} c="gray.7" px="sm" pt="xs">
                    {group.group}
                  </Text>
                  {group.items.map((item) => (
                    <NavLinkLink key={item.to} label={item.label} to={item.to} active={path === item.to} activeOptions={{ exact: true, includeSearch: false }} />
                  ))}
                </Box>
              ))}
            </Stack>
          </ScrollArea>
        </Paper>
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }} px={{ base: 'sm', sm: 'lg' }} py="lg">
        <Box maw={1320} mx="auto">
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
