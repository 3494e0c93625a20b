import { PASSENGER_FILE_KINDS, type PassengerFileKind } from '@travel/contracts';
import { badRequest } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { checkImage, type UploadedFile } from '../../lib/uploads';

const FILE_FIELD = /^files\[(passport|photo)\]\[([^\]]+)\]$/;
const FOLDERS: Record<PassengerFileKind, string> = { passport: 'passenger-passports', photo: 'passenger-photos' };

export type CheckedFile = { file: UploadedFile; extension: string };
export type PassengerFiles = Map<string, Partial<Record<PassengerFileKind, CheckedFile>>>;

/**
 * The passport and photo parts of the creation form (`files[passport][passenger1]`): each must
 * name a passenger of the booking and be an image by its content, at most 5 MB. Nothing is
 * stored yet.
 */
export async function checkPassengerFiles(files: UploadedFile[], passengerKeys: Set<string>): Promise<PassengerFiles> {
  const checked: PassengerFiles = new Map();
  for (const file of files) {
    const match = FILE_FIELD.exec(file.field);
    if (!match) throw badRequest(`${file.field}: is not a file this form takes (files[passport][passengerN], files[photo][passengerN])`, 'validation');
    const kind = match[1] as PassengerFileKind;
    const key = match[2]!;
    if (!passengerKeys.has(key)) throw badRequest(`${file.field}: passenger ${key} not found in passengers`, 'validation');
    const extension = await checkImage(file, file.field);
    checked.set(key, { ...checked.get(key), [kind]: { file, extension } });
  }
  return checked;
}

/**
 * Writes the checked files, before the booking's transaction (storage is not transactional): a
 * booking refused after this point leaves unreferenced files behind (docs/decisions.md).
 */
export async function storePassengerFiles(storage: Storage, files: PassengerFiles): Promise<Map<string, Partial<Record<PassengerFileKind, string>>>> {
  const keys = new Map<string, Partial<Record<PassengerFileKind, string>>>();
  for (const [passenger, byKind] of files) {
    const stored: Partial<Record<PassengerFileKind, string>> = {};
    for (const kind of PASSENGER_FILE_KINDS) {
      const entry = byKind[kind];
      if (entry) stored[kind] = await storage.put(FOLDERS[kind], entry.extension, entry.file.data);
    }
    keys.set(passenger, stored);
  }
  return keys;
}
