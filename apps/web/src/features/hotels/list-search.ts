import { listSearchSchema, numberParam, type SearchOf } from '../../lib/url-search';

/** /hotels search: the list's page, search text and the location and category filters. */
export const hotelListSearchSchema = listSearchSchema.extend({ locationId: numberParam, categoryId: numberParam });
export type HotelFilters = SearchOf<typeof hotelListSearchSchema>;
