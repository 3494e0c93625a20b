import type { z } from 'zod';
import { listSearchSchema, numberParam } from '../../lib/url-search';

/** /flights search: the list's page, search text and the From and To airport filters. */
export const flightListSearchSchema = listSearchSchema.extend({ fromId: numberParam, toId: numberParam });
export type FlightFilters = z.output<typeof flightListSearchSchema>;
