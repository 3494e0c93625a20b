import { z } from 'zod';
import { defineRoutes } from './define';

export const healthStatusSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export const healthDownSchema = z.object({ status: z.literal('unavailable'), error: z.string() });

export const healthApi = defineRoutes('health', {
  check: {
    method: 'GET',
    path: '/health',
    summary: 'Is the server up and its database reachable',
    access: 'public',
    responses: { 200: healthStatusSchema, 503: healthDownSchema },
  },
});

/** One in-process cache's counters since the process started (issue 17: every bench row reports its hit ratio). */
export const cacheStatsSchema = z.object({
  hits: z.number().int(),
  misses: z.number().int(),
  entries: z.number().int(),
  weight: z.number().int(),
  maxWeight: z.number().int(),
});
export type CacheStats = z.infer<typeof cacheStatsSchema>;

export const metricsSchema = z.object({
  /** The worker that answered (one of `workers` under `npm start` with WORKERS > 1). */
  pid: z.number().int(),
  workers: z.number().int(),
  uptimeSeconds: z.number(),
  /** Bytes (process.memoryUsage()). */
  memory: z.object({ rss: z.number().int(), heapUsed: z.number().int(), heapTotal: z.number().int(), external: z.number().int() }),
  caches: z.object({ searchAnswers: cacheStatsSchema, pricedSearches: cacheStatsSchema }),
  /**
   * The hotel catalogue held in memory (not a cache of answers: every search prices anew from it):
   * destinations read from the database, searches served from memory, times it was dropped by a write;
   * and its allotment nights (held apart, by destination and block of nights): blocks read, times
   * they were dropped (by any write, a booking's included).
   */
  catalogueIndex: z.object({
    loads: z.number().int(),
    hits: z.number().int(),
    invalidations: z.number().int(),
    destinations: z.number().int(),
    allotmentLoads: z.number().int(),
    allotmentInvalidations: z.number().int(),
    /** Times some hotels were read again alone, in place of their copies (a write to one hotel), and reads of them. */
    hotelInvalidations: z.number().int(),
    hotelLoads: z.number().int(),
    /** Destinations dropped to stay within the byte budget (SEARCH_INDEX_MB), the estimated weight held and the budget. */
    evictions: z.number().int(),
    bytes: z.number().int(),
    maxBytes: z.number().int(),
  }),
  /** Cache clears: by a write this worker answered, and by another worker's notice (PostgreSQL LISTEN/NOTIFY). */
  invalidations: z.object({ local: z.number().int(), remote: z.number().int() }),
  /** Statements this worker has sent to the database since it started (the bench's queries per request). */
  database: z.object({ queries: z.number().int() }),
});
export type Metrics = z.infer<typeof metricsSchema>;

export const metricsApi = defineRoutes('health', {
  metrics: {
    method: 'GET',
    path: '/metrics',
    summary: "The answering worker's cache counters, invalidations and memory (administrators)",
    access: 'admin',
    responses: { 200: metricsSchema },
  },
});
