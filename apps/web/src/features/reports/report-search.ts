import { type SearchOf, searchSchema, textParam } from '../../lib/url-search';

/**
 * /reports search (issue 35): the open tab (`sell-through`, else the sales report) and each
 * report's fields as the text the server's query reads (salesReportQuerySchema,
 * sellThroughQuerySchema); the page turns them into its fields' values. Plain text params: this
 * schema is in the first page's route tree.
 */
export const reportsSearchSchema = searchSchema({
  tab: textParam,
  from: textParam,
  to: textParam,
  groupBy: textParam,
  period: textParam,
  kind: textParam,
  id: textParam,
});
export type ReportsSearch = SearchOf<typeof reportsSearchSchema>;
