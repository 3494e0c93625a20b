import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountsApi, ROLE_ADMIN } from '@travel/contracts';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors';
import { registerRouteTable } from '../../lib/route-table';
import { userOfDownloadToken } from '../auth';
import {
  accountingCsv,
  renderInvoicePdf,
  renderStatementPdf,
  type StatementData,
  statementCsv,
  findInvoice,
  invoicesOfPeriod,
  listInvoices,
} from '../accounts';
import { voucherFonts } from './documents';
import { readSettings } from '../settings';
import type { UserRow } from '../users';
import { accountOf, agencyAccounts, recordEntry, requireAgency, setTerms, statementOf } from './account-service';
import { deadlineCandidates, latestDeadlineRuns, runDeadlineJob } from './deadline-job';

/**
 * The agency's money (issue 31), from the contract's route table: an agent's own account,
 * statement and invoices; the admin's agencies, terms, hand entries, the accounting export and the
 * deadline job. Files open as links with a single-use download token; an agent's token never
 * reaches another agency's invoice (404) nor an admin's file (403).
 */
export async function accountRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;
  const today = () => app.ctx.clock.today();
  const timeZone = () => app.ctx.config.timeZone;
  const fonts = voucherFonts();

  const linkUser = async (token: string | undefined) => {
    const user = await userOfDownloadToken(db(), token);
    if (!user) throw unauthorized('This download link is invalid or has expired.');
    return user;
  };
  const ownAgency = (user: UserRow) => requireAgency(db(), user.id);
  const sendFile = (reply: FastifyReply, type: string, filename: string, body: Buffer | string) => {
    reply
      .header('content-type', type)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return body;
  };
  const statementFile = async (reply: FastifyReply, agency: UserRow, query: { from: string; to: string; format: string }) => {
    if (query.format === 'json') throw badRequest('format: must be pdf or csv for a download', 'validation');
    const statement = await statementOf(db(), agency, query.from, query.to, timeZone());
    const { invoiceCompany } = await readSettings(db(), ['invoiceCompany']);
    const data: StatementData = {
      agency: {
        name: agency.companyName,
        lines: [agency.address, agency.city].filter((part): part is string => !!part),
        taxNumber: agency.taxRegistrationNumber || null,
      },
      company: { name: invoiceCompany.name, lines: [invoiceCompany.address].filter(Boolean), taxNumber: invoiceCompany.taxNumber || null },
      currency: statement.currency,
      from: statement.from,
      to: statement.to,
      opening: statement.opening,
      closing: statement.closing,
      entries: statement.entries,
      issuedOn: today(),
    };
    const name = `statement-${agency.id}-${query.from}-${query.to}`;
    return query.format === 'pdf'
      ? sendFile(reply, 'application/pdf', `${name}.pdf`, await renderStatementPdf(data, fonts))
      : sendFile(reply, 'text/csv; charset=utf-8', `${name}.csv`, statementCsv(data));
  };

  registerRouteTable(app, accountsApi, {
    own: async ({ user }) => accountOf(db(), await ownAgency(user), today()),
    // format=pdf|csv answers the file to a logged-in client (API partners); links use the download call.
    ownStatement: async ({ user, query, reply }) =>
      query.format === 'json' ? statementOf(db(), await ownAgency(user), query.from, query.to, timeZone()) : statementFile(reply, await ownAgency(user), query),
    ownStatementFile: async ({ query, reply }) => statementFile(reply, await ownAgency(await linkUser(query.token)), query),

    read: async ({ params: { id }, user }) => accountOf(db(), await requireAgency(db(), id), today(), user),
    saveTerms: async ({ params: { id }, body, user }) => setTerms(db(), await requireAgency(db(), id), body, user, app.ctx.clock, today()),
    addEntry: async ({ params: { id }, body, user, reply }) => {
      const account = await recordEntry(db(), await requireAgency(db(), id), body, user, app.ctx.clock, today());
      reply.code(201);
      return account;
    },
    statement: async ({ params: { id }, query, reply }) =>
      query.format === 'json'
        ? statementOf(db(), await requireAgency(db(), id), query.from, query.to, timeZone())
        : statementFile(reply, await requireAgency(db(), id), query),
    statementFile: async ({ params: { id }, query, reply }) => {
      const user = await linkUser(query.token);
      if (user.role !== ROLE_ADMIN) throw forbidden('Only an administrator may download another agency’s statement.');
      return statementFile(reply, await requireAgency(db(), id), query);
    },

    agencies: async ({ query }) => agencyAccounts(db(), query, today()),
    invoices: async ({ query, user }) => listInvoices(db(), query, user),
    invoicePdf: async ({ params: { id }, query, reply }) => {
      const invoice = await findInvoice(db(), id, await linkUser(query.token));
      if (!invoice) throw notFound('Invoice');
      return sendFile(reply, 'application/pdf', `${invoice.number}.pdf`, await renderInvoicePdf(invoice, fonts));
    },
    invoicesExport: async ({ query, reply }) => {
      const user = await linkUser(query.token);
      if (user.role !== ROLE_ADMIN) throw forbidden('Only an administrator may export the invoices.');
      const { invoicing } = await readSettings(db(), ['invoicing']);
      const rows = await invoicesOfPeriod(db(), query.from, query.to);
      return sendFile(reply, 'text/csv; charset=utf-8', `invoices-${query.from}-${query.to}.csv`, accountingCsv(rows, invoicing.accountCode));
    },

    deadlineCandidates: async () => ({ entities: await deadlineCandidates(db(), app.ctx.clock, timeZone()) }),
    jobRuns: async () => ({ entities: (await latestDeadlineRuns(db())).map(presentRun) }),
    runJob: async () => {
      await runDeadlineJob({ db: db(), clock: app.ctx.clock, timeZone: timeZone(), publicUrl: app.ctx.config.publicUrl });
      return { entities: (await latestDeadlineRuns(db())).map(presentRun) };
    },
  });
}

const presentRun = (run: Awaited<ReturnType<typeof latestDeadlineRuns>>[number]) => ({
  id: run.id,
  job: run.job,
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  worker: run.worker,
  summary: run.summary,
  error: run.error,
});
