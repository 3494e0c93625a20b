import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Flight } from '@travel/contracts';
import { flightsApi } from '../../lib/api-routes/flights';
import { destinationsApi } from '../../lib/api-routes/reference';
import { type AnswerOf, type BodyOf, call, type FormParts } from '../../lib/api-client';
import { lookupOption } from '../../lib/lookup-option';
import type { FlightFilters } from './list-search';

const routes = flightsApi.routes;

export type FlightListItem = AnswerOf<typeof routes.listFlights>['entities'][number];
export type FareBody = BodyOf<typeof routes.createFare>;

/** GET flights?page&fromId&toId&searchText. */
export const fetchFlights = (filters: FlightFilters) => call(routes.listFlights, { query: filters });
export const flightsQuery = (filters: FlightFilters) =>
  queryOptions({ queryKey: ['flights', 'list', filters], queryFn: () => fetchFlights(filters), placeholderData: keepPreviousData });
export const useFlights = (filters: FlightFilters) => useQuery(flightsQuery(filters));

/** GET flights/{id}: the flight with its schedule, seat maps, extras, fares and their pricing. */
export const fetchFlight = (id: number) => call(routes.getFlight, { params: { id } });
export const flightQuery = (id: number) => queryOptions({ queryKey: ['flights', 'one', id], queryFn: () => fetchFlight(id) });
export const useFlight = (id: number) => useQuery(flightQuery(id));

/**
 * Every airport, for the back office's filters and forms: GET destinations/from-airports in
 * hotel mode. The flight mode's list offers only airports with departures on sale (issue 30),
 * and a new flight must be able to leave from any airport.
 */
export const airportsQuery = queryOptions({
  queryKey: ['destinations', 'from-airports', 'hotel'],
  queryFn: () => call(destinationsApi.routes.fromAirports, { query: { searchMode: 'hotel' } }),
  staleTime: 5 * 60_000,
});
/**
 * Airports as select options, labelled as the server names them ("Lisbon (LIS) Humberto Delgado"),
 * the id as value; the lookup finds one first by its code, and by its city's other names (issue 32).
 */
export function useAirportOptions() {
  const { data } = useQuery(airportsQuery);
  return (data?.entities ?? []).map((a) => lookupOption(a.id, a.label, a));
}

/** An airport's short name for leg labels: its IATA code, else its name. */
export function useAirportCode() {
  const { data } = useQuery(airportsQuery);
  const byId = new Map((data?.entities ?? []).map((a) => [String(a.id), a.code ?? a.label]));
  return (id: string) => byId.get(id) ?? '?';
}

function useFlightCache() {
  const client = useQueryClient();
  return {
    invalidate: () => client.invalidateQueries({ queryKey: ['flights'] }),
    put: (flight: Flight) => client.setQueryData(flightQuery(flight.id).queryKey, flight),
  };
}

type FlightForm = Pick<FormParts<typeof routes.updateFlightOverride>, 'fields' | 'files'>;

/** POST flights (add) or POST flights/{id} with _method=PUT (edit); both answer the saved flight. */
export const saveFlight = ({ id, form }: { id?: number; form: FlightForm }) =>
  id ? call(routes.updateFlightOverride, { params: { id }, form: { ...form, override: 'PUT' } }) : call(routes.createFlight, { form });
export function useSaveFlight() {
  const cache = useFlightCache();
  return useMutation({
    mutationFn: saveFlight,
    onSuccess: (flight) => {
      cache.put(flight);
      void cache.invalidate();
    },
  });
}

/** DELETE flights/{id} (409 with the reason while bookings use it). */
export const deleteFlight = (id: number) => call(routes.deleteFlight, { params: { id } });
export function useDeleteFlight() {
  const cache = useFlightCache();
  return useMutation({ mutationFn: deleteFlight, onSuccess: () => cache.invalidate() });
}

/** A saved part of a flight deleted on its own: a fare or a fare's pricing period. */
export type FlightPart = { kind: 'fare'; flightId: number; id: number } | { kind: 'pricing'; id: number };

/** DELETE flights/{id}/fares/{fareId} or DELETE flights/fare-pricing/{pricingId}. */
export const deleteFlightPart = (part: FlightPart) =>
  part.kind === 'fare'
    ? call(routes.deleteFare, { params: { id: part.flightId, fareId: part.id } })
    : call(routes.deleteFarePricing, { params: { id: part.id } });
/** Deletes a fare or a pricing period, then reloads the flight (spec §4). */
export function useDeleteFlightPart() {
  const cache = useFlightCache();
  return useMutation({ mutationFn: deleteFlightPart, onSuccess: () => cache.invalidate() });
}

/** GET flights/{flightId}/fares/{id}. */
export const fetchFare = (flightId: number, id: number) => call(routes.getFare, { params: { id: flightId, fareId: id } });
export const fareQuery = (flightId: number, id: number) =>
  queryOptions({ queryKey: ['flights', 'fare', flightId, id], queryFn: () => fetchFare(flightId, id) });
export const useFare = (flightId: number, id: number | undefined) => useQuery({ ...fareQuery(flightId, id ?? 0), enabled: !!id });

/** POST flights/{flightId}/fares (add) or PUT flights/{flightId}/fares/{id} (edit). */
export const saveFare = (flightId: number, { id, body }: { id?: number; body: FareBody }) =>
  id ? call(routes.updateFare, { params: { id: flightId, fareId: id }, body }) : call(routes.createFare, { params: { id: flightId }, body });
export function useSaveFare(flightId: number) {
  const cache = useFlightCache();
  return useMutation({ mutationFn: (input: { id?: number; body: FareBody }) => saveFare(flightId, input), onSuccess: () => cache.invalidate() });
}
