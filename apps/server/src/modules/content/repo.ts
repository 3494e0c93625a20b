import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { findById, listPage } from '../../lib/crud';
import { articleCategories, articleCategoryLinks, articles } from './tables';

type SluggedTable = typeof articles | typeof articleCategories;

/** Titles sort without regard to case, the same on both engines (ids break ties). */
const byTitle = (table: SluggedTable) => [asc(sql`lower(${table.title})`), asc(table.id)];

/** The slugs of `table` equal to `base` or `base-<anything>` (lowercase), except the record `exceptId`. */
export async function slugsLike(db: DbOrTx, table: SluggedTable, base: string, exceptId?: number) {
  const lower = sql<string>`lower(${table.slug})`;
  const match = or(eq(lower, base), ilike(table.slug, `${base.replace(/[\\%_]/g, '\\$&')}-%`))!;
  const rows = await db
    .select({ slug: lower })
    .from(table)
    .where(exceptId === undefined ? match : and(match, ne(table.id, exceptId)));
  return new Set(rows.map((r) => r.slug));
}

// ---------------------------------------------------------------- articles

export const listArticles = (db: DbOrTx, page: number, searchText?: string) =>
  listPage(db, articles, {
    page,
    searchText,
    searchColumns: [articles.title, articles.slug],
    select: { id: articles.id, title: articles.title, slug: articles.slug },
    orderBy: byTitle(articles),
  });

async function withCategories(db: DbOrTx, article: typeof articles.$inferSelect | undefined) {
  if (!article) return null;
  const categories = await db
    .select({ id: articleCategories.id, title: articleCategories.title })
    .from(articleCategoryLinks)
    .innerJoin(articleCategories, eq(articleCategories.id, articleCategoryLinks.categoryId))
    .where(eq(articleCategoryLinks.articleId, article.id))
    .orderBy(...byTitle(articleCategories));
  return { article, categories };
}
export type ArticleDetails = NonNullable<Awaited<ReturnType<typeof withCategories>>>;

export async function findArticle(db: DbOrTx, id: number) {
  return withCategories(db, (await findById(db, articles, id)) ?? undefined);
}

/** Slugs are unique without regard to case, so the public address matches in any case. */
export async function findArticleBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select()
    .from(articles)
    .where(eq(sql`lower(${articles.slug})`, slug.toLowerCase()))
    .limit(1);
  return withCategories(db, row);
}

/** Replaces the categories of an article (inside the caller's transaction). */
export async function setArticleCategories(db: DbOrTx, articleId: number, categoryIds: number[]) {
  await db.delete(articleCategoryLinks).where(eq(articleCategoryLinks.articleId, articleId));
  if (categoryIds.length > 0) await db.insert(articleCategoryLinks).values(categoryIds.map((categoryId) => ({ articleId, categoryId })));
}

// ---------------------------------------------------------------- categories

/** Of these category ids, the ones that exist. */
export async function existingCategoryIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: articleCategories.id }).from(articleCategories).where(inArray(articleCategories.id, ids));
  return new Set(rows.map((r) => r.id));
}

export function listCategoryOptions(db: DbOrTx) {
  return db
    .select({ id: articleCategories.id, title: articleCategories.title })
    .from(articleCategories)
    .orderBy(...byTitle(articleCategories));
}

export const listCategories = (db: DbOrTx, page: number, searchText?: string) =>
  listPage(db, articleCategories, {
    page,
    searchText,
    searchColumns: [articleCategories.title, articleCategories.slug],
    select: { id: articleCategories.id, title: articleCategories.title, slug: articleCategories.slug },
    orderBy: byTitle(articleCategories),
  });

export const findCategory = (db: DbOrTx, id: number) => findById(db, articleCategories, id);
