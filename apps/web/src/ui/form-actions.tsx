import { Button, Group } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The footer of every form: Cancel goes back one step in history (spec), then the submit button. */
export function FormActions({ saving, submitLabel }: { saving: boolean; submitLabel?: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={() => router.history.back()}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
