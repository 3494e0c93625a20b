import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';
import { writeSetting } from '../settings/service';
import { settingsListItems } from '../settings/tables';
import { bootSearchQuery, pagePreloads, renderIndex } from './index-page';

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
  let t: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-web-'));
    writeDist(webDist);
    t = await createTestApp('pglite', { webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

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
      for (const [accepted, encoding, decode] of [
        ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
        ['gzip', 'gzip', zlib.gunzipSync],
      ] as const) {
        const res = await get('/', accepted);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(res.rawPayload).toString()).toBe((await get('/')).body);
      }
      const plain = await get('/');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<script type="module" src="/assets/index-Ab12Cd.js"></script>');
    });

    it('answers index.html for any app path, so the browser router shows the page', async () => {
      for (const url of ['/index.html', '/bookings/12/edit', '/search?destination=Paris', '/articles/about-us']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toContain('<div id="root"></div>');
        expect(res.body, url).toContain('<script type="module" src="/assets/index-Ab12Cd.js"></script>');
      }
    });

    it('sends the icon for /favicon.ico, and a JSON 404 (not the page) for a missing file', async () => {
      fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const icon = await get('/favicon.ico');
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/svg+xml');
      expect(icon.body).toContain('<svg');
      for (const url of ['/logo.png', '/apple-touch-icon.png', '/bookings/12/voucher.pdf']) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ code: 'not_found' });
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
      const post = await t.app.inject({ method: 'POST', url: '/bookings' });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toEqual({ error: 'No route POST /bookings.', code: 'not_found' });
    });
  });

  describe('what the first render needs, written into the page (issue 17.4)', () => {
    /** The JSON of the page's boot element. */
    const bootOf = (html: string) => JSON.parse(/<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(html)![1]!);
    const api = async (url: string) => (await get(url)).json();

    it("writes the visitor's GET global-settings into every page, and GET home-content into the home page", async () => {
      const settings = await api('/api/v1/global-settings');
      const home = bootOf((await get('/')).body);
      expect(home).toEqual({ globalSettings: settings, homeContent: await api('/api/v1/home-content') });
      for (const url of ['/login', '/search?searchMode=flight&toId=1', '/bookings']) {
        expect(bootOf((await get(url)).body), url).toEqual({ globalSettings: settings });
      }
    });

    it('preloads the first background picture of the home page, before the scripts, at high priority', async () => {
      expect((await get('/')).body).not.toContain('rel="preload"');
      await t.database.db.insert(settingsListItems).values([
        { list: 'backgroundimages', image: 'settings/hidden.png', order: 1, isActive: false },
        { list: 'backgroundimages', image: 'settings/first.png', order: 2 },
        { list: 'backgroundimages', image: 'settings/second.png', order: 3 },
      ]);
      const html = (await get('/')).body;
      const preload = '<link rel="preload" as="image" href="/api/v1/media/settings/first.png" fetchpriority="high" />';
      expect(html).toContain(preload);
      expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script'));
      expect(html.match(/rel="preload"/g)).toHaveLength(1);
      expect(bootOf(html).homeContent.backgroundimages.map((b: { image: string }) => b.image)).toEqual([
        '/api/v1/media/settings/first.png',
        '/api/v1/media/settings/second.png',
      ]);
      // Only the home page shows the hero.
      expect((await get('/login')).body).not.toContain('rel="preload"');
      await t.database.db.delete(settingsListItems);
    });

    it("writes a visitor's GET search into a hotel results page, with the query string the web will ask", async () => {
      const page =
        'searchMode=hotel&toId=1&toName=Paris&startDate=2030-05-01&endDate=2030-05-08&rooms=%7B%22room1%22%3A%7B%22adults%22%3A2%2C%22childrenAges%22%3A%5B%5D%7D%7D&step=rooms&hotelId=4';
      const currency = (await api('/api/v1/global-settings')).defaultCurrency.code;
      const query = bootSearchQuery(page, currency)!;
      const res = await get(`/api/v1/search?${query}`);
      const boot = bootOf((await get(`/search?${page}`)).body);
      if (res.statusCode === 200) expect(boot.search).toEqual({ query, answer: res.json() });
      else expect(boot.search).toBeUndefined();
    });

    it('names the GET search of a hotel results page: the wizard and empty parameters dropped, the currency last', () => {
      expect(bootSearchQuery('searchMode=hotel&toId=3&filters=&step=rooms&hotelId=9&options=1&page=2&currency=USD', 'EUR')).toBe(
        'searchMode=hotel&toId=3&page=2&currency=EUR',
      );
      expect(bootSearchQuery('searchMode=flight&toId=3', 'EUR')).toBeUndefined();
      expect(bootSearchQuery('toId=3', 'EUR')).toBeUndefined();
    });

    it("preloads the top hotel's picture of the boot search, and the page's own chunks", () => {
      const html = renderIndex(
        INDEX,
        { search: { query: 'searchMode=hotel', answer: { hotels: [{ mainImage: '/api/v1/media/hotels/a.png' }, { mainImage: '/b.png' }] } } },
        ['/assets/page-1.js'],
      );
      expect(html).toContain('<link rel="preload" as="image" href="/api/v1/media/hotels/a.png" fetchpriority="high" />');
      expect(html.match(/rel="preload"/g)).toHaveLength(1);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/page-1.js">');
      expect(renderIndex(INDEX, {}, ['/assets/page-1.js'])).toContain('rel="modulepreload"');
    });

    it("lists a page's chunks, their static imports and stylesheets from the Vite manifest, not the entry", () => {
      const warnings: string[] = [];
      const preloads = pagePreloads(
        {
          'index.html': { file: 'assets/index-1.js', isEntry: true },
          'src/features/auth/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['index.html', '_Alert-1.js', '_form-1.js'] },
          '_Alert-1.js': { file: 'assets/Alert-1.js', imports: ['index.html'], css: ['assets/Alert-1.css'] },
          '_form-1.js': { file: 'assets/form-1.js', imports: ['_Alert-1.js'] },
        },
        (message) => warnings.push(message),
      );
      expect(preloads('/login')).toEqual(['/assets/login-page-1.js', '/assets/Alert-1.js', '/assets/Alert-1.css', '/assets/form-1.js']);
      expect(preloads('/bookings')).toEqual([]);
      // Missing: the results page and its texts.
      expect(warnings).toHaveLength(2);
      const html = renderIndex(INDEX, {}, preloads('/login'));
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page-1.js">');
      expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/Alert-1.css">');
    });

    it('sends the built page as it is when the answers cannot be read (the web then fetches them)', () => {
      expect(renderIndex(INDEX, {})).toBe(INDEX);
      expect(renderIndex(INDEX, { globalSettings: undefined, homeContent: undefined })).toBe(INDEX);
    });

    it('keeps text an administrator typed from ending the script element', async () => {
      const title = '</script><script>alert(1)</script><!-- & "TravelDesk"';
      await writeSetting(t.database.db, 'site_title', title);
      const html = (await get('/')).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html.match(/<\/script>/g)).toHaveLength(2);
      expect(bootOf(html).globalSettings.site_title).toBe(title);
      await writeSetting(t.database.db, 'site_title', 'TravelDesk');
    });
  });

  describe('GET /robots.txt', () => {
    it('lets crawlers read the storefront and keeps them out of the API, account and back office', async () => {
      const res = await get('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = res.body.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /bookings', 'Disallow: /settings', 'Disallow: /login']),
      );
      // Published articles (/articles/{slug}) stay readable; only the back-office article pages are closed.
      expect(lines).not.toContain('Disallow: /articles/');
      expect(lines).not.toContain('Disallow: /search');
    });
  });
});
