import { BOOKING_ITEM_FILE_FIELD, UPLOAD_MESSAGES } from '@travel/contracts';
import type { Storage } from '../../lib/storage';
import { checkDocument, type UploadedFile } from '../../lib/uploads';

/**
 * Documents an admin attaches to a booking item (`files[bookingitems-files][itemId][]`): images or
 * PDF by their content, at most 5 MB each. The folder starts with `passenger-` so the public media
 * route refuses them: they are served only through the booking (docs: item documents).
 */
export const ITEM_FILES_FOLDER = 'passenger-booking-documents';

export type CheckedDocument = { itemId: number; file: UploadedFile; extension: string };

/** The item documents of the form, checked by content; other file parts are left to the caller. */
export async function checkItemDocuments(files: UploadedFile[]): Promise<CheckedDocument[]> {
  const checked: CheckedDocument[] = [];
  for (const file of files) {
    const match = BOOKING_ITEM_FILE_FIELD.exec(file.field);
    if (!match) continue;
    const extension = await checkDocument(file, file.field, `${UPLOAD_MESSAGES.badExtension} (images or PDF)`);
    checked.push({ itemId: Number(match[1]), file, extension });
  }
  return checked;
}

/** Writes the documents; answers the stored keys per item. */
export async function storeItemDocuments(storage: Storage, documents: CheckedDocument[]): Promise<Map<number, string[]>> {
  const keys = new Map<number, string[]>();
  for (const doc of documents) {
    const key = await storage.put(ITEM_FILES_FOLDER, doc.extension, doc.file.data);
    keys.set(doc.itemId, [...(keys.get(doc.itemId) ?? []), key]);
  }
  return keys;
}

/** Where the booking page downloads an item's document (behind the booking's access check). */
export const itemFileUrl = (bookingId: number, itemId: number, index: number) => `/api/v1/bookings/${bookingId}/items/${itemId}/files/${index}`;
