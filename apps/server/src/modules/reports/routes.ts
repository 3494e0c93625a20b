import type { FastifyInstance, FastifyReply } from 'fastify';
import { addDaysTo, type AdminDashboard, type AgentDashboard, ROLE_ADMIN, reportsApi, type SalesReportQuery, type SellThroughQuery } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { forbidden, unauthorized } from '../../lib/errors';
import { registerRouteTable } from '../../lib/route-table';
import { userOfDownloadToken } from '../auth';
import {
  accountOf,
  agentMonths,
  attentionCounts,
  dailyByProduct,
  dailyTotals,
  type Figures,
  openDeadlines,
  periodSpan,
  reportContext,
  salesReport,
  sumFigures,
  totalsBy,
  upcomingTrips,
} from '../bookings';
import { loadConversion } from '../currency';
import { flightSellThrough, flightsSellingOut } from '../flights';
import { roomSellThrough, roomsSellingOut } from '../hotels';
import type { UserRow } from '../users';
import { type Column, reportCsv, reportXlsx } from './files';

/**
 * The dashboard and the reports (issue 35). The dashboard answers by role: an administrator's
 * business, or an agent's own figures without a net price or an income (domain-rules §8). The
 * reports are the administrators'; as files they open as links with a single-use download token.
 */
export async function reportRoutes(app: FastifyInstance) {
  const db = () => app.ctx.database.db;
  const today = () => app.ctx.clock.today();
  const context = async (on: DbOrTx = db()) => reportContext(on, await loadConversion(on), app.ctx.config.timeZone);

  registerRouteTable(app, reportsApi, {
    dashboard: async ({ user, query }) => (user.role === ROLE_ADMIN ? adminDashboard(query.period) : agentDashboard(user)),
    // format=csv or xlsx answers the file here too (the header's login), as the download link does.
    sales: async ({ query, reply }) => (query.format === 'json' ? sales(query) : salesFile(reply, query)),
    salesFile: async ({ query, reply }) => {
      await adminOfLink(query.token);
      return salesFile(reply, query);
    },
    sellThrough: async ({ query, reply }) => (query.format === 'json' ? sellThrough(query) : sellThroughFile(reply, query)),
    sellThroughFile: async ({ query, reply }) => {
      await adminOfLink(query.token);
      return sellThroughFile(reply, query);
    },
  });

  async function salesFile(reply: FastifyReply, query: SalesReportQuery) {
    const report = await sales(query);
    const columns: Column[] = [
      { header: 'Period', key: 'period' },
      { header: groupTitle(query.groupBy), key: 'label' },
      { header: 'Bookings', key: 'bookings', number: true },
      { header: `Sales (${report.currency})`, key: 'sales', number: true },
      { header: `Income (${report.currency})`, key: 'income', number: true },
    ];
    const rows = [...report.rows, { period: 'Total', label: '', ...report.totals }];
    return sendReport(reply, `sales-${report.from}-${report.to}`, 'Sales', query.format, columns, rows);
  }

  async function sellThroughFile(reply: FastifyReply, query: SellThroughQuery) {
    const report = await sellThrough(query);
    const columns: Column[] = [
      { header: query.kind === 'hotel' ? 'Room type' : 'Flight segment', key: 'label' },
      { header: query.kind === 'hotel' ? 'Night' : 'Departure', key: 'date' },
      { header: 'Capacity', key: 'capacity', number: true },
      { header: 'Sold', key: 'sold', number: true },
    ];
    const rows = report.lines.flatMap((line) => line.cells.map((cell) => ({ label: line.label, ...cell })));
    return sendReport(reply, `sell-through-${query.kind}-${report.from}-${report.to}`, 'Sell-through', query.format, columns, rows);
  }

  async function adminDashboard(period: AdminDashboard['period']): Promise<AdminDashboard> {
    const ctx = await context();
    const day = today();
    const span = periodSpan(period, day);
    const monthStart = `${day.slice(0, 7)}-01`;
    const previousMonthStart = `${addDaysTo(monthStart, -1).slice(0, 7)}-01`;
    // The same days of the month before (to its last day when it is shorter).
    const sameDay = addDaysTo(previousMonthStart, Number(day.slice(8, 10)) - 1);
    const previousMonthEnd = sameDay < monthStart ? sameDay : addDaysTo(monthStart, -1);
    const yesterday = addDaysTo(day, -1);
    const earliest = span.from < previousMonthStart ? span.from : previousMonthStart;
    const [daily, series, byDestination, byAgency, attention, rooms, departures] = await Promise.all([
      dailyTotals(ctx, { from: earliest, to: day }),
      dailyByProduct(ctx, span).then((rows) => rows.map(({ bookings: _count, ...row }) => row)),
      totalsBy(ctx, span, 'destination', 10),
      totalsBy(ctx, span, 'agency', 10),
      attentionCounts(ctx, day),
      roomsSellingOut(db(), day, addDaysTo(day, 14), 2, 10),
      flightsSellingOut(db(), day, addDaysTo(day, 14), 2, 10),
    ]);
    const within = (from: string, to: string): Figures => sumFigures(daily.filter((d) => d.day >= from && d.day <= to));
    const compare = (now: Figures, before: Figures) => ({ ...now, previous: before });
    return {
      role: 'admin',
      currency: ctx.conversion.defaultCurrency,
      period,
      from: span.from,
      to: span.to,
      today: compare(within(day, day), within(yesterday, yesterday)),
      month: compare(within(monthStart, day), within(previousMonthStart, previousMonthEnd)),
      series,
      byDestination,
      byAgency: byAgency.map((a) => ({ ...a, id: a.id ?? 0 })),
      attention: { ...attention, sellingOut: [...rooms, ...departures].sort((a, b) => a.left - b.left || (a.date < b.date ? -1 : 1)).slice(0, 10) },
    };
  }

  async function agentDashboard(user: UserRow): Promise<AgentDashboard> {
    const ctx = await context();
    const day = today();
    const [months, trips, deadlines, account] = await Promise.all([
      agentMonths(ctx, user.id, day),
      upcomingTrips(ctx, user.id, day),
      openDeadlines(ctx, user.id, day),
      accountOf(db(), user, day),
    ]);
    return {
      role: 'agent',
      currency: ctx.conversion.defaultCurrency,
      months,
      upcomingTrips: trips,
      deadlines,
      account: { creditLimit: account.creditLimit, balance: account.balance, available: account.available },
    };
  }

  /** The report's days: the query's, by default the last 30 days to today. */
  const spanOf = (query: { from?: string; to?: string }) => {
    const to = query.to ?? today();
    return { from: query.from ?? addDaysTo(to, -29), to };
  };

  async function sales(query: SalesReportQuery) {
    const ctx = await context();
    const span = spanOf(query);
    const report = await salesReport(ctx, span, query.groupBy, query.period);
    return { ...span, groupBy: query.groupBy, period: query.period, currency: ctx.conversion.defaultCurrency, ...report };
  }

  async function sellThrough(query: SellThroughQuery) {
    const to = query.to ?? addDaysTo(today(), 29);
    const span = { from: query.from ?? today(), to };
    const lines =
      query.kind === 'hotel' ? await roomSellThrough(db(), span.from, span.to, query.id) : await flightSellThrough(db(), span.from, span.to, query.id);
    return { ...span, kind: query.kind, lines };
  }

  /** A report file's link: its single-use token must be an administrator's. */
  async function adminOfLink(token: string | undefined) {
    const user = await userOfDownloadToken(db(), token);
    if (!user) throw unauthorized('This download link is invalid or has expired.');
    if (user.role !== ROLE_ADMIN) throw forbidden('Only administrators may do this.');
    return user;
  }
}

const groupTitle = (group: string) => ({ product: 'Product', destination: 'Destination', agency: 'Agency', hotel: 'Hotel', flight: 'Flight' })[group] ?? group;

async function sendReport(
  reply: FastifyReply,
  name: string,
  title: string,
  format: 'json' | 'csv' | 'xlsx',
  columns: Column[],
  rows: Record<string, string | number>[],
) {
  const xlsx = format === 'xlsx';
  reply
    .header('content-type', xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.${xlsx ? 'xlsx' : 'csv'}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  return xlsx ? reportXlsx(title, columns, rows) : reportCsv(columns, rows);
}
