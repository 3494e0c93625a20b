import { ActionIcon, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../ui/notify';
import { siteGlobalSettingsQuery, useSubscribe } from './api';
import { FooterMenus } from './footer-menus';
import { SocialIcon } from './social-icon';

export function Footer() {
  const { t } = useTranslation();
  const settings = useQuery(siteGlobalSettingsQuery).data;
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  const title = settings?.site_title ?? 'TravelDesk';
  return (
    <footer style={{ background: 'var(--mantine-color-dark-7)', color: 'var(--mantine-color-gray-3)' }}>
      <Container size="xl" py="xl">
        <Group justify="space-between" align="flex-start" gap="xl" wrap="wrap">
          <Stack gap="xs" maw={360}>
            <Title order={2} fz="lg" c="white">
              {title}
            </Title>
            <Group gap="xs">
              {settings?.sociallinks.map((s) => (
                <ActionIcon
                  key={s.type}
                  component="a"
                  href={s.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  color="gray.3"
                  aria-label={s.type}
                >
                  <SocialIcon type={s.type} />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
          {settings && <FooterMenus menus={settings.menus} />}
          {settings?.footerSubscribeEnabled && (
            <form
              aria-label={t('footer.newsletter')}
              onSubmit={(e) => {
                e.preventDefault();
                subscribe.mutate(email, {
                  onSuccess: () => {
                    notifySuccess(t('footer.subscribed'));
                    setEmail('');
                  },
                  onError: (err) => notifyError(err),
                });
              }}
            >
              <Stack gap={6} maw={420}>
                <Text fw={600} c="white">
                  {t('footer.newsletter')}
                </Text>
                <Text size="sm">{t('footer.newsletterHint')}</Text>
                <Group gap="xs" wrap="nowrap" align="flex-end">
                  <TextInput
                    type="email"
                    required
                    label={t('footer.newsletterEmail')}
                    labelProps={{ style: { color: 'var(--mantine-color-gray-3)' } }}
                    placeholder="you@agency.com"
                    value={email}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                    style={{ flex: 1 }}
                  />
                  <Button type="submit" loading={subscribe.isPending}>
                    {t('footer.subscribe')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Group>
        <Text size="xs" mt="xl" c="gray.5">
          {t('footer.rights', { year: new Date().getFullYear(), title })}
        </Text>
      </Container>
    </footer>
  );
}
