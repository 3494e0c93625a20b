import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', pdf: 'application/pdf' };

/** Uploaded media (logos, images). Keys are random, so they are served with a long cache. */
export async function mediaRoutes(app: FastifyInstance) {
  app.get('/media/:folder/:file', async (request, reply) => {
    const { folder, file } = request.params as { folder: string; file: string };
    // Passenger documents are served by the bookings module behind its access check only.
    if (folder.startsWith('passenger-')) throw notFound('File');
    const data = await app.ctx.storage.get(`${folder}/${file}`);
    if (!data) throw notFound('File');
    const extension = file.split('.').pop() ?? '';
    reply
      .header('content-type', TYPES[extension] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    return data;
  });
}
