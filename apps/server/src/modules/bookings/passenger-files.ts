import { PASSENGER_FILE_KINDS, type PassengerFileKind } from '@travel/contracts';
import { badRequest } from '../../lib/errors';
import type { Db } from '../../db/client';
import { type PendingStorage, sweepPendingFiles } from '../../lib/storage';
import { checkImage, type UploadedFile } from '../../lib/uploads';
import { findReferencedFiles } from './repo';

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
 * Writes the checked files before the booking's transaction (storage is not transactional), as
 * pending files through `pendingStorage`: the keys answered are the final names the transaction
 * stores; the caller promotes the files once it has committed and discards them when it is
 * refused, and the start sweep removes what a crash left (docs/decisions.md, "pending passenger
 * files and the start sweep").
 */
export async function storePassengerFiles(storage: PendingStorage, files: PassengerFiles): Promise<Map<string, Partial<Record<PassengerFileKind, string>>>> {
  const keys = new Map<string, Partial<Record<PassengerFileKind, string>>>();
  for (const [passenger, byKind] of files) {
    const stored: Partial<Record<PassengerFileKind, string>> = {};
    for (const kind of PASSENGER_FILE_KINDS) {
      const entry = byKind[kind];
      if (entry) stored[kind] = await storage.put(FOLDERS[kind], entry.extension, entry.file.data);
    }
    keys.set(passenger, stored);
  }
  if (files.size) await crashTestPause();
  return keys;
}

/**
 * Test-only: with TRAVELDESK_TEST_PAUSE_AFTER_FILES_MS set, a write waits that long once its
 * passenger files are written, so the crash test (pending-files.test.ts) can kill the process
 * there. Never set outside that test.
 */
async function crashTestPause() {
  const ms = Number(process.env.TRAVELDESK_TEST_PAUSE_AFTER_FILES_MS);
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

/** A pending file older than this at start was left by a crash: no booking write takes that long. */
export const PENDING_FILE_MAX_AGE_MS = 3600_000;

/**
 * The start sweep of the uploads under `root` (bootstrap): the pending file of a saved booking
 * (passport, photo, item document) is promoted, since its process died between commit and
 * promotion; an unreferenced one older than an hour is removed; final files are never touched.
 * `now` is real time in milliseconds (file times are).
 */
export function sweepPendingBookingFiles(db: Db, root: string, now: number) {
  return sweepPendingFiles(root, { olderThanMs: PENDING_FILE_MAX_AGE_MS, now, referenced: (keys) => findReferencedFiles(db, keys) });
}
