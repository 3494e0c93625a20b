import { z } from 'zod';
import { dashboardQuerySchema, dashboardSchema, salesReportQuerySchema, salesReportSchema, sellThroughQuerySchema, sellThroughSchema } from '../reports';
import { defineRoutes, errorResponse, fileResponse, guarded } from './define';

/**
 * The dashboard (its answer depends on the role: an agent's never carries a net price or an
 * income) and the administrators' reports (issue 35). A report as a file (format=csv or xlsx)
 * opens as a link with a single-use download token, like the other files.
 */
const reportFile = (what: string) =>
  ({
    200: {
      description: `${what} as CSV (format=csv) or XLSX (format=xlsx)`,
      content: {
        'text/csv': fileResponse('text/csv', what).content['text/csv']!,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string().meta({ format: 'binary' }) },
      },
    },
  }) as const;

export const reportsApi = defineRoutes('reports', {
  dashboard: {
    method: 'GET',
    path: '/dashboard',
    summary: "The dashboard: an administrator's business at a glance, or an agent's own sales, trips, deadlines and balance",
    access: 'user',
    query: dashboardQuerySchema,
    responses: { 200: dashboardSchema, ...guarded },
  },
  sales: {
    method: 'GET',
    path: '/reports/sales',
    summary: 'Sales and income by period and product, destination, agency, hotel or flight (admin)',
    access: 'admin',
    query: salesReportQuerySchema,
    responses: { 200: salesReportSchema, ...guarded },
  },
  salesFile: {
    method: 'GET',
    path: '/reports/sales/download',
    summary: 'The sales report as CSV or XLSX (a link with a download token; admin)',
    access: 'public',
    query: salesReportQuerySchema,
    responses: { ...reportFile('The sales report'), 400: errorResponse, 401: errorResponse, 403: errorResponse },
  },
  sellThrough: {
    method: 'GET',
    path: '/reports/sell-through',
    summary: 'Allotment and seats sold against capacity per hotel room type x night or flight segment x departure day (admin)',
    access: 'admin',
    query: sellThroughQuerySchema,
    responses: { 200: sellThroughSchema, ...guarded },
  },
  sellThroughFile: {
    method: 'GET',
    path: '/reports/sell-through/download',
    summary: 'The sell-through report as CSV or XLSX (a link with a download token; admin)',
    access: 'public',
    query: sellThroughQuerySchema,
    responses: { ...reportFile('The sell-through report'), 400: errorResponse, 401: errorResponse, 403: errorResponse },
  },
});
