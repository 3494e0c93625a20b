import { Button, Group } from '@mantine/core';
import type { ToOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from './confirm';
import { ButtonLink } from './links';
import { notifyError, notifySuccess } from './notify';

/**
 * The Actions cell of the back-office lists: Edit, and Delete after 'Do you really want to
 * delete it?' with the spec's toasts.
 */
export function RowActions({ edit, name, onDelete }: { edit: ToOptions; name: string; onDelete: () => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <ButtonLink {...edit} size="compact-sm" variant="light" aria-label={`${t('common.edit')} ${name}`}>
        {t('common.edit')}
      </ButtonLink>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        aria-label={`${t('common.delete')} ${name}`}
        onClick={() =>
          confirmDelete(() =>
            onDelete().then(
              () => notifySuccess(t('common.deleted')),
              (e) => notifyError(e, 'common.couldNotDelete'),
            ),
          )
        }
      >
        {t('common.delete')}
      </Button>
    </Group>
  );
}
