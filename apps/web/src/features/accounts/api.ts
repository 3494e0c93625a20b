import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, call } from '../../lib/api-client';
import { accountsApi } from '../../lib/api-routes/accounts';
import { openDownloadLink } from '../../lib/download-link';
import type { InvoicesSearch } from './list-search';

const routes = accountsApi.routes;

export type AccountAnswer = AnswerOf<typeof routes.own>;
export type AgencyRow = AnswerOf<typeof routes.agencies>['entities'][number];
export type JobRun = AnswerOf<typeof routes.jobRuns>['entities'][number];
export type InvoiceRow = AnswerOf<typeof routes.invoices>['entities'][number];
export type DeadlineCandidate = AnswerOf<typeof routes.deadlineCandidates>['entities'][number];
export type TermsBody = BodyOf<typeof routes.saveTerms>;
export type EntryBody = BodyOf<typeof routes.addEntry>;

/** The caller's own account (an agent: `GET account`). */
export const ownAccountQuery = queryOptions({ queryKey: ['accounts', 'own'], queryFn: () => call(routes.own) });

/** An agency's account (admin: `GET users/{id}/account`). */
export const agencyAccountQuery = (id: number) => queryOptions({ queryKey: ['accounts', 'agency', id], queryFn: () => call(routes.read, { params: { id } }) });

/** The Agencies list's search: page, text and the overdue switch (`overdue=1`). */
export type AgencyFilters = { page: number; searchText: string; overdue?: boolean };
export const agenciesQuery = ({ page, searchText, overdue }: AgencyFilters) =>
  queryOptions({
    queryKey: ['accounts', 'list', page, searchText, !!overdue],
    queryFn: () => call(routes.agencies, { query: { page, search: searchText, overdue: overdue ? '1' : undefined } }),
    placeholderData: keepPreviousData,
  });
export const useAgencies = (filters: AgencyFilters) => useQuery(agenciesQuery(filters));

/** The Invoices list (admin: every agency's; `GET invoices`), by the filters of its URL. */
export const invoicesQuery = ({ page, from, to, kind, agentId, number }: InvoicesSearch) =>
  queryOptions({
    queryKey: ['accounts', 'invoices', { page, from, to, kind, agentId, number }],
    queryFn: () => call(routes.invoices, { query: { page, from, to, kind, agentId, number: number?.trim() || undefined } }),
    placeholderData: keepPreviousData,
  });
export const useInvoices = (search: InvoicesSearch) => useQuery(invoicesQuery(search));

export const deadlineCandidatesQuery = queryOptions({ queryKey: ['accounts', 'candidates'], queryFn: () => call(routes.deadlineCandidates) });
export const jobRunsQuery = queryOptions({ queryKey: ['accounts', 'job-runs'], queryFn: () => call(routes.jobRuns) });

/** Run now: the answer is the runs list; what the job charged or cancelled changes the other lists too. */
export function useRunJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(routes.runJob),
    onSuccess: (runs) => {
      client.setQueryData(jobRunsQuery.queryKey, runs);
      void client.invalidateQueries({ queryKey: ['accounts', 'candidates'] });
      void client.invalidateQueries({ queryKey: ['accounts', 'list'] });
      void client.invalidateQueries({ queryKey: ['accounts', 'agency'] });
      void client.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}

/** The answer of a terms save or a new entry is the whole account: the page shows it at once. */
function useAccountWrite<Body>(id: number, write: (body: Body) => Promise<AccountAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (account) => {
      client.setQueryData(agencyAccountQuery(id).queryKey, account);
      void client.invalidateQueries({ queryKey: ['accounts', 'list'] });
    },
  });
}

/** Save of the credit terms (`PUT users/{id}/account`). */
export const useSaveTerms = (id: number) => useAccountWrite(id, (body: TermsBody) => call(routes.saveTerms, { params: { id }, body }));
/** A deposit, refund or adjustment (`POST users/{id}/account/entries`). */
export const useAddEntry = (id: number) => useAccountWrite(id, (body: EntryBody) => call(routes.addEntry, { params: { id }, body }));

/** The statement of from..to as PDF or CSV: the caller's own, or (admin) the agency's of `agentId`. */
export function downloadStatement(agentId: number | null, period: { from: string; to: string; format: 'pdf' | 'csv' }) {
  return agentId === null ? openDownloadLink(routes.ownStatementFile, {}, period) : openDownloadLink(routes.statementFile, { id: agentId }, period);
}

/** An invoice or credit note as PDF. */
export const downloadInvoice = (id: number) => openDownloadLink(routes.invoicePdf, { id });

/** The accounting export of from..to as CSV (admin): one row per invoice and credit note of the period. */
export const downloadInvoicesExport = (period: { from: string; to: string }) => openDownloadLink(routes.invoicesExport, {}, { ...period, format: 'csv' });
