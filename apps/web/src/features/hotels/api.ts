import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Hotel, Room } from '@travel/contracts';
import { hotelRoomsApi, hotelsApi } from '../../lib/api-routes/hotels';
import { type AnswerOf, type BodyOf, call } from '../../lib/api-client';
import type { HotelFilters } from './list-search';

const routes = hotelsApi.routes;
const roomRoutes = hotelRoomsApi.routes;

export type HotelListItem = AnswerOf<typeof routes.listHotels>['entities'][number];

export const fetchHotels = (filters: HotelFilters) => call(routes.listHotels, { query: filters });

export const hotelsQuery = (filters: HotelFilters) =>
  queryOptions({
    queryKey: ['hotels', 'list', filters],
    queryFn: () => fetchHotels(filters),
    placeholderData: keepPreviousData,
  });
export const useHotels = (filters: HotelFilters) => useQuery(hotelsQuery(filters));

export const fetchHotel = (id: number) => call(routes.getHotel, { params: { id } });
export const hotelQuery = (id: number) => queryOptions({ queryKey: ['hotels', 'one', id], queryFn: () => fetchHotel(id) });
export const useHotel = (id: number) => useQuery(hotelQuery(id));

function useHotelCache() {
  const client = useQueryClient();
  return {
    invalidate: () => client.invalidateQueries({ queryKey: ['hotels'] }),
    put: (hotel: Hotel) => client.setQueryData(hotelQuery(hotel.id).queryKey, hotel),
  };
}

/** POST hotels (add) or POST hotels/{id} with _method=PUT (edit); answers the saved hotel. */
export const saveHotel = ({ id, form }: { id?: number; form: FormData }) =>
  id ? call(routes.updateHotelOverride, { params: { id }, form }) : call(routes.createHotel, { form });
export function useSaveHotel() {
  const cache = useHotelCache();
  return useMutation({
    mutationFn: saveHotel,
    onSuccess: (hotel) => {
      cache.put(hotel);
      void cache.invalidate();
    },
  });
}

export const deleteHotel = (id: number) => call(routes.deleteHotel, { params: { id } });
export function useDeleteHotel() {
  const cache = useHotelCache();
  return useMutation({ mutationFn: deleteHotel, onSuccess: () => cache.invalidate() });
}

/** A saved row of a hotel's tabs: a room type, a pricing period or an offer. */
export type HotelPart = { kind: 'room'; hotelId: number; id: number } | { kind: 'pricing'; id: number } | { kind: 'offer'; id: number };

/** The part a tab names by its path (`hotels/7/rooms/3`, `hotels/room-pricing/5`, `hotels/offers/2`). */
export function hotelPartOf(path: string): HotelPart {
  const room = /^\/?hotels\/(\d+)\/rooms\/(\d+)$/.exec(path);
  if (room) return { kind: 'room', hotelId: Number(room[1]), id: Number(room[2]) };
  const row = /^\/?hotels\/(room-pricing|offers)\/(\d+)$/.exec(path);
  if (row) return { kind: row[1] === 'offers' ? 'offer' : 'pricing', id: Number(row[2]) };
  throw new Error(`Not a part of a hotel: ${path}`);
}

export function deleteHotelPart(part: HotelPart | string) {
  const p = typeof part === 'string' ? hotelPartOf(part) : part;
  if (p.kind === 'room') return call(roomRoutes.deleteRoom, { params: { id: p.hotelId, roomId: p.id } });
  return call(p.kind === 'pricing' ? routes.deletePricing : routes.deleteOffer, { params: { id: p.id } });
}

/** Deletes a saved row of a hotel's tabs (room, pricing period, offer), then reloads the hotel. */
export function useDeleteHotelPart() {
  const cache = useHotelCache();
  return useMutation({ mutationFn: deleteHotelPart, onSuccess: () => cache.invalidate() });
}

/** The room form's values: what POST/PUT hotels/{id}/rooms reads. */
export type RoomForm = BodyOf<typeof roomRoutes.createRoom> &
  Omit<Room, 'id' | 'pricing' | 'allotments' | 'note' | 'roomTypeTaxonomy' | 'roomCategory'> & { note: string };
export const fetchRoom = (hotelId: number, id: number) => call(roomRoutes.getRoom, { params: { id: hotelId, roomId: id } });
export const roomQuery = (hotelId: number, id: number) => queryOptions({ queryKey: ['hotels', 'room', hotelId, id], queryFn: () => fetchRoom(hotelId, id) });
export const useRoom = (hotelId: number, id: number | undefined) => useQuery({ ...roomQuery(hotelId, id ?? 0), enabled: !!id });

export function useSaveRoom(hotelId: number) {
  const cache = useHotelCache();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RoomForm }) =>
      id ? call(roomRoutes.updateRoom, { params: { id: hotelId, roomId: id }, body }) : call(roomRoutes.createRoom, { params: { id: hotelId }, body }),
    onSuccess: () => cache.invalidate(),
  });
}

/** The location tree and its select options moved to lib/reference (tours use them too). */
export { locationsQuery, useLocationOptions } from '../../lib/reference';
