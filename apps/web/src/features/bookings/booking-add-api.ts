import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Flight } from '@travel/contracts';
import { bookingsApi } from '../../lib/api-routes/bookings';
import { flightsApi } from '../../lib/api-routes/flights';
import { hotelsApi } from '../../lib/api-routes/hotels';
import { transfersApi } from '../../lib/api-routes/transfers';
import { visasApi } from '../../lib/api-routes/visas';
import { call } from '../../lib/api-client';
import { lookupOption } from '../../lib/lookup-option';
import { useDestinations } from '../../lib/reference';

/** Calls of the add page (account spec §7) and the hotel and destination options My Bookings shares. */

export const addPassengerFieldsQuery = queryOptions({
  queryKey: ['bookings', 'add-passenger-fields'],
  queryFn: () => call(bookingsApi.routes.addPassengerFields),
  staleTime: 5 * 60_000,
});

/** `GET /hotels/search` with or without a location: hotel options (value, label). */
export const useHotelOptions = (locationId?: string | number | null) =>
  useQuery({
    queryKey: ['hotels', 'search', locationId ?? null],
    // Flight mode: hotels only, without the 'All' entry (the screens offer their own empty choice).
    queryFn: () => call(hotelsApi.routes.searchHotels, { query: { locationId: locationId ?? undefined, searchMode: 'flight' } }),
    staleTime: 60_000,
    select: (data) => data.entities.map((h) => ({ value: String(h.value), label: h.label })),
  });

/** `GET destinations/to?searchMode=hotel`: countries, their cities marked as below them, found by their other names too (issue 32). */
export function useDestinationOptions() {
  const { data } = useDestinations('hotel');
  return (data?.entities ?? []).map((d) => lookupOption(d.value, d.isSub ? `— ${d.label}` : d.label, d));
}

/** The admin's hotel record: its room types and meal types for a room row. */
export const useHotelRooms = (hotelId: string | null) =>
  useQuery({
    queryKey: ['hotels', 'one', Number(hotelId)],
    queryFn: () => call(hotelsApi.routes.getHotel, { params: { id: Number(hotelId) } }),
    enabled: !!hotelId,
    staleTime: 60_000,
  });

export function useCreateManualBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => call(bookingsApi.routes.create, { form }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['bookings', 'list'] }),
  });
}

/**
 * The catalogue's transfers or visas for a new line (account spec §4 new transfers and visas): the
 * first page of `GET transfers` / `GET visas` matching what the admin types, as select options.
 */
export function useCatalogueOptions(list: 'newTransfers' | 'newVisas', searchText: string) {
  const text = searchText.trim() || undefined;
  return useQuery({
    queryKey: ['bookings', 'catalogue', list, text ?? null],
    queryFn: () =>
      list === 'newTransfers'
        ? call(transfersApi.routes.listTransfers, { query: { page: 1, searchText: text } })
        : call(visasApi.routes.listVisas, { query: { page: 1, searchText: text } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    select: (data) => data.entities.map((e) => ({ value: String(e.id), label: e.name })),
  });
}

/** The chosen transfer's car categories or visa's types, as select options. */
export function useCatalogueChoices(list: 'newTransfers' | 'newVisas', id: string | null, labelOf: (option: { name: string; type?: string }) => string) {
  return useQuery({
    queryKey: ['bookings', 'catalogue', list, 'one', Number(id)],
    queryFn: async () => {
      if (list === 'newTransfers') {
        const transfer = await call(transfersApi.routes.getTransfer, { params: { id: Number(id) } });
        return { name: transfer.name, options: transfer.cars.map((c) => ({ value: String(c.id), name: c.name, type: c.type as string | undefined })) };
      }
      const visa = await call(visasApi.routes.getVisa, { params: { id: Number(id) } });
      return { name: visa.name, options: visa.types.map((v) => ({ value: String(v.id), name: v.name, type: undefined as string | undefined })) };
    },
    enabled: !!id,
    staleTime: 60_000,
    select: (data) => ({ name: data.name, options: data.options.map((o) => ({ value: o.value, label: labelOf(o) })) }),
  });
}

/** The catalogue's flights for a new flight line: the first page of `GET flights` matching what the admin types. */
export function useFlightOptions(searchText: string) {
  const text = searchText.trim() || undefined;
  return useQuery({
    queryKey: ['bookings', 'catalogue', 'newFlights', text ?? null],
    queryFn: () => call(flightsApi.routes.listFlights, { query: { page: 1, searchText: text } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    select: (data) => data.entities.map((e) => ({ value: String(e.id), label: e.name })),
  });
}

export type FlightRecord = Flight;

/** The chosen flight with its segments, legs (seat maps) and fares (`GET flights/:id`). */
export const useFlightRecord = (id: string | null) =>
  useQuery({
    queryKey: ['bookings', 'catalogue', 'newFlights', 'one', Number(id)],
    queryFn: () => call(flightsApi.routes.getFlight, { params: { id: Number(id) } }),
    enabled: !!id,
    staleTime: 60_000,
  });
