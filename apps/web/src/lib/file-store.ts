/**
 * Files a form keeps across a reload (the wizard's passport and photo scans, issue 29): the
 * browser's IndexedDB holds a File as it is, where session storage takes text only. Keys are
 * text; a form names its files under one prefix and reads or forgets them all at once. Every
 * entry carries when it was saved, and entries older than `MAX_AGE_MS` are removed the first time
 * the store is used on a page: a scan of a booking never made does not stay in the browser.
 *
 * Without IndexedDB (tests, a browser that refuses it) the files live in memory for the page's
 * life: the form still works, only a reload forgets them.
 */

/** How long a kept file lives without its form being finished. */
export const MAX_AGE_MS = 24 * 3600_000;

const DB_NAME = 'traveldesk.files';
const STORE = 'files';

type Entry = { blob: Blob; name: string; type: string; lastModified: number; savedAt: number };

export type FileStore = {
  put: (key: string, file: File) => Promise<void>;
  remove: (key: string) => Promise<void>;
  /** Every file whose key starts with `prefix`, by key. */
  list: (prefix: string) => Promise<Map<string, File>>;
  /** Forgets every file whose key starts with `prefix`. */
  clear: (prefix: string) => Promise<void>;
};

const fileOf = (entry: Entry) => new File([entry.blob], entry.name, { type: entry.type, lastModified: entry.lastModified });
const entryOf = (file: File, now: number): Entry => ({ blob: file, name: file.name, type: file.type, lastModified: file.lastModified, savedAt: now });
/** Keys from `prefix` up to every text that starts with it. */
const rangeOf = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`);

function memoryStore(): FileStore {
  const files = new Map<string, File>();
  const keysOf = (prefix: string) => [...files.keys()].filter((key) => key.startsWith(prefix));
  return {
    put: async (key, file) => void files.set(key, file),
    remove: async (key) => void files.delete(key),
    list: async (prefix) => new Map(keysOf(prefix).map((key) => [key, files.get(key)!])),
    clear: async (prefix) => {
      for (const key of keysOf(prefix)) files.delete(key);
    },
  };
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request);
}

/** Walks the entries in `range`, deleting those `drop` names; answers the others' files by key. */
async function walk(db: IDBDatabase, range: IDBKeyRange | null, drop: (entry: Entry) => boolean): Promise<Map<string, File>> {
  const kept = new Map<string, File>();
  const transaction = db.transaction(STORE, 'readwrite');
  const cursors = transaction.objectStore(STORE).openCursor(range);
  await new Promise<void>((resolve, reject) => {
    cursors.onsuccess = () => {
      const cursor = cursors.result;
      if (!cursor) return resolve();
      const entry = cursor.value as Entry;
      if (drop(entry)) cursor.delete();
      else kept.set(String(cursor.key), fileOf(entry));
      cursor.continue();
    };
    cursors.onerror = () => reject(cursors.error);
  });
  return kept;
}

function indexedStore(now: () => number): FileStore {
  // Opened once, and the old entries removed once, on first use.
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= openDatabase().then(async (db) => {
      const oldest = now() - MAX_AGE_MS;
      await walk(db, null, (entry) => !(entry.savedAt >= oldest));
      return db;
    });
    return opened;
  };
  const write = async (run: (store: IDBObjectStore) => IDBRequest) => {
    const db = await database();
    await done(run(db.transaction(STORE, 'readwrite').objectStore(STORE)));
  };
  return {
    put: (key, file) => write((store) => store.put(entryOf(file, now()), key)),
    remove: (key) => write((store) => store.delete(key)),
    list: async (prefix) => walk(await database(), rangeOf(prefix), () => false),
    clear: (prefix) => write((store) => store.delete(rangeOf(prefix))),
  };
}

let shared: FileStore | null = null;

/** The page's store: IndexedDB when the browser has it, else memory. */
export function fileStore(): FileStore {
  shared ??= typeof indexedDB === 'undefined' ? memoryStore() : withFallback(indexedStore(Date.now));
  return shared;
}

/** A refused IndexedDB (a private window, a full disk) leaves the files in memory instead. */
function withFallback(store: FileStore): FileStore {
  const memory = memoryStore();
  let failed = false;
  const guard =
    <A extends unknown[], R>(run: (s: FileStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!failed) {
        try {
          return await run(store)(...args);
        } catch {
          failed = true;
        }
      }
      return run(memory)(...args);
    };
  return { put: guard((s) => s.put), remove: guard((s) => s.remove), list: guard((s) => s.list), clear: guard((s) => s.clear) };
}

/** Tests: a fresh store (memory unless `store` is given). */
export function resetFileStore(store: FileStore = memoryStore()) {
  shared = store;
}
