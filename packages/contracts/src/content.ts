import { z } from 'zod';
import { optionalText, paged, pageQuerySchema, requiredText } from './common';

/**
 * Articles, article categories and newsletter subscriptions (back-office spec §2 'Articles and
 * categories', 'Subscriptions', §3, §7).
 */

// ---------------------------------------------------------------- slugs

export const SLUG_MAX = 120;

/**
 * The slug a title gives: lowercase ASCII letters and digits joined by single hyphens
 * ("Côte d'Azur & Monaco" -> "cote-dazur-and-monaco"). Shared by the form, which proposes it
 * while the title is typed, and the server, which derives it when none is given.
 */
export function slugify(text: string): string {
  const ascii = text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/þ/g, 'th')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // "Guest's guide" reads better as guests-guide than guest-s-guide.
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ');
  return ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

// ---------------------------------------------------------------- requests

const DESCRIPTION_MAX = 100_000;

/** Category ids of an article: numbers, numeric text or `{ id }` options (the multi-select's shapes). */
const categoryIdsSchema = z.preprocess(
  (v) => (Array.isArray(v) ? v.map((item) => (item && typeof item === 'object' && 'id' in item ? (item as { id: unknown }).id : item)) : v),
  z
    .array(z.coerce.number({ error: 'must be a list of category ids' }).int('must be a list of category ids').positive('must be a list of category ids'), {
      error: 'must be a list of category ids',
    })
    .max(100, 'at most 100 categories')
    .transform((ids) => [...new Set(ids)]),
);

/** POST articles, PUT articles/{id}: a blank slug is derived from the title. PUT replaces every field. */
export const articleRequestSchema = z.object({
  title: requiredText('Title'),
  slug: optionalText(SLUG_MAX),
  description: optionalText(DESCRIPTION_MAX),
  categories: categoryIdsSchema.default([]),
});
export type ArticleRequest = z.infer<typeof articleRequestSchema>;

/** POST articlecategories (and the misspelt articletategories), PUT articlecategories/{id}. */
export const articleCategoryRequestSchema = z.object({
  title: requiredText('Title'),
  slug: optionalText(SLUG_MAX),
  description: optionalText(DESCRIPTION_MAX),
});
export type ArticleCategoryRequest = z.infer<typeof articleCategoryRequestSchema>;

/** GET articles, GET subscriptions: `page` (from 1) and `searchText`. */
export const contentListQuerySchema = pageQuerySchema;

/** GET articlecategories: without `page` the plain option list, with it a page. */
export const articleCategoriesQuerySchema = pageQuerySchema.extend({
  page: z.coerce.number().int().min(1).optional(),
});

export const slugParamSchema = z.object({ slug: z.string().trim().min(1).max(200) });

// ---------------------------------------------------------------- responses

export const articleCategoryOptionSchema = z.object({ id: z.number(), title: z.string() });
export type ArticleCategoryOption = z.infer<typeof articleCategoryOptionSchema>;
export const articleCategoryOptionsSchema = z.object({ entities: z.array(articleCategoryOptionSchema) });

export const articleCategorySchema = z.object({ id: z.number(), title: z.string(), slug: z.string(), description: z.string() });
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

export const articleCategoryListItemSchema = z.object({ id: z.number(), title: z.string(), slug: z.string() });
export type ArticleCategoryListItem = z.infer<typeof articleCategoryListItemSchema>;
export const articleCategoryListSchema = paged(articleCategoryListItemSchema);

export const articleSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  categories: z.array(articleCategoryOptionSchema),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListItemSchema = z.object({ id: z.number(), title: z.string(), slug: z.string() });
export type ArticleListItem = z.infer<typeof articleListItemSchema>;
export const articleListSchema = paged(articleListItemSchema);

export const subscriptionSchema = z.object({ id: z.number(), email: z.string() });
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = paged(subscriptionSchema);

/** The article the storefront's guest modal shows when a visitor selects a hotel. */
export const GUEST_BOOKING_ARTICLE_SLUG = 'guest-booking-info';
