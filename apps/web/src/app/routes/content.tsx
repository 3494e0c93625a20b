import { type AnyRoute, createRoute, lazyRouteComponent, useParams, useSearch } from '@tanstack/react-router';
import { z } from 'zod';
import { adminRoute, rootRoute } from '../route-base';

const listSearch = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  searchText: z.string().catch('').default(''),
});
type ListSearch = z.infer<typeof listSearch>;

const ArticlesList = lazyRouteComponent(() => import('../../features/content/list-pages'), 'ArticlesListPage');
const CategoriesList = lazyRouteComponent(() => import('../../features/content/list-pages'), 'CategoriesListPage');
const SubscriptionsList = lazyRouteComponent(() => import('../../features/content/list-pages'), 'SubscriptionsListPage');
const ArticleForm = lazyRouteComponent(() => import('../../features/content/article-form-page'), 'ArticleFormPage');
const CategoryForm = lazyRouteComponent(() => import('../../features/content/category-pages'), 'CategoryFormPage');
const CategoryView = lazyRouteComponent(() => import('../../features/content/category-pages'), 'CategoryViewPage');
const ArticlePage = lazyRouteComponent(() => import('../../features/content/article-page'), 'ArticlePage');

const useId = () => Number((useParams({ strict: false }) as { id?: string }).id);
const useListSearch = () => useSearch({ strict: false }) as ListSearch;

const admin = (path: string, component: () => React.ReactNode, validateSearch?: typeof listSearch) =>
  createRoute({ getParentRoute: () => adminRoute, path, component, ...(validateSearch ? { validateSearch } : {}) });

/**
 * Content screens of the back office (spec §2 route table), children of the admin route. The
 * public article page is `articlePageRoute` below, a child of the root. The router ranks the static /articles/add above the
 * dynamic /articles/$slug, so the add form is never read as an article called "add" (the
 * server also refuses that slug).
 */
export const contentRoutes: AnyRoute[] = [
  admin(
    '/articles',
    function Articles() {
      return <ArticlesList search={useListSearch()} />;
    },
    listSearch,
  ),
  admin('/articles/add', function ArticleAdd() {
    return <ArticleForm />;
  }),
  admin('/articles/$id/edit', function ArticleEdit() {
    const id = useId();
    return <ArticleForm key={id} id={id} />;
  }),
  admin(
    '/article/categories',
    function Categories() {
      return <CategoriesList search={useListSearch()} />;
    },
    listSearch,
  ),
  admin('/article/categories/add', function CategoryAdd() {
    return <CategoryForm />;
  }),
  admin('/article/categories/$id/edit', function CategoryEdit() {
    const id = useId();
    return <CategoryForm key={id} id={id} />;
  }),
  admin('/article/categories/$id', function CategoryViewRoute() {
    return <CategoryView id={useId()} />;
  }),
  admin(
    '/subscriptions',
    function Subscriptions() {
      return <SubscriptionsList search={useListSearch()} />;
    },
    listSearch,
  ),
];

/** The public article page, a child of the root route (storefront look, no login). */
export const articlePageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/articles/$slug',
  component: function PublicArticle() {
    const { slug } = useParams({ strict: false }) as { slug: string };
    return <ArticlePage slug={slug} />;
  },
});
