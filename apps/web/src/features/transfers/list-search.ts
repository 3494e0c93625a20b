import { listSearchSchema, numberParam, type SearchOf } from '../../lib/url-search';

/** /transfers search: the list's page, search text and the Origin and Destination filters. */
export const transferListSearchSchema = listSearchSchema.extend({ originId: numberParam, destinationId: numberParam });
export type TransferFilters = SearchOf<typeof transferListSearchSchema>;
