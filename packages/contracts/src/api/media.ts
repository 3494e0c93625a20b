import { z } from 'zod';
import { defineRoutes, errorResponse, fileResponse } from './define';

/** Uploaded media (logos, hotel and list images, list documents); passenger documents are not served here. */
export const mediaApi = defineRoutes('media', {
  file: {
    method: 'GET',
    path: '/media/:folder/:file',
    summary: 'An uploaded file: images shown inline, anything else (PDF) as an attachment; cached for a year',
    access: 'public',
    params: z.object({ folder: z.string(), file: z.string() }),
    responses: {
      200: fileResponse('application/octet-stream', 'The stored file, its content type from its extension (jpg, gif, png, pdf)'),
      404: errorResponse,
    },
  },
});
