import { MultiSelect, Skeleton } from '@mantine/core';
import { type Article, articleRequestSchema } from '@travel/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../../ui/entity-form';
import { notifyError } from '../../ui/notify';
import { Page } from '../../ui/page';
import { useArticle, useArticleWrites, useCategoryOptions } from './api';
import { ContentFields, type ContentValues, useContentForm, useContentSave } from './form-fields';

type Values = ContentValues & { categories: string[] };

const valuesOf = (article?: Article): Values => ({
  title: article?.title ?? '',
  slug: article?.slug ?? '',
  description: article?.description ?? '',
  categories: article?.categories.map((c) => String(c.id)) ?? [],
});

/** /articles/add and /articles/{id}/edit (spec §2 'Articles and categories'). */
export function ArticleFormPage({ id }: { id?: number }) {
  const { t } = useTranslation();
  const article = useArticle(id);
  useEffect(() => {
    if (article.error) notifyError(article.error, 'common.couldNotLoad');
  }, [article.error]);
  const title = id ? t('content.articles.editTitle') : t('content.articles.addTitle');
  return (
    <Page title={title} crumbs={[{ label: t('content.nav.articles'), link: { to: '/articles' } }, { label: title }]}>
      {id && !article.data ? <Skeleton height={420} /> : <ArticleEditor article={article.data} />}
    </Page>
  );
}

function ArticleEditor({ article }: { article?: Article }) {
  const { t } = useTranslation();
  const { save } = useArticleWrites();
  const categories = useCategoryOptions();
  const form = useContentForm<Values>(valuesOf(article), !article);
  const { values } = form;

  const handlers = useContentSave({
    form,
    schema: articleRequestSchema,
    save,
    id: article?.id,
    editPath: '/articles/$id/edit',
    valuesOf,
    body: () => ({ ...values, categories: values.categories.map(Number) }),
  });

  return (
    <EntityForm {...handlers}>
      <ContentFields form={form} publicPath />
      <MultiSelect
        label={t('content.categories')}
        placeholder={values.categories.length ? undefined : t('content.categoriesPlaceholder')}
        data={categories}
        value={values.categories}
        error={form.errors.categories}
        nothingFoundMessage={t('content.noCategories')}
        searchable
        clearable
        onChange={(chosen) => form.setValues((v) => ({ ...v, categories: chosen }))}
      />
    </EntityForm>
  );
}
