import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@travel/contracts';
import { badRequest, tooLarge } from './errors';

export type UploadedFile = { field: string; filename: string; mimetype: string; data: Buffer; truncated: boolean };

const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };
/** Images or PDF: medias and booking item documents. */
const DOCUMENT_TYPES: Record<string, string> = { ...IMAGE_TYPES, 'application/pdf': 'pdf' };
const CONTENT_TYPES: Record<string, string> = Object.fromEntries(Object.entries(DOCUMENT_TYPES).map(([type, extension]) => [extension, type]));

/**
 * Uploads are checked by their content (magic bytes), never by the name the client sent.
 * Answers the stored extension.
 */
async function checkUpload(file: UploadedFile, label: string, types: Record<string, string>, badExtension: string): Promise<string> {
  if (file.truncated || file.data.length > MAX_UPLOAD_BYTES) throw tooLarge(`${label}: ${UPLOAD_MESSAGES.tooBig}`);
  const type = await fileTypeFromBuffer(file.data);
  const extension = type ? types[type.mime] : undefined;
  if (!extension) throw badRequest(`${label}: ${badExtension}`, 'bad_file_type');
  return extension;
}

export const checkImage = (file: UploadedFile, label: string) => checkUpload(file, label, IMAGE_TYPES, UPLOAD_MESSAGES.badExtension);

export const checkDocument = (file: UploadedFile, label: string, badExtension: string = UPLOAD_MESSAGES.badExtension) =>
  checkUpload(file, label, DOCUMENT_TYPES, badExtension);

/** The content type a stored upload is served with, by its extension. */
export const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
