import { Box, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../ui/links';
import { ApiError } from '../../lib/api';
import { notifyError } from '../../ui/notify';
import { articleBySlugQuery } from '../../lib/articles';
import { ArticleHtml } from '../../ui/article-html';

/**
 * /articles/{slug}: the public article (spec §2): its title and HTML; 'Page not found' when no
 * title comes back. The query is keyed by the slug, so a new slug loads its article.
 */
export function ArticlePage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const article = useQuery(articleBySlugQuery(slug));
  const missing = article.error instanceof ApiError && article.error.status === 404;
  useEffect(() => {
    if (article.error && !missing) notifyError(article.error, 'common.couldNotLoad');
  }, [article.error, missing]);
  const title = article.data?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (!article.isLoading && !title) {
    return (
      <Container size="sm" py={64}>
        <Stack align="center" gap="sm">
          <Title order={1}>{t('notFound.title')}</Title>
          <AnchorLink to="/">{t('content.page.backHome')}</AnchorLink>
        </Stack>
      </Container>
    );
  }
  return (
    <article>
      <Box
        py={{ base: 40, sm: 64 }}
        style={{ background: 'linear-gradient(135deg, var(--mantine-color-brand-8), var(--mantine-color-brand-6))', color: 'white' }}
      >
        <Container size="md">
          {title ? (
            <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.2}>
              {title}
            </Title>
          ) : (
            <Skeleton height={40} width="60%" />
          )}
          {article.data && article.data.categories.length > 0 && (
            <Text mt="sm" c="brand.0" size="sm">
              {article.data.categories.map((c) => c.title).join(' · ')}
            </Text>
          )}
        </Container>
      </Box>
      <Container size="md" py="xl">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt={{ base: -24, sm: -40 }} shadow="sm">
          {article.data ? <ArticleHtml html={article.data.description} onNavigate={(to) => void navigate({ href: to })} /> : <Skeleton height={200} />}
        </Paper>
      </Container>
    </article>
  );
}
