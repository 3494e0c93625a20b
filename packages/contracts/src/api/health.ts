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
