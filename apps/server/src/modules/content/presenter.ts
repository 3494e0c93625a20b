import type { Article, ArticleCategory } from '@travel/contracts';
import { sanitizeDescription } from '../../lib/rich-text';
import type { ArticleDetails } from './repo';
import type { ArticleCategoryRow } from './tables';

/** What leaves the server about an article (style.md §3): an explicit list of fields. */
export function presentArticle({ article, categories }: ArticleDetails): Article {
  return {
    id: article.id,
    title: article.title,
    slug: article.slug,
    description: article.description,
    categories: categories.map((c) => ({ id: c.id, title: c.title })),
  };
}

/**
 * The public page's article. The description was sanitized when it was saved; it is cleaned
 * again here because visitors see it and a row may have been written by other means (a seed,
 * an import) — architecture.md: sanitized before it is stored and served.
 */
export const presentPublicArticle = (details: ArticleDetails): Article => {
  const article = presentArticle(details);
  return { ...article, description: sanitizeDescription(article.description) };
};

export const presentCategory = (row: ArticleCategoryRow): ArticleCategory => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  description: row.description,
});
