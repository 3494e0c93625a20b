import type { ArticleCategoryListItem, ArticleListItem, Subscription } from '@travel/contracts';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../ui/links';
import type { ListSearch } from '../../lib/url-search';
import { useArticleWrites, useArticles, useCategories, useCategoryWrites, useSubscriptions } from './api';
import { ContentList } from './content-list';

/** /articles: Title with Edit and Delete (spec §2 'Articles and categories'). */
export function ArticlesListPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  const { remove } = useArticleWrites();
  return (
    <ContentList<ArticleListItem>
      title={t('content.articles.all')}
      path="/articles"
      search={search}
      query={useArticles(search)}
      searchPlaceholder={t('content.searchPlaceholder')}
      add={{ label: t('content.articles.add'), link: { to: '/articles/add' } }}
      columns={[
        {
          key: 'title',
          header: t('content.title'),
          render: (a) => (
            <AnchorLink to="/articles/$id/edit" params={{ id: a.id }}>
              {a.title}
            </AnchorLink>
          ),
        },
      ]}
      rowActions={(a) => ({ name: a.title, edit: { to: '/articles/$id/edit', params: { id: a.id } }, onDelete: () => remove.mutateAsync(a.id) })}
    />
  );
}

/** /article/categories: Title with View, Edit and Delete. */
export function CategoriesListPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  const { remove } = useCategoryWrites();
  return (
    <ContentList<ArticleCategoryListItem>
      title={t('content.categoriesList.all')}
      path="/article/categories"
      search={search}
      query={useCategories(search)}
      searchPlaceholder={t('content.searchPlaceholder')}
      add={{ label: t('content.categoriesList.add'), link: { to: '/article/categories/add' } }}
      rowActions={(c) => ({
        name: c.title,
        view: { to: '/article/categories/$id', params: { id: c.id } },
        edit: { to: '/article/categories/$id/edit', params: { id: c.id } },
        onDelete: () => remove.mutateAsync(c.id),
      })}
      columns={[
        {
          key: 'title',
          header: t('content.title'),
          render: (c) => (
            <AnchorLink to="/article/categories/$id" params={{ id: c.id }}>
              {c.title}
            </AnchorLink>
          ),
        },
      ]}
    />
  );
}

/** /subscriptions: the newsletter sign-ups, Email only (spec §2 'Subscriptions'). */
export function SubscriptionsListPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  return (
    <ContentList<Subscription>
      title={t('content.subscriptions.title')}
      path="/subscriptions"
      search={search}
      query={useSubscriptions(search)}
      searchPlaceholder={t('content.subscriptions.searchPlaceholder')}
      columns={[{ key: 'email', header: t('content.subscriptions.email'), render: (s) => s.email }]}
    />
  );
}
