import { Badge, Button, Group, Paper } from '@mantine/core';
import { type ToOptions, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The Save bar of a form: it stays in view at the bottom of the window while a long form scrolls
 * (issue 18.7) and rests after the last field on a short one.
 */
export function StickyBar({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" shadow="sm" pos="sticky" bottom={8} style={{ zIndex: 3 }} data-save-bar="">
      {children}
    </Paper>
  );
}

type Props = {
  saving: boolean;
  submitLabel?: string;
  /** In the sticky Save bar (the default), or plainly after the fields. */
  sticky?: boolean;
  /** A badge at the left while there are unsaved changes ('Unsaved changes'). */
  unsavedLabel?: string | false;
  /** Where Cancel leads when there is no step back in this tab (the page was opened directly): a child's page names its parent's tab. */
  cancelTo?: ToOptions;
};

/**
 * The footer of every form: Cancel goes back one step in history (spec), or to `cancelTo` when the
 * page was the first of the tab; then the submit button, in the sticky Save bar.
 */
export function FormActions({ saving, submitLabel, sticky = true, unsavedLabel, cancelTo }: Props) {
  const { t } = useTranslation();
  const router = useRouter();
  const actions = (
    <Group justify="flex-end" gap="sm">
      {unsavedLabel && (
        <Badge color="orange" variant="dot" size="lg" mr="auto">
          {unsavedLabel}
        </Badge>
      )}
      <Button variant="default" onClick={() => (cancelTo && !router.history.canGoBack() ? void router.navigate(cancelTo) : router.history.back())}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
  return sticky ? <StickyBar>{actions}</StickyBar> : actions;
}
