import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../lib/auth';
import { useSession } from '../../lib/session';
import { ButtonLink } from '../../ui/links';
import { mountTexts } from '../i18n';

/** Pages of refused access (issue 30): loaded only when one is opened, with their texts. */
mountTexts({
  access: {
    notAllowedTitle: 'You are not allowed to open this page',
    notAllowedText: 'This page belongs to another role than yours. Go back to the home page, or log in as a user who may open it.',
    home: 'Go to the home page',
    otherUser: 'Log in as another user',
    linkExpiredTitle: 'This download link has expired',
    linkExpiredText:
      'A download link works once, for a minute, so that a copied or forwarded address cannot be used again. Make a fresh link to download the file.',
    freshLink: 'Make a fresh link',
    loginToDownload: 'Log in to download',
    failed: 'The file could not be downloaded: {{error}}',
  },
});

function AccessCard({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <Center py={{ base: 48, sm: 96 }} px="md">
      <Paper withBorder radius="md" p="xl" maw={560}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
          <Group>{children}</Group>
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * A logged-in user opened a page their role may not see: this page says so at the address they
 * asked for (`from`), with the way home and the way to log in as someone else, who is brought
 * back to that address.
 */
export function NotAllowedPage({ from }: { from?: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  const otherUser = () => logout.mutate(undefined, { onSettled: () => void navigate({ to: '/login', search: from ? { redirect: from } : {} }) });
  return (
    <AccessCard title={t('access.notAllowedTitle')} text={t('access.notAllowedText')}>
      <ButtonLink to="/">{t('access.home')}</ButtonLink>
      <Button variant="default" onClick={otherUser} loading={logout.isPending}>
        {t('access.otherUser')}
      </Button>
    </AccessCard>
  );
}

/** What an expired link was for: the bookings CSV (with the list's filters) or a voucher. */
export type ExpiredLink = { file?: 'csv' | 'voucher'; id?: number; copy?: 'client'; filters?: Record<string, string> };

/**
 * A download link (CSV, statement, voucher) opened after its one-minute, single-use token was
 * spent: the server sends the browser here instead of a bare 401, and one click makes a fresh
 * link for the same file (a visitor logs in first and comes back here).
 */
export function LinkExpiredPage({ link, here }: { link: ExpiredLink; here: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fresh = async () => {
    setBusy(true);
    setError(null);
    try {
      const bookings = await import('../../features/bookings/api');
      if (link.file === 'voucher' && link.id) await bookings.downloadVoucher(link.id, String(link.id), link.copy);
      else await bookings.downloadCsv({ page: 1, ...(link.filters ?? {}) } as Parameters<typeof bookings.downloadCsv>[0]);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <AccessCard title={t('access.linkExpiredTitle')} text={t('access.linkExpiredText')}>
      {session ? (
        <Button onClick={() => void fresh()} loading={busy}>
          {t('access.freshLink')}
        </Button>
      ) : (
        <ButtonLink to="/login" search={{ redirect: here }}>
          {t('access.loginToDownload')}
        </ButtonLink>
      )}
      <ButtonLink to="/" variant="default">
        {t('access.home')}
      </ButtonLink>
      {error && (
        <Text c="red" role="alert" w="100%">
          {t('access.failed', { error })}
        </Text>
      )}
    </AccessCard>
  );
}
