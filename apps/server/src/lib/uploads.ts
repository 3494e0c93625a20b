import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@travel/contracts';
import { badRequest, tooLarge } from './errors';

export type UploadedFile = { field: string; filename: string; mimetype: string; data: Buffer; truncated: boolean };

const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

/**
 * Images are checked by their content (magic bytes), never by the name the client sent.
 * Answers the stored extension.
 */
export async function checkImage(file: UploadedFile, label: string): Promise<string> {
  if (file.truncated || file.data.length > MAX_UPLOAD_BYTES) throw tooLarge(`${label}: ${UPLOAD_MESSAGES.tooBig}`);
  const type = await fileTypeFromBuffer(file.data);
  const extension = type ? IMAGE_TYPES[type.mime] : undefined;
  if (!extension) throw badRequest(`${label}: ${UPLOAD_MESSAGES.badExtension}`, 'bad_file_type');
  return extension;
}
