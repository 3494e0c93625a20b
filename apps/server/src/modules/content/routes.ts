import type { FastifyInstance, FastifyReply } from 'fastify';
import { type ArticleCategoryRequest, type ArticleRequest, contentApi } from '@travel/contracts';
import { AppError, notFound } from '../../lib/errors';
import { registerRouteTable } from '../../lib/route-table';
import { presentArticle, presentCategory, presentPublicArticle } from './presenter';
import { findArticle, findArticleBySlug, findCategory, listArticles, listCategories, listCategoryOptions } from './repo';
import { createArticle, createCategory, deleteArticle, deleteCategory, updateArticle, updateCategory } from './service';

/**
 * Articles and article categories (back-office spec §7 'Articles and categories'), registered
 * from the contract's route table: everything is for administrators except the public article
 * page's GET articles/get-by-slug/{slug}.
 */
export async function contentRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;

  const articleById = async (id: number) => {
    const details = await findArticle(db(), id);
    if (!details) throw notFound('Article');
    return presentArticle(details);
  };
  const categoryById = async (id: number) => {
    const row = await findCategory(db(), id);
    if (!row) throw notFound('Category');
    return presentCategory(row);
  };

  // Shared by two routes each (PUT and its POST override, both category spellings).
  const saveArticle = async ({ params, body }: { params: { id: number }; body: ArticleRequest }) => {
    await updateArticle(db(), params.id, body);
    return articleById(params.id);
  };
  const addCategory = async ({ body, reply }: { body: ArticleCategoryRequest; reply: FastifyReply }) => {
    const id = await createCategory(db(), body);
    reply.code(201);
    return categoryById(id);
  };
  const saveCategory = async ({ params, body }: { params: { id: number }; body: ArticleCategoryRequest }) => {
    await updateCategory(db(), params.id, body);
    return categoryById(params.id);
  };

  registerRouteTable(app, contentApi, {
    listArticles: async ({ query }) => listArticles(db(), query.page, query.searchText),
    createArticle: async ({ body, reply }) => {
      const id = await createArticle(db(), body);
      reply.code(201);
      return articleById(id);
    },
    // Public: the storefront's /articles/{slug} page and the guest modal read it without a token.
    articleBySlug: async ({ params }) => {
      const details = await findArticleBySlug(db(), params.slug);
      if (!details) throw new AppError('not_found', 'Page not found', 404);
      return presentPublicArticle(details);
    },
    getArticle: async ({ params }) => articleById(params.id),
    updateArticle: saveArticle,
    // The POST + `_method=PUT` override some clients send (spec §7 'PUT override').
    updateArticleOverride: saveArticle,
    deleteArticle: async ({ params }) => {
      await deleteArticle(db(), params.id);
      return { success: true };
    },
    // Without `page`: every category as id and title (the article form's multi-select); with it: a page.
    listCategories: async ({ query }) => {
      if (query.page === undefined) return { entities: await listCategoryOptions(db()) };
      return listCategories(db(), query.page, query.searchText);
    },
    createCategory: addCategory,
    // The product's misspelt creation path; both spellings are served (architecture.md 'The calls').
    createCategoryMisspelt: addCategory,
    getCategory: async ({ params }) => categoryById(params.id),
    updateCategory: saveCategory,
    updateCategoryOverride: saveCategory,
    deleteCategory: async ({ params }) => {
      await deleteCategory(db(), params.id);
      return { success: true };
    },
  });
}
