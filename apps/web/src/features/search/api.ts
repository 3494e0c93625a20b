import { queryOptions } from '@tanstack/react-query';
import type { FlightChoice, FlightSearchAnswer } from '@travel/contracts';
import { bookingsApi } from '../../lib/api-routes/bookings';
import { destinationsApi, referenceApi } from '../../lib/api-routes/reference';
import { searchApi, transferSearchApi, visaSearchApi } from '../../lib/api-routes/search';
import { tourSearchApi } from '../../lib/api-routes/tours';
import { type AnswerOf, call, type QueryOf } from '../../lib/api-client';

const routes = searchApi.routes;

export const nationalitiesQuery = queryOptions({
  queryKey: ['destinations', 'nationality'],
  queryFn: () => call(referenceApi.routes.nationalities),
  staleTime: Infinity,
});

/**
 * GET destinations/from-airports and to-airports (storefront spec §7; no toId in flight mode).
 * Flight and package modes list only what is sold: origins with departures, and the airports a
 * flight from the chosen origin (`fromAirportId`) reaches.
 */
export const fromAirportsQuery = (searchMode: 'flight' | 'package') =>
  queryOptions({
    queryKey: ['destinations', 'from-airports', searchMode],
    queryFn: () => call(destinationsApi.routes.fromAirports, { query: { searchMode } }),
    staleTime: 5 * 60_000,
  });
/** Destination airports: those flights reach in flight mode, the destination's in hotel mode (a transfer's arrival airport). */
export const toAirportsQuery = (searchMode: 'hotel' | 'flight' | 'package', toId?: number | null, fromAirportId?: number | null) =>
  queryOptions({
    queryKey: ['destinations', 'to-airports', searchMode, toId ?? null, fromAirportId ?? null],
    queryFn: () => call(destinationsApi.routes.toAirports, { query: { searchMode, toId: toId ?? undefined, fromAirportId: fromAirportId ?? undefined } }),
    staleTime: 5 * 60_000,
  });
/** The Package tab's destinations: places with hotels that a round trip from the origin (any while none is chosen) lands in. */
export const packageDestinationsQuery = (fromAirportId?: number | null) =>
  queryOptions({
    queryKey: ['destinations', 'to', 'package', fromAirportId ?? null],
    queryFn: () => call(destinationsApi.routes.destinations, { query: { searchMode: 'package', fromAirportId: fromAirportId ?? undefined } }),
    staleTime: 5 * 60_000,
  });

/** The answer of GET search: hotels, or flights in flight mode (told apart by `searchMode`). */
export type SearchAnswer = AnswerOf<typeof routes.search>;
/** The hotel answer, as the contract's searchAnswerSchema types it. */
export type SearchResult = Exclude<SearchAnswer, FlightSearchAnswer>;
export type SearchHotel = SearchResult['hotels'][number];
export const isFlightAnswer = (answer: SearchAnswer | undefined): answer is FlightSearchAnswer =>
  !!answer && 'searchMode' in answer && answer.searchMode === 'flight';
export const hotelAnswer = (answer: SearchAnswer | undefined): SearchResult | undefined => (answer && !isFlightAnswer(answer) ? answer : undefined);
export const flightAnswer = (answer: SearchAnswer | undefined): FlightSearchAnswer | undefined => (isFlightAnswer(answer) ? answer : undefined);
/** A bookable room option (administrators also get `breakdown`, `priceNet`, `netCurrency`). */
export type SearchOption = SearchHotel['rooms'][number]['options'][number];

/** What GET search is asked: the results page's search (its URL without the wizard's place) and the currency. */
export type SearchQueryParams = QueryOf<typeof routes.search>;
export const fetchSearch = (params: SearchQueryParams) => call(routes.search, { query: params });
export const searchQuery = (params: SearchQueryParams) =>
  queryOptions({ queryKey: ['search', params], queryFn: () => fetchSearch(params), staleTime: 60_000, retry: false });

export const fetchHotelData = (id: number) => call(routes.hotelData, { query: { id } });
export const hotelDataQuery = (id: number) => queryOptions({ queryKey: ['search', 'hotel-data', id], queryFn: () => fetchHotelData(id) });

export const fetchCancellationPolicy = (hash: string) => call(routes.cancellationPolicy, { body: { hash } });
export const cancellationPolicyQuery = (hash: string) =>
  queryOptions({ queryKey: ['search', 'cancellation', hash], queryFn: () => fetchCancellationPolicy(hash) });

/** POST search/flight-details: the chosen flight's fares per segment, from its hash. */
export const fetchFlightDetails = (hash: string) => call(routes.flightDetails, { form: { fields: { hash } } });
export const flightDetailsQuery = (hash: string) =>
  queryOptions({ queryKey: ['search', 'flight-details', hash], queryFn: () => fetchFlightDetails(hash), staleTime: 5 * 60_000, retry: false });
export type FlightDetailsView = AnswerOf<typeof routes.flightDetails>['flights'][number];

export type PassengerFieldsAnswer = AnswerOf<typeof routes.passengerFields>;
export type PassengerSlotView = PassengerFieldsAnswer['passengers'][number];

/** What POST search/passenger-fields is asked for: the searched rooms and dates, and the items chosen so far. */
export type PassengerFieldsAsk = {
  rooms: { adults: number; childrenAges: number[] }[];
  startDate: string | null;
  endDate: string | null;
  bookingItems: { productType: string; hash: string; passengerIds?: string[] }[];
  /** The flight's fares (a flight or package), so the server counts their cancellation in isUnderPaidCancellation. */
  flight?: FlightChoice;
};
/**
 * POST search/passenger-fields: the `searchParams` part is the JSON text of the rooms and dates,
 * `booking` that of the chosen items, from which the server decides each passenger's fields.
 */
export const fetchPassengerFields = ({ rooms, startDate, endDate, bookingItems, flight }: PassengerFieldsAsk) =>
  call(routes.passengerFields, { form: { fields: { searchParams: { rooms, startDate, endDate }, booking: { bookingItems, ...(flight ? { flight } : {}) } } } });
export const passengerFieldsQuery = (ask: PassengerFieldsAsk) =>
  queryOptions({ queryKey: ['search', 'passenger-fields', ask], queryFn: () => fetchPassengerFields(ask) });

/** CONFIRM BOOKING: POST bookings with the wizard's form (passengers, rooms' hashes, files). */
export const postBooking = (form: FormData, idempotencyKey?: string) =>
  call(bookingsApi.routes.create, { form, headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined });

/** GET search/transfers (storefront spec §4 point 4): the options from the arrival airport to the chosen hotel, for the chosen rooms. */
export type TransferSearchParams = QueryOf<typeof transferSearchApi.routes.transfers>;
export const transfersQuery = (params: TransferSearchParams) =>
  queryOptions({
    queryKey: ['search', 'transfers', params],
    queryFn: () => call(transferSearchApi.routes.transfers, { query: params }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** GET search/visas (storefront spec §4 point 4): the visa types of the trip, priced per passenger asking one. */
export type VisaSearchParams = QueryOf<typeof visaSearchApi.routes.visas>;
export const visasQuery = (params: VisaSearchParams) =>
  queryOptions({
    queryKey: ['search', 'visas', params],
    queryFn: () => call(visaSearchApi.routes.visas, { query: params }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** GET search/tours (issue 28): the stay's excursions, priced for the party, with the days each can be booked on. */
export type TourSearchParams = QueryOf<typeof tourSearchApi.routes.tours>;
export const toursQuery = (params: TourSearchParams) =>
  queryOptions({
    queryKey: ['search', 'tours', params],
    queryFn: () => call(tourSearchApi.routes.tours, { query: params }),
    staleTime: 5 * 60_000,
    retry: false,
  });
