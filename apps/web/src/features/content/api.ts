import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleCategoryRequest, ArticleRequest } from '@travel/contracts';
import { contentApi } from '../../lib/api-routes/content';
import { subscriptionsApi } from '../../lib/api-routes/subscriptions';
import { type AnswerOf, call } from '../../lib/api-client';
import type { ListSearch } from '../../lib/url-search';

const routes = contentApi.routes;

/** A page of any back-office list: what the list routes answer (`paged` in the contracts). */
export type Paged<T> = Omit<AnswerOf<typeof routes.listArticles>, 'entities'> & { entities: T[] };

type CategoriesAnswer = AnswerOf<typeof routes.listCategories>;
/** With `page` the server answers a page, without it the plain options: the list screen asks for a page. */
const pageOf = (answer: CategoriesAnswer) => {
  if (!('pagesCount' in answer)) throw new Error('GET articlecategories answered options where a page was asked');
  return answer;
};

export const fetchArticles = (search: ListSearch) => call(routes.listArticles, { query: search });
export const fetchCategories = (search: ListSearch) => call(routes.listCategories, { query: search }).then(pageOf);
export const fetchCategoryOptions = () => call(routes.listCategories);
export const fetchSubscriptions = (search: ListSearch) => call(subscriptionsApi.routes.list, { query: search });

const listQuery = <T>(key: string, fetchPage: (search: ListSearch) => Promise<T>, search: ListSearch) =>
  queryOptions({ queryKey: [key, 'list', search], queryFn: () => fetchPage(search), placeholderData: keepPreviousData });

/** After a save or a delete every query of the entity is read again. */
function useInvalidate(key: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [key] });
}

// ---------------------------------------------------------------- articles

export const articlesQuery = (search: ListSearch) => listQuery('articles', fetchArticles, search);
export const useArticles = (search: ListSearch) => useQuery(articlesQuery(search));
export const fetchArticle = (id: number) => call(routes.getArticle, { params: { id } });
export const useArticle = (id: number | undefined) => useQuery({ queryKey: ['articles', 'one', id], queryFn: () => fetchArticle(id ?? 0), enabled: !!id });

/** Saves (POST to add, PUT to edit) and deletes. */
export const saveArticle = ({ id, body }: { id?: number; body: ArticleRequest }) =>
  id ? call(routes.updateArticle, { params: { id }, body }) : call(routes.createArticle, { body });
export const deleteArticle = (id: number) => call(routes.deleteArticle, { params: { id } });
export function useArticleWrites() {
  const invalidate = useInvalidate('articles');
  return { save: useMutation({ mutationFn: saveArticle, onSuccess: invalidate }), remove: useMutation({ mutationFn: deleteArticle, onSuccess: invalidate }) };
}

// ---------------------------------------------------------------- categories

export const categoriesQuery = (search: ListSearch) => listQuery('articlecategories', fetchCategories, search);
export const useCategories = (search: ListSearch) => useQuery(categoriesQuery(search));
export const fetchCategory = (id: number) => call(routes.getCategory, { params: { id } });
export const useCategory = (id: number | undefined) =>
  useQuery({ queryKey: ['articlecategories', 'one', id], queryFn: () => fetchCategory(id ?? 0), enabled: !!id });
/** The article form's multi-select: every category as id and title (GET without `page`). */
export const useCategoryOptions = () => {
  const { data } = useQuery({ queryKey: ['articlecategories', 'options'], queryFn: fetchCategoryOptions });
  return (data?.entities ?? []).map((c) => ({ value: String(c.id), label: c.title }));
};
// Categories are created at the product's (misspelt) path; the server serves both spellings.
export const saveCategory = ({ id, body }: { id?: number; body: ArticleCategoryRequest }) =>
  id ? call(routes.updateCategory, { params: { id }, body }) : call(routes.createCategoryMisspelt, { body });
export const deleteCategory = (id: number) => call(routes.deleteCategory, { params: { id } });
export function useCategoryWrites() {
  const invalidate = useInvalidate('articlecategories');
  return { save: useMutation({ mutationFn: saveCategory, onSuccess: invalidate }), remove: useMutation({ mutationFn: deleteCategory, onSuccess: invalidate }) };
}

// ---------------------------------------------------------------- subscriptions

export const subscriptionsQuery = (search: ListSearch) => listQuery('subscriptions', fetchSubscriptions, search);
export const useSubscriptions = (search: ListSearch) => useQuery(subscriptionsQuery(search));
