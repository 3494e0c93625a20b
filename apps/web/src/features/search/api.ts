import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const nationalitiesQuery = queryOptions({
  queryKey: ['destinations', 'nationality'],
  queryFn: () => api<{ entities: { value: number; label: string }[] }>('GET', 'destinations/nationality'),
  staleTime: Infinity,
});
export const useNationalities = () => useQuery(nationalitiesQuery);

export type SearchOption = {
  id: string;
  roomType: { id: number; title: string };
  mealType: { id: number; title: string };
  availability: 'available' | 'onrequest';
  price: string;
  perNight: string[];
  currency: string;
  offers: { id: number; name: string; code: string }[];
  hash: string;
  /** Administrators only: net, markup and rate of every night. */
  breakdown?: Record<string, unknown>[];
  priceNet?: string;
  netCurrency?: string;
};
export type SearchHotel = {
  id: number;
  name: string;
  stars: number;
  hotelCategory: { id: number; title: string } | null;
  mainImage: string | null;
  address: string | null;
  location: { id: number; name: string } | null;
  currency: string;
  price: string;
  priceOnRequest: boolean;
  /** A results page lists the first options of each room; `optionsCount` says how many there are. */
  rooms: { roomKey: string; adults: number; childrenAges: number[]; options: SearchOption[]; optionsCount: number }[];
};
export type SearchResult = {
  hotels: SearchHotel[];
  filters: { price: { min: number; max: number; currency: string }; hotelCategories: { id: number; title: string }[]; mealTypes: { id: number; title: string }[] };
  currency: string;
  priceOnRequest: boolean;
  page: number;
  pagesCount: number;
  total: number;
};

export const searchQuery = (params: Record<string, unknown>) =>
  queryOptions({
    queryKey: ['search', params],
    queryFn: () => api<SearchResult>('GET', 'search', undefined, params),
    staleTime: 60_000,
    retry: false,
  });

export const hotelDataQuery = (id: number) =>
  queryOptions({
    queryKey: ['search', 'hotel-data', id],
    queryFn: () =>
      api<{ id: number; name: string; description: string; address: string | null; latitude: number | null; longitude: number | null; mainImage: string | null; images: string[]; hotelCategory: { title: string } | null }>(
        'GET',
        'search/hotel-data',
        undefined,
        { id },
      ),
  });

export const cancellationPolicyQuery = (hash: string) =>
  queryOptions({
    queryKey: ['search', 'cancellation', hash],
    queryFn: () => api<{ rules: { dateFrom: string; dateTo: string; title: string; cost: string; currency: string }[] }>('POST', 'search/cancellation-policy', { hash }),
  });

export type PassengerSlotView = {
  id: string;
  room: number;
  ageType: 'adult' | 'child' | 'infant';
  age: number | null;
  fields: { name: string; label: string; type: 'select' | 'text' | 'date' | 'image'; options?: string[]; min?: string; max?: string }[];
};
export type PassengerFieldsAnswer = {
  passengers: PassengerSlotView[];
  booking: { comment: boolean; additionalRequests: { value: string; label: string }[]; agent: { value: string; label: string }[] };
};
export const passengerFieldsQuery = (rooms: unknown, startDate: string | null) =>
  queryOptions({
    queryKey: ['search', 'passenger-fields', rooms, startDate],
    queryFn: () => {
      const form = new FormData();
      form.append('searchParams', JSON.stringify({ rooms, startDate }));
      return api<PassengerFieldsAnswer>('POST', 'search/passenger-fields', form);
    },
  });
