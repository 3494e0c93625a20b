import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  articleCategoriesQuerySchema,
  articleCategoryRequestSchema,
  articleRequestSchema,
  contentListQuerySchema,
  idParamSchema,
  slugParamSchema,
} from '@travel/contracts';
import { AppError, notFound } from '../../lib/errors';
import { parse } from '../../lib/validation';
import { requireAdmin } from '../auth/plugin';
import { presentArticle, presentCategory, presentPublicArticle } from './presenter';
import { findArticle, findArticleBySlug, findCategory, listArticles, listCategories, listCategoryOptions } from './repo';
import { createArticle, createCategory, deleteArticle, deleteCategory, updateArticle, updateCategory } from './service';

/**
 * Articles and article categories (back-office spec §7 'Articles and categories'). Everything is
 * for administrators except the public article page's GET articles/get-by-slug/{slug}.
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

  app.get('/articles', async (request) => {
    requireAdmin(request);
    const { page, searchText } = parse(contentListQuerySchema, request.query);
    return listArticles(db(), page, searchText);
  });

  app.post('/articles', async (request, reply) => {
    requireAdmin(request);
    const id = await createArticle(db(), parse(articleRequestSchema, request.body ?? {}));
    reply.code(201);
    return articleById(id);
  });

  // Public: the storefront's /articles/{slug} page and the guest modal read it without a token.
  app.get('/articles/get-by-slug/:slug', async (request) => {
    const { slug } = parse(slugParamSchema, request.params);
    const details = await findArticleBySlug(db(), slug);
    if (!details) throw new AppError('not_found', 'Page not found', 404);
    return presentPublicArticle(details);
  });

  app.get('/articles/:id', async (request) => {
    requireAdmin(request);
    return articleById(parse(idParamSchema, request.params).id);
  });

  const saveArticle = async (request: FastifyRequest) => {
    requireAdmin(request);
    const { id } = parse(idParamSchema, request.params);
    await updateArticle(db(), id, parse(articleRequestSchema, request.body ?? {}));
    return articleById(id);
  };
  app.put('/articles/:id', saveArticle);
  // The POST + `_method=PUT` override some clients send (spec §7 'PUT override').
  app.post('/articles/:id', saveArticle);

  app.delete('/articles/:id', async (request) => {
    requireAdmin(request);
    await deleteArticle(db(), parse(idParamSchema, request.params).id);
    return { success: true };
  });

  // Without `page`: every category as id and title (the article form's multi-select); with it: a page.
  app.get('/articlecategories', async (request) => {
    requireAdmin(request);
    const { page, searchText } = parse(articleCategoriesQuerySchema, request.query);
    if (page === undefined) return { entities: await listCategoryOptions(db()) };
    return listCategories(db(), page, searchText);
  });

  const addCategory = async (request: FastifyRequest, reply: FastifyReply) => {
    requireAdmin(request);
    const id = await createCategory(db(), parse(articleCategoryRequestSchema, request.body ?? {}));
    reply.code(201);
    return categoryById(id);
  };
  app.post('/articlecategories', addCategory);
  // The product's misspelt creation path; both spellings are served (architecture.md 'The calls').
  app.post('/articletategories', addCategory);

  app.get('/articlecategories/:id', async (request) => {
    requireAdmin(request);
    return categoryById(parse(idParamSchema, request.params).id);
  });

  const saveCategory = async (request: FastifyRequest) => {
    requireAdmin(request);
    const { id } = parse(idParamSchema, request.params);
    await updateCategory(db(), id, parse(articleCategoryRequestSchema, request.body ?? {}));
    return categoryById(id);
  };
  app.put('/articlecategories/:id', saveCategory);
  app.post('/articlecategories/:id', saveCategory);

  app.delete('/articlecategories/:id', async (request) => {
    requireAdmin(request);
    await deleteCategory(db(), parse(idParamSchema, request.params).id);
    return { success: true };
  });
}
