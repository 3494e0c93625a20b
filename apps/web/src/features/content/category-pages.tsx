import { Paper, SimpleGrid, Skeleton, Stack, Text, Typography } from '@mantine/core';
import { type ArticleCategory, articleCategoryRequestSchema } from '@travel/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/links';
import { EntityForm } from '../../ui/entity-form';
import { notifyError } from '../../ui/notify';
import { Page } from '../../ui/page';
import { useCategory, useCategoryWrites } from './api';
import { ContentFields, type ContentValues, useContentForm, useContentSave } from './form-fields';

const valuesOf = (category?: ArticleCategory): ContentValues => ({
  title: category?.title ?? '',
  slug: category?.slug ?? '',
  description: category?.description ?? '',
});

function useLoadedCategory(id: number | undefined) {
  const category = useCategory(id);
  useEffect(() => {
    if (category.error) notifyError(category.error, 'common.couldNotLoad');
  }, [category.error]);
  return category;
}

/** /article/categories/add and /article/categories/{id}/edit: Title, Slug, Description. */
export function CategoryFormPage({ id }: { id?: number }) {
  const { t } = useTranslation();
  const category = useLoadedCategory(id);
  const title = id ? t('content.categoriesList.editTitle') : t('content.categoriesList.addTitle');
  return (
    <Page title={title} crumbs={[{ label: t('content.nav.articleCategories'), link: { to: '/article/categories' } }, { label: title }]}>
      {id && !category.data ? <Skeleton height={360} /> : <CategoryEditor category={category.data} />}
    </Page>
  );
}

function CategoryEditor({ category }: { category?: ArticleCategory }) {
  const { save } = useCategoryWrites();
  const form = useContentForm(valuesOf(category), !category);
  const handlers = useContentSave({
    form,
    schema: articleCategoryRequestSchema,
    save,
    id: category?.id,
    editPath: '/article/categories/$id/edit',
    valuesOf,
    body: () => form.values,
  });
  return (
    <EntityForm {...handlers}>
      <ContentFields form={form} />
    </EntityForm>
  );
}

/** /article/categories/{id}: read-only with an Edit button. */
export function CategoryViewPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data: category } = useLoadedCategory(id);
  return (
    <Page
      title={category?.title ?? t('content.categoriesList.viewTitle')}
      crumbs={[{ label: t('content.nav.articleCategories'), link: { to: '/article/categories' } }, { label: t('content.categoriesList.viewTitle') }]}
      actions={
        <ButtonLink to="/article/categories/$id/edit" params={{ id }}>
          {t('common.edit')}
        </ButtonLink>
      }
    >
      {!category ? (
        <Skeleton height={240} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
              {[
                [t('content.title'), category.title],
                [t('content.slug'), category.slug],
              ].map(([label, value]) => (
                <Stack gap={2} key={label}>
                  <Text component="dt" size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text component="dd" m={0}>
                    {value}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('content.description')}
              </Text>
              {category.description ? (
                <Typography>
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes the description before storing it */}
                  <div dangerouslySetInnerHTML={{ __html: category.description }} />
                </Typography>
              ) : (
                <Text>—</Text>
              )}
            </Stack>
          </Stack>
        </Paper>
      )}
    </Page>
  );
}
