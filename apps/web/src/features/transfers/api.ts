import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Transfer } from '@travel/contracts';
import { transfersApi } from '../../lib/api-routes/transfers';
import { type AnswerOf, type BodyOf, call } from '../../lib/api-client';
import type { TransferFilters } from './list-search';

const routes = transfersApi.routes;

export type TransferListItem = AnswerOf<typeof routes.listTransfers>['entities'][number];
export type TransferBody = BodyOf<typeof routes.createTransfer>;
export type CarBody = BodyOf<typeof routes.createCar>;

/** GET transfers?page&originId&destinationId&searchText. */
export const fetchTransfers = (filters: TransferFilters) => call(routes.listTransfers, { query: filters });
export const transfersQuery = (filters: TransferFilters) =>
  queryOptions({ queryKey: ['transfers', 'list', filters], queryFn: () => fetchTransfers(filters), placeholderData: keepPreviousData });
export const useTransfers = (filters: TransferFilters) => useQuery(transfersQuery(filters));

/** GET transfers/{id}: the transfer with its places, car categories and their pricing, rules and markups. */
export const fetchTransfer = (id: number) => call(routes.getTransfer, { params: { id } });
export const transferQuery = (id: number) => queryOptions({ queryKey: ['transfers', 'one', id], queryFn: () => fetchTransfer(id) });
export const useTransfer = (id: number) => useQuery(transferQuery(id));

function useTransferCache() {
  const client = useQueryClient();
  return {
    invalidate: () => client.invalidateQueries({ queryKey: ['transfers'] }),
    put: (transfer: Transfer) => client.setQueryData(transferQuery(transfer.id).queryKey, transfer),
  };
}

/** POST transfers (JSON, add). */
export const createTransfer = (body: TransferBody) => call(routes.createTransfer, { body });
/** POST transfers/{id} with _method=PUT: a form with origins[] and destinations[] repeated (spec §7). */
export const updateTransfer = (id: number, form: FormData) => call(routes.updateTransferOverride, { params: { id }, form });

export function useCreateTransfer() {
  const cache = useTransferCache();
  return useMutation({ mutationFn: createTransfer, onSuccess: () => cache.invalidate() });
}
export function useUpdateTransfer() {
  const cache = useTransferCache();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: FormData }) => updateTransfer(id, form),
    onSuccess: (transfer) => {
      cache.put(transfer);
      void cache.invalidate();
    },
  });
}

/** DELETE transfers/{id} (409 with the reason while bookings use it). */
export const deleteTransfer = (id: number) => call(routes.deleteTransfer, { params: { id } });
export function useDeleteTransfer() {
  const cache = useTransferCache();
  return useMutation({ mutationFn: deleteTransfer, onSuccess: () => cache.invalidate() });
}

/** A saved part of a transfer deleted on its own: a car category or a car's pricing period. */
export type TransferPart = { kind: 'car'; transferId: number; id: number } | { kind: 'pricing'; id: number };

/** DELETE transfers/{id}/cars/{carId} or DELETE transfers/car-pricing/{pricingId}. */
export const deleteTransferPart = (part: TransferPart) =>
  part.kind === 'car'
    ? call(routes.deleteCar, { params: { id: part.transferId, carId: part.id } })
    : call(routes.deleteCarPricing, { params: { id: part.id } });
/** Deletes a car category or a pricing period, then reloads the transfer (spec §4). */
export function useDeleteTransferPart() {
  const cache = useTransferCache();
  return useMutation({ mutationFn: deleteTransferPart, onSuccess: () => cache.invalidate() });
}

/** GET transfers/{transferId}/cars/{id}. */
export const fetchCar = (transferId: number, id: number) => call(routes.getCar, { params: { id: transferId, carId: id } });
export const carQuery = (transferId: number, id: number) =>
  queryOptions({ queryKey: ['transfers', 'car', transferId, id], queryFn: () => fetchCar(transferId, id) });
export const useCar = (transferId: number, id: number | undefined) => useQuery({ ...carQuery(transferId, id ?? 0), enabled: !!id });

/** POST transfers/{transferId}/cars (add) or PUT transfers/{transferId}/cars/{id} (edit). */
export const saveCar = (transferId: number, { id, body }: { id?: number; body: CarBody }) =>
  id ? call(routes.updateCar, { params: { id: transferId, carId: id }, body }) : call(routes.createCar, { params: { id: transferId }, body });
export function useSaveCar(transferId: number) {
  const cache = useTransferCache();
  return useMutation({ mutationFn: (input: { id?: number; body: CarBody }) => saveCar(transferId, input), onSuccess: () => cache.invalidate() });
}
