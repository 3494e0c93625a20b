import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingsApi, hotelsApi } from '@travel/contracts';
import { call } from '../../lib/api-client';
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

/** `GET destinations/to?searchMode=hotel`: countries, their cities marked as below them. */
export function useDestinationOptions() {
  const { data } = useDestinations('hotel');
  return (data?.entities ?? []).map((d) => ({ value: String(d.value), label: d.isSub ? `— ${d.label}` : d.label }));
}

/** The admin's hotel record: its room types and meal types for a room row. */
export const useHotelRooms = (hotelId: string | null) =>
  useQuery({ queryKey: ['hotels', 'one', Number(hotelId)], queryFn: () => call(hotelsApi.routes.getHotel, { params: { id: Number(hotelId) } }), enabled: !!hotelId, staleTime: 60_000 });

export function useCreateManualBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => call(bookingsApi.routes.create, { form }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['bookings', 'list'] }),
  });
}
