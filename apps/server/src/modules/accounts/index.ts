/** The accounts module's public entry: what other modules may use of it (issue 28; test/boundaries.test.ts). */
export { type StatementData, accountingCsv, renderInvoicePdf, renderStatementPdf, statementCsv } from './documents';
export {
  type InvoiceKind,
  findInvoice,
  invoicedAmount,
  invoicesOfBooking,
  invoicesOfPeriod,
  issueInvoice,
  latestInvoices,
  listInvoices,
  presentInvoice,
} from './invoices';
export { claimNotice, finishRun, latestRuns, pruneRuns, startRun } from './jobs';
export {
  addEntry,
  availableOf,
  balanceOf,
  balancesOf,
  bookingEntries,
  entriesWithBalance,
  latestEntries,
  lockAccount,
  presentEntry,
  readTerms,
  saveTerms,
  termsHistory,
  termsOf,
} from './ledger';
