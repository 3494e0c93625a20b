import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GlobalSettings, Taxonomy, TaxonomyType } from '@travel/contracts';
import { api } from '../../lib/api';

export const countriesQuery = queryOptions({
  queryKey: ['locations', 'countries'],
  queryFn: () => api<{ entities: { id: number; name: string; code: string }[] }>('GET', 'locations/countries'),
  staleTime: Infinity,
});
export const useCountryOptions = () => {
  const { data } = useQuery(countriesQuery);
  return (data?.entities ?? []).map((c) => ({ value: String(c.id), label: c.name }));
};

export const taxonomyQuery = (type: TaxonomyType) =>
  queryOptions({
    queryKey: ['usertaxonomies', type],
    queryFn: () => api<{ entities: Taxonomy[] }>('GET', `usertaxonomies/${type}`),
    staleTime: 10 * 60_000,
  });
export const useTaxonomyOptions = (type: TaxonomyType) => {
  const { data } = useQuery(taxonomyQuery(type));
  return (data?.entities ?? []).map((t) => ({ value: String(t.id), label: t.title }));
};

export const globalSettingsQuery = queryOptions({
  queryKey: ['global-settings'],
  queryFn: () => api<GlobalSettings>('GET', 'global-settings'),
  staleTime: 5 * 60_000,
});
