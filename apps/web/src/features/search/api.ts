import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingsApi, referenceApi, searchApi } from '@travel/contracts';
import { type AnswerOf, call, type QueryOf } from '../../lib/api-client';

const routes = searchApi.routes;

export const nationalitiesQuery = queryOptions({
  queryKey: ['destinations', 'nationality'],
  queryFn: () => call(referenceApi.routes.nationalities),
  staleTime: Infinity,
});
export const useNationalities = () => useQuery(nationalitiesQuery);

/** The answer of GET search, as the contract's searchAnswerSchema types it. */
export type SearchResult = AnswerOf<typeof routes.search>;
export type SearchHotel = SearchResult['hotels'][number];
/** A bookable room option (administrators also get `breakdown`, `priceNet`, `netCurrency`). */
export type SearchOption = SearchHotel['rooms'][number]['options'][number];

export const fetchSearch = (params: QueryOf<typeof routes.search>) => call(routes.search, { query: params });
export const searchQuery = (params: QueryOf<typeof routes.search>) =>
  queryOptions({ queryKey: ['search', params], queryFn: () => fetchSearch(params), staleTime: 60_000, retry: false });

export const fetchHotelData = (id: number) => call(routes.hotelData, { query: { id } });
export const hotelDataQuery = (id: number) => queryOptions({ queryKey: ['search', 'hotel-data', id], queryFn: () => fetchHotelData(id) });

export const fetchCancellationPolicy = (hash: string) => call(routes.cancellationPolicy, { body: { hash } });
export const cancellationPolicyQuery = (hash: string) =>
  queryOptions({ queryKey: ['search', 'cancellation', hash], queryFn: () => fetchCancellationPolicy(hash) });

export type PassengerFieldsAnswer = AnswerOf<typeof routes.passengerFields>;
export type PassengerSlotView = PassengerFieldsAnswer['passengers'][number];

/** POST search/passenger-fields: a form whose `searchParams` part is the JSON text of the search's rooms and start date. */
export const fetchPassengerFields = (rooms: unknown, startDate: string | null) => call(routes.passengerFields, { form: { fields: { searchParams: { rooms, startDate } } } });
export const passengerFieldsQuery = (rooms: unknown, startDate: string | null) =>
  queryOptions({ queryKey: ['search', 'passenger-fields', rooms, startDate], queryFn: () => fetchPassengerFields(rooms, startDate) });

/** CONFIRM BOOKING: POST bookings with the wizard's form (passengers, rooms' hashes, files). */
export const postBooking = (form: FormData, idempotencyKey?: string) =>
  call(bookingsApi.routes.create, { form, headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : undefined });
