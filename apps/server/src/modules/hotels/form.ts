import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@travel/contracts';
import { tooLarge } from '../../lib/errors';
import type { UploadedFile } from '../../lib/uploads';

/**
 * A hotel form: text parts (the last value wins), every value of repeated parts (`images[]`,
 * `images[0]` and plain repeated `images` all land in `lists.images`), and buffered files.
 * lib/multipart keeps only the last value of a repeated field, and the gallery needs them all.
 */
export type HotelForm = { fields: Record<string, string>; lists: Record<string, string[]>; files: UploadedFile[] };

const baseName = (name: string) => name.replace(/\[\d*\]$/, '');

export async function readHotelForm(request: FastifyRequest): Promise<HotelForm> {
  const form: HotelForm = { fields: {}, lists: {}, files: [] };
  const addField = (name: string, value: string, all: string[] = [value]) => {
    const key = baseName(name);
    if (key === '_method') return;
    form.fields[key] = value;
    form.lists[key] = [...(form.lists[key] ?? []), ...all];
  };
  if (!request.isMultipart()) {
    // A plain PUT with a JSON body: objects and arrays become JSON text like the multipart parts.
    for (const [key, value] of Object.entries((request.body ?? {}) as Record<string, unknown>)) {
      if (value === undefined || value === null) continue;
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      addField(key, text, Array.isArray(value) ? value.map(String) : [text]);
    }
    return form;
  }
  for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 50, fields: 500 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(`${baseName(part.fieldname)}: file size is too big`);
        throw err;
      });
      // A browser sends an empty part for a file input left empty.
      if (data.length === 0 && !part.filename) continue;
      form.files.push({ field: baseName(part.fieldname), filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated });
    } else {
      addField(part.fieldname, String(part.value ?? ''));
    }
  }
  return form;
}
