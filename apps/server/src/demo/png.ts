import { crc32, deflateSync } from 'node:zlib';

/** A tiny PNG encoder for the demo pictures (no network, no image library needed). */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  return pngFile(width, height, raw);
}

/**
 * The PNG file of a `width` x `height` 8-bit RGB image around its scanlines `raw` (checksums
 * right). The header says the size whatever `raw` holds, so a test can declare a huge image cheaply.
 */
export function pngFile(width: number, height: number, raw: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/** A holiday picture: sky, sun, sea or hills, in a palette chosen by `seed`. */
export function holidayPicture(seed: number, width = 480, height = 300): Buffer {
  const palettes: [number, number, number][][] = [
    [
      [255, 183, 77],
      [255, 112, 67],
      [38, 166, 154],
    ],
    [
      [129, 212, 250],
      [3, 155, 229],
      [0, 105, 92],
    ],
    [
      [206, 147, 216],
      [126, 87, 194],
      [40, 53, 147],
    ],
    [
      [255, 224, 178],
      [255, 167, 38],
      [121, 85, 72],
    ],
    [
      [178, 235, 242],
      [77, 208, 225],
      [2, 119, 189],
    ],
  ];
  const [top, bottom, ground] = palettes[seed % palettes.length]!;
  const horizon = height * (0.55 + ((seed * 7) % 10) / 50);
  const sunX = width * (0.2 + ((seed * 13) % 60) / 100);
  const sunY = horizon * 0.45;
  return encodePng(width, height, (x, y) => {
    const wave = Math.sin((x + seed * 17) / 23) * 4;
    if (y > horizon + wave) {
      const t = (y - horizon) / (height - horizon);
      return [mix(ground[0], 20, t * 0.6), mix(ground[1], 30, t * 0.6), mix(ground[2], 60, t * 0.6)];
    }
    if ((x - sunX) ** 2 + (y - sunY) ** 2 < (height / 9) ** 2) return [255, 241, 200];
    const t = y / horizon;
    return [mix(top[0], bottom[0], t), mix(top[1], bottom[1], t), mix(top[2], bottom[2], t)];
  });
}
