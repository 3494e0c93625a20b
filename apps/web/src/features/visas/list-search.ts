import type { z } from 'zod';
import { listSearchSchema, numberParam } from '../../lib/url-search';

/** /visas search: the list's page, search text and the nationality and destination filters. */
export const visaListSearchSchema = listSearchSchema.extend({ originId: numberParam, destinationId: numberParam });
export type VisaFilters = z.output<typeof visaListSearchSchema>;
