import type { z } from 'zod';
import { listSearchSchema, numberParam } from '../../lib/url-search';

/** /transfers search: the list's page, search text and the Origin and Destination filters. */
export const transferListSearchSchema = listSearchSchema.extend({ originId: numberParam, destinationId: numberParam });
export type TransferFilters = z.output<typeof transferListSearchSchema>;
