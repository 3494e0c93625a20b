import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '../../lib/api-routes/accounts';
import { authApi } from '../../lib/api-routes/auth';
import { bookingsApi } from '../../lib/api-routes/bookings';
import { ApiError, call, pathOf, urlOf } from '../../lib/api-client';
import { openDownloadLink } from '../../lib/download-link';
import { getSession } from '../../lib/session';
import type { BookingFilters } from './list-search';

const routes = bookingsApi.routes;

export const fetchBookings = (filters: BookingFilters) => call(routes.list, { query: filters });
export const bookingsQuery = (filters: BookingFilters) =>
  queryOptions({
    queryKey: ['bookings', 'list', filters],
    queryFn: () => fetchBookings(filters),
    placeholderData: keepPreviousData,
  });
export const useBookings = (filters: BookingFilters) => useQuery(bookingsQuery(filters));

export const fetchBooking = (id: number) => call(routes.read, { params: { id } });
export const bookingQuery = (id: number) => queryOptions({ queryKey: ['bookings', 'one', id], queryFn: () => fetchBooking(id) });
export const useBooking = (id: number) => useQuery(bookingQuery(id));

export { agentsQuery } from '../../lib/agents';

/**
 * 'Download CSV': the link carries a one-minute, single-use download token (never the login
 * token) and the list's filters.
 */
export async function downloadCsv(filters: BookingFilters) {
  const { token } = await call(authApi.routes.downloadToken);
  const params = new URLSearchParams({ token });
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '' && key !== 'page') params.set(key, String(value));
  window.location.assign(`${urlOf(pathOf(routes.csv.path))}?${params}`);
}

/** An invoice or credit note of the booking as PDF: a link with a single-use download token (issue 31). */
export const downloadInvoice = (id: number) => openDownloadLink(accountsApi.routes.invoicePdf, { id });

export const cancellationInfoQuery = (id: number) =>
  queryOptions({
    queryKey: ['bookings', 'cancellation-info', id],
    queryFn: () => call(routes.cancellationInfo, { params: { id } }),
    retry: false,
    staleTime: 0,
  });

/** Cancels and replaces the booking with the answer (account spec §4). */
export function useCancelBooking(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.cancel, { params: { id } }),
    onSuccess: (booking) => {
      client.setQueryData(bookingQuery(id).queryKey, booking);
      void client.invalidateQueries({ queryKey: ['bookings', 'list'] });
    },
  });
}

/**
 * 'Download Voucher': the PDF link carries a fresh one-minute, single-use download token; the
 * file is fetched first so a refusal shows the server's sentence instead of leaving the page.
 */
export async function downloadVoucher(id: number, pnrs: string, copy?: 'client') {
  const { token } = await call(authApi.routes.downloadToken);
  // A file download: a plain fetch of the route's URL (listed in scripts/api-calls.mjs).
  const response = await fetch(urlOf(pathOf(routes.voucher.path, { id }), copy ? { token, copy } : { token }));
  if (!response.ok) throw new ApiError(((await response.json().catch(() => ({}))) as { error?: string }).error ?? response.statusText, response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: `voucher-${pnrs}${copy ? `-${copy}` : ''}.pdf` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** 'Reload Booking' (admin): the booking as the server holds it now replaces the page's copy. */
export function useReloadBooking(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.reload, { params: { id } }),
    onSuccess: (booking) => client.setQueryData(bookingQuery(id).queryKey, booking),
  });
}

/** 'Send Booking Details Email' (admin); the history gains a row, so the booking is read again. */
export function useSendDetailsEmail(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.sendDetailsEmail, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: bookingQuery(id).queryKey }),
  });
}

/** Save (account spec §7 `POST bookings/{id}`, `_method=PUT`): the page is refreshed from the answer. */
export function useSaveBooking(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => call(routes.save, { params: { id }, form }),
    onSuccess: (booking) => {
      client.setQueryData(bookingQuery(id).queryKey, booking);
      void client.invalidateQueries({ queryKey: ['bookings', 'list'] });
    },
  });
}

/** An item document is served behind the booking's access check: fetched with the login header, then opened. */
export async function openItemFile(url: string) {
  const session = getSession();
  const response = await fetch(url, { headers: session ? { authorization: `Bearer ${session.token}` } : {} });
  if (!response.ok) throw new ApiError(response.statusText, response.status);
  const href = URL.createObjectURL(await response.blob());
  window.open(href, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
