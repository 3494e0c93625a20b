import { Paper, SimpleGrid, Skeleton, Stack, Text, Typography } from '@mantine/core';
import type { ToOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './links';
import { type Crumb, Page } from './page';

/** One label/value row of a view; an empty value shows a dash. */
export type ViewField = { label: string; value: ReactNode };

type Props<Entity> = {
  /** The page title until the entity has loaded (then its `name`). */
  title: string;
  crumbs: Crumb[];
  edit: ToOptions;
  entity: (Entity & { name: string }) | undefined;
  isLoading: boolean;
  fields: (entity: Entity) => ViewField[];
  /** What stands below the fields (segments, description, images). */
  children?: (entity: Entity) => ReactNode;
};

/**
 * The read-only view of a catalogue entity (back-office spec §2): breadcrumb, the entity's name
 * as title, an Edit button, a skeleton while loading and a definition list of its fields.
 */
export function EntityView<Entity>({ title, crumbs, edit, entity, isLoading, fields, children }: Props<Entity>) {
  const { t } = useTranslation();
  return (
    <Page title={entity?.name ?? title} crumbs={crumbs} actions={<ButtonLink {...edit}>{t('common.edit')}</ButtonLink>}>
      {isLoading || !entity ? (
        <Skeleton height={320} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
              {fields(entity).map((field) => (
                <Stack key={field.label} gap={2}>
                  <Text component="dt" size="sm" c="dimmed">
                    {field.label}
                  </Text>
                  <Text component="dd" m={0}>
                    {field.value || '—'}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            {children?.(entity)}
          </Stack>
        </Paper>
      )}
    </Page>
  );
}

/** A stored rich-text description under its label (the server sanitizes it before storing). */
export function ViewDescription({ label, html }: { label: string; html: string | null }) {
  if (!html) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Typography>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes the description before storing it */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Typography>
    </Stack>
  );
}
