// The route table of packages/contracts/src/api/accounts.ts as the client calls it: each route's
// method and path, typed from its contract spec (lib/api-client.ts, RouteRef). The typecheck and
// ../api-routes.test.ts keep them equal to the contracts.
import type * as contracts from '@travel/contracts';
import type { PlainTable } from '../api-client';

export const accountsApi: PlainTable<typeof contracts.accountsApi> = {
  routes: {
    own: { method: 'GET', path: '/account' },
    ownStatement: { method: 'GET', path: '/account/statement' },
    ownStatementFile: { method: 'GET', path: '/account/statement/download' },
    read: { method: 'GET', path: '/users/:id/account' },
    saveTerms: { method: 'PUT', path: '/users/:id/account' },
    addEntry: { method: 'POST', path: '/users/:id/account/entries' },
    statement: { method: 'GET', path: '/users/:id/account/statement' },
    statementFile: { method: 'GET', path: '/users/:id/account/statement/download' },
    agencies: { method: 'GET', path: '/accounts' },
    invoices: { method: 'GET', path: '/invoices' },
    invoicePdf: { method: 'GET', path: '/invoices/:id/pdf/download' },
    invoicesExport: { method: 'GET', path: '/invoices/export/download' },
    deadlineCandidates: { method: 'GET', path: '/accounts/deadline-candidates' },
    jobRuns: { method: 'GET', path: '/accounts/job-runs' },
    runJob: { method: 'POST', path: '/accounts/job-runs' },
  },
};
