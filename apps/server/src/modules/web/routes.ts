import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { acceptedEncoding, compress, varyOnEncoding } from '../../lib/compression';
import { bootDataFor, pagePreloads, renderIndex } from './index-page';
import { ROBOTS_TXT } from './robots';

/** A path whose last part names a file (`/logo.png`, `/favicon.ico`): app pages never end so. */
const FILE_NAME = /\/[^/]+\.[a-z0-9]{2,11}$/i;
const notFound = (method: string, url: string) => ({ error: `No route ${method} ${url.split('?')[0]}.`, code: 'not_found' });

/**
 * Serves the built SPA; any path that is not an API call or an asset answers index.html.
 * The build writes .br and .gz next to each text file: they are sent as they are, never
 * compressed per request. Hashed files under /assets never change, so browsers keep them a
 * year; everything else (index.html above all, which names the current hashes) is revalidated.
 * index.html itself is written per request with what the page's first render needs
 * (index-page.ts), and compressed then: it is a few kilobytes.
 */
export async function webRoutes(app: FastifyInstance) {
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT));

  const dist = app.ctx.config.webDist;
  if (!fs.existsSync(path.join(dist, 'index.html'))) return;
  const assets = `${path.sep}assets${path.sep}`;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    preCompressed: true,
    // The compressed copies are chosen by Accept-Encoding, not requested by name; index.html is
    // the page below, never the plain file.
    globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
    index: false,
    setHeaders(reply, file) {
      reply.header('cache-control', file.includes(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Browsers ask for /favicon.ico whatever the page says: the app's icon, as an icon (not the page).
  const icon = path.join(dist, 'favicon.svg');
  app.get('/favicon.ico', async (request, reply) => {
    if (!fs.existsSync(icon)) return reply.code(404).send(notFound(request.method, request.url));
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(fs.readFileSync(icon));
  });
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // A missing hashed file (an old page after a deploy) must not get HTML in place of a script,
    // nor a missing file of any kind (an icon, a picture) the page in place of itself.
    if (pathname.startsWith('/api/') || pathname.startsWith('/assets/') || (FILE_NAME.test(pathname) && pathname !== '/index.html')) {
      return reply.code(404).send(notFound(request.method, request.url));
    }
    return sendPage(request.headers['accept-encoding'], request.url, reply);
  });

  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const preloads = fs.existsSync(manifestFile) ? pagePreloads(JSON.parse(fs.readFileSync(manifestFile, 'utf8')), (message) => app.log.warn(message)) : () => [];
  async function sendPage(accept: string | string[] | undefined, url: string, reply: FastifyReply) {
    const html = renderIndex(template, await bootDataFor(app, url).catch(() => ({})), preloads(url.split('?')[0]!));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    varyOnEncoding(reply);
    const encoding = acceptedEncoding(accept);
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compress(html, encoding));
  }
}
