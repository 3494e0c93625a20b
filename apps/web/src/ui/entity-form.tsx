import { Paper, Stack } from '@mantine/core';
import type { ToOptions } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from './focus-invalid';
import { FormActions } from './form-actions';
import { LeaveConfirm, useUnsavedChanges } from './leave-guard';
import { notifyError, notifySuccess } from './notify';
import { inWords } from './refusal-words';

type Props<Saved> = {
  /** Marks the fields' errors and answers whether the values may be sent (no call when not). */
  validate?: () => boolean;
  /** The save call; its refusal is toasted with the server's sentence ('Could not save' else). */
  save: () => Promise<Saved>;
  /** After the success toast: an add form opens the new record's edit page (issue 32), an edit form shows what was stored (spec §4). */
  onSaved?: (saved: Saved) => void;
  /** Field errors from a refused save (a 400 naming the field, a 409 slug), shown before the focus moves. */
  onRefused?: (error: unknown) => void;
  /** Renames paths of a refusal before it is put in words (e.g. `segments.1.` as `segments.return.`). */
  namePaths?: (message: string) => string;
  successText?: string;
  submitLabel?: string;
  /** Where Cancel leads when the page has no step back (opened directly): a child's page names its parent's tab. */
  cancelTo?: ToOptions;
  /** Cancel and Save stay in view at the bottom of a long form (the default); false leaves them after the fields. */
  sticky?: boolean;
  /** A badge beside the buttons while there are unsaved changes (the kit shows 'Unsaved changes' after any edit). */
  dirtyLabel?: string | false;
  /** Changes the page knows of that no input event tells (a choice in a dropdown's portal): leaving then asks first too. */
  dirty?: boolean;
  /** Framed in a paper (default) or bare inside a page that frames it. */
  framed?: boolean;
  children: ReactNode;
};

/**
 * The entity form of the back office (issue 11.3): Cancel goes back one step in history and Save
 * submits (spec: every form); the spec's toasts; a refused save, by the form's own checks or by
 * the server, scrolls to the first invalid field and focuses it. Cancel and Save stay in view on a
 * long form, and leaving with unsaved changes asks first (issue 18.7).
 */
export function EntityForm<Saved>({
  validate,
  save,
  onSaved,
  onRefused,
  namePaths,
  successText,
  submitLabel,
  cancelTo,
  sticky = true,
  dirtyLabel,
  dirty,
  framed = true,
  children,
}: Props<Saved>) {
  const { t } = useTranslation();
  const ref = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);
  const unsaved = useUnsavedChanges(dirty);

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
        // Saved: going on to the list or the view asks nothing.
        unsaved.clear();
        notifySuccess(successText ?? t('common.saved'));
        onSaved?.(saved);
      },
      (error) => {
        setSaving(false);
        onRefused?.(error);
        // The server names a field by its JSON path: the admin reads it in words (issue 32).
        notifyError(inWords(error, namePaths));
        focusFirstInvalid(ref.current);
      },
    );
  };

  const unsavedLabel = dirtyLabel || (dirtyLabel !== false && unsaved.dirty && t('leave.unsaved'));
  const body = (
    <form ref={ref} noValidate onSubmit={submit} {...unsaved.formProps}>
      <Stack gap="md">
        {children}
        <FormActions saving={saving} submitLabel={submitLabel} sticky={sticky} unsavedLabel={unsavedLabel} cancelTo={cancelTo} />
      </Stack>
      <LeaveConfirm blocker={unsaved.blocker} />
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
