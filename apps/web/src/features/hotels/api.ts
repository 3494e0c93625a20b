import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Hotel, LocationNode, Room } from '@travel/contracts';
import { api } from '../../lib/api';
import type { HotelFilters } from './list-search';

export type HotelListItem = { id: number; name: string; location: { id: number; name: string } | null; hotelCategory: { id: number; title: string } | null };

export const hotelsQuery = (filters: HotelFilters) =>
  queryOptions({
    queryKey: ['hotels', 'list', filters],
    queryFn: () => api<{ entities: HotelListItem[]; pagesCount: number }>('GET', 'hotels', undefined, filters),
    placeholderData: keepPreviousData,
  });
export const useHotels = (filters: HotelFilters) => useQuery(hotelsQuery(filters));

export const hotelQuery = (id: number) => queryOptions({ queryKey: ['hotels', 'one', id], queryFn: () => api<Hotel>('GET', `hotels/${id}`) });
export const useHotel = (id: number) => useQuery(hotelQuery(id));

function useHotelCache() {
  const client = useQueryClient();
  return {
    invalidate: () => client.invalidateQueries({ queryKey: ['hotels'] }),
    put: (hotel: Hotel) => client.setQueryData(hotelQuery(hotel.id).queryKey, hotel),
  };
}

/** POST hotels (add) or POST hotels/{id} with _method=PUT (edit); answers the saved hotel. */
export function useSaveHotel() {
  const cache = useHotelCache();
  return useMutation({
    mutationFn: ({ id, form }: { id?: number; form: FormData }) => api<Hotel>('POST', id ? `hotels/${id}` : 'hotels', form),
    onSuccess: (hotel) => {
      cache.put(hotel);
      void cache.invalidate();
    },
  });
}

export function useDeleteHotel() {
  const cache = useHotelCache();
  return useMutation({ mutationFn: (id: number) => api('DELETE', `hotels/${id}`), onSuccess: () => cache.invalidate() });
}

/** Deletes a saved row of a hotel's tabs (room, pricing period, offer), then reloads the hotel. */
export function useDeleteHotelPart() {
  const cache = useHotelCache();
  return useMutation({ mutationFn: (path: string) => api('DELETE', path), onSuccess: () => cache.invalidate() });
}

export type RoomForm = Omit<Room, 'id' | 'pricing' | 'allotments' | 'note'> & { note: string };
export const roomQuery = (hotelId: number, id: number) =>
  queryOptions({ queryKey: ['hotels', 'room', hotelId, id], queryFn: () => api<Room>('GET', `hotels/${hotelId}/rooms/${id}`) });
export const useRoom = (hotelId: number, id: number | undefined) => useQuery({ ...roomQuery(hotelId, id ?? 0), enabled: !!id });

export function useSaveRoom(hotelId: number) {
  const cache = useHotelCache();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RoomForm }) =>
      api<Room>(id ? 'PUT' : 'POST', id ? `hotels/${hotelId}/rooms/${id}` : `hotels/${hotelId}/rooms`, body as unknown as Record<string, unknown>),
    onSuccess: () => cache.invalidate(),
  });
}

export const locationsQuery = queryOptions({
  queryKey: ['locations', 'tree'],
  queryFn: () => api<{ entities: LocationNode[] }>('GET', 'locations'),
  staleTime: Infinity,
});

/** Countries and cities as select options, cities shown with their country (airports left out). */
export function useLocationOptions() {
  const { data } = useQuery(locationsQuery);
  const options: { value: string; label: string }[] = [];
  for (const country of data?.entities ?? []) {
    options.push({ value: String(country.id), label: country.name });
    for (const city of country.children.filter((c) => c.type !== 'airport')) {
      options.push({ value: String(city.id), label: `${city.name}, ${country.name}` });
    }
  }
  return options;
}
