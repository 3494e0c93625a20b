import { pageParam, type SearchOf, searchSchema, textParam } from '../../lib/url-search';

/**
 * /bookings search: the page and the My Bookings filters (account spec §2), each as the text the
 * filter panel holds (the selects' ids too); the server parses and checks them
 * (bookingListQuerySchema).
 */
export const bookingsSearchSchema = searchSchema({
  page: pageParam,
  bookingStartDate: textParam,
  bookingEndDate: textParam,
  bookingCode: textParam,
  passengerName: textParam,
  productType: textParam,
  agentId: textParam,
  travelStartDate: textParam,
  travelEndDate: textParam,
  bookingStatusId: textParam,
  paymentStatusId: textParam,
  destinationLocationId: textParam,
  hotelId: textParam,
  /** Issue 31: '3' keeps the bookings not paid in full whose payment deadline is within 3 days (or past). */
  deadlineWithin: textParam,
});
export type BookingFilters = SearchOf<typeof bookingsSearchSchema>;
export type BookingFilterField = Exclude<keyof BookingFilters, 'page'>;

/** How many filters narrow the list (the folded filter panel says so on its toggle). */
export const activeFilterCount = (filters: BookingFilters) =>
  Object.entries(filters).filter(([name, value]) => name !== 'page' && value !== undefined && value !== '' && !(name === 'productType' && value === 'all'))
    .length;
