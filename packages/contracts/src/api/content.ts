import { z } from 'zod';
import { idParamSchema, successSchema } from '../common';
import {
  articleCategoriesQuerySchema,
  articleCategoryListSchema,
  articleCategoryOptionsSchema,
  articleCategoryRequestSchema,
  articleCategorySchema,
  articleListSchema,
  articleRequestSchema,
  articleSchema,
  contentListQuerySchema,
  slugParamSchema,
} from '../content';
import { defineRoutes, errorResponse, guarded } from './define';

const refused = { ...guarded, 404: errorResponse } as const;
/** Saves also refuse a slug another record uses (409 slug_taken). */
const saveRefused = { ...refused, 409: errorResponse } as const;

const articleSave = {
  path: '/articles/:id',
  access: 'admin',
  params: idParamSchema,
  body: articleRequestSchema,
  responses: { 200: articleSchema, ...saveRefused },
} as const;

const categorySave = {
  path: '/articlecategories/:id',
  access: 'admin',
  params: idParamSchema,
  body: articleCategoryRequestSchema,
  responses: { 200: articleCategorySchema, ...saveRefused },
} as const;

const categoryCreate = {
  path: '/articlecategories',
  access: 'admin',
  body: articleCategoryRequestSchema,
  responses: { 201: articleCategorySchema, ...guarded, 409: errorResponse },
} as const;

/**
 * Articles and article categories (back-office spec §7 'Articles and categories'): everything
 * for administrators but the public article page's get-by-slug (storefront spec §7).
 */
export const contentApi = defineRoutes('content', {
  listArticles: {
    method: 'GET',
    path: '/articles',
    summary: 'A page of articles (title and slug), searched by title or slug',
    access: 'admin',
    query: contentListQuerySchema,
    responses: { 200: articleListSchema, ...guarded },
  },
  createArticle: {
    method: 'POST',
    path: '/articles',
    summary: 'Adds an article (a blank slug is derived from the title)',
    access: 'admin',
    body: articleRequestSchema,
    responses: { 201: articleSchema, ...guarded, 409: errorResponse },
  },
  articleBySlug: {
    method: 'GET',
    path: '/articles/get-by-slug/:slug',
    summary: 'The public article page (any case of its slug); 404 "Page not found"',
    access: 'public',
    params: slugParamSchema,
    responses: { 200: articleSchema, 400: errorResponse, 404: errorResponse },
  },
  getArticle: {
    method: 'GET',
    path: '/articles/:id',
    summary: 'An article with its categories (id and title)',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: articleSchema, ...refused },
  },
  updateArticle: { method: 'PUT', summary: 'Replaces an article and its categories', ...articleSave },
  updateArticleOverride: { method: 'POST', summary: 'Replaces an article (POST with the _method=PUT override)', ...articleSave },
  deleteArticle: {
    method: 'DELETE',
    path: '/articles/:id',
    summary: 'Deletes an article (its category links go with it)',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: successSchema, ...refused },
  },
  listCategories: {
    method: 'GET',
    path: '/articlecategories',
    summary: 'Without page: every category as id and title (the article form); with page: a page of categories',
    access: 'admin',
    query: articleCategoriesQuerySchema,
    // The paged shape first: an options answer lacks pagesCount, so only the second matches it.
    responses: { 200: z.union([articleCategoryListSchema, articleCategoryOptionsSchema]), ...guarded },
  },
  createCategory: { method: 'POST', summary: 'Adds an article category', ...categoryCreate },
  createCategoryMisspelt: {
    method: 'POST',
    summary: "Adds an article category (the product's misspelt creation path, kept)",
    ...categoryCreate,
    path: '/articletategories',
  },
  getCategory: {
    method: 'GET',
    path: '/articlecategories/:id',
    summary: 'An article category',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: articleCategorySchema, ...refused },
  },
  updateCategory: { method: 'PUT', summary: 'Replaces an article category', ...categorySave },
  updateCategoryOverride: { method: 'POST', summary: 'Replaces an article category (POST with the _method=PUT override)', ...categorySave },
  deleteCategory: {
    method: 'DELETE',
    path: '/articlecategories/:id',
    summary: 'Deletes an article category (its articles stay, without it)',
    access: 'admin',
    params: idParamSchema,
    responses: { 200: successSchema, ...refused },
  },
});
