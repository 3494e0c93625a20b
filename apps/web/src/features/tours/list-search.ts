import { listSearchSchema, type SearchOf } from '../../lib/url-search';

/** /tours search: the list's page and search text (spec §2 Tours). */
export const tourListSearchSchema = listSearchSchema;
export type TourFilters = SearchOf<typeof tourListSearchSchema>;
