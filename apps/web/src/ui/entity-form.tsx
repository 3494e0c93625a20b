import { Badge, Button, Group, Paper, Stack } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from './focus-invalid';
import { notifyError, notifySuccess } from './notify';

type Props<Saved> = {
  /** Marks the fields' errors and answers whether the values may be sent (no call when not). */
  validate?: () => boolean;
  /** The save call; its refusal is toasted with the server's sentence ('Could not save' else). */
  save: () => Promise<Saved>;
  /** After the success toast: an add form goes to its list, an edit form shows what was stored (spec §4). */
  onSaved?: (saved: Saved) => void;
  /** Field errors from a refused save (a 400 naming the field, a 409 slug), shown before the focus moves. */
  onRefused?: (error: unknown) => void;
  successText?: string;
  submitLabel?: string;
  /** Long forms (settings lists) keep Cancel and Save in view at the bottom. */
  sticky?: boolean;
  /** A badge beside the buttons while there are unsaved changes. */
  dirtyLabel?: string | false;
  /** Framed in a paper (default) or bare inside a page that frames it. */
  framed?: boolean;
  children: ReactNode;
};

/**
 * The entity form of the back office (issue 11.3): Cancel goes back one step in history and Save
 * submits (spec: every form); the spec's toasts; a refused save, by the form's own checks or by
 * the server, scrolls to the first invalid field and focuses it.
 */
export function EntityForm<Saved>({ validate, save, onSaved, onRefused, successText, submitLabel, sticky, dirtyLabel, framed = true, children }: Props<Saved>) {
  const { t } = useTranslation();
  const router = useRouter();
  const ref = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (validate && !validate()) {
      focusFirstInvalid(ref.current);
      return;
    }
    setSaving(true);
    save().then(
      (saved) => {
        setSaving(false);
        notifySuccess(successText ?? t('common.saved'));
        onSaved?.(saved);
      },
      (error) => {
        setSaving(false);
        onRefused?.(error);
        notifyError(error);
        focusFirstInvalid(ref.current);
      },
    );
  };

  const actions = (
    <Group justify="flex-end" gap="sm">
      {dirtyLabel && (
        <Badge color="orange" variant="dot" size="lg" mr="auto">
          {dirtyLabel}
        </Badge>
      )}
      <Button variant="default" onClick={() => router.history.back()}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
  const body = (
    <form ref={ref} noValidate onSubmit={submit}>
      <Stack gap="md">
        {children}
        {sticky ? (
          <Paper withBorder radius="md" p="sm" shadow="sm" pos="sticky" bottom={8} style={{ zIndex: 3 }}>
            {actions}
          </Paper>
        ) : (
          actions
        )}
      </Stack>
    </form>
  );
  return framed ? (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      {body}
    </Paper>
  ) : (
    body
  );
}
