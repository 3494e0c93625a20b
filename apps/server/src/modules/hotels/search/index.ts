/**
 * The hotel search's public face (what the hotel product and the search routes use): search and
 * its caches, the signed claim of a room option, the booking's re-pricing, cancellation-policy,
 * hotel-data and the hotel nights a search priced.
 */
export { cancellationPolicy } from './cancellation-policy';
export { type OptionClaim, readOption, signOption } from './claim';
export { hotelData } from './hotel-data';
export { pricedUnits } from './priced-units';
export { brokenStayRestrictions, repriceOption } from './reprice';
export { type SearchChange, searchCacheFor, searchHotels, searchTags, setSearchCacheBudgets } from './service';
