import { queryOptions } from '@tanstack/react-query';
import type { Article } from '@travel/contracts';
import { api } from './api';

/**
 * GET articles/get-by-slug/{slug}: public. The article page and the storefront's guest modal
 * (the 'guest-booking-info' article) both read articles by slug.
 */
export const articleBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: ['articles', 'slug', slug], queryFn: () => api<Article>('GET', `articles/get-by-slug/${encodeURIComponent(slug)}`) });
