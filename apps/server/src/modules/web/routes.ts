import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built SPA; any path that is not an API call or an asset answers index.html. */
export async function webRoutes(app: FastifyInstance) {
  const dist = app.ctx.config.webDist;
  if (!fs.existsSync(path.join(dist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    setHeaders(res, file) {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const indexHtml = fs.readFileSync(path.join(dist, 'index.html'));
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      reply.code(404);
      return { error: `No route ${request.method} ${request.url.split('?')[0]}.`, code: 'not_found' };
    }
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache');
    return indexHtml;
  });
}
