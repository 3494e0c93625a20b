import { Skeleton, Text, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { GUEST_BOOKING_ARTICLE_SLUG } from '@travel/contracts';
import type { MouseEvent } from 'react';
import { articleBySlugQuery } from './api';

/**
 * An article's HTML (sanitized by the server before it is stored and again when it is served).
 * Links inside the site (`/login`) go through `onNavigate` so the app does not reload.
 */
export function ArticleHtml({ html, onNavigate }: { html: string; onNavigate?: (to: string) => void }) {
  const follow = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!onNavigate || !href?.startsWith('/') || href.startsWith('//') || link?.target === '_blank') return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <Typography>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the click handler only intercepts clicks on the links inside */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links keep their own keyboard activation, which fires this click */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes article HTML before storing and serving it */}
      <div onClick={follow} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

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
