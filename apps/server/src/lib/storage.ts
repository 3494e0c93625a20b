import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** Two-method file storage (architecture.md); the local folder is the default implementation. */
export interface Storage {
  put(folder: string, extension: string, data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
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
  };
}

/** Public URL of a stored upload, served by the media route. */
export const mediaUrl = (key: string | null | undefined) => (key ? `/api/v1/media/${key}` : null);
