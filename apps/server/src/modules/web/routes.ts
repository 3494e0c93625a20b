import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ROBOTS_TXT } from './robots';

const notFound = (method: string, url: string) => ({ error: `No route ${method} ${url.split('?')[0]}.`, code: 'not_found' });

/**
 * Serves the built SPA; any path that is not an API call or an asset answers index.html.
 * The build writes .br and .gz next to each text file: they are sent as they are, never
 * compressed per request. Hashed files under /assets never change, so browsers keep them a
 * year; everything else (index.html above all, which names the current hashes) is revalidated.
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
    // The compressed copies are chosen by Accept-Encoding, not requested by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(reply, file) {
      reply.header('cache-control', file.includes(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    // A missing hashed file (an old page after a deploy) must not get HTML in place of a script.
    if (pathname.startsWith('/api/') || pathname.startsWith('/assets/')) return reply.code(404).send(notFound(request.method, request.url));
    return reply.sendFile('index.html');
  });
}
