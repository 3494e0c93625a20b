import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Unsaved changes of a form (issue 18.7): any edit the user makes inside the form marks it
 * (input and change events bubble to the form; `dirty` adds what the page knows itself, e.g. a
 * choice made in a dropdown's portal), a save clears it. While marked, leaving the screen in the
 * app asks first and closing the tab gets the browser's own warning (beforeunload).
 */
export function useUnsavedChanges(dirty = false) {
  const [edited, setEdited] = useState(false);
  const marked = useRef(false);
  marked.current = edited || dirty;
  const markEdited = useCallback((event: FormEvent) => {
    if (event.isTrusted !== false) setEdited(true);
  }, []);
  const clear = useCallback(() => {
    marked.current = false;
    setEdited(false);
  }, []);
  const blocker = useBlocker({
    // A change of the search only (a tab, a page of a list) stays on the screen: nothing is lost.
    shouldBlockFn: ({ current, next }) => marked.current && current.pathname !== next.pathname,
    enableBeforeUnload: () => marked.current,
    withResolver: true,
  });
  return { dirty: edited || dirty, formProps: { onInput: markEdited, onChange: markEdited }, clear, blocker };
}

/** The question asked before leaving a form with unsaved changes: Stay (the default) or Leave without saving. */
export function LeaveConfirm({ blocker }: { blocker: ReturnType<typeof useUnsavedChanges>['blocker'] }) {
  const { t } = useTranslation();
  const open = blocker.status === 'blocked';
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title={t('leave.title')} centered>
      <Text size="sm">{t('leave.text')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" data-autofocus onClick={() => blocker.reset?.()}>
          {t('leave.stay')}
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          {t('leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
