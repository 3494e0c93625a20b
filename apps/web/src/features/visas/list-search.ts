import { listSearchSchema, numberParam, type SearchOf } from '../../lib/url-search';

/** /visas search: the list's page, search text and the nationality and destination filters. */
export const visaListSearchSchema = listSearchSchema.extend({ originId: numberParam, destinationId: numberParam });
export type VisaFilters = SearchOf<typeof visaListSearchSchema>;
