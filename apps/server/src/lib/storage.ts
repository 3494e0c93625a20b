import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** File storage (architecture.md); the local folder is the default implementation. */
export interface Storage {
  put(folder: string, extension: string, data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  /** Deletes a stored file; a key that is not there (any more) is not an error. */
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-f0-9-]{36}\.[a-z0-9]{1,5}$/;

export function localStorage(root: string): Storage {
  return {
    async put(folder, extension, data) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
      return key;
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        return await fs.readFile(path.join(root, key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (!SAFE_KEY.test(key)) return;
      await fs.rm(path.join(root, key), { force: true });
    },
  };
}

/** A storage that remembers what it stored, so a write that is not saved can take its files back. */
export type StagedStorage = Storage & { discard(): Promise<void> };

/**
 * Files are stored before the database transaction that references them (storage is not
 * transactional); when that transaction fails, or its files turn out not to be needed,
 * `discard` removes them so no personal data is left unreferenced. It never throws: the
 * write's own error is what the caller reports.
 */
export function stagedStorage(storage: Storage): StagedStorage {
  const stored: string[] = [];
  return {
    async put(folder, extension, data) {
      const key = await storage.put(folder, extension, data);
      stored.push(key);
      return key;
    },
    get: (key) => storage.get(key),
    remove: (key) => storage.remove(key),
    async discard() {
      await Promise.allSettled(stored.splice(0).map((key) => storage.remove(key)));
    },
  };
}

/** Public URL of a stored upload, served by the media route. */
export const mediaUrl = (key: string | null | undefined) => (key ? `/api/v1/media/${key}` : null);
