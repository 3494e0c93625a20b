import { Box, Container, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { SETTINGS_LIST_NAMES, SETTINGS_LISTS } from '@travel/contracts';
import { Outlet, type ToOptions, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NavLinkLink } from '../../ui/nav-link-link';
import { useBackOffice } from './layouts';

/*
 * The layouts of the logged-in areas. The routes load this file with their first page (route-base.tsx,
 * lazyRouteComponent): a visitor's first page needs none of it (issue 17.4).
 */

type T = (key: string, options?: Record<string, unknown>) => string;

/** A back-office page the left navigation leads to: a route without path params. */
type NavItem = { label: string; to: NonNullable<ToOptions['to']> };

/** The back office's left navigation, grouped as ui.md asks: Catalogue / Bookings / Content / Settings / Users. */
export function backOfficeNav(t: T): { group: string; items: NavItem[] }[] {
  return [
    {
      group: t('nav.catalogue'),
      items: [
        { label: t('nav.hotels'), to: '/hotels' },
        { label: t('flights.nav.flights'), to: '/flights' },
        { label: t('transfers.nav.transfers'), to: '/transfers' },
        { label: t('visas.nav.visas'), to: '/visas' },
        { label: t('tours.nav.tours'), to: '/tours' },
      ],
    },
    {
      group: t('nav.bookingsGroup'),
      items: [
        { label: t('nav.allBookings'), to: '/bookings' },
        { label: t('bookings.add.title'), to: '/bookings/add' },
        { label: t('reports.nav.reports'), to: '/reports' },
      ],
    },
    {
      group: t('nav.content'),
      items: [
        { label: t('content.nav.articles'), to: '/articles' },
        { label: t('content.nav.articleCategories'), to: '/article/categories' },
        { label: t('content.nav.subscriptions'), to: '/subscriptions' },
      ],
    },
    {
      group: t('nav.settings'),
      items: [
        { label: t('nav.currencyRates'), to: '/settings/currency-rates' },
        { label: t('nav.hotelMarkups'), to: '/settings/hotel-markups' },
        { label: t('settings.nav.site'), to: '/settings/site' },
        ...SETTINGS_LIST_NAMES.map((list) => ({ label: t(`settings.nav.${list}`), to: `/settings/${SETTINGS_LISTS[list].path}` as const })),
        { label: t('settings.nav.menus'), to: '/settings/menus' },
      ],
    },
    {
      group: t('nav.users'),
      items: [
        { label: t('user.allUsers'), to: '/users' },
        { label: t('user.addUser'), to: '/users/add' },
        { label: t('accounts.nav.agencies'), to: '/agencies' },
        { label: t('accounts.nav.invoices'), to: '/invoices' },
      ],
    },
  ];
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
                    <NavLinkLink
                      key={item.to}
                      label={item.label}
                      to={item.to}
                      active={path === item.to}
                      activeOptions={{ exact: true, includeSearch: false }}
                    />
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
