import { SEARCH_MODES } from '@travel/contracts';
import { z } from 'zod';
import { numberParam, textParam } from '../../lib/url-search';

/**
 * /search's query string, as the results page sends it on to GET search: ids and names
 * flattened, `rooms` and `filters` kept as JSON text (`rooms={"room1":{…}}`) as the spec's URLs
 * show; the server parses and checks them (searchQuerySchema).
 */
export const resultsSearchSchema = z.object({
  searchMode: z.enum(SEARCH_MODES).optional().catch(undefined),
  toId: numberParam,
  toName: textParam,
  nationalityId: numberParam,
  startDate: textParam,
  endDate: textParam,
  rooms: textParam,
  filters: textParam,
  page: numberParam,
});
export type SearchParams = z.output<typeof resultsSearchSchema>;
