import { describe, expect, it } from 'vitest';
import { declaredSize, imageFileProblem, imageProblem, megabytes } from './image-checks';

/* The browser's checks of an image before upload (account spec §8, §9; issue 29). */

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });
const sized = (width: number, height: number) => async () => ({ width, height });

describe('the checks of the file', () => {
  it('takes jpg, jpeg, gif and png by extension and type, in any letter case', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'scan.gif', 'photo.PNG']) expect(imageFileProblem(file(name, ''))).toBeNull();
    expect(imageFileProblem(file('a.png', 'image/png'))).toBeNull();
  });

  it("refuses another extension or a declared type that is not an image: 'is not supported file extension'", () => {
    expect(imageFileProblem(file('passport.pdf', 'application/pdf'))).toBe('badExtension');
    expect(imageFileProblem(file('passport', ''))).toBe('badExtension');
    expect(imageFileProblem(file('photo.webp', 'image/webp'))).toBe('badExtension');
    // A renamed PDF says what it is.
    expect(imageFileProblem(file('passport.png', 'application/pdf'))).toBe('badExtension');
  });

  it("refuses a file over the field's limit (5 MB unless said): 'file size is too big'", () => {
    expect(imageFileProblem(file('a.png', 'image/png', 5_242_880))).toBeNull();
    expect(imageFileProblem(file('a.png', 'image/png', 5_242_881))).toBe('tooBig');
    expect(imageFileProblem(file('a.png', 'image/png', 2001), 2000)).toBe('tooBig');
  });
});

describe('the pixel bound', () => {
  it('refuses over 40 megapixels or over 20000 px a side, takes up to them', async () => {
    const png = file('a.png', 'image/png');
    expect(await imageProblem(png, undefined, sized(8000, 5000))).toBeNull();
    expect(await imageProblem(png, undefined, sized(8001, 5000))).toBe('tooManyPixels');
    expect(await imageProblem(png, undefined, sized(20_000, 10))).toBeNull();
    expect(await imageProblem(png, undefined, sized(20_001, 10))).toBe('tooManyPixels');
  });

  it('refuses a file the browser cannot read as an image as not an image, and does not measure a refused file', async () => {
    const unreadable = async () => {
      throw new Error('not an image');
    };
    expect(await imageProblem(file('a.png', 'image/png'), undefined, unreadable)).toBe('badExtension');
    let measured = false;
    const spy = async () => {
      measured = true;
      return { width: 1, height: 1 };
    };
    expect(await imageProblem(file('a.png', 'image/png', 100), 50, spy)).toBe('tooBig');
    expect(measured).toBe(false);
  });
});

/** The first bytes of each format, declaring `width` x `height`. */
function pngHead(width: number, height: number) {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}
function gifHead(width: number, height: number) {
  const bytes = new Uint8Array(13);
  bytes.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
  new DataView(bytes.buffer).setUint16(6, width, true);
  new DataView(bytes.buffer).setUint16(8, height, true);
  return bytes;
}
function jpegHead(width: number, height: number) {
  // SOI, an APP0 of 16 bytes, then SOF0 (length 17, precision 8, height, width).
  const bytes = new Uint8Array(2 + 18 + 19);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
  bytes.set([0xff, 0xc0, 0, 17, 8], 20);
  new DataView(bytes.buffer).setUint16(25, height);
  new DataView(bytes.buffer).setUint16(27, width);
  return bytes;
}

describe('the size a header declares', () => {
  it('reads PNG, GIF and JPEG headers; nothing else', () => {
    expect(declaredSize(pngHead(640, 480))).toEqual({ width: 640, height: 480 });
    expect(declaredSize(gifHead(320, 200))).toEqual({ width: 320, height: 200 });
    expect(declaredSize(jpegHead(4000, 3000))).toEqual({ width: 4000, height: 3000 });
    expect(declaredSize(new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it('refuses a declared bomb by its header, before the browser is asked to open it', async () => {
    let measured = false;
    const spy = async () => {
      measured = true;
      return { width: 1, height: 1 };
    };
    const bomb = new File([pngHead(30_000, 30_000)], 'bomb.png', { type: 'image/png' });
    expect(await imageProblem(bomb, undefined, spy)).toBe('tooManyPixels');
    expect(measured).toBe(false);
    const fine = new File([jpegHead(4000, 3000)], 'scan.jpg', { type: 'image/jpeg' });
    expect(await imageProblem(fine, undefined, spy)).toBeNull();
  });
});

it('writes sizes as the spec does', () => {
  expect(megabytes(5_242_880)).toBe('5 MB');
  expect(megabytes(1_572_864)).toBe('1.5 MB');
});
