import { Anchor, Box, Button, Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { Page } from '../../ui/page';
import { SearchForm } from '../search/search-form';

/** Landing page frame; the search box and carousels arrive with the storefront issue. */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <>
      <Box
        style={{
          background: 'linear-gradient(135deg, var(--mantine-color-brand-8), var(--mantine-color-cyan-6))',
          color: 'white',
        }}
        py={{ base: 48, sm: 96 }}
      >
        <Container size="xl">
          <Stack gap="md" maw={720}>
            <Title order={1} fz={{ base: 28, sm: 44 }}>
              {t('home.heroTitle')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }}>{t('home.heroText')}</Text>
          </Stack>
          <Box mt="xl" c="var(--mantine-color-text)">
            <SearchForm />
          </Box>
        </Container>
      </Box>
      {!session && (
        <Container size="xl" py="xl">
          <Paper withBorder radius="md" p="lg">
            <Group justify="space-between" wrap="wrap">
              <Stack gap={4}>
                <Title order={2} fz="lg">
                  {t('home.agentsTitle')}
                </Title>
                <Text c="dimmed">{t('home.agentsText')}</Text>
              </Stack>
              <Group>
                <Button component={Link} to="/registration">
                  {t('nav.register')}
                </Button>
                <Button component={Link} to="/login" variant="default">
                  {t('nav.login')}
                </Button>
              </Group>
            </Group>
          </Paper>
        </Container>
      )}
    </>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Page title={t('dashboard.title')}>
      <Paper withBorder radius="md" p="lg">
        <Text fw={600}>{t('dashboard.welcome', { name: session?.firstName ?? '' })}</Text>
        <Text c="dimmed">{t('dashboard.hint')}</Text>
      </Paper>
    </Page>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center py={96}>
      <Stack align="center">
        <Title order={1}>{t('notFound.title')}</Title>
        <Anchor component={Link} to="/">
          {t('notFound.back')}
        </Anchor>
      </Stack>
    </Center>
  );
}
