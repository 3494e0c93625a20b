// The route table of packages/contracts/src/api/content.ts as the client calls it: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const contentApi: PlainTable<typeof contracts.contentApi> = {
  routes: {
    listArticles: { method: 'GET', path: '/articles' },
    createArticle: { method: 'POST', path: '/articles' },
    articleBySlug: { method: 'GET', path: '/articles/get-by-slug/:slug' },
    getArticle: { method: 'GET', path: '/articles/:id' },
    updateArticle: { method: 'PUT', path: '/articles/:id' },
    updateArticleOverride: { method: 'POST', path: '/articles/:id' },
    deleteArticle: { method: 'DELETE', path: '/articles/:id' },
    listCategories: { method: 'GET', path: '/articlecategories' },
    createCategory: { method: 'POST', path: '/articlecategories' },
    createCategoryMisspelt: { method: 'POST', path: '/articletategories' },
    getCategory: { method: 'GET', path: '/articlecategories/:id' },
    updateCategory: { method: 'PUT', path: '/articlecategories/:id' },
    updateCategoryOverride: { method: 'POST', path: '/articlecategories/:id' },
    deleteCategory: { method: 'DELETE', path: '/articlecategories/:id' },
  },
};
