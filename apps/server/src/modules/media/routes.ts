import type { FastifyInstance } from 'fastify';
import { mediaApi } from '@travel/contracts';
import { notFound } from '../../lib/errors';
import { registerRouteTable } from '../../lib/route-table';
import { uploadHeaders } from '../../lib/uploads';

/** Uploaded media (logos, images, list documents). Keys are random, so they are served with a long cache. */
export async function mediaRoutes(app: FastifyInstance) {
  registerRouteTable(app, mediaApi, {
    file: async ({ params: { folder, file }, reply }) => {
      // Passenger documents are served by the bookings module behind its access check only.
      if (folder.startsWith('passenger-')) throw notFound('File');
      const data = await app.ctx.storage.get(`${folder}/${file}`);
      if (!data) throw notFound('File');
      reply.headers(uploadHeaders(file)).header('cache-control', 'public, max-age=31536000, immutable');
      return data;
    },
  });
}
