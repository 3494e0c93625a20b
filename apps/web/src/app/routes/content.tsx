import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchSchema } from '../../lib/url-search';
import { loadTexts } from '../i18n';
import { adminRoute, rootRoute } from '../route-base';
import { numberParams } from './params';

const ArticlesList = lazyRouteComponent(() => import('../../features/content/list-pages'), 'ArticlesListPage');
const CategoriesList = lazyRouteComponent(() => import('../../features/content/list-pages'), 'CategoriesListPage');
const SubscriptionsList = lazyRouteComponent(() => import('../../features/content/list-pages'), 'SubscriptionsListPage');
const ArticleForm = lazyRouteComponent(() => import('../../features/content/article-form-page'), 'ArticleFormPage');
const CategoryForm = lazyRouteComponent(() => import('../../features/content/category-pages'), 'CategoryFormPage');
const CategoryView = lazyRouteComponent(() => import('../../features/content/category-pages'), 'CategoryViewPage');
const ArticlePage = lazyRouteComponent(() => import('../../features/content/article-page'), 'ArticlePage');

/*
 * Content screens of the back office (spec §2 route table), children of the admin route. The
 * router ranks the static /articles/add above the dynamic /articles/$slug, so the add form is
 * never read as an article called "add" (the server also refuses that slug).
 */
const articlesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/articles',
  validateSearch: listSearchSchema,
  component: function Articles() {
    return <ArticlesList search={articlesRoute.useSearch()} />;
  },
});
const articleAddRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/articles/add',
  component: function ArticleAdd() {
    return <ArticleForm />;
  },
});
const articleEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/articles/$id/edit',
  params: numberParams('id'),
  component: function ArticleEdit() {
    const { id } = articleEditRoute.useParams();
    return <ArticleForm key={id} id={id} />;
  },
});
const categoriesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/article/categories',
  validateSearch: listSearchSchema,
  component: function Categories() {
    return <CategoriesList search={categoriesRoute.useSearch()} />;
  },
});
const categoryAddRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/article/categories/add',
  component: function CategoryAdd() {
    return <CategoryForm />;
  },
});
const categoryEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/article/categories/$id/edit',
  params: numberParams('id'),
  component: function CategoryEdit() {
    const { id } = categoryEditRoute.useParams();
    return <CategoryForm key={id} id={id} />;
  },
});
const categoryViewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/article/categories/$id',
  params: numberParams('id'),
  component: function CategoryViewRoute() {
    return <CategoryView id={categoryViewRoute.useParams().id} />;
  },
});
const subscriptionsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/subscriptions',
  validateSearch: listSearchSchema,
  component: function Subscriptions() {
    return <SubscriptionsList search={subscriptionsRoute.useSearch()} />;
  },
});

export const contentRoutes = [
  articlesRoute,
  articleAddRoute,
  articleEditRoute,
  categoriesRoute,
  categoryAddRoute,
  categoryEditRoute,
  categoryViewRoute,
  subscriptionsRoute,
] as const;

/** The public article page, a child of the root route (storefront look, no login). */
export const articlePageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/articles/$slug',
  // The articles' texts, mounted before the page renders (app/i18n.ts).
  loader: async () => {
    await loadTexts.content();
  },
  component: function PublicArticle() {
    return <ArticlePage slug={articlePageRoute.useParams().slug} />;
  },
});
