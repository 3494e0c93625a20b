import { Box, Container, Grid, Paper, Stack, Text } from '@mantine/core';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NavLinkLink } from '../../ui/links';
import { Footer } from './footer';
import { Header } from './header';
import { backOfficeNav } from './menu-items';

export function RootLayout() {
  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-gray-0)' }}>
      <Header />
      <Box component="main" style={{ flex: 1 }} id="main">
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}

/** Account area pages: a working tool in a centred container. */
export function AccountLayout() {
  return (
    <Container size="xl" py="lg">
      <Outlet />
    </Container>
  );
}

/** Back office: left navigation grouped Catalogue / Content / Settings / Users (ui.md). */
export function BackOfficeLayout() {
  const { t } = useTranslation();
  const path = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Container size="xl" py="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 2.5 }} visibleFrom="md">
          <Paper withBorder radius="md" p="xs" component="nav" aria-label={t('nav.backOffice')}>
            <Stack gap={4}>
              {backOfficeNav(t).map((group) => (
                <Box key={group.group}>
                  <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="sm" pt="xs">
                    {group.group}
                  </Text>
                  {group.items.map((item) => (
                    <NavLinkLink key={item.to} label={item.label} to={item.to} active={path === item.to} activeOptions={{ exact: true, includeSearch: false }} />
                  ))}
                </Box>
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9.5 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
