import { Button, Group } from '@mantine/core';
import type { ToOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from './confirm';
import { ButtonLink } from './links';
import { notifyError, notifySuccess } from './notify';

/**
 * The Actions cell of the back-office lists: View and Edit links, and Delete after 'Do you really
 * want to delete it?' with the spec's toasts. Each is shown when given.
 */
export function RowActions({ view, edit, name, onDelete }: { view?: ToOptions; edit?: ToOptions; name: string; onDelete?: () => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {view && (
        <ButtonLink {...view} size="compact-sm" variant="subtle" aria-label={`${t('common.view')} ${name}`}>
          {t('common.view')}
        </ButtonLink>
      )}
      {edit && (
        <ButtonLink {...edit} size="compact-sm" variant="light" aria-label={`${t('common.edit')} ${name}`}>
          {t('common.edit')}
        </ButtonLink>
      )}
      {onDelete && (
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
      )}
    </Group>
  );
}
