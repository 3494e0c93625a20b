import type { NearestDates, NearestTrip } from '@travel/contracts';
import type { SearchParams } from './results-search';
import { searchOnly } from './wizard-url';

/**
 * The nearest days with a flight (issue 30), as the results page offers them when a flight or
 * package search has none on its days: "No flight from Lisbon (LIS) to Paris (CDG) on 12.03;
 * flights on 11.03 and 13.03", each day a search to run again. Pure, so it is tested alone.
 */

/** DD.MM of YYYY-MM-DD, as the message writes a day. */
export const dayMonth = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;

/** A trip's days: '12.03', or '12.03 – 19.03' for a round trip or a stay. */
export const tripDays = (trip: { startDate: string; endDate: string | null }) =>
  trip.endDate ? `${dayMonth(trip.startDate)} – ${dayMonth(trip.endDate)}` : dayMonth(trip.startDate);

/** The days to offer, the earlier first: none when the answer has none (flights found, or nothing flies). */
export const nearestOptions = (nearest: NearestDates | null | undefined): NearestTrip[] =>
  nearest ? [nearest.before, nearest.after].filter((t): t is NearestTrip => t !== null) : [];

/** The searched trip of a results page: its start, and its end unless it flies one way. */
export const searchedTrip = (params: Pick<SearchParams, 'searchMode' | 'flightType' | 'startDate' | 'endDate'>) => ({
  startDate: params.startDate ?? '',
  endDate: params.searchMode === 'flight' && params.flightType === 'oneway' ? null : (params.endDate ?? null),
});

/** Where the route's names come from: the airports' short names, else the destination's. */
export const routeNames = (params: Pick<SearchParams, 'fromAirportName' | 'toAirportName' | 'toName'>) => ({
  from: params.fromAirportName || '—',
  to: params.toAirportName || params.toName || '—',
});

/**
 * The results page's search run again on `trip`'s days: the same search from its first step (the
 * wizard's choices, page and filters' page dropped), the nights kept (the dates moved together).
 */
export function searchOnDays(params: SearchParams, trip: NearestTrip): SearchParams {
  const { page: _page, ...search } = searchOnly(params);
  return { ...search, startDate: trip.startDate, ...(trip.endDate ? { endDate: trip.endDate } : {}) };
}
