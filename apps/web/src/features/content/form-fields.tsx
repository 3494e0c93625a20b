import { Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { slugify } from '@travel/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { RichTextEditor } from '../../ui/rich-text-editor';

export type ContentValues = { title: string; slug: string; description: string };

/**
 * State of an article or category form. On an add form the slug follows the title until the
 * admin edits the slug; on an edit form the saved slug stays (a published address keeps working)
 * unless the admin changes it.
 */
export function useContentForm<V extends ContentValues>(initial: V, isNew: boolean) {
  const [values, setValues] = useState(initial);
  const [slugEdited, setSlugEdited] = useState(!isNew);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    values,
    setValues,
    errors,
    setErrors,
    setTitle: (title: string) => setValues((v) => ({ ...v, title, slug: slugEdited ? v.slug : slugify(title) })),
    setSlug: (slug: string) => {
      setSlugEdited(true);
      setValues((v) => ({ ...v, slug }));
    },
  };
}
export type ContentForm<V extends ContentValues> = ReturnType<typeof useContentForm<V>>;

/** A refused save's message under its field: "slug: ..." sentences and the slug conflict (409). */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'slug_taken') return { slug: error.message };
  const match = error.status === 400 ? /^(\w+): (.*)$/.exec(error.message) : null;
  return match ? { [match[1]!]: match[2]! } : {};
}

type Save<Body, Saved> = { mutateAsync: (variables: { id?: number; body: Body }) => Promise<Saved> };

/**
 * The EntityForm handlers of a content form: the shared contract checks the body first (errors
 * under the fields, no call); a saved add opens its edit page in place of the add page (issue 32), a saved edit stays and
 * shows what was stored; the server's refusal shows under its field (the kit toasts it).
 */
export function useContentSave<V extends ContentValues, Body, Saved extends { id: number }>(options: {
  form: ContentForm<V>;
  schema: z.ZodType;
  save: Save<Body, Saved>;
  id?: number;
  /** The edit page of a saved add. */
  editPath: '/articles/$id/edit' | '/article/categories/$id/edit';
  valuesOf: (saved: Saved) => V;
  body: () => Body;
}) {
  const navigate = useNavigate();
  const { form, schema, save, id, editPath, valuesOf, body } = options;
  return {
    validate: () => {
      const checked = schema.safeParse(body());
      form.setErrors(checked.success ? {} : Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return checked.success;
    },
    save: () => save.mutateAsync({ id, body: body() }),
    onSaved: (saved: Saved) => {
      if (id) form.setValues(valuesOf(saved));
      else void navigate({ to: editPath, params: { id: saved.id }, replace: true });
    },
    onRefused: (error: unknown) => form.setErrors(serverFieldErrors(error)),
  };
}

/** Title (required), Slug and the rich-text Description of articles and categories. */
export function ContentFields<V extends ContentValues>({ form, publicPath }: { form: ContentForm<V>; publicPath?: boolean }) {
  const { t } = useTranslation();
  const { values, errors } = form;
  const hint = values.slug ? (publicPath ? t('content.slugHint', { slug: values.slug }) : undefined) : t('content.slugHintEmpty');
  return (
    <Stack gap="md">
      <TextInput label={t('content.title')} required value={values.title} error={errors.title} onChange={(e) => form.setTitle(e.currentTarget.value)} />
      <TextInput label={t('content.slug')} value={values.slug} description={hint} error={errors.slug} onChange={(e) => form.setSlug(e.currentTarget.value)} />
      <RichTextEditor label={t('content.description')} value={values.description} onChange={(description) => form.setValues((v) => ({ ...v, description }))} />
    </Stack>
  );
}
