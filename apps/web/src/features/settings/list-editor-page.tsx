import { Anchor, Checkbox, FileInput, Grid, Image, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { MAX_UPLOAD_BYTES, MEDIA_FILE_EXTENSIONS, newListItemDefaults, type SettingsListItem, type SettingsListName } from '@travel/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageInput } from '../../ui/image-input';
import { EntityForm } from '../../ui/entity-form';
import { notifyError, notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/page';
import { type EditableRow, RowsEditor } from '../../ui/rows-editor';
import { type ListItemWire, useSaveSettingsList, useSettingsList } from './site-api';

/** A row as the editor holds it: the stored URL of its image or file, or a new upload. */
type Row = EditableRow & {
  stored: string | null;
  upload: File | null;
  title: string;
  subtitle: string;
  description: string;
  order: string;
  isActive: boolean;
};

const rowOf = (item: SettingsListItem): Row => ({
  key: String(item.id),
  id: item.id,
  stored: item.image ?? item.file,
  upload: null,
  title: item.title ?? '',
  subtitle: item.subtitle ?? '',
  description: item.description ?? '',
  order: String(item.order),
  isActive: item.isActive,
});

const toWire = (row: Row, kind: 'image' | 'file'): ListItemWire => ({
  id: row.id,
  [kind]: row.upload ? null : row.stored,
  title: row.title,
  subtitle: row.subtitle,
  description: row.description,
  order: row.order,
  isActive: row.isActive,
});

/** Medias: the images and PDF, checked again by content on the server. */
function mediaProblem(file: File | null): string | null {
  if (!file) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(MEDIA_FILE_EXTENSIONS as readonly string[]).includes(extension)) return 'badExtension';
  return file.size > MAX_UPLOAD_BYTES ? 'tooBig' : null;
}

/**
 * The generic list editor (back-office spec §2 Settings): background images, page background
 * images, home offers, home recommended, sidebar banners and medias. Save sends the whole list.
 */
export function SettingsListPage({ list }: { list: SettingsListName }) {
  const { t } = useTranslation();
  const query = useSettingsList(list);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (query.error) notifyError(query.error, 'common.couldNotLoad');
  }, [query.error]);
  return (
    <Page title={t(`settings.nav.${list}`)}>
      {query.data ? (
        <ListForm key={`${list}-${version}`} list={list} items={query.data.entities} onSaved={() => setVersion((v) => v + 1)} />
      ) : (
        <Skeleton height={240} radius="md" />
      )}
    </Page>
  );
}

function ListForm({ list, items, onSaved }: { list: SettingsListName; items: SettingsListItem[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const kind = list === 'medias' ? 'file' : 'image';
  const save = useSaveSettingsList(list);
  const [rows, setRows] = useState<Row[]>(() => items.map(rowOf));
  const [dirty, setDirty] = useState(false);
  const [mediaError, setMediaError] = useState<Record<string, string>>({});
  const change = (next: Row[]) => {
    setRows(next);
    setDirty(true);
  };
  const of = (field: string, index: number) => t('settings.list.fieldOf', { field: t(`settings.list.${field}`), n: index + 1 });

  // A saved row is deleted on the server at once (spec §4): the stored list without it is saved.
  const deleteSaved = (row: Row) => {
    const stored = items.filter((item) => item.id !== row.id).map(rowOf);
    save.mutate(
      { items: stored.map((r) => toWire(r, kind)), uploads: stored.map(() => null) },
      {
        onSuccess: () => {
          notifySuccess(t('common.deleted'));
          setRows((current) => current.filter((r) => r.key !== row.key));
        },
        onError: (e) => notifyError(e, 'common.couldNotDelete'),
      },
    );
  };

  // Each row needs its image or file; the first one missing is named in the toast.
  const validate = () => {
    const missing = rows.findIndex((row) => !row.stored && !row.upload);
    if (missing < 0) return true;
    notifyError(new Error(`${of(kind, missing)}: ${t(kind === 'image' ? 'settings.list.needsImage' : 'settings.list.needsFile')}`));
    return false;
  };

  return (
    <EntityForm
      framed={false}
      sticky
      dirtyLabel={dirty && t('settings.unsaved')}
      dirty={dirty}
      validate={validate}
      save={() => save.mutateAsync({ items: rows.map((row) => toWire(row, kind)), uploads: rows.map((row) => row.upload) })}
      onSaved={onSaved}
    >
      <RowsEditor<Row>
        rows={rows}
        onChange={change}
        newRow={() => ({
          ...newListItemDefaults(rows),
          order: String(newListItemDefaults(rows).order),
          stored: null,
          upload: null,
          title: '',
          subtitle: '',
          description: '',
        })}
        addLabel={t('settings.list.add')}
        empty={t('settings.list.empty')}
        onDeleteSaved={deleteSaved}
        removeLabel={(_row, index) => `${t('settings.list.remove')} ${t('settings.list.item', { n: index + 1 })}`}
        render={(row, update, index) => (
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  {t('settings.list.item', { n: index + 1 })}
                  {!row.id && (
                    <Text span size="xs" c="dimmed" fw={400}>
                      {' '}
                      — {t('settings.list.newItem')}
                    </Text>
                  )}
                </Text>
                {kind === 'image' ? (
                  <>
                    {row.stored && !row.upload && <Image src={row.stored} alt={of('image', index)} h={110} fit="cover" radius="sm" />}
                    <ImageInput label={of('image', index)} value={row.upload} onChange={(upload) => update({ upload })} />
                  </>
                ) : (
                  <>
                    {row.stored && !row.upload && (
                      <Anchor href={row.stored} target="_blank" rel="noopener noreferrer" size="sm">
                        {t('settings.list.currentFile')}: {row.stored.split('/').pop()}
                      </Anchor>
                    )}
                    <FileInput
                      label={of('file', index)}
                      description={t('settings.list.fileHint')}
                      accept="image/jpeg,image/png,image/gif,application/pdf"
                      clearable
                      value={row.upload}
                      error={mediaError[row.key]}
                      onChange={(file) => {
                        const problem = mediaProblem(file);
                        setMediaError((e) => ({ ...e, [row.key]: problem ? t(`common.${problem}`) : '' }));
                        update({ upload: problem ? null : file });
                      }}
                    />
                  </>
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Grid gap="sm">
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t('settings.list.title')}
                    aria-label={of('title', index)}
                    value={row.title}
                    maxLength={200}
                    onChange={(e) => update({ title: e.currentTarget.value })}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label={t('settings.list.subtitle')}
                    aria-label={of('subtitle', index)}
                    value={row.subtitle}
                    maxLength={300}
                    onChange={(e) => update({ subtitle: e.currentTarget.value })}
                  />
                </Grid.Col>
                <Grid.Col span={12}>
                  <Textarea
                    label={t('settings.list.description')}
                    aria-label={of('description', index)}
                    value={row.description}
                    maxLength={2000}
                    autosize
                    minRows={2}
                    maxRows={5}
                    onChange={(e) => update({ description: e.currentTarget.value })}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <TextInput
                    label={t('settings.list.order')}
                    aria-label={of('order', index)}
                    required
                    inputMode="numeric"
                    value={row.order}
                    error={row.order === '' ? t('settings.list.orderRequired') : undefined}
                    onChange={(e) => update({ order: e.currentTarget.value.replace(/[^\d]/g, '') })}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }} style={{ display: 'flex', alignItems: 'flex-end' }}>
                  <Checkbox
                    label={t('settings.list.isActive')}
                    aria-label={of('isActive', index)}
                    checked={row.isActive}
                    onChange={(e) => update({ isActive: e.currentTarget.checked })}
                    mb={8}
                  />
                </Grid.Col>
              </Grid>
            </Grid.Col>
          </Grid>
        )}
      />
    </EntityForm>
  );
}
