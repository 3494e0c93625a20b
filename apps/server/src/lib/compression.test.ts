import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../modules/settings/service';
import { createTestApp, type TestContext } from '../test/harness';
import { acceptedEncoding } from './compression';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('BR;Q=0.5')).toBe('br');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding(['deflate', 'gzip'])).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('gzip;q=0')).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

describe('API answers of JSON (issue 17.4)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('are compressed with the encoding the client accepts, and vary on it', async () => {
    const plain = await get('/api/v1/destinations/nationality');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.length).toBeGreaterThan(4000);
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await get('/api/v1/destinations/nationality', accepted);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.body.length / 2);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('keeps the Vary a route set, and leaves small answers as they are', async () => {
    // GET global-settings varies on Authorization (menus by role); a long title makes it worth compressing.
    await writeSetting(t.database.db, 'site_title', 'TravelDesk '.repeat(150));
    const settings = await get('/api/v1/global-settings', 'br');
    expect(settings.headers['content-encoding']).toBe('br');
    expect(settings.headers.vary).toBe('Authorization, accept-encoding');
    const health = await get('/api/v1/health', 'br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers.vary).toBeUndefined();
  });

  it('compresses refusals too', async () => {
    const res = await get(`/api/v1/${'no-such-route-'.repeat(100)}`, 'gzip');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString()).code).toBe('not_found');
  });
});
