import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { type Database, openPglite } from '../../db/client';
import { loadConfig } from '../../lib/config';
import { localStorage } from '../../lib/storage';
import { testClock } from '../../test/harness';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('TravelDesk '.repeat(200))});`;

/** A built SPA the way the Vite build leaves it: each text file with its .br and .gz copies. */
function writeDist(dist: string) {
  const write = (name: string, text: string) => {
    const file = path.join(dist, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  };
  write('index.html', INDEX);
  write('assets/index-Ab12Cd.js', SCRIPT);
  fs.writeFileSync(path.join(dist, 'favicon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
}

describe('the built web app', () => {
  let app: App;
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-web-'));
    const webDist = path.join(dataDir, 'web');
    writeDist(webDist);
    // Static files never reach the database: an empty one is enough.
    database = await openPglite();
    const config = { ...loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://test.local' }), webDist };
    app = await buildApp({ database, config, storage: localStorage(path.join(dataDir, 'uploads')), clock: testClock() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  describe('hashed assets', () => {
    it('sends the brotli copy to a browser that accepts it, kept for a year', async () => {
      const res = await get('/assets/index-Ab12Cd.js', 'gzip, deflate, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    });

    it('sends the gzip copy when brotli is not accepted', async () => {
      const res = await get('/assets/index-Ab12Cd.js', 'gzip');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
    });

    it('sends the plain file when no encoding is accepted', async () => {
      const res = await get('/assets/index-Ab12Cd.js');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(SCRIPT);
    });

    it('answers a JSON 404 for a missing asset and for the compressed copies asked by name', async () => {
      for (const url of ['/assets/index-Old999.js', '/assets/index-Ab12Cd.js.br', '/assets/index-Ab12Cd.js.gz']) {
        const res = await get(url, 'br');
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ error: `No route GET ${url}.`, code: 'not_found' });
      }
    });
  });

  describe('pages', () => {
    it('sends index.html compressed and revalidated at every visit', async () => {
      const res = await get('/', 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    });

    it('answers index.html for any app path, so the browser router shows the page', async () => {
      for (const url of ['/bookings/12/edit', '/search?destination=Paris', '/articles/about-us']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toBe(INDEX);
      }
    });

    it('revalidates files that are not hashed', async () => {
      const res = await get('/favicon.png');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('keeps the JSON 404 for unknown API paths and for other methods', async () => {
      const api = await get('/api/v1/no-such-thing?x=1');
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ error: 'No route GET /api/v1/no-such-thing.', code: 'not_found' });
      const post = await app.inject({ method: 'POST', url: '/bookings' });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toEqual({ error: 'No route POST /bookings.', code: 'not_found' });
    });
  });

  describe('GET /robots.txt', () => {
    it('lets crawlers read the storefront and keeps them out of the API, account and back office', async () => {
      const res = await get('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = res.body.split('\n');
      expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /bookings', 'Disallow: /settings', 'Disallow: /login']));
      // Published articles (/articles/{slug}) stay readable; only the back-office article pages are closed.
      expect(lines).not.toContain('Disallow: /articles/');
      expect(lines).not.toContain('Disallow: /search');
    });
  });
});
