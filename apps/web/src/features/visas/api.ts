import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Visa } from '@travel/contracts';
import { referenceApi } from '../../lib/api-routes/reference';
import { visasApi } from '../../lib/api-routes/visas';
import { type AnswerOf, type BodyOf, call } from '../../lib/api-client';
import { type LookupOption, lookupOption } from '../../lib/lookup-option';
import type { VisaFilters } from './list-search';

const routes = visasApi.routes;

export type VisaListItem = AnswerOf<typeof routes.listVisas>['entities'][number];
export type VisaCreateBody = BodyOf<typeof routes.createVisa>;

/** GET visas?page&searchText&destinationId&originId. */
export const fetchVisas = (filters: VisaFilters) => call(routes.listVisas, { query: filters });
export const visasQuery = (filters: VisaFilters) =>
  queryOptions({ queryKey: ['visas', 'list', filters], queryFn: () => fetchVisas(filters), placeholderData: keepPreviousData });
export const useVisas = (filters: VisaFilters) => useQuery(visasQuery(filters));

/** GET visas/{id}: the visa with its places, types, their pricing, and markups. */
export const fetchVisa = (id: number) => call(routes.getVisa, { params: { id } });
export const visaQuery = (id: number) => queryOptions({ queryKey: ['visas', 'one', id], queryFn: () => fetchVisa(id) });
export const useVisa = (id: number) => useQuery(visaQuery(id));

type Option = LookupOption;

/** GET destinations/nationality: the nationalities (countries) as select options. */
export const nationalitiesQuery = queryOptions({
  queryKey: ['destinations', 'nationality'],
  queryFn: () => call(referenceApi.routes.nationalities),
  staleTime: 10 * 60_000,
});
export function useNationalityOptions(): Option[] {
  const { data } = useQuery(nationalitiesQuery);
  return (data?.entities ?? []).map((n) => lookupOption(n.value, n.label, n));
}

function useVisaCache() {
  const client = useQueryClient();
  return {
    invalidate: () => client.invalidateQueries({ queryKey: ['visas'] }),
    put: (visa: Visa) => client.setQueryData(visaQuery(visa.id).queryKey, visa),
  };
}

/** POST visas (JSON). */
export function useCreateVisa() {
  const cache = useVisaCache();
  return useMutation({ mutationFn: (body: VisaCreateBody) => call(routes.createVisa, { body }), onSuccess: () => cache.invalidate() });
}

/** POST visas/{id} as form data with _method=PUT: answers the normalised visa, which the screen shows. */
export function useUpdateVisa() {
  const cache = useVisaCache();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: FormData }) => call(routes.updateVisaOverride, { params: { id }, form }),
    onSuccess: (visa) => {
      cache.put(visa);
      void cache.invalidate();
    },
  });
}

/** DELETE visas/{id} (409 with the reason while bookings use it). */
export function useDeleteVisa() {
  const cache = useVisaCache();
  return useMutation({ mutationFn: (id: number) => call(routes.deleteVisa, { params: { id } }), onSuccess: () => cache.invalidate() });
}

/** A saved part of a visa deleted on its own: a type or a type's pricing period. */
export type VisaPart = { kind: 'type'; visaId: number; id: number } | { kind: 'pricing'; id: number };

/** DELETE visas/{id}/types/{typeId} or DELETE visas/type-pricing/{pricingId}, then the visa reloads (spec §4). */
export function useDeleteVisaPart() {
  const cache = useVisaCache();
  return useMutation({
    mutationFn: (part: VisaPart) =>
      part.kind === 'type'
        ? call(routes.deleteVisaType, { params: { id: part.visaId, typeId: part.id } })
        : call(routes.deleteVisaTypePricing, { params: { id: part.id } }),
    onSuccess: () => cache.invalidate(),
  });
}

/** GET visas/{visaId}/types/{id}. */
export const visaTypeQuery = (visaId: number, id: number) =>
  queryOptions({ queryKey: ['visas', 'type', visaId, id], queryFn: () => call(routes.getVisaType, { params: { id: visaId, typeId: id } }) });
export const useVisaType = (visaId: number, id: number | undefined) => useQuery({ ...visaTypeQuery(visaId, id ?? 0), enabled: !!id });

/** POST visas/{visaId}/types (add) or PUT visas/{visaId}/types/{id} (edit). */
export function useSaveVisaType(visaId: number) {
  const cache = useVisaCache();
  return useMutation({
    mutationFn: ({ id, name }: { id?: number; name: string }) =>
      id
        ? call(routes.updateVisaType, { params: { id: visaId, typeId: id }, body: { name } })
        : call(routes.createVisaType, { params: { id: visaId }, body: { name } }),
    onSuccess: () => cache.invalidate(),
  });
}
