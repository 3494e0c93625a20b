import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { GUEST_BOOKING_ARTICLE_SLUG } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { articleBySlugQuery } from '../../lib/articles';
import { loginHref } from '../../lib/auth';
import { ArticleHtml } from '../../ui/article-html';

/**
 * The storefront's guest modal body: the 'guest-booking-info' article, or `fallback` when it
 * cannot be loaded (deleted, server down). Its login link comes back to this search and step once
 * logged in (issue 18.3): the results page's URL carries both. (A modal of the modals manager
 * renders outside the router: the page's address is read from the window.)
 */
export function GuestBookingInfo({ fallback, onNavigate }: { fallback: string; onNavigate?: (to: string) => void }) {
  const { t } = useTranslation();
  const article = useQuery({ ...articleBySlugQuery(GUEST_BOOKING_ARTICLE_SLUG), retry: false, staleTime: 5 * 60_000 });
  const follow =
    onNavigate && ((to: string) => onNavigate(to === '/login' || to.startsWith('/login?') ? loginHref(window.location.pathname + window.location.search) : to));
  if (article.isLoading) return <Skeleton height={96} />;
  if (!article.data?.description) {
    return (
      <Stack gap="md">
        <Text>{fallback}</Text>
        {follow && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => follow('/registration')}>
              {t('auth.registerLink')}
            </Button>
            <Button onClick={() => follow('/login')}>{t('auth.login')}</Button>
          </Group>
        )}
      </Stack>
    );
  }
  return <ArticleHtml html={article.data.description} onNavigate={follow} />;
}
