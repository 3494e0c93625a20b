import { listSearchSchema, numberParam, type SearchOf } from '../../lib/url-search';

/** /flights search: the list's page, search text and the From and To airport filters. */
export const flightListSearchSchema = listSearchSchema.extend({ fromId: numberParam, toId: numberParam });
export type FlightFilters = SearchOf<typeof flightListSearchSchema>;
