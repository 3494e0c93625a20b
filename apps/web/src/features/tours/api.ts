import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tour } from '@travel/contracts';
import { toursApi } from '../../lib/api-routes/tours';
import { type AnswerOf, call, type FormParts } from '../../lib/api-client';
import type { TourFilters } from './list-search';

const routes = toursApi.routes;

export type TourListItem = AnswerOf<typeof routes.listTours>['entities'][number];

/** GET tours?page&searchText. */
export const toursQuery = (filters: TourFilters) =>
  queryOptions({ queryKey: ['tours', 'list', filters], queryFn: () => call(routes.listTours, { query: filters }), placeholderData: keepPreviousData });
export const useTours = (filters: TourFilters) => useQuery(toursQuery(filters));

/** GET tours/{id}. */
export const tourQuery = (id: number) => queryOptions({ queryKey: ['tours', 'one', id], queryFn: () => call(routes.getTour, { params: { id } }) });
export const useTour = (id: number) => useQuery(tourQuery(id));

function useTourCache() {
  const client = useQueryClient();
  return {
    invalidate: () => client.invalidateQueries({ queryKey: ['tours'] }),
    put: (tour: Tour) => client.setQueryData(tourQuery(tour.id).queryKey, tour),
  };
}

type TourForm = Pick<FormParts<typeof routes.updateTourOverride>, 'fields' | 'files'>;

/** POST tours (add) or POST tours/{id} with _method=PUT (edit), multipart with the main image; both answer the saved tour. */
export function useSaveTour() {
  const cache = useTourCache();
  return useMutation({
    mutationFn: ({ id, form }: { id?: number; form: TourForm }) =>
      id ? call(routes.updateTourOverride, { params: { id }, form: { ...form, override: 'PUT' } }) : call(routes.createTour, { form }),
    onSuccess: (tour) => {
      cache.put(tour);
      void cache.invalidate();
    },
  });
}

/** DELETE tours/{id}. */
export function useDeleteTour() {
  const cache = useTourCache();
  return useMutation({ mutationFn: (id: number) => call(routes.deleteTour, { params: { id } }), onSuccess: () => cache.invalidate() });
}
