import { Anchor, Button } from '@mantine/core';
import type { ArticleCategoryListItem, ArticleListItem, Subscription } from '@travel/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../ui/row-actions';
import { type ListSearch, useArticleWrites, useArticles, useCategories, useCategoryWrites, useSubscriptions } from './api';
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
      add={{ label: t('content.articles.add'), to: '/articles/add' }}
      columns={[
        {
          key: 'title',
          header: t('content.title'),
          render: (a) => (
            <Anchor component={Link} to={`/articles/${a.id}/edit`}>
              {a.title}
            </Anchor>
          ),
        },
        {
          key: 'actions',
          header: t('common.actions'),
          align: 'right',
          render: (a) => <RowActions editTo={`/articles/${a.id}/edit`} name={a.title} onDelete={() => remove.mutateAsync(a.id)} />,
        },
      ]}
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
      add={{ label: t('content.categoriesList.add'), to: '/article/categories/add' }}
      columns={[
        {
          key: 'title',
          header: t('content.title'),
          render: (c) => (
            <Anchor component={Link} to={`/article/categories/${c.id}`}>
              {c.title}
            </Anchor>
          ),
        },
        {
          key: 'actions',
          header: t('common.actions'),
          align: 'right',
          render: (c) => (
            <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
              <Button size="compact-sm" variant="subtle" component={Link} to={`/article/categories/${c.id}`} aria-label={`${t('common.view')} ${c.title}`}>
                {t('common.view')}
              </Button>
              <RowActions editTo={`/article/categories/${c.id}/edit`} name={c.title} onDelete={() => remove.mutateAsync(c.id)} />
            </div>
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
