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

/** A rectangle an image declares (its canvas or one frame), and the field that declares it. */
type Frame = { field: string; left: number; top: number; width: number; height: number };

/** A structure that ends early or holds what its format does not allow. */
class MalformedImage extends Error {}

const malformed = (what: string): never => {
  throw new MalformedImage(what);
};

/** Refuses, naming `what`, when `length` bytes from `offset` run past the end of the file. */
function need(data: Buffer, offset: number, length: number, what: string) {
  if (offset + length > data.length) malformed(`${what} is cut short`);
}

/** Bytes of the GIF colour table announced by a packed field (none without its flag). */
const gifColourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);

/** Skips GIF data sub-blocks (a size byte, that many bytes) up to their zero terminator. */
function skipGifSubBlocks(data: Buffer, offset: number, what: string): number {
  let at = offset;
  for (;;) {
    need(data, at, 1, what);
    const size = data[at]!;
    at += 1 + size;
    if (size === 0) return at;
  }
}

/**
 * GIF (87a/89a): header, logical screen descriptor, global colour table, then blocks up to the
 * trailer: extensions (label and sub-blocks) and images (descriptor, local colour table, LZW
 * sub-blocks). Every step moves forward, so the walk ends within the file's length.
 */
function gifFrames(data: Buffer): Frame[] {
  need(data, 0, 13, 'the GIF logical screen descriptor');
  const frames: Frame[] = [{ field: 'the GIF logical screen descriptor', left: 0, top: 0, width: data.readUInt16LE(6), height: data.readUInt16LE(8) }];
  let at = 13 + gifColourTable(data[10]!);
  need(data, 13, at - 13, 'the GIF global colour table');
  for (let frame = 1; ; ) {
    if (at >= data.length) malformed(frames.length > 1 ? 'the GIF ends before its trailer (0x3B)' : 'the GIF ends before its first image descriptor');
    const introducer = data[at]!;
    if (introducer === 0x3b) {
      if (frames.length === 1) malformed('the GIF has no image descriptor');
      return frames;
    }
    if (introducer === 0x21) {
      const what = `the GIF extension block at byte ${at}`;
      need(data, at, 2, what);
      at = skipGifSubBlocks(data, at + 2, what);
    } else if (introducer === 0x2c) {
      const field = `the GIF image descriptor of frame ${frame}`;
      need(data, at, 10, field);
      frames.push({
        field,
        left: data.readUInt16LE(at + 1),
        top: data.readUInt16LE(at + 3),
        width: data.readUInt16LE(at + 5),
        height: data.readUInt16LE(at + 7),
      });
      const table = gifColourTable(data[at + 9]!);
      need(data, at + 10, table + 1, `the local colour table and LZW code size of GIF frame ${frame}`);
      at = skipGifSubBlocks(data, at + 10 + table + 1, `the LZW data of GIF frame ${frame}`);
      frame++;
    } else {
      malformed(`the GIF block at byte ${at} starts with 0x${introducer.toString(16).padStart(2, '0')}, which begins no GIF block`);
    }
  }
}

/**
 * PNG and APNG: chunks (length, type, data, CRC) from IHDR to IEND; the canvas is IHDR's, every
 * animation frame an fcTL chunk (sequence, width, height, x and y offset, delay, dispose, blend).
 */
function pngFrames(data: Buffer): Frame[] {
  const frames: Frame[] = [];
  let at = 8;
  for (let frame = 1; ; ) {
    if (at >= data.length) malformed('the PNG ends before its IEND chunk');
    need(data, at, 8, `the PNG chunk header at byte ${at}`);
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) malformed(`the PNG chunk at byte ${at} has no valid type`);
    if (length > 0x7fffffff) malformed(`the PNG ${type} chunk at byte ${at} declares a length over 2^31 - 1`);
    need(data, at, 12 + length, `the PNG ${type} chunk at byte ${at}`);
    const body = at + 8;
    if (frames.length === 0 && type !== 'IHDR') malformed('the PNG does not start with its IHDR chunk');
    if (type === 'IHDR') {
      if (frames.length > 0 || length !== 13) malformed(`the PNG IHDR chunk at byte ${at} is not the one 13-byte image header`);
      frames.push({ field: 'the PNG IHDR chunk', left: 0, top: 0, width: data.readUInt32BE(body), height: data.readUInt32BE(body + 4) });
    } else if (type === 'fcTL') {
      const field = `the PNG fcTL chunk of frame ${frame}`;
      if (length !== 26) malformed(`${field} is ${length} bytes long, not 26`);
      frames.push({
        field,
        width: data.readUInt32BE(body + 4),
        height: data.readUInt32BE(body + 8),
        left: data.readUInt32BE(body + 12),
        top: data.readUInt32BE(body + 16),
      });
      frame++;
    } else if (type === 'IEND') {
      return frames;
    }
    at += 12 + length;
  }
}

/**
 * WebP: RIFF chunks (FourCC, little-endian size, data padded to an even length). VP8X holds the
 * canvas, each ANMF frame its offset (x/2, y/2) and size (minus one), all 24-bit.
 */
function webpFrames(data: Buffer): Frame[] {
  need(data, 0, 12, 'the WebP RIFF header');
  const end = 8 + data.readUInt32LE(4);
  if (end < 12 || end > data.length) malformed(`the WebP RIFF header declares a file of ${end} bytes where the upload has ${data.length}`);
  const u24 = (offset: number) => data.readUIntLE(offset, 3);
  const frames: Frame[] = [];
  let at = 12;
  for (let frame = 1; at < end; ) {
    if (at + 8 > end) malformed(`the WebP chunk header at byte ${at} is cut short`);
    const type = data.toString('latin1', at, at + 4);
    const size = data.readUInt32LE(at + 4);
    const body = at + 8;
    if (!/^[\x20-\x7e]{4}$/.test(type)) malformed(`the WebP chunk at byte ${at} has no valid FourCC`);
    if (body + size > end) malformed(`the WebP ${type} chunk at byte ${at} runs past the end of the file`);
    if (type === 'VP8X') {
      if (size < 10) malformed(`the WebP VP8X chunk is ${size} bytes long, not 10`);
      frames.push({ field: 'the WebP VP8X chunk (canvas)', left: 0, top: 0, width: u24(body + 4) + 1, height: u24(body + 7) + 1 });
    } else if (type === 'ANMF') {
      const field = `the WebP ANMF chunk of frame ${frame}`;
      if (size < 16) malformed(`${field} is ${size} bytes long, less than 16`);
      frames.push({ field, left: 2 * u24(body), top: 2 * u24(body + 3), width: u24(body + 6) + 1, height: u24(body + 9) + 1 });
      frame++;
    }
    at = body + size + (size & 1);
  }
  return frames;
}

const FRAME_WALKERS: Record<string, (data: Buffer) => Frame[]> = {
  'image/gif': gifFrames,
  'image/png': pngFrames,
  'image/apng': pngFrames,
  'image/webp': webpFrames,
};

/**
 * Animated images hold frames of their own size and place: a 10x10 GIF may hold a frame of
 * 60000x60000, which a decoder allocates. Every frame, and the canvas all of them cover from the
 * top left corner, must stay within the pixel bound. `mime`: the type read from the content.
 */
export function checkFrames(data: Buffer, mime: string, label: string) {
  const walk = FRAME_WALKERS[mime];
  if (!walk) return;
  let frames: Frame[];
  try {
    frames = walk(data);
  } catch (error) {
    if (!(error instanceof MalformedImage)) throw error;
    throw badRequest(`${label}: the image file is damaged: ${error.message}.`, 'bad_file_type');
  }
  const tooMany = (why: string) => badRequest(`${label}: ${UPLOAD_MESSAGES.tooManyPixels}: ${why}.`, 'image_too_large');
  let canvasWidth = 0;
  let canvasHeight = 0;
  for (const { field, left, top, width, height } of frames) {
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
      throw tooMany(`${field} declares ${width} x ${height} pixels`);
    }
    canvasWidth = Math.max(canvasWidth, left + width);
    canvasHeight = Math.max(canvasHeight, top + height);
    if (left + width > MAX_IMAGE_SIDE || top + height > MAX_IMAGE_SIDE || canvasWidth * canvasHeight > MAX_IMAGE_PIXELS) {
      throw tooMany(`${field} places ${width} x ${height} pixels at ${left}, ${top}, which makes the image ${canvasWidth} x ${canvasHeight}`);
    }
  }
}

/**
 * Uploads are checked by their content (magic bytes), never by the name the client sent.
 * Answers the stored extension.
 */
async function checkUpload(file: UploadedFile, label: string, types: Record<string, string>, badExtension: string): Promise<string> {
  if (file.truncated || file.data.length > MAX_UPLOAD_BYTES) throw tooLarge(`${label}: ${UPLOAD_MESSAGES.tooBig}`);
  const type = await fileTypeFromBuffer(file.data);
  // An animated PNG is a PNG: browsers play it, and it is stored and served as image/png.
  const mime = type?.mime === 'image/apng' ? 'image/png' : type?.mime;
  const extension = mime ? types[mime] : undefined;
  if (!mime || !extension) throw badRequest(`${label}: ${badExtension}`, 'bad_file_type');
  if (IMAGE_TYPES[mime]) {
    checkDimensions(file, label);
    checkFrames(file.data, mime, label);
  }
  return extension;
}

export const checkImage = (file: UploadedFile, label: string) => checkUpload(file, label, IMAGE_TYPES, UPLOAD_MESSAGES.badExtension);

export const checkDocument = (file: UploadedFile, label: string, badExtension: string = UPLOAD_MESSAGES.badExtension) =>
  checkUpload(file, label, DOCUMENT_TYPES, badExtension);

/** The content type a stored upload is served with, by its extension. */
export const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** A file name safe in a quoted header value: ASCII letters, digits, dot, dash and underscore only. */
export const safeFilename = (name: string) =>
  name
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 100) || 'document';

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
