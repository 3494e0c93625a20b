import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportGroup, SalesReport, SellThrough } from '@travel/contracts';
import { call } from '../../lib/api-client';
import { flightsApi } from '../../lib/api-routes/flights';
import { hotelsApi } from '../../lib/api-routes/hotels';
import { reportsApi } from '../../lib/api-routes/reports';
import { openDownloadLink } from '../../lib/download-link';

export type { SalesReport, SellThrough };

const routes = reportsApi.routes;

/** The sales report's query as the page builds it from its fields (the server's salesReportQuerySchema). */
export type SalesQuery = { from?: string; to?: string; groupBy: ReportGroup; period: 'day' | 'week' | 'month' };
/** The sell-through report's query (sellThroughQuerySchema): `id` a hotel's or a flight's. */
export type SellThroughQuery = { from?: string; to?: string; kind: 'hotel' | 'flight'; id?: number };
export type FileFormat = 'csv' | 'xlsx';

/** `GET reports/sales` (admin). */
export const salesReportQuery = (query: SalesQuery) =>
  queryOptions({
    queryKey: ['reports', 'sales', query],
    queryFn: () => call(routes.sales, { query }),
    placeholderData: keepPreviousData,
  });

/** `GET reports/sell-through` (admin). */
export const sellThroughQuery = (query: SellThroughQuery) =>
  queryOptions({
    queryKey: ['reports', 'sell-through', query],
    queryFn: () => call(routes.sellThrough, { query }),
    placeholderData: keepPreviousData,
  });

/** The sales report as a file: a link with a single-use download token and the report's query. */
export const downloadSalesReport = (query: SalesQuery, format: FileFormat) => openDownloadLink(routes.salesFile, {}, { ...query, format });
/** The sell-through report as a file, likewise. */
export const downloadSellThrough = (query: SellThroughQuery, format: FileFormat) => openDownloadLink(routes.sellThroughFile, {}, { ...query, format });

/** The hotels a sell-through report may narrow to: `GET hotels/search` (at most 50, by the typed text). */
export const useHotelOptions = (searchText: string, enabled: boolean) =>
  useQuery({
    queryKey: ['reports', 'hotels', searchText.trim()],
    queryFn: () => call(hotelsApi.routes.searchHotels, { query: { searchMode: 'flight', searchText: searchText.trim() || undefined } }),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    select: (data) => data.entities.map((h) => ({ value: String(h.value), label: h.label })),
  });

/** The flights a sell-through report may narrow to: the first page of `GET flights` matching the typed text. */
export const useFlightOptions = (searchText: string, enabled: boolean) =>
  useQuery({
    queryKey: ['reports', 'flights', searchText.trim()],
    queryFn: () => call(flightsApi.routes.listFlights, { query: { page: 1, searchText: searchText.trim() || undefined } }),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    select: (data) => data.entities.map((f) => ({ value: String(f.id), label: f.name })),
  });
