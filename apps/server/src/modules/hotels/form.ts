import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors';
import { readParts } from '../../lib/multipart';
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
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('body: must be an object of fields', 'validation');
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      addField(key, text, Array.isArray(value) ? value.map(String) : [text]);
    }
    return form;
  }
  await readParts(request, { field: (name, value) => addField(name, value), file: (file) => form.files.push(file) }, baseName);
  return form;
}
