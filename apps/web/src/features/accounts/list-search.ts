import { flagParam, listSearchSchema, numberParam, oneOf, pageParam, type SearchOf, searchSchema, textParam } from '../../lib/url-search';

/** The tabs of /agencies: the agencies' accounts, tomorrow's deadline candidates and the deadline job's runs. */
export const AGENCY_TABS = ['agencies', 'candidates', 'job-runs'] as const;
export type AgencyTab = (typeof AGENCY_TABS)[number];

/** /agencies search: the list's page and text, `overdue=1` for the agencies with an overdue amount, and the tab shown. */
export const agenciesSearchSchema = listSearchSchema.extend({ overdue: flagParam, tab: oneOf(AGENCY_TABS) });
export type AgenciesSearch = SearchOf<typeof agenciesSearchSchema>;

/** The kinds of /invoices' Type filter (none: all). */
export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * /invoices search (admin, issue 31): the page and the filters as the server's invoiceListQuerySchema
 * names them: the period `from`..`to` (days YYYY-MM-DD as text, as /bookings holds its dates; the
 * server checks them), the `kind`, the agency (`agentId`) and the `number`.
 */
export const invoicesSearchSchema = searchSchema({
  page: pageParam,
  from: textParam,
  to: textParam,
  kind: oneOf(INVOICE_KINDS),
  agentId: numberParam,
  number: textParam,
});
export type InvoicesSearch = SearchOf<typeof invoicesSearchSchema>;
