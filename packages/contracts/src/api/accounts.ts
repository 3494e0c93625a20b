import { z } from 'zod';
import {
  accountEntryInputSchema,
  accountSchema,
  accountTermsSchema,
  agencyAccountListQuerySchema,
  agencyAccountListSchema,
  deadlineCandidateListSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  jobRunListSchema,
  periodQuerySchema,
  statementSchema,
} from '../accounts';
import { idParamSchema } from '../common';
import { defineRoutes, errorResponse, fileResponse, guarded } from './define';

/**
 * The agency's money (issue 31; domain-rules §11): its account, the admin's agencies, invoices,
 * statements and the deadline job. An agent reads only its own account and invoices; another
 * agency's answers 404. Files open as links with a single-use download token.
 */

const refused = { ...guarded, 404: errorResponse } as const;
const token = z.object({ token: z.string().max(200).optional() });
const downloadQuery = periodQuerySchema;
const fileRefusals = { 400: errorResponse, 401: errorResponse, 404: errorResponse } as const;
const statementFile = fileResponse('application/pdf', 'The statement as PDF (format=pdf) or CSV (format=csv)');

export const accountsApi = defineRoutes('accounts', {
  own: {
    method: 'GET',
    path: '/account',
    summary: "The caller's agency account: limit, balance, available credit, deadlines, entries, invoices (agents)",
    access: 'user',
    responses: { 200: accountSchema, ...refused },
  },
  ownStatement: {
    method: 'GET',
    path: '/account/statement',
    summary: "The caller's statement of a period: opening balance, entries, closing balance (format=json; format=pdf or csv answers the file)",
    access: 'user',
    query: periodQuerySchema,
    responses: { 200: statementSchema, ...refused },
  },
  ownStatementFile: {
    method: 'GET',
    path: '/account/statement/download',
    summary: "The caller's statement as PDF or CSV (a link with a download token)",
    access: 'public',
    query: downloadQuery,
    responses: { 200: statementFile, ...fileRefusals },
  },
  read: {
    method: 'GET',
    path: '/users/:id/account',
    summary: "An agency's account (admin)",
    access: 'admin',
    params: idParamSchema,
    responses: { 200: accountSchema, ...refused },
  },
  saveTerms: {
    method: 'PUT',
    path: '/users/:id/account',
    summary: "Sets an agency's credit limit, payment terms and automatic cancellation (admin)",
    access: 'admin',
    params: idParamSchema,
    body: accountTermsSchema,
    responses: { 200: accountSchema, ...refused },
  },
  addEntry: {
    method: 'POST',
    path: '/users/:id/account/entries',
    summary: 'Records a deposit, a refund or an adjustment with its reason (admin)',
    access: 'admin',
    params: idParamSchema,
    body: accountEntryInputSchema,
    responses: { 201: accountSchema, ...refused },
  },
  statement: {
    method: 'GET',
    path: '/users/:id/account/statement',
    summary: "An agency's statement of a period (admin; format=json, or pdf or csv for the file)",
    access: 'admin',
    params: idParamSchema,
    query: periodQuerySchema,
    responses: { 200: statementSchema, ...refused },
  },
  statementFile: {
    method: 'GET',
    path: '/users/:id/account/statement/download',
    summary: "An agency's statement as PDF or CSV (admin; a link with a download token)",
    access: 'public',
    params: idParamSchema,
    query: downloadQuery,
    responses: { 200: statementFile, ...fileRefusals },
  },
  agencies: {
    method: 'GET',
    path: '/accounts',
    summary: 'Agencies with their balance, credit limit and overdue amount (admin)',
    access: 'admin',
    query: agencyAccountListQuerySchema,
    responses: { 200: agencyAccountListSchema, ...guarded },
  },
  invoices: {
    method: 'GET',
    path: '/invoices',
    summary: "Invoices and credit notes, newest first (an agent's own; an admin's every agency's)",
    access: 'user',
    query: invoiceListQuerySchema,
    responses: { 200: invoiceListSchema, ...guarded },
  },
  invoicePdf: {
    method: 'GET',
    path: '/invoices/:id/pdf/download',
    summary: 'An invoice or credit note as PDF (a link with a download token)',
    access: 'public',
    params: idParamSchema,
    query: token,
    responses: { 200: fileResponse('application/pdf', 'The invoice'), ...fileRefusals },
  },
  invoicesExport: {
    method: 'GET',
    path: '/invoices/export/download',
    summary: 'The accounting export of a period: date, number, agency, net, tax, gross, currency, account code (admin; CSV, a link with a download token)',
    access: 'public',
    query: downloadQuery,
    responses: { 200: fileResponse('text/csv', 'One row per invoice and credit note'), ...fileRefusals, 403: errorResponse },
  },
  deadlineCandidates: {
    method: 'GET',
    path: '/accounts/deadline-candidates',
    summary: 'Bookings awaiting payment whose deadline falls today or tomorrow, with what the job will do (admin)',
    access: 'admin',
    responses: { 200: deadlineCandidateListSchema, ...guarded },
  },
  jobRuns: {
    method: 'GET',
    path: '/accounts/job-runs',
    summary: "The deadline job's latest runs (admin)",
    access: 'admin',
    responses: { 200: jobRunListSchema, ...guarded },
  },
  runJob: {
    method: 'POST',
    path: '/accounts/job-runs',
    summary: 'Runs the deadline job now (admin; it is idempotent, and one worker runs it at a time)',
    access: 'admin',
    responses: { 200: jobRunListSchema, ...guarded },
  },
});
