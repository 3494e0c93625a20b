/** The hotel pricing engine: pure functions over plain data (domain-rules §1–§4, §6, §7). */
export { cancellationPolicies, freeCancellationUntil, freeCancellationUntilFor } from './cancellation';
export { resolveMarkup } from './markup';
export { ageBand, classifyGuests, roomFits } from './occupancy';
export { priceHotel, priceRoomOptions } from './price-hotel';
export { type QuickOption, quickOptions, quickPrices } from './quick-prices';
export type * from './types';
