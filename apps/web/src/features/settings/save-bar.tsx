import { Badge, Button, Group, Paper } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * Cancel (history back, as on every form) and Save, kept in view at the bottom of a long settings
 * form so an administrator never scrolls back up to save.
 */
export function SaveBar({ dirty, saving }: { dirty: boolean; saving: boolean }) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <Paper withBorder radius="md" p="sm" shadow="sm" pos="sticky" bottom={8} style={{ zIndex: 3 }}>
      <Group justify="flex-end" gap="sm">
        {dirty && (
          <Badge color="orange" variant="dot" size="lg" mr="auto">
            {t('settings.unsaved')}
          </Badge>
        )}
        <Button variant="default" onClick={() => router.history.back()}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('common.save')}
        </Button>
      </Group>
    </Paper>
  );
}
