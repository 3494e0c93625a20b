import { IMAGE_EXTENSIONS, MAX_UPLOAD_BYTES } from '@travel/contracts';

/**
 * What the browser can check of an image before it is sent (account spec §8, §9: jpg, jpeg, gif,
 * png up to 5 MB); the server checks the content again (apps/server/src/lib/uploads.ts). Beyond
 * the spec, the pixel bound the server keeps against decompression bombs: a 5 MB file can declare
 * a canvas that needs gigabytes to draw.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 20_000;

/** The types the file inputs offer (`accept`). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif';
const IMAGE_TYPES = new Set(IMAGE_ACCEPT.split(','));

/** Why an image is refused: its type (the spec's 'is not supported file extension'), size ('file size is too big') or pixels. */
export type ImageProblem = 'badExtension' | 'tooBig' | 'tooManyPixels';

/** The checks of the file itself: its name's extension and its declared type, then its size. */
export function imageFileProblem(file: File, maxBytes = MAX_UPLOAD_BYTES): ImageProblem | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'badExtension';
  // A browser that cannot tell the type leaves it empty: the extension then speaks for it.
  if (file.type && !IMAGE_TYPES.has(file.type)) return 'badExtension';
  if (file.size > maxBytes) return 'tooBig';
  return null;
}

export const tooManyPixels = ({ width, height }: { width: number; height: number }) =>
  width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS;

/**
 * The canvas a PNG, GIF or JPEG declares in its header (PNG IHDR, GIF logical screen, JPEG start
 * of frame); null for anything else. Read from the bytes, so a declared bomb is measured without
 * the browser trying to open it (Chromium refuses to load one at all, which would read as "not an
 * image" instead of the pixel sentence).
 */
export function declaredSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = (offset: number, length: number) => offset + length <= bytes.length;
  if (at(0, 24) && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return { width: view.getUint32(16), height: view.getUint32(20) };
  if (at(0, 10) && bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (at(0, 4) && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // Segments up to the first start of frame (SOF0-SOF15, but DHT C4, JPG C8 and DAC CC).
    for (let i = 2; at(i, 4) && bytes[i] === 0xff; ) {
      const marker = bytes[i + 1]!;
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return at(i, 9) ? { width: view.getUint16(i + 7), height: view.getUint16(i + 5) } : null;
      i += 2 + view.getUint16(i + 2);
    }
  }
  return null;
}

/**
 * An image's size in pixels, read by an `Image` that is never drawn: the browser reads the size
 * from the file's header without decoding its pixels, so a bomb is measured, not opened.
 * Rejects when the file is not an image the browser can read.
 */
export function measureImage(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const end = () => URL.revokeObjectURL(url);
    image.onload = () => {
      end();
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      end();
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}

/**
 * Every check, the file's first (no reading), then its pixels, as its header declares them and as
 * the browser reads them: null when the image may be sent. A file the browser cannot read as an
 * image is refused as not an image ('is not supported file extension'), as the server refuses it.
 */
export async function imageProblem(file: File, maxBytes = MAX_UPLOAD_BYTES, measure = measureImage): Promise<ImageProblem | null> {
  const problem = imageFileProblem(file, maxBytes);
  if (problem) return problem;
  const declared = declaredSize(new Uint8Array(await file.arrayBuffer()));
  if (declared && tooManyPixels(declared)) return 'tooManyPixels';
  try {
    return tooManyPixels(await measure(file)) ? 'tooManyPixels' : null;
  } catch {
    return 'badExtension';
  }
}

/** '5 MB' of 5242880 bytes (whole megabytes as the spec writes them, else one decimal). */
export function megabytes(bytes: number): string {
  const mb = bytes / 1_048_576;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
