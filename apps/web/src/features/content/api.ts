import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Article,
  ArticleCategory,
  ArticleCategoryListItem,
  ArticleCategoryOption,
  ArticleCategoryRequest,
  ArticleListItem,
  ArticleRequest,
  Subscription,
} from '@travel/contracts';
import { api } from '../../lib/api';
import type { ListSearch } from '../../lib/url-search';

export type Paged<T> = { entities: T[]; pagesCount: number; total: number };

const listQuery = <T,>(key: string, path: string, search: ListSearch) =>
  queryOptions({
    queryKey: [key, 'list', search],
    queryFn: () => api<Paged<T>>('GET', path, undefined, search),
    placeholderData: keepPreviousData,
  });

/** Saves (POST to add, PUT to edit), deletes, and refreshes every query of `key` afterwards. */
function useContentWrites<Body, Saved>(key: string, path: string, createPath = path) {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: [key] });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Body }) =>
      api<Saved>(id ? 'PUT' : 'POST', id ? `${path}/${id}` : createPath, body as Record<string, unknown>),
    onSuccess: invalidate,
  });
  const remove = useMutation({ mutationFn: (id: number) => api('DELETE', `${path}/${id}`), onSuccess: invalidate });
  return { save, remove };
}

// ---------------------------------------------------------------- articles

export const useArticles = (search: ListSearch) => useQuery(listQuery<ArticleListItem>('articles', 'articles', search));
export const useArticle = (id: number | undefined) =>
  useQuery({ queryKey: ['articles', 'one', id], queryFn: () => api<Article>('GET', `articles/${id}`), enabled: !!id });
export const useArticleWrites = () => useContentWrites<ArticleRequest, Article>('articles', 'articles');

// ---------------------------------------------------------------- categories

export const useCategories = (search: ListSearch) => useQuery(listQuery<ArticleCategoryListItem>('articlecategories', 'articlecategories', search));
export const useCategory = (id: number | undefined) =>
  useQuery({ queryKey: ['articlecategories', 'one', id], queryFn: () => api<ArticleCategory>('GET', `articlecategories/${id}`), enabled: !!id });
/** The article form's multi-select: every category as id and title (GET without `page`). */
export const useCategoryOptions = () => {
  const { data } = useQuery({
    queryKey: ['articlecategories', 'options'],
    queryFn: () => api<{ entities: ArticleCategoryOption[] }>('GET', 'articlecategories'),
  });
  return (data?.entities ?? []).map((c) => ({ value: String(c.id), label: c.title }));
};
// Categories are created at the product's (misspelt) path; the server serves both spellings.
export const useCategoryWrites = () => useContentWrites<ArticleCategoryRequest, ArticleCategory>('articlecategories', 'articlecategories', 'articletategories');

// ---------------------------------------------------------------- subscriptions

export const useSubscriptions = (search: ListSearch) => useQuery(listQuery<Subscription>('subscriptions', 'subscriptions', search));
