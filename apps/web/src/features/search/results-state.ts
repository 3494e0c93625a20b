import type { SearchParams } from './results-search';
import type { SearchState } from './search-state';

/*
 * The search a results page's URL describes, as the search form holds it: what the summary bar
 * shows, 'Modify Search' opens with, and a suggested stay (issue 33) searches again with new dates.
 */

export const parseJson = <T>(text: string | undefined, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** The search the query string describes, for the summary bar and 'Modify Search'. */
export function stateOf(params: SearchParams): SearchState {
  const rooms = parseJson<Record<string, { adults: number; childrenAges: number[] }>>(params.rooms, {});
  const flight = params.searchMode === 'flight';
  // Every mode's nationality, dates and rooms (a flight's one room is its party).
  const stay = {
    nationalityId: params.nationalityId ?? null,
    startDate: params.startDate ?? null,
    endDate: params.endDate ?? null,
    rooms: Object.keys(rooms)
      .sort()
      .map((k) => ({ adults: rooms[k]!.adults, children: rooms[k]!.childrenAges.length, childrenAges: rooms[k]!.childrenAges })),
  };
  if (params.searchMode === 'package') {
    // A package: the hotel search, the round trip's airports and the add-ons (storefront spec §2).
    return {
      searchMode: 'package',
      toId: params.toId ?? null,
      toName: params.toName ?? '',
      fromAirportId: params.fromAirportId ?? null,
      fromAirportName: params.fromAirportName ?? '',
      toAirportId: params.toAirportId ?? null,
      toAirportName: params.toAirportName ?? '',
      ...(params.transfer && { transfer: true }),
      ...(params.visa && { visa: true, visasCount: params.visasCount }),
      ...(params.excursions && { excursions: true }),
      ...stay,
    };
  }
  return {
    searchMode: flight ? 'flight' : 'hotel',
    toId: params.toId ?? null,
    toName: params.toName ?? '',
    ...(flight && {
      // A flight with a transfer (storefront spec §2) names the hotel it drives to.
      ...(params.transfer && { transfer: true, transferHotelId: params.transferHotelId ?? null, transferHotelName: params.transferHotelName ?? '' }),
      flightType: params.flightType ?? 'round',
      fromAirportId: params.fromAirportId ?? null,
      fromAirportName: params.fromAirportName ?? '',
      toAirportId: params.toAirportId ?? null,
      toAirportName: params.toAirportName ?? '',
    }),
    // Visas (storefront spec §2): for a stay's guests, or a flight's passengers.
    ...(params.visa && { visa: true, visasCount: params.visasCount }),
    // A hotel search's transfer (storefront spec §2): from its arrival airport.
    ...(!flight && params.transfer && { transfer: true, toAirportId: params.toAirportId ?? null, toAirportName: params.toAirportName ?? '' }),
    // A stay's excursions (issue 28).
    ...(!flight && params.excursions && { excursions: true }),
    ...stay,
  };
}
