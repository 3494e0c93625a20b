import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@travel/contracts';
import type { UploadedFile } from './uploads';
import { AppError, badRequest, tooLarge } from './errors';
import { assertSafeInput, textProblem } from './request-guards';

export type FormData = { fields: Record<string, string>; files: UploadedFile[] };

type PartHandlers = { field(name: string, value: string): void; file(file: UploadedFile): void };

/**
 * Walks a multipart body part by part. A malformed body (no boundary, truncated, a part without
 * a name), unsafe text or too many parts answers a 4xx naming the problem, never a 500; a file
 * over the upload limit answers 413 with the spec's sentence.
 */
export async function readParts(request: FastifyRequest, on: PartHandlers, fieldOf: (name: string) => string = (name) => name) {
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 50, fields: 500, parts: 600 } })) {
      const name = part.fieldname;
      if (!name) throw badRequest('body: every part of the form needs a name', 'validation');
      const nameProblem = textProblem(name);
      if (nameProblem) throw badRequest(`body: a field name ${nameProblem}`, 'validation');
      if (part.type === 'file') {
        const data = await part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(`${fieldOf(name)}: file size is too big`);
          throw err;
        });
        // A browser sends an empty part for a file input left empty.
        if (data.length === 0 && !part.filename) continue;
        const filenameProblem = part.filename ? textProblem(part.filename) : null;
        if (filenameProblem) throw badRequest(`${fieldOf(name)}: the file name ${filenameProblem}`, 'validation');
        on.file({ field: fieldOf(name), filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated });
      } else {
        const value = String(part.value ?? '');
        assertSafeInput(value, fieldOf(name));
        on.field(name, value);
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
}

const LIMIT_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function multipartError(error: unknown) {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code && LIMIT_ERRORS.has(code)) return tooLarge('body: the form has too many fields or files');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('body: is not a multipart form', 'validation');
  // busboy's own errors: "Multipart: Boundary not found", "Unexpected end of form", ...
  const message = error instanceof Error ? error.message : String(error);
  return badRequest(`body: malformed multipart form (${message.replace(/^Multipart: /, '')})`, 'validation');
}

/**
 * Reads a multipart form (or a JSON / urlencoded body) into text fields and buffered files.
 * Repeated fields keep the last value; `_method` (the PUT override) is dropped.
 */
export async function readForm(request: FastifyRequest): Promise<FormData> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('body: must be an object of fields', 'validation');
    for (const [key, value] of Object.entries(body)) {
      if (key === '_method' || value === undefined || value === null) continue;
      fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    return { fields, files };
  }
  await readParts(request, {
    field: (name, value) => {
      if (name !== '_method') fields[name] = value;
    },
    file: (file) => files.push(file),
  });
  return { fields, files };
}

/**
 * A form whose repeated parts all count: text parts (the last value wins in `fields`), every
 * value of repeated parts (`ids[]`, `ids[0]` and plain repeated `ids` all land in `lists.ids`),
 * and buffered files. A JSON body works too: its arrays land in `lists`, objects and arrays in
 * `fields` as JSON text. Hotels (gallery images), transfers and visas (origins, destinations).
 */
export type ListForm = { fields: Record<string, string>; lists: Record<string, string[]>; files: UploadedFile[] };

const listBaseName = (name: string) => name.replace(/\[\d*\]$/, '');

export async function readListForm(request: FastifyRequest): Promise<ListForm> {
  const form: ListForm = { fields: {}, lists: {}, files: [] };
  const addField = (name: string, value: string, all: string[] = [value]) => {
    const key = listBaseName(name);
    if (key === '_method') return;
    form.fields[key] = value;
    form.lists[key] = [...(form.lists[key] ?? []), ...all];
  };
  if (!request.isMultipart()) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('body: must be an object of fields', 'validation');
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      addField(key, text, Array.isArray(value) ? value.map(String) : [text]);
    }
    return form;
  }
  await readParts(request, { field: (name, value) => addField(name, value), file: (file) => form.files.push(file) }, listBaseName);
  return form;
}
