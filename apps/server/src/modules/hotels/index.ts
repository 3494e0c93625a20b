/** The hotels module's public entry: what other modules may use of it (issue 28; test/boundaries.test.ts). */
export { roomSellThrough, roomsSellingOut } from './sell-through';
export { findHotel, listHotelLocationIds } from './service';
export { ageBand, roomFits } from './pricing';
export { type SearchChange, cancellationPolicy, hotelData, pricedUnits, repriceOption, searchCacheFor, searchHotels, searchTags } from './search';
