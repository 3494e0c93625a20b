import type { z } from 'zod';
import { listSearchSchema } from '../../lib/url-search';

/** /tours search: the list's page and search text (spec §2 Tours). */
export const tourListSearchSchema = listSearchSchema;
export type TourFilters = z.output<typeof tourListSearchSchema>;
