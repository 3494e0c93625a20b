import { eq, sql } from 'drizzle-orm';
import type { ArticleCategoryRequest, ArticleRequest } from '@travel/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { deleteRow } from '../../lib/crud';
import { isUniqueViolation } from '../../lib/db-errors';
import { sanitizeDescription } from '../../lib/rich-text';
import { existingCategoryIds, setArticleCategories, slugsLike } from './repo';
import { chooseSlug, uniqueSlug } from './slug';
import { articleCategories, articles } from './tables';

type Kind = { table: typeof articles | typeof articleCategories; noun: 'article' | 'category' };
const ARTICLE: Kind = { table: articles, noun: 'article' };
const CATEGORY: Kind = { table: articleCategories, noun: 'category' };

const slugTaken = (slug: string, noun: string) => conflict(`The slug '${slug}' is already used by another ${noun}. Choose another slug.`, 'slug_taken');

/** The slug to store (decisions: content): typed slugs must be free, derived ones get a number. */
async function settleSlug(tx: DbOrTx, kind: Kind, input: { slug?: string; title: string }, exceptId?: number) {
  const choice = chooseSlug(input.slug, input.title, kind.noun);
  if (choice.kind === 'invalid') throw badRequest(`slug: ${choice.message}`, 'validation');
  const taken = await slugsLike(tx, kind.table, choice.slug, exceptId);
  if (choice.kind === 'derived') return uniqueSlug(choice.slug, taken);
  if (taken.has(choice.slug)) throw slugTaken(choice.slug, kind.noun);
  return choice.slug;
}

/** Two saves racing for one slug: the unique index decides, the loser hears the same sentence. */
async function guardSlugRace<T>(kind: Kind, slug: () => string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) && isUniqueViolation(error)) throw slugTaken(slug() ?? '', kind.noun);
    throw error;
  }
}

async function requireCategories(tx: DbOrTx, ids: number[]) {
  const known = await existingCategoryIds(tx, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw badRequest(`categories: Category ${unknown} not found`, 'validation');
}

const articleColumns = (input: ArticleRequest, slug: string) => ({
  title: input.title,
  slug,
  description: sanitizeDescription(input.description),
});

/** Creates an article with its category links in one transaction; answers its id. */
export function createArticle(db: Db, input: ArticleRequest) {
  let slug: string | undefined;
  return guardSlugRace(
    ARTICLE,
    () => slug,
    () =>
      db.transaction(async (tx) => {
        await requireCategories(tx, input.categories);
        slug = await settleSlug(tx, ARTICLE, input);
        const [row] = await tx.insert(articles).values(articleColumns(input, slug)).returning({ id: articles.id });
        await setArticleCategories(tx, row!.id, input.categories);
        return row!.id;
      }),
  );
}

/** Replaces an article's fields and categories in one transaction. */
export function updateArticle(db: Db, id: number, input: ArticleRequest) {
  let slug: string | undefined;
  return guardSlugRace(
    ARTICLE,
    () => slug,
    () =>
      db.transaction(async (tx) => {
        const [found] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, id)).for('update');
        if (!found) throw notFound('Article');
        await requireCategories(tx, input.categories);
        slug = await settleSlug(tx, ARTICLE, input, id);
        await tx
          .update(articles)
          .set({ ...articleColumns(input, slug), updatedAt: sql`now()` })
          .where(eq(articles.id, id));
        await setArticleCategories(tx, id, input.categories);
      }),
  );
}

/** Deletes an article; its category links go with it (cascade). */
export async function deleteArticle(db: Db, id: number) {
  await deleteRow(db, articles, id, { noun: 'Article' });
}

const categoryColumns = (input: ArticleCategoryRequest, slug: string) => ({
  title: input.title,
  slug,
  description: sanitizeDescription(input.description),
});

export function createCategory(db: Db, input: ArticleCategoryRequest) {
  let slug: string | undefined;
  return guardSlugRace(
    CATEGORY,
    () => slug,
    () =>
      db.transaction(async (tx) => {
        slug = await settleSlug(tx, CATEGORY, input);
        const [row] = await tx.insert(articleCategories).values(categoryColumns(input, slug)).returning({ id: articleCategories.id });
        return row!.id;
      }),
  );
}

export function updateCategory(db: Db, id: number, input: ArticleCategoryRequest) {
  let slug: string | undefined;
  return guardSlugRace(
    CATEGORY,
    () => slug,
    () =>
      db.transaction(async (tx) => {
        const [found] = await tx.select({ id: articleCategories.id }).from(articleCategories).where(eq(articleCategories.id, id)).for('update');
        if (!found) throw notFound('Category');
        slug = await settleSlug(tx, CATEGORY, input, id);
        await tx.update(articleCategories).set(categoryColumns(input, slug)).where(eq(articleCategories.id, id));
      }),
  );
}

/** Deletes a category; the articles stay, without it (the links cascade). */
export async function deleteCategory(db: Db, id: number) {
  await deleteRow(db, articleCategories, id, { noun: 'Category' });
}
