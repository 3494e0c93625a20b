import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrencyRatesSettings, HotelMarkupSettings, LocationNode } from '@travel/contracts';
import { api, toFormData } from '../../lib/api';
import { currencyRatesQuery } from '../../lib/reference';

export const useCurrencyRates = () => useQuery(currencyRatesQuery);

/** POST settings/currencyrates, form data with the PUT override and `data` as JSON text; the screen shows what the server saved. */
export function useSaveCurrencyRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: CurrencyRatesSettings['data']) => api<CurrencyRatesSettings>('POST', 'settings/currencyrates', toFormData({ data }, {}, 'PUT')),
    onSuccess: (saved) => client.setQueryData(currencyRatesQuery.queryKey, saved),
  });
}

/** GET settings/hotelmarkups. */
export const hotelMarkupsQuery = queryOptions({
  queryKey: ['settings', 'hotelmarkups'],
  queryFn: () => api<HotelMarkupSettings>('GET', 'settings/hotelmarkups'),
});
export const useHotelMarkups = () => useQuery(hotelMarkupsQuery);

export type MarkupRuleWire = {
  id?: number;
  distributionChannel: string;
  hotelCategoryId: number | 'all';
  locationId: number | 'all';
  type: string;
  amount: string;
};

/** POST settings/hotelmarkups: the whole list replaces the stored one. */
export function useSaveHotelMarkups() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (markups: MarkupRuleWire[]) => api<HotelMarkupSettings>('POST', 'settings/hotelmarkups', toFormData({ data: { markups } }, {}, 'PUT')),
    onSuccess: (saved) => client.setQueryData(hotelMarkupsQuery.queryKey, saved),
  });
}

/** GET locations: the country -> city -> airport tree (same cache key as the other screens that read it). */
export const locationTreeQuery = queryOptions({
  queryKey: ['locations', 'tree'],
  queryFn: () => api<{ entities: LocationNode[] }>('GET', 'locations'),
  staleTime: 10 * 60_000,
});

/** "data.EUR.USD.rate: message" (a server 400) as the form path and the message, when it names one. */
export function fieldErrorOf(error: unknown): [path: string, message: string] | null {
  const match = error instanceof Error ? /^data\.([\w.]+): (.+)$/s.exec(error.message) : null;
  return match ? [match[1]!, match[2]!] : null;
}
