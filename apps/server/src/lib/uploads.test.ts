import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { pngFile } from '../demo/png';
import { hotels } from '../modules/hotels/tables';
import { hotelFields, sendForm } from '../modules/hotels/test-data';
import { apiTestContext } from '../test/harness';
import { AppError } from './errors';
import { checkFrames, checkImage } from './uploads';

/** Issue 27: the pixel bound holds for every frame of an animated image, not only its outer size. */

type Rect = { left?: number; top?: number; width: number; height: number };

const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/**
 * GIF image data: LZW code size 2, `pixels` pixels of colour 0. A clear code before every second
 * pixel keeps the dictionary from growing, so every code stays 3 bits wide (packed LSB first).
 */
function gifImageData(pixels: number): Buffer {
  const codes: number[] = [];
  for (let i = 0; i < pixels; i++) {
    if (i % 2 === 0) codes.push(4);
    codes.push(0);
  }
  codes.push(5);
  const bytes: number[] = [];
  let bits = 0;
  let pending = 0;
  for (const code of codes) {
    pending |= code << bits;
    bits += 3;
    for (; bits >= 8; bits -= 8, pending >>= 8) bytes.push(pending & 0xff);
  }
  if (bits > 0) bytes.push(pending & 0xff);
  const blocks: number[] = [];
  for (let i = 0; i < bytes.length; i += 255) blocks.push(Math.min(255, bytes.length - i), ...bytes.slice(i, i + 255));
  return Buffer.from([2, ...blocks, 0]);
}

/**
 * An animated GIF89a: a `width` x `height` screen (two-colour global table), looping, and its
 * frames, each with all its pixels; a frame too big for that holds a few (what a bomb does).
 */
function gif(width: number, height: number, frames: Rect[]): Buffer {
  const parts: Buffer[] = [
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([...u16le(width), ...u16le(height), 0x80, 0, 0, 0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0', 'latin1'), 3, 1, 0, 0, 0]),
    Buffer.from([0x21, 0xfe, 5, ...Buffer.from('issue', 'latin1'), 0]),
  ];
  for (const { left = 0, top = 0, width: w, height: h } of frames) {
    parts.push(Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]));
    parts.push(Buffer.from([0x2c, ...u16le(left), ...u16le(top), ...u16le(w), ...u16le(h), 0]));
    parts.push(gifImageData(w * h <= 4096 ? w * h : 64));
  }
  return Buffer.concat([...parts, Buffer.from([0x3b])]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), body, u32be(crc32(body) >>> 0)]);
}

/** fcTL: sequence, width, height, x and y offset, delay 1/10 s, dispose none, blend source. */
const fcTL = (sequence: number, { left = 0, top = 0, width, height }: Rect) =>
  pngChunk('fcTL', Buffer.concat([u32be(sequence), u32be(width), u32be(height), u32be(left), u32be(top), Buffer.from([0, 1, 0, 10, 0, 0])]));

/** A 10x10 APNG (the demo PNG encoder's file) of two frames: IDAT is the first, fdAT the second. */
function apng(second: Rect): Buffer {
  const raw = Buffer.alloc((10 * 3 + 1) * 10);
  const secondRaw = Buffer.alloc(second.width * second.height <= 4096 ? (second.width * 3 + 1) * second.height : 16);
  const still = pngFile(10, 10, raw);
  const afterHeader = 8 + 25;
  const iend = still.length - 12;
  return Buffer.concat([
    still.subarray(0, afterHeader),
    pngChunk('acTL', Buffer.concat([u32be(2), u32be(0)])),
    fcTL(0, { width: 10, height: 10 }),
    still.subarray(afterHeader, iend),
    fcTL(1, second),
    pngChunk('fdAT', Buffer.concat([u32be(2), deflateSync(secondRaw)])),
    still.subarray(iend),
  ]);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([Buffer.from(type, 'latin1'), size, data, Buffer.alloc(data.length % 2)]);
}

/** A lossless bitstream header of `width` x `height` (signature, 14-bit sizes minus one), standing for a frame's pixels. */
function vp8l(width: number, height: number): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x2f;
  header.writeUInt32LE((width - 1) | ((height - 1) << 14), 1);
  return riffChunk('VP8L', header);
}

/** An animated WebP: VP8X canvas 10x10 (animation flag), ANIM, then one ANMF chunk per frame. */
function animatedWebp(frames: Rect[]): Buffer {
  const vp8x = Buffer.from([0x02, 0, 0, 0, ...u24le(10 - 1), ...u24le(10 - 1)]);
  const chunks = [riffChunk('VP8X', vp8x), riffChunk('ANIM', Buffer.from([0, 0, 0, 0, 0, 0]))];
  for (const { left = 0, top = 0, width, height } of frames) {
    const header = Buffer.from([...u24le(left / 2), ...u24le(top / 2), ...u24le(width - 1), ...u24le(height - 1), ...u24le(100), 0]);
    chunks.push(riffChunk('ANMF', Buffer.concat([header, vp8l(Math.min(width, 16384), Math.min(height, 16384))])));
  }
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), size, body]);
}

const upload = (data: Buffer, filename = 'picture.gif') => ({ field: 'newImages', filename, mimetype: 'image/gif', data, truncated: false });

/** The AppError `work` throws (failing the test when it throws anything else, or nothing). */
async function refusal(work: () => unknown): Promise<AppError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal, the image was accepted');
}

const TOO_MANY = 'newImages: image dimensions are too big (more than 40 megapixels)';
const BIG_FRAME_GIF = gif(10, 10, [{ width: 60_000, height: 60_000 }]);
const ANIMATED_GIF = gif(12, 8, [
  { width: 12, height: 8 },
  { left: 2, top: 2, width: 4, height: 4 },
  { left: 8, top: 4, width: 4, height: 4 },
]);

describe('animated images: the pixel bound checks every frame', () => {
  it('refuses a 10x10 GIF whose image descriptor declares 60000x60000, naming the field', async () => {
    expect(imageSize(new Uint8Array(BIG_FRAME_GIF))).toMatchObject({ width: 10, height: 10 });
    const error = await refusal(() => checkImage(upload(BIG_FRAME_GIF), 'newImages'));
    expect(error.status).toBe(400);
    expect(error.code).toBe('image_too_large');
    expect(error.message).toBe(`${TOO_MANY}: the GIF image descriptor of frame 1 declares 60000 x 60000 pixels.`);
  });

  it('accepts a valid animated GIF of three small frames, and the one-pixel GIF', async () => {
    expect(await checkImage(upload(ANIMATED_GIF), 'newImages')).toBe('gif');
    const onePixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect(await checkImage(upload(onePixel), 'newImages')).toBe('gif');
  });

  it('bounds where a frame lands too: left + width, top + height, and the canvas all frames cover', async () => {
    const offside = await refusal(() => checkImage(upload(gif(10, 10, [{ left: 19_995, top: 0, width: 10, height: 10 }])), 'newImages'));
    expect(offside.message).toBe(`${TOO_MANY}: the GIF image descriptor of frame 1 places 10 x 10 pixels at 19995, 0, which makes the image 20005 x 10.`);
    // Each strip alone is 19 megapixels; together they span 19000 x 19000.
    const strips = await refusal(() =>
      checkImage(
        upload(
          gif(10, 10, [
            { width: 19_000, height: 1_000 },
            { width: 1_000, height: 19_000 },
          ]),
        ),
        'newImages',
      ),
    );
    expect(strips.message).toBe(`${TOO_MANY}: the GIF image descriptor of frame 2 places 1000 x 19000 pixels at 0, 0, which makes the image 19000 x 19000.`);
    expect(await checkImage(upload(gif(10, 10, [{ left: 4_000, top: 3_000, width: 2_000, height: 1_000 }])), 'newImages')).toBe('gif');
  });

  it('refuses an APNG whose fcTL frame declares 60000x60000, and keeps a small APNG as a PNG', async () => {
    const error = await refusal(() => checkImage(upload(apng({ width: 60_000, height: 60_000 }), 'a.png'), 'newImages'));
    expect(error.status).toBe(400);
    expect(error.message).toBe(`${TOO_MANY}: the PNG fcTL chunk of frame 2 declares 60000 x 60000 pixels.`);
    const offside = await refusal(() => checkImage(upload(apng({ left: 25_000, width: 10, height: 10 }), 'a.png'), 'newImages'));
    expect(offside.message).toContain('the PNG fcTL chunk of frame 2 places 10 x 10 pixels at 25000, 0');
    expect(await checkImage(upload(apng({ left: 2, top: 2, width: 5, height: 5 }), 'a.png'), 'newImages')).toBe('png');
  });

  it('refuses an animated WebP whose ANMF frame is oversized (the walker; WebP is no accepted upload type)', async () => {
    const big = animatedWebp([
      { width: 10, height: 10 },
      { width: 60_000, height: 60_000 },
    ]);
    const error = await refusal(() => checkFrames(big, 'image/webp', 'newImages'));
    expect(error.status).toBe(400);
    expect(error.message).toBe(`${TOO_MANY}: the WebP ANMF chunk of frame 2 declares 60000 x 60000 pixels.`);
    const offside = await refusal(() => checkFrames(animatedWebp([{ left: 30_000, width: 10, height: 10 }]), 'image/webp', 'newImages'));
    expect(offside.message).toContain('the WebP ANMF chunk of frame 1 places 10 x 10 pixels at 30000, 0');
    expect(() =>
      checkFrames(
        animatedWebp([
          { width: 10, height: 10 },
          { left: 2, top: 4, width: 8, height: 6 },
        ]),
        'image/webp',
        'newImages',
      ),
    ).not.toThrow();
    expect((await refusal(() => checkImage(upload(big, 'a.webp'), 'newImages'))).status).toBe(400);
  });
});

describe('animated images: truncated or malformed structures are refused with a 400 naming the field', () => {
  const damaged = (what: string) => `newImages: the image file is damaged: ${what}.`;

  it('names the GIF block that is cut short or unknown', async () => {
    const descriptorAt = ANIMATED_GIF.indexOf(Buffer.from([0x2c, 2, 0, 2, 0]));
    const cases: [Buffer, string][] = [
      [ANIMATED_GIF.subarray(0, descriptorAt + 6), damaged('the GIF image descriptor of frame 2 is cut short')],
      [ANIMATED_GIF.subarray(0, descriptorAt + 12), damaged('the LZW data of GIF frame 2 is cut short')],
      [ANIMATED_GIF.subarray(0, ANIMATED_GIF.length - 1), damaged('the GIF ends before its trailer (0x3B)')],
      [
        Buffer.concat([ANIMATED_GIF.subarray(0, descriptorAt), Buffer.from([0x00])]),
        damaged(`the GIF block at byte ${descriptorAt} starts with 0x00, which begins no GIF block`),
      ],
      [gif(10, 10, []), damaged('the GIF has no image descriptor')],
    ];
    for (const [data, message] of cases) {
      const error = await refusal(() => checkImage(upload(data), 'newImages'));
      expect(error.status, message).toBe(400);
      expect(error.message).toBe(message);
    }
  });

  it('names the PNG and WebP chunk that is cut short or malformed', () => {
    const frames = apng({ width: 5, height: 5 });
    const fcTLAt = frames.indexOf('fcTL', 0, 'latin1') - 4;
    const shortFcTL = Buffer.concat([frames.subarray(0, fcTLAt), pngChunk('fcTL', Buffer.alloc(20)), frames.subarray(fcTLAt + 38)]);
    expect(() => checkFrames(shortFcTL, 'image/png', 'newImages')).toThrow(damaged('the PNG fcTL chunk of frame 1 is 20 bytes long, not 26'));
    expect(() => checkFrames(frames.subarray(0, fcTLAt + 20), 'image/png', 'newImages')).toThrow(damaged(`the PNG fcTL chunk at byte ${fcTLAt} is cut short`));
    expect(() => checkFrames(frames.subarray(0, frames.length - 12), 'image/png', 'newImages')).toThrow(damaged('the PNG ends before its IEND chunk'));
    const webp = animatedWebp([{ width: 10, height: 10 }]);
    expect(() => checkFrames(webp.subarray(0, webp.length - 4), 'image/webp', 'newImages')).toThrow(
      /the WebP RIFF header declares a file of \d+ bytes where the upload has \d+/,
    );
    const anmfAt = webp.indexOf('ANMF', 0, 'latin1');
    const shortAnmf = Buffer.from(webp);
    shortAnmf.writeUInt32LE(8, anmfAt + 4);
    expect(() => checkFrames(shortAnmf, 'image/webp', 'newImages')).toThrow(damaged('the WebP ANMF chunk of frame 1 is 8 bytes long, less than 16'));
  });

  it('refuses every cut of the animated GIF, APNG and WebP with a 400, never another error', async () => {
    const samples: [Buffer, string][] = [
      [ANIMATED_GIF, 'image/gif'],
      [apng({ left: 2, top: 2, width: 5, height: 5 }), 'image/png'],
      [
        animatedWebp([
          { width: 10, height: 10 },
          { width: 4, height: 4 },
        ]),
        'image/webp',
      ],
    ];
    for (const [data, mime] of samples) {
      for (let length = 0; length < data.length; length++) {
        const cut = data.subarray(0, length);
        expect((await refusal(() => checkFrames(cut, mime, 'newImages'))).status, `${mime} cut at ${length}`).toBe(400);
        if (mime !== 'image/webp') expect((await refusal(() => checkImage(upload(cut), 'newImages'))).status, `${mime} upload cut at ${length}`).toBe(400);
      }
    }
  });

  it('walks damaged bytes in bounded work: random corruption answers accepted or a 400', async () => {
    let seed = 27;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const samples: [Buffer, string][] = [
      [ANIMATED_GIF, 'image/gif'],
      [apng({ width: 5, height: 5 }), 'image/png'],
      [
        animatedWebp([
          { width: 10, height: 10 },
          { width: 4, height: 4 },
        ]),
        'image/webp',
      ],
    ];
    for (const [original, mime] of samples) {
      for (let n = 0; n < 300; n++) {
        const data = Buffer.from(original);
        for (let flips = 1 + Math.floor(random() * 4); flips > 0; flips--) data[Math.floor(random() * data.length)] = Math.floor(random() * 256);
        try {
          checkFrames(data, mime, 'newImages');
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect((error as AppError).status).toBe(400);
        }
      }
    }
    // Five megabytes of empty extension blocks: walked to the trailer, then refused for holding no image.
    const blocks = Buffer.concat([ANIMATED_GIF.subarray(0, 19), Buffer.alloc(4_999_980, Buffer.from([0x21, 0x01, 0x00])), Buffer.from([0x3b])]);
    expect(() => checkFrames(blocks, 'image/gif', 'newImages')).toThrow(damaged('the GIF has no image descriptor'));
  });
});

describe('hotel image upload refuses a GIF with an oversized frame (API)', () => {
  const api = apiTestContext('pglite');
  const hotelsCount = async () => Number((await api.db().select({ n: count() }).from(hotels))[0]!.n);
  const storedImages = () => {
    const folder = path.join(api.t.dataDir, 'uploads', 'hotels');
    return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
  };
  const postHotel = async (data: Buffer) =>
    sendForm(api.t.app, 'POST', '/api/v1/hotels', await hotelFields(api.db()), api.admin.headers, [
      { name: 'newImages[]', filename: 'animation.gif', type: 'image/gif', data },
    ]);

  it('POST /hotels with the 10x10 GIF whose frame declares 60000x60000: 400 naming the field, no hotel, no file stored', async () => {
    const hotelsBefore = await hotelsCount();
    const imagesBefore = storedImages();
    const res = await postHotel(BIG_FRAME_GIF);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: `${TOO_MANY}: the GIF image descriptor of frame 1 declares 60000 x 60000 pixels.`, code: 'image_too_large' });
    expect(await hotelsCount()).toBe(hotelsBefore);
    expect(storedImages()).toEqual(imagesBefore);
  });

  it('POST /hotels with a valid animated GIF of small frames stores it as a GIF', async () => {
    const imagesBefore = storedImages();
    const res = await postHotel(ANIMATED_GIF);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().images).toEqual([expect.stringMatching(/^\/api\/v1\/media\/hotels\/.+\.gif$/)]);
    expect(storedImages()).toHaveLength(imagesBefore.length + 1);
  });
});
