import {
  dayMonth,
  type NotOfferedReason,
  PACKAGE_FROM_LABEL,
  type PackageSearchAnswer,
  type SearchAnswer,
  type SearchQuery,
  searchProblem,
} from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { dec, moneyText } from '../../lib/money';
import { searchFlights } from '../flights';
import type { Viewer, Searcher } from '../products';
import { searchHotels } from '../hotels';

/**
 * `GET search?searchMode=package` (domain-rules §5.4, storefront spec §2-§5): the hotel search
 * and the flight search composed, each through its own exported service (no copy of either).
 * The flight part is the cheapest round trip fromAirport → toAirport on startDate, back on
 * endDate, for the whole party (every room's guests); every hotel of the hotel answer carries
 * its package "from" price = its own price (cheapest option of every room) + that flight, and
 * the answer lists every round trip found (`flights`, cheapest first, `flight` the first) for
 * the wizard's flight step. No flight flies those days for that party: no hotel is offered (an
 * empty answer, not an error).
 *
 * Prices the results page compares are package prices: the filter column's price range, the
 * price filter's bounds (`filters.price.min/max` of the query) and the answer's `price`. Sorting
 * by the hotel price is sorting by the package price (one flight price for every hotel), so the
 * hotel search's paging and order stand as they are.
 */
export async function searchPackages(db: DbOrTx, query: SearchQuery, viewer: Viewer, today: string): Promise<PackageSearchAnswer> {
  if (query.searchMode !== 'package') throw badRequest('This search is not a package search.', 'search_mode');
  // The package sentences of storefront §5 first (both airports, infants, 9 passengers), in the spec's order.
  const problem = searchProblem({
    ...query,
    rooms: query.rooms.map((r) => ({ adults: r.adults, children: r.childrenAges.length, childrenAges: r.childrenAges })),
  });
  if (problem) throw badRequest(problem, 'search_validation');

  const flights = await searchFlights(db, { ...query, searchMode: 'flight', flightType: 'round', transfer: false }, viewer, today);
  const flight = flights.flights[0] ?? null;
  const currency = flights.currency;
  if (!flight) {
    return {
      searchMode: 'package',
      flight: null,
      // The nearest round trips with the same nights (the flight search's, flights/search/nearest.ts).
      nearestDates: flights.nearestDates,
      entities: [],
      hotels: [],
      flights: [],
      transfers: [],
      visas: [],
      filters: { price: { min: 0, max: 0, currency }, hotelCategories: [], mealTypes: [], roomCategories: [] },
      price: null,
      currency,
      priceOnRequest: false,
      page: query.hotelId ? 1 : query.page,
      pagesCount: 1,
      total: 0,
      // No hotel was priced: none is counted as not offered for its own reasons.
      notOfferedCount: 0,
      flightReasons: [],
    };
  }

  const flightPrice = dec(flight.price);
  // The price filter's bounds are package prices: the hotel search filters hotel prices.
  const bound = (value: number | undefined) => (value === undefined ? undefined : Math.max(0, Number(dec(value).minus(flightPrice).toFixed(2))));
  const price = query.filters.price && { min: bound(query.filters.price.min), max: bound(query.filters.price.max) };
  // The hotel search answers the contract's hotel answer (hotels/search/answer-contract.test.ts checks it;
  // its inferred type keeps the engine's unsigned option shape, hence the cast through unknown).
  const hotelQuery: SearchQuery = { ...query, searchMode: 'hotel', transfer: false, filters: { ...query.filters, ...(price ? { price } : {}) } };
  const hotels = (await searchHotels(db, hotelQuery, viewer, today)) as unknown as SearchAnswer;

  const packaged = hotels.hotels.map((hotel) => ({
    ...hotel,
    packageFrom: {
      price: moneyText(dec(hotel.price).plus(flightPrice)),
      hotelPrice: hotel.price,
      flightPrice: flight.price,
      flightId: flight.id,
      currency: hotel.currency,
      priceOnRequest: hotel.priceOnRequest || flight.priceOnRequest,
      label: PACKAGE_FROM_LABEL as typeof PACKAGE_FROM_LABEL,
    },
  }));
  const range = hotels.filters.price;
  return {
    ...hotels,
    searchMode: 'package',
    // The round trips the wizard's flight step offers, cheapest first: `flight` is the first.
    flights: flights.flights,
    flight,
    nearestDates: null,
    hotels: packaged,
    transfers: [],
    visas: [],
    entities: packaged.map((h) => ({ hotel: [h.id], flight: [flight.id], transfer: [], visa: [] })),
    filters: {
      ...hotels.filters,
      price: range.min || range.max ? { ...range, min: Math.floor(range.min + Number(flight.price)), max: Math.ceil(range.max + Number(flight.price)) } : range,
    },
    // The cheapest package of every page and order: the hotel answer's cheapest price and the flight.
    price: hotels.price === null ? null : moneyText(dec(hotels.price).plus(flightPrice)),
    priceOnRequest: packaged.some((h) => h.packageFrom.priceOnRequest),
    flightReasons: flightFull(flight),
  };
}

/**
 * Why the package's flight is on request (domain-rules §4.7 "flight full"): each segment with
 * fewer seats left than the party's seated passengers, named by its departure day.
 */
function flightFull(flight: NonNullable<PackageSearchAnswer['flight']>): NotOfferedReason[] {
  if (flight.availability !== 'onrequest') return [];
  // Infants sit on a lap: the seated are adults and children (domain-rules §5.1).
  const seated = flight.pax.adult + flight.pax.child;
  const dates = flight.segments.filter((s) => s.seatsLeft !== null && s.seatsLeft < seated).map((s) => s.departureDate);
  return dates.length ? [{ code: 'flightFull', dates, nights: null, message: `On request: flight full on ${dates.map(dayMonth).join(' and ')}` }] : [];
}

/** The package mode's searcher (registered for searchMode 'package', src/products.ts). */
export const packageSearcher: Searcher = { search: searchPackages };
