import { imageSize } from 'image-size';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@travel/contracts';
import { badRequest, tooLarge } from './errors';

export type UploadedFile = { field: string; filename: string; mimetype: string; data: Buffer; truncated: boolean };

const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };
/** Images or PDF: medias and booking item documents. */
const DOCUMENT_TYPES: Record<string, string> = { ...IMAGE_TYPES, 'application/pdf': 'pdf' };
const CONTENT_TYPES: Record<string, string> = Object.fromEntries(Object.entries(DOCUMENT_TYPES).map(([type, extension]) => [extension, type]));

/**
 * A 5 MB file can declare a huge canvas (a decompression bomb): whoever decodes it later (a
 * browser, a thumbnailer, the voucher) would need gigabytes. 40 megapixels is above any camera
 * photo or scan the site needs.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 20_000;

/** Images by their header: refused when it cannot be read or declares too many pixels. */
function checkDimensions(file: UploadedFile, label: string) {
  let size: { width?: number; height?: number };
  try {
    // A copy of exactly the upload: image-size may read past the end of a pooled Buffer slice.
    size = imageSize(new Uint8Array(file.data));
  } catch {
    throw badRequest(`${label}: ${UPLOAD_MESSAGES.badExtension}`, 'bad_file_type');
  }
  const { width, height } = size;
  if (!width || !height) throw badRequest(`${label}: ${UPLOAD_MESSAGES.badExtension}`, 'bad_file_type');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw badRequest(`${label}: ${UPLOAD_MESSAGES.tooManyPixels}`, 'image_too_large');
  }
}

/**
 * Uploads are checked by their content (magic bytes), never by the name the client sent.
 * Answers the stored extension.
 */
async function checkUpload(file: UploadedFile, label: string, types: Record<string, string>, badExtension: string): Promise<string> {
  if (file.truncated || file.data.length > MAX_UPLOAD_BYTES) throw tooLarge(`${label}: ${UPLOAD_MESSAGES.tooBig}`);
  const type = await fileTypeFromBuffer(file.data);
  const extension = type ? types[type.mime] : undefined;
  if (!extension) throw badRequest(`${label}: ${badExtension}`, 'bad_file_type');
  if (type && IMAGE_TYPES[type.mime]) checkDimensions(file, label);
  return extension;
}

export const checkImage = (file: UploadedFile, label: string) => checkUpload(file, label, IMAGE_TYPES, UPLOAD_MESSAGES.badExtension);

export const checkDocument = (file: UploadedFile, label: string, badExtension: string = UPLOAD_MESSAGES.badExtension) =>
  checkUpload(file, label, DOCUMENT_TYPES, badExtension);

/** The content type a stored upload is served with, by its extension. */
export const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** A file name safe in a quoted header value: ASCII letters, digits, dot, dash and underscore only. */
export const safeFilename = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '').slice(0, 100) || 'document';

/**
 * The headers a stored upload is served with. Only images are shown in the page: anything else
 * (a PDF) is a download, so a crafted document never runs as a page of the site's origin.
 */
export function uploadHeaders(key: string, downloadName = key.split('/').pop() ?? key): Record<string, string> {
  const type = contentTypeOf(key);
  const headers: Record<string, string> = { 'content-type': type, 'x-content-type-options': 'nosniff' };
  if (!type.startsWith('image/')) headers['content-disposition'] = `attachment; filename="${safeFilename(downloadName)}"`;
  return headers;
}
