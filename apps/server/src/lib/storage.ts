import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** File storage (architecture.md); the local folder is the default implementation. */
export interface Storage {
  put(folder: string, extension: string, data: Buffer): Promise<string>;
  /**
   * Writes the file under a pending name and answers the key it will have once `promote`d
   * (docs/decisions.md, "pending passenger files"): a pending file is not a stored file yet, and
   * the start sweep removes one left behind by a crash.
   */
  putPending(folder: string, extension: string, data: Buffer): Promise<string>;
  /** Gives the pending file of `key` its final name; done already (the sweep did it) is not an error. */
  promote(key: string): Promise<void>;
  /** Deletes the pending file of `key`; one that is not there (any more) is not an error. */
  removePending(key: string): Promise<void>;
  /** The file of `key`; while it is still pending (committed, not yet promoted) the pending one. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes a stored file; a key that is not there (any more) is not an error. */
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+\/[a-f0-9-]{36}\.[a-z0-9]{1,5}$/;
/** What a pending file's name adds to its key: `passenger-passports/<uuid>.png.pending`. */
export const PENDING_SUFFIX = '.pending';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function localStorage(root: string): Storage {
  const write = async (key: string, name: string, data: Buffer) => {
    const file = path.join(root, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
    return key;
  };
  const newKey = (folder: string, extension: string) => `${folder}/${randomUUID()}.${extension}`;
  return {
    async put(folder, extension, data) {
      const key = newKey(folder, extension);
      return write(key, key, data);
    },
    async putPending(folder, extension, data) {
      const key = newKey(folder, extension);
      return write(key, key + PENDING_SUFFIX, data);
    },
    async promote(key) {
      if (!SAFE_KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
      const file = path.join(root, key);
      try {
        await fs.rename(file + PENDING_SUFFIX, file);
      } catch (error) {
        // The start sweep of another process may have promoted it first.
        if (!isMissing(error) || !(await exists(file))) throw error;
      }
    },
    async removePending(key) {
      if (!SAFE_KEY.test(key)) return;
      await fs.rm(path.join(root, key + PENDING_SUFFIX), { force: true });
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      const file = path.join(root, key);
      for (const name of [file, file + PENDING_SUFFIX]) {
        try {
          return await fs.readFile(name);
        } catch {
          // Not there: a booking committed but not yet promoted has only its pending file.
        }
      }
      return null;
    },
    async remove(key) {
      if (!SAFE_KEY.test(key)) return;
      await fs.rm(path.join(root, key), { force: true });
    },
  };
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

export type PendingSweep = {
  /** Pending files older than this are left over by a crash (no request takes that long). */
  olderThanMs: number;
  /** Milliseconds since the epoch to count ages from: file times are real time, so `Date.now()` outside tests. */
  now: number;
  /** The keys among `keys` that committed rows reference: their pending files are promoted, never removed. */
  referenced(keys: string[]): Promise<Set<string>>;
};

/**
 * The start sweep (docs/decisions.md): every pending file under `root` whose key a committed row
 * references is promoted (its process died between commit and promotion); an unreferenced one
 * older than `olderThanMs` is removed (its process died before commit, or the removal of a
 * refused write failed). Younger ones may belong to a write in flight in another process and are
 * left alone; final files are never touched. Answers what it did, as keys.
 */
export async function sweepPendingFiles(root: string, sweep: PendingSweep): Promise<{ promoted: string[]; removed: string[] }> {
  const pending: { key: string; modifiedMs: number }[] = [];
  const folders = await fs.readdir(root, { withFileTypes: true }).catch((error) => {
    if (isMissing(error)) return [];
    throw error;
  });
  for (const folder of folders.filter((entry) => entry.isDirectory())) {
    for (const name of await fs.readdir(path.join(root, folder.name))) {
      if (!name.endsWith(PENDING_SUFFIX)) continue;
      const key = `${folder.name}/${name.slice(0, -PENDING_SUFFIX.length)}`;
      if (!SAFE_KEY.test(key)) continue;
      const stat = await fs.stat(path.join(root, folder.name, name)).catch(() => null);
      if (stat) pending.push({ key, modifiedMs: stat.mtimeMs });
    }
  }
  const storage = localStorage(root);
  const referenced = new Set<string>();
  // In batches: each is one query with a parameter per key.
  for (let from = 0; from < pending.length; from += 500) {
    for (const key of await sweep.referenced(pending.slice(from, from + 500).map((p) => p.key))) referenced.add(key);
  }
  const promoted: string[] = [];
  const removed: string[] = [];
  for (const { key, modifiedMs } of pending) {
    if (referenced.has(key)) {
      await storage.promote(key);
      promoted.push(key);
    } else if (sweep.now - modifiedMs > sweep.olderThanMs) {
      await storage.removePending(key);
      removed.push(key);
    }
  }
  return { promoted, removed };
}

/** Every call of `storage` passed on as it is (the wrappers below change one or two). */
const delegateTo = (storage: Storage): Storage => ({
  put: (folder, extension, data) => storage.put(folder, extension, data),
  putPending: (folder, extension, data) => storage.putPending(folder, extension, data),
  promote: (key) => storage.promote(key),
  removePending: (key) => storage.removePending(key),
  get: (key) => storage.get(key),
  remove: (key) => storage.remove(key),
});

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
    ...delegateTo(storage),
    async put(folder, extension, data) {
      const key = await storage.put(folder, extension, data);
      stored.push(key);
      return key;
    },
    async discard() {
      await Promise.allSettled(stored.splice(0).map((key) => storage.remove(key)));
    },
  };
}

/** A storage whose `put` writes pending files, promoted together once their write has committed. */
export type PendingStorage = Storage & {
  /** Promotes every file it wrote; after the commit, so never throws: a file left pending is still served and the start sweep promotes it. */
  promoteAll(): Promise<void>;
  /** Removes every file it wrote (a refused or superseded write); never throws. */
  discard(): Promise<void>;
};

/**
 * Files of a write whose database transaction references them (booking passenger files, item
 * documents): `put` writes them pending and answers their final keys, which the transaction
 * stores; `promoteAll` after the commit gives them those names, `discard` after a refusal removes
 * them (docs/decisions.md, "pending passenger files and the start sweep").
 */
export function pendingStorage(storage: Storage): PendingStorage {
  const written: string[] = [];
  return {
    ...delegateTo(storage),
    put: async (folder, extension, data) => {
      const key = await storage.putPending(folder, extension, data);
      written.push(key);
      return key;
    },
    async promoteAll() {
      await Promise.allSettled(written.splice(0).map((key) => storage.promote(key)));
    },
    async discard() {
      await Promise.allSettled(written.splice(0).map((key) => storage.removePending(key)));
    },
  };
}

/** Public URL of a stored upload, served by the media route. */
export const mediaUrl = (key: string | null | undefined) => (key ? `/api/v1/media/${key}` : null);
