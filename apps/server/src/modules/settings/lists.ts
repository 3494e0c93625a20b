import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { type HomeContent, SETTINGS_LISTS, type SettingsListItem, type SettingsListItemInput, type SettingsListName } from '@travel/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { mediaUrl, type Storage } from '../../lib/storage';
import { checkDocument, checkImage, type UploadedFile } from '../../lib/uploads';
import { type SettingsListItemRow, settingsListItems } from './tables';

/** Folder of the uploads of the settings lists in the storage. */
const FOLDER = 'settings';
export const presentListItem = (row: SettingsListItemRow): SettingsListItem => ({
  id: row.id,
  image: mediaUrl(row.image),
  file: mediaUrl(row.file),
  title: row.title,
  subtitle: row.subtitle,
  description: row.description,
  order: row.order,
  isActive: row.isActive,
});

const listRows = (db: DbOrTx, list: SettingsListName) =>
  db.select().from(settingsListItems).where(eq(settingsListItems.list, list)).orderBy(asc(settingsListItems.order), asc(settingsListItems.id));

/** GET settings/{list}: every item, active or not, in order. */
export async function readSettingsList(db: DbOrTx, list: SettingsListName) {
  return { list, entities: (await listRows(db, list)).map(presentListItem) };
}

/** A stored URL (`/api/v1/media/settings/x.png`) or key (`settings/x.png`) as the storage key. */
const storageKey = (urlOrKey: string) => {
  const at = urlOrKey.indexOf('/media/');
  return at >= 0 ? urlOrKey.slice(at + '/media/'.length) : urlOrKey;
};

/** `images[2]` / `files[0]`: the item index an upload belongs to. */
function uploadsByIndex(files: UploadedFile[], field: 'images' | 'files') {
  const byIndex = new Map<number, UploadedFile>();
  for (const file of files) {
    const match = /^(images|files)\[(\d+)\]$/.exec(file.field);
    if (!match) throw badRequest(`${file.field}: unexpected upload (send images[n] or files[n])`, 'validation');
    if (match[1] !== field) throw badRequest(`${file.field}: this list takes ${field}[n] uploads`, 'validation');
    byIndex.set(Number(match[2]), file);
  }
  return byIndex;
}

/**
 * POST settings/{list}: the items replace the list in one transaction (items left out are
 * removed). Uploads are checked by content before anything is written; kept images must be
 * images of this list already.
 */
export async function saveSettingsList(db: Db, storage: Storage, list: SettingsListName, items: SettingsListItemInput[], files: UploadedFile[]) {
  const kind = SETTINGS_LISTS[list].kind;
  const field = kind === 'image' ? 'images' : 'files';
  const uploads = uploadsByIndex(files, field);
  for (const index of uploads.keys()) {
    if (index >= items.length) throw badRequest(`${field}[${index}]: there is no item ${index} in the list`, 'validation');
  }
  const checked = new Map<number, { file: UploadedFile; extension: string }>();
  for (const [index, file] of uploads) {
    const label = `${field}[${index}]`;
    checked.set(index, { file, extension: kind === 'image' ? await checkImage(file, label) : await checkDocument(file, label) });
  }

  await db.transaction(async (tx) => {
    const existing = await listRows(tx, list);
    const byId = new Map(existing.map((row) => [row.id, row]));
    const storedKeys = new Set(existing.flatMap((row) => [row.image, row.file]).filter((k): k is string => !!k));
    const keptIds: number[] = [];
    const values: (typeof settingsListItems.$inferInsert & { id?: number })[] = [];
    for (const [index, item] of items.entries()) {
      if (item.id !== undefined) {
        if (!byId.has(item.id)) throw badRequest(`fields.${index}.id: item ${item.id} is not in this list`, 'validation');
        if (keptIds.includes(item.id)) throw badRequest(`fields.${index}.id: item ${item.id} is listed twice`, 'validation');
        keptIds.push(item.id);
      }
      const kept = kind === 'image' ? item.image : item.file;
      const keptKey = kept ? storageKey(kept) : null;
      if (keptKey && !storedKeys.has(keptKey)) throw badRequest(`fields.${index}.${kind}: is not a file of this list`, 'validation');
      if (!keptKey && !checked.has(index)) throw badRequest(`fields.${index}.${kind}: ${kind === 'image' ? 'Image' : 'File'} is required`, 'validation');
      values.push({
        id: item.id,
        list,
        image: kind === 'image' ? keptKey : null,
        file: kind === 'file' ? keptKey : null,
        title: item.title ?? null,
        subtitle: item.subtitle ?? null,
        description: item.description ?? null,
        order: item.order,
        isActive: item.isActive,
      });
    }
    // Every item checked: only now are the new files stored (a refused save leaves none behind).
    for (const [index, upload] of checked) {
      const key = await storage.put(FOLDER, upload.extension, upload.file.data);
      values[index]![kind] = key;
    }
    const removed = keptIds.length ? and(eq(settingsListItems.list, list), notInArray(settingsListItems.id, keptIds)) : eq(settingsListItems.list, list);
    await tx.delete(settingsListItems).where(removed);
    for (const { id, ...row } of values) {
      if (id === undefined) await tx.insert(settingsListItems).values(row);
      else
        await tx
          .update(settingsListItems)
          .set({ ...row, updatedAt: sql`now()` })
          .where(eq(settingsListItems.id, id));
    }
  });
  return readSettingsList(db, list);
}

const HOME_LISTS = ['backgroundimages', 'pagesbackgroundimages', 'homeoffers', 'homerecommended', 'sidebarbanners'] as const;

/** GET home-content (public): the active items of the storefront lists, in order; no medias. */
export async function readHomeContent(db: DbOrTx): Promise<HomeContent> {
  const rows = await db
    .select()
    .from(settingsListItems)
    .where(and(inArray(settingsListItems.list, [...HOME_LISTS]), eq(settingsListItems.isActive, true)))
    .orderBy(asc(settingsListItems.order), asc(settingsListItems.id));
  const content = Object.fromEntries(HOME_LISTS.map((list) => [list, []])) as unknown as HomeContent;
  for (const row of rows) {
    content[row.list as (typeof HOME_LISTS)[number]].push({
      id: row.id,
      image: mediaUrl(row.image),
      title: row.title,
      subtitle: row.subtitle,
      description: row.description,
    });
  }
  return content;
}
