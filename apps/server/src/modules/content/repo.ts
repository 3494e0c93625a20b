import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { articleCategories, articleCategoryLinks, articles } from './tables';

type SluggedTable = typeof articles | typeof articleCategories;

/** `%text%` for ILIKE with the user's wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** One page of a list query: `entities`, `pagesCount` (at least 1) and `total` like every list. */
export async function pageOf<T>(page: number, countRows: () => Promise<{ n: number }[]>, rows: (limit: number, offset: number) => Promise<T[]>) {
  const [total] = await countRows();
  const n = Number(total?.n ?? 0);
  const entities = await rows(PAGE_SIZE, (page - 1) * PAGE_SIZE);
  return { entities, total: n, pagesCount: Math.max(1, Math.ceil(n / PAGE_SIZE)) };
}

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

const articleSearch = (searchText?: string): SQL | undefined =>
  searchText ? or(ilike(articles.title, containsPattern(searchText)), ilike(articles.slug, containsPattern(searchText))) : undefined;

export function listArticles(db: DbOrTx, page: number, searchText?: string) {
  const where = articleSearch(searchText);
  return pageOf(
    page,
    () => db.select({ n: count() }).from(articles).where(where),
    (limit, offset) =>
      db
        .select({ id: articles.id, title: articles.title, slug: articles.slug })
        .from(articles)
        .where(where)
        .orderBy(asc(sql`lower(${articles.title})`), asc(articles.id))
        .limit(limit)
        .offset(offset),
  );
}

async function withCategories(db: DbOrTx, article: typeof articles.$inferSelect | undefined) {
  if (!article) return null;
  const categories = await db
    .select({ id: articleCategories.id, title: articleCategories.title })
    .from(articleCategoryLinks)
    .innerJoin(articleCategories, eq(articleCategories.id, articleCategoryLinks.categoryId))
    .where(eq(articleCategoryLinks.articleId, article.id))
    .orderBy(asc(sql`lower(${articleCategories.title})`), asc(articleCategories.id));
  return { article, categories };
}
export type ArticleDetails = NonNullable<Awaited<ReturnType<typeof withCategories>>>;

export async function findArticle(db: DbOrTx, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  return withCategories(db, row);
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
    .orderBy(asc(sql`lower(${articleCategories.title})`), asc(articleCategories.id));
}

export function listCategories(db: DbOrTx, page: number, searchText?: string) {
  const where = searchText
    ? or(ilike(articleCategories.title, containsPattern(searchText)), ilike(articleCategories.slug, containsPattern(searchText)))
    : undefined;
  return pageOf(
    page,
    () => db.select({ n: count() }).from(articleCategories).where(where),
    (limit, offset) =>
      db
        .select({ id: articleCategories.id, title: articleCategories.title, slug: articleCategories.slug })
        .from(articleCategories)
        .where(where)
        .orderBy(asc(sql`lower(${articleCategories.title})`), asc(articleCategories.id))
        .limit(limit)
        .offset(offset),
  );
}

export async function findCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(articleCategories).where(eq(articleCategories.id, id)).limit(1);
  return row ?? null;
}
