import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@travel/contracts';
import type { UploadedFile } from './uploads';
import { tooLarge } from './errors';

export type FormData = { fields: Record<string, string>; files: UploadedFile[] };

/**
 * Reads a multipart form (or a JSON / urlencoded body) into text fields and buffered files.
 * Repeated fields keep the last value; `_method` (the PUT override) is dropped.
 */
export async function readForm(request: FastifyRequest): Promise<FormData> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(body)) {
      if (key === '_method' || value === undefined || value === null) continue;
      fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    return { fields, files };
  }
  for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 50, fields: 500 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(`${part.fieldname}: file size is too big`);
        throw err;
      });
      if (data.length === 0 && !part.filename) continue;
      files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated });
    } else if (part.fieldname !== '_method') {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { fields, files };
}
