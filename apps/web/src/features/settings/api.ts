import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrencyRatesSettings, markupRuleInputSchema } from '@travel/contracts';
import { currencyApi } from '../../lib/api-routes/currency';
import { markupsApi } from '../../lib/api-routes/markups';
import { referenceApi } from '../../lib/api-routes/reference';
import type { z } from 'zod';
import { call } from '../../lib/api-client';
import { currencyRatesQuery } from '../../lib/reference';

export const useCurrencyRates = () => useQuery(currencyRatesQuery);

/** POST settings/currencyrates, form data with the PUT override and `data` as JSON text; the screen shows what the server saved. */
export const saveCurrencyRates = (data: CurrencyRatesSettings['data']) => call(currencyApi.routes.save, { form: { fields: { data }, override: 'PUT' } });
export function useSaveCurrencyRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCurrencyRates,
    onSuccess: (saved) => client.setQueryData(currencyRatesQuery.queryKey, saved),
  });
}

/** GET settings/hotelmarkups. */
export const hotelMarkupsQuery = queryOptions({
  queryKey: ['settings', 'hotelmarkups'],
  queryFn: () => call(markupsApi.routes.read),
});
export const useHotelMarkups = () => useQuery(hotelMarkupsQuery);

/** A markup row as sent: what the server's row schema reads ('all' for any category or location). */
export type MarkupRuleWire = z.input<typeof markupRuleInputSchema>;

/** POST settings/hotelmarkups: the whole list replaces the stored one. */
export const saveHotelMarkups = (markups: MarkupRuleWire[]) => call(markupsApi.routes.save, { form: { fields: { data: { markups } }, override: 'PUT' } });
export function useSaveHotelMarkups() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveHotelMarkups,
    onSuccess: (saved) => client.setQueryData(hotelMarkupsQuery.queryKey, saved),
  });
}

/** GET locations: the country -> city -> airport tree (same cache key as the other screens that read it). */
export const locationTreeQuery = queryOptions({
  queryKey: ['locations', 'tree'],
  queryFn: () => call(referenceApi.routes.locations),
  staleTime: 10 * 60_000,
});

/** "data.EUR.USD.rate: message" (a server 400) as the form path and the message, when it names one. */
export function fieldErrorOf(error: unknown): [path: string, message: string] | null {
  const match = error instanceof Error ? /^data\.([\w.]+): (.+)$/s.exec(error.message) : null;
  return match ? [match[1]!, match[2]!] : null;
}
