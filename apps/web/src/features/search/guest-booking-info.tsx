import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { GUEST_BOOKING_ARTICLE_SLUG } from '@travel/contracts';
import { articleBySlugQuery } from '../../lib/articles';
import { ArticleHtml } from '../../ui/article-html';

/**
 * The storefront's guest modal body: the 'guest-booking-info' article, or `fallback` when it
 * cannot be loaded (deleted, server down).
 */
export function GuestBookingInfo({ fallback, onNavigate }: { fallback: string; onNavigate?: (to: string) => void }) {
  const article = useQuery({ ...articleBySlugQuery(GUEST_BOOKING_ARTICLE_SLUG), retry: false, staleTime: 5 * 60_000 });
  if (article.isLoading) return <Skeleton height={96} />;
  if (!article.data?.description) return <Text>{fallback}</Text>;
  return <ArticleHtml html={article.data.description} onNavigate={onNavigate} />;
}
