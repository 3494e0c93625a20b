import { queryOptions } from '@tanstack/react-query';
import { contentApi } from './api-routes/content';
import { call } from './api-client';

/**
 * GET articles/get-by-slug/{slug}: public. The article page and the storefront's guest modal
 * (the 'guest-booking-info' article) both read articles by slug.
 */
export const fetchArticleBySlug = (slug: string) => call(contentApi.routes.articleBySlug, { params: { slug } });
export const articleBySlugQuery = (slug: string) => queryOptions({ queryKey: ['articles', 'slug', slug], queryFn: () => fetchArticleBySlug(slug) });
