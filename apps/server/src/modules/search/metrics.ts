import type { FastifyInstance } from 'fastify';
import { metricsApi } from '@travel/contracts';
import { databaseQueries } from '../../lib/statement-count';
import { registerRouteTable } from '../../lib/route-table';
import { searchCacheFor } from '../hotels';

/** How many workers `npm start` runs (server.ts sets it for each worker it forks). */
const workers = () => Math.max(1, Number(process.env.TRAVELDESK_WORKERS ?? 1) || 1);

/**
 * GET metrics (administrators): the answering worker's search cache counters, its cache clears,
 * its memory and the statements it sent to the database. The bench reads it before and after each row to report the row's hit ratio
 * (a "cold" row must show 0 hits) and the server's resident memory.
 */
export async function metricsRoutes(app: FastifyInstance) {
  registerRouteTable(app, metricsApi, {
    metrics: async () => {
      const caches = searchCacheFor(app.ctx.database.db);
      const memory = process.memoryUsage();
      return {
        pid: process.pid,
        workers: workers(),
        uptimeSeconds: Math.round(process.uptime() * 10) / 10,
        memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal, external: memory.external },
        caches: { searchAnswers: caches.answers.stats(), pricedSearches: caches.priced.stats() },
        catalogueIndex: caches.index.stats(),
        invalidations: app.searchCaches.invalidations(),
        database: { queries: databaseQueries() },
      };
    },
  });
}
