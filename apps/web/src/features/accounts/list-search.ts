import { flagParam, listSearchSchema, oneOf, type SearchOf } from '../../lib/url-search';

/** The tabs of /agencies: the agencies' accounts, tomorrow's deadline candidates and the deadline job's runs. */
export const AGENCY_TABS = ['agencies', 'candidates', 'job-runs'] as const;
export type AgencyTab = (typeof AGENCY_TABS)[number];

/** /agencies search: the list's page and text, `overdue=1` for the agencies with an overdue amount, and the tab shown. */
export const agenciesSearchSchema = listSearchSchema.extend({ overdue: flagParam, tab: oneOf(AGENCY_TABS) });
export type AgenciesSearch = SearchOf<typeof agenciesSearchSchema>;
