import { type SQL, sql } from 'drizzle-orm';
import { addDaysTo, BOOKING_STATUS, type DashboardPeriod, type ReportGroup, type ReportProduct } from '@travel/contracts';
import type { Db, DbOrTx } from '../../db/client';
import type { Conversion } from '../../lib/currency-conversion';
import { dec, moneyText, sum } from '../../lib/money';
import { loadConversion } from '../currency';
import { registeredProducts } from '../products';
import { locationNameOf, taxonomySlugOf } from '../reference';
import { userFieldOf } from '../users';
import { deadlineInstant } from './payment-deadline';
import { findStatuses } from './repo';
import { bookingItems, bookingReportLines, bookings } from './tables';

/**
 * The figures of the dashboard and the sales report (issue 35), computed in SQL over the bookings
 * created in a span of the agency's days (the created_at index narrows the rows; the day is then
 * taken in the agency's time zone). Money is in the default currency: each booking at its own
 * rate fixed at booking time (`default_rate`), else today's rate of its currency.
 *
 * - sales of a booking: its total, or its cancellation charge once cancelled;
 * - net: each live item's net (price_net x count x its net rate, rounded, plus its extras, which
 *   cost what they bring), as the booking page's income counts it; a cancelled booking has none;
 * - income = sales - net (administrators only);
 * - by product: each live item's amount (its cancellation cost when an agent cancelled it alone)
 *   and its income; what the items do not explain (the miscellaneous price, a cancelled
 *   booking's charge) is "other", so products always add up to the bookings' figures.
 */

export type Span = { from: string; to: string };
export type Scope = { agentId?: number };
export type Figures = { bookings: number; sales: string; income: string };

/** The booking's rate to the default currency, in SQL. */
function rateSql(conversion: Conversion): SQL {
  const known = Object.entries(conversion.rates).filter(([code, rate]) => /^[A-Z]{3}$/.test(code) && /^\d+(\.\d+)?$/.test(String(rate)));
  const cases = known.map(([code, rate]) => sql` when ${code} then ${String(rate)}::numeric`);
  return sql`coalesce(${bookings.defaultRate}, case ${bookings.currency} when ${conversion.defaultCurrency} then 1::numeric${sql.join(cases, sql``)} else 1::numeric end)`;
}

/** The agency's day of a report line. */
const daySql = (timeZone: string) => sql`(l.created_at at time zone ${timeZone})::date`;

/** The first instant of a day in the agency's time zone: the deadline job's local time, at 00:00. */
const dayStart = (day: string, timeZone: string) => deadlineInstant(day, '00:00', timeZone);

/**
 * Report lines of a kind made in the span (by the exact instants of the agency's first and last
 * day, on the kind and created_at index), of one agency when scoped.
 */
function linesIn(kind: 'booking' | 'item', span: Span, timeZone: string, scope: Scope): SQL {
  const from = dayStart(span.from, timeZone).toISOString();
  const to = dayStart(addDaysTo(span.to, 1), timeZone).toISOString();
  return sql`(select * from ${bookingReportLines} where ${bookingReportLines.kind} = ${kind}
    and ${bookingReportLines.createdAt} >= ${from}::timestamptz and ${bookingReportLines.createdAt} < ${to}::timestamptz
    ${scope.agentId ? sql`and ${bookingReportLines.agentId} = ${scope.agentId}` : sql``})`;
}

type Context = { db: DbOrTx; conversion: Conversion; timeZone: string; canceledId: number };

/**
 * What the reports read, made ready: the report lines of bookings that have none yet (written
 * outside a booking transaction: a migration of old data, a fixture) are written first.
 */
export async function reportContext(db: DbOrTx, conversion: Conversion, timeZone: string): Promise<Context> {
  const statuses = await findStatuses(db);
  const ctx = { db, conversion, timeZone, canceledId: statuses.booking(BOOKING_STATUS.canceled).id };
  const missing = sql`${bookings.id} > (select coalesce(max(${bookingReportLines.bookingId}), 0) from ${bookingReportLines})`;
  const [gap] = rowsOf(await db.execute(sql`select exists (select 1 from ${bookings} where ${missing}) as gap`));
  if (gap?.gap === true || gap?.gap === 't') {
    // One catch-up at a time (two reports at once would write the same bookings twice).
    const write = async (tx: DbOrTx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(35035)`);
      await writeReportLines({ ...ctx, db: tx }, missing, false);
    };
    if ('transaction' in db) await (db as Db).transaction(write);
    else await write(db);
  }
  return ctx;
}

/**
 * Per booking chosen by `where`: its sales and net in the default currency (a subquery), with its
 * creation time, agency and destination.
 */
function bookingFigures(ctx: Omit<Context, 'timeZone'>, where: SQL): SQL {
  const rate = rateSql(ctx.conversion);
  const canceled = sql`${bookings.bookingStatusId} = ${ctx.canceledId}`;
  return sql`(
    select ${bookings.id} as id, ${bookings.createdAt} as created_at, ${bookings.toLocationId} as to_id, ${bookings.agentId} as agent_id,
      round((case when ${canceled} then ${bookings.cancelTotal} else ${bookings.total} end) * ${rate}, 2) as sales,
      case when ${canceled} then 0 else coalesce(n.net, 0) * ${rate} end as net,
      ${rate} as rate, ${canceled} as canceled
    from ${bookings}
    left join (
      select ${bookingItems.bookingId} as booking_id,
        sum(round(coalesce(${bookingItems.priceNet}, 0) * ${bookingItems.count} * coalesce((${bookingItems.option} ->> 'netRate')::numeric, 1), 2) + ${bookingItems.extrasTotal}) as net
      from ${bookingItems}
      where ${bookingItems.bookingId} in (select ${bookings.id} from ${bookings} where ${where})
      group by ${bookingItems.bookingId}
    ) n on n.booking_id = ${bookings.id}
    where ${where}
  )`;
}

/** Per live item of the bookings of `b` (the CTE of bookingFigures): its product, hotel or flight, amount and net in the default currency. */
function itemFigures(): SQL {
  // Each product names its items' group (a hotel's id and name, a flight's): the core knows no product's columns.
  const item = sql.raw('i');
  const groups = registeredProducts().flatMap((product) => {
    const group = product.reportGroup?.(item);
    return group ? [{ type: product.type, ...group }] : [];
  });
  const byProduct = (part: 'key' | 'label') =>
    groups.length
      ? sql`case i.product_type ${sql.join(
          groups.map((g) => sql`when ${g.type} then ${g[part]}`),
          sql` `,
        )} else '' end`
      : sql`''`;
  return sql`(
    select i.booking_id as booking_id, i.product_type as product,
      ${byProduct('key')} as group_key,
      ${byProduct('label')} as label,
      round(coalesce(i.cancel_cost, i.total) * b.rate, 2) as sales,
      round((round(coalesce(i.price_net, 0) * i.count * coalesce((i.option ->> 'netRate')::numeric, 1), 2) + i.extras_total) * b.rate, 2) as net
    from ${bookingItems} i join b on b.id = i.booking_id
    where not b.canceled
  )`;
}

/**
 * Writes the report lines of the bookings `where` chooses (their old lines replaced when
 * `replace`): the booking line, an item line per live item, and an `other` line for what the
 * items do not explain.
 */
async function writeReportLines(ctx: Omit<Context, 'timeZone'>, where: SQL, replace: boolean) {
  if (replace) await ctx.db.delete(bookingReportLines).where(sql`${bookingReportLines.bookingId} in (select ${bookings.id} from ${bookings} where ${where})`);
  await ctx.db.execute(sql`
    insert into ${bookingReportLines} (booking_id, created_at, agent_id, to_location_id, kind, product, group_key, label, sales, net)
    with b as ${bookingFigures(ctx, where)}, i as ${itemFigures()},
    p as (select booking_id, sum(sales) as sales, sum(net) as net from i group by booking_id)
    select b.id, b.created_at, b.agent_id, b.to_id, 'booking', null, '', '', b.sales, b.net from b
    union all
    select i.booking_id, b.created_at, b.agent_id, b.to_id, 'item', i.product, i.group_key, i.label, i.sales, i.net from i join b on b.id = i.booking_id
    union all
    select b.id, b.created_at, b.agent_id, b.to_id, 'item', 'other', '', '', b.sales - coalesce(p.sales, 0), b.net - coalesce(p.net, 0)
    from b left join p on p.booking_id = b.id
    where b.sales - coalesce(p.sales, 0) <> 0 or b.net - coalesce(p.net, 0) <> 0`);
}

/** A booking's report lines written again, in the transaction of its change (create, save, cancel). */
export async function refreshReportLines(tx: DbOrTx, bookingId: number) {
  const statuses = await findStatuses(tx);
  const ctx = { db: tx, conversion: await loadConversion(tx), canceledId: statuses.booking(BOOKING_STATUS.canceled).id };
  await writeReportLines(ctx, sql`${bookings.id} = ${bookingId}`, true);
}

const text = (v: unknown) => (v === null || v === undefined ? '0' : String(v));
const money = (v: unknown) => moneyText(dec(text(v)));
type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

/** Bookings, sales and income per day of the span. */
export async function dailyTotals(ctx: Context, span: Span, scope: Scope = {}) {
  const result = await ctx.db.execute(sql`
    select ${daySql(ctx.timeZone)}::text as day, count(*)::int as bookings, sum(l.sales) as sales, sum(l.sales - l.net) as income
    from ${linesIn('booking', span, ctx.timeZone, scope)} l group by 1 order by 1`);
  return rowsOf(result).map((r) => ({ day: String(r.day), bookings: Number(r.bookings), sales: money(r.sales), income: money(r.income) }));
}

/** Bookings, sales and income per day and product of the span ("other": what the items do not explain). */
export async function dailyByProduct(ctx: Context, span: Span, scope: Scope = {}) {
  const result = await ctx.db.execute(sql`
    select ${daySql(ctx.timeZone)}::text as day, l.product as product,
      count(distinct l.booking_id) filter (where l.product <> 'other' or l.sales <> 0 or l.sales - l.net <> 0)::int as bookings,
      sum(l.sales) as sales, sum(l.sales - l.net) as income
    from ${linesIn('item', span, ctx.timeZone, scope)} l group by 1, 2 having sum(l.sales) <> 0 or sum(l.sales - l.net) <> 0 order by 1, 2`);
  return rowsOf(result).map((r) => ({
    date: String(r.day),
    product: String(r.product) as ReportProduct,
    bookings: Number(r.bookings),
    sales: money(r.sales),
    income: money(r.income),
  }));
}

/** The span's bookings grouped by destination or agency, biggest sales first. */
export async function totalsBy(ctx: Context, span: Span, by: 'destination' | 'agency', limit: number | null, scope: Scope = {}) {
  const key = by === 'destination' ? sql`l.to_location_id` : sql`l.agent_id`;
  const label = by === 'destination' ? locationNameOf<string | null>(sql`g.id`) : userFieldOf(sql`g.id`, 'companyName');
  const result = await ctx.db.execute(sql`
    select g.id, ${label} as name, g.bookings, g.sales, g.income from (
      select ${key} as id, count(*)::int as bookings, sum(l.sales) as sales, sum(l.sales - l.net) as income
      from ${linesIn('booking', span, ctx.timeZone, scope)} l group by ${key}
    ) g order by g.sales desc, g.id ${limit ? sql`limit ${limit}` : sql``}`);
  return rowsOf(result).map((r) => ({
    id: r.id === null ? null : Number(r.id),
    name: r.name === null || r.name === undefined ? (by === 'destination' ? 'No destination' : '') : String(r.name),
    bookings: Number(r.bookings),
    sales: money(r.sales),
    income: money(r.income),
  }));
}

/** Sums of some figures (exact). */
export const sumFigures = (rows: readonly Figures[]): Figures => ({
  bookings: rows.reduce((n, r) => n + r.bookings, 0),
  sales: moneyText(sum(rows.map((r) => dec(r.sales)))),
  income: moneyText(sum(rows.map((r) => dec(r.income)))),
});

const byLabel = new Intl.Collator('en');

/** The start of the ISO week (Monday), or the month, of a day. */
function periodOf(day: string, period: 'day' | 'week' | 'month'): string {
  if (period === 'day') return day;
  if (period === 'month') return day.slice(0, 7);
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return addDaysTo(day, -back);
}

/**
 * The sales report (admin): per period and group, bookings, sales and income. Product and hotel or
 * flight groups come from the items (a booking with two products counts in both); destination
 * and agency from the bookings.
 */
export async function salesReport(ctx: Context, span: Span, groupBy: ReportGroup, period: 'day' | 'week' | 'month') {
  let rows: { day: string; key: string; label: string; bookings: number; sales: string; income: string }[];
  // Grouped by period in the database (a year of 2,000 hotels is 24,000 rows by month, 700,000 by day).
  const day = daySql(ctx.timeZone);
  const periodSql =
    period === 'day' ? sql`${day}::text` : period === 'month' ? sql`to_char(${day}, 'YYYY-MM')` : sql`(${day} - (extract(isodow from ${day})::int - 1))::text`;
  if (groupBy === 'destination' || groupBy === 'agency') {
    const key = groupBy === 'destination' ? sql`l.to_location_id` : sql`l.agent_id`;
    const label = groupBy === 'destination' ? locationNameOf<string | null>(sql`g.key`) : userFieldOf(sql`g.key`, 'companyName');
    const result = await ctx.db.execute(sql`
      select g.day, g.key, ${label} as label, g.bookings, g.sales, g.income from (
        select ${periodSql} as day, ${key} as key, count(*)::int as bookings, sum(l.sales) as sales, sum(l.sales - l.net) as income
        from ${linesIn('booking', span, ctx.timeZone, {})} l group by 1, 2
      ) g`);
    rows = rowsOf(result).map((r) => ({
      day: String(r.day),
      key: r.key === null ? '' : String(r.key),
      label: r.label === null || r.label === undefined ? 'No destination' : String(r.label),
      bookings: Number(r.bookings),
      sales: text(r.sales),
      income: text(r.income),
    }));
  } else if (groupBy === 'product') {
    rows = (await dailyByProduct(ctx, span)).map((p) => ({
      day: p.date,
      key: p.product,
      label: p.product,
      bookings: p.bookings,
      sales: p.sales,
      income: p.income,
    }));
  } else {
    const result = await ctx.db.execute(sql`
      select ${periodSql} as day, l.group_key as key, max(l.label) as label, count(distinct l.booking_id)::int as bookings,
        sum(l.sales) as sales, sum(l.sales - l.net) as income
      from ${linesIn('item', span, ctx.timeZone, {})} l where l.product = ${groupBy} group by 1, 2`);
    rows = rowsOf(result).map((r) => ({
      day: String(r.day),
      key: String(r.key),
      label: String(r.label ?? ''),
      bookings: Number(r.bookings),
      sales: text(r.sales),
      income: text(r.income),
    }));
  }
  // Per period: the days' rows added up (exact decimals).
  const grouped = new Map<
    string,
    { period: string; key: string; label: string; bookings: number; sales: ReturnType<typeof dec>; income: ReturnType<typeof dec> }
  >();
  for (const r of rows) {
    const p = periodOf(r.day, period);
    const id = `${p}|${r.key}`;
    const known = grouped.get(id) ?? { period: p, key: r.key, label: r.label, bookings: 0, sales: dec(0), income: dec(0) };
    known.bookings += r.bookings;
    known.sales = known.sales.plus(r.sales);
    known.income = known.income.plus(r.income);
    grouped.set(id, known);
  }
  // Periods in order, biggest sales first (compared as numbers: 2 decimals are exact in a double at these sizes), then by name.
  const out = [...grouped.values()]
    .map((g) => ({ period: g.period, key: g.key, label: g.label, bookings: g.bookings, sales: moneyText(g.sales), income: moneyText(g.income) }))
    .sort((a, b) => (a.period === b.period ? Number(b.sales) - Number(a.sales) || byLabel.compare(a.label, b.label) : a.period < b.period ? -1 : 1));
  // Totals: bookings once each, whatever their groups.
  const totals = sumFigures(await dailyTotals(ctx, span));
  return { rows: out, totals };
}

/** What needs attention today (admin): items on request, unpaid bookings near their deadline, arrivals and departures of the next 7 days. */
export async function attentionCounts(ctx: Context, today: string) {
  const statuses = await findStatuses(ctx.db);
  const onRequestId = statuses.booking(BOOKING_STATUS.onRequest).id;
  const week = addDaysTo(today, 7);
  const soon = addDaysTo(today, 3);
  const result = await ctx.db.execute(sql`select
    (select count(*) from ${bookingItems} i join ${bookings} b on b.id = i.booking_id
      where i.booking_status_id = ${onRequestId} and b.booking_status_id <> ${ctx.canceledId})::int as on_request,
    (select count(*) from ${bookings} where ${bookings.accountStatus} = 'awaiting-payment' and ${bookings.bookingStatusId} <> ${ctx.canceledId}
      and ${bookings.paymentDeadline} between ${today}::date and ${soon}::date)::int as unpaid,
    (select count(*) from ${bookings} where ${bookings.startDate} between ${today}::date and ${week}::date and ${bookings.bookingStatusId} <> ${ctx.canceledId})::int as arrivals,
    (select count(*) from ${bookings} where ${bookings.endDate} between ${today}::date and ${week}::date and ${bookings.bookingStatusId} <> ${ctx.canceledId})::int as departures`);
  const [r] = rowsOf(result);
  return { onRequest: Number(r!.on_request), unpaidNearDeadline: Number(r!.unpaid), arrivals: Number(r!.arrivals), departures: Number(r!.departures) };
}

/** An agency's own figures per month of the last 12 (oldest first): bookings and sales, never income. */
export async function agentMonths(ctx: Context, agentId: number, today: string) {
  const first = `${addDaysTo(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
  let start = first;
  for (let i = 0; i < 10; i++) start = `${addDaysTo(start, -1).slice(0, 7)}-01`;
  const daily = await dailyTotals(ctx, { from: start, to: today }, { agentId });
  const months: { month: string; bookings: number; sales: string }[] = [];
  for (let m = start; m <= today; m = `${addDaysTo(`${m.slice(0, 7)}-28`, 4).slice(0, 7)}-01`) {
    const rows = daily.filter((d) => d.day.startsWith(m.slice(0, 7)));
    months.push({ month: m.slice(0, 7), bookings: rows.reduce((n, r) => n + r.bookings, 0), sales: moneyText(sum(rows.map((r) => dec(r.sales)))) });
  }
  return months;
}

/** The span of a dashboard period ending today. */
export const periodSpan = (period: DashboardPeriod, today: string): Span => ({ from: addDaysTo(today, -(Number.parseInt(period, 10) - 1)), to: today });

/** An agency's next trips (not cancelled), soonest first. */
export async function upcomingTrips(ctx: Context, agentId: number, today: string, limit = 10) {
  const result = await ctx.db.execute(sql`
    select ${bookings.id} as id, ${bookings.pnrs} as pnrs, ${bookings.startDate}::text as start_date, ${bookings.endDate}::text as end_date,
      ${locationNameOf<string | null>(bookings.toLocationId)} as destination, ${taxonomySlugOf(bookings.bookingStatusId)} as status
    from ${bookings}
    where ${bookings.agentId} = ${agentId} and ${bookings.startDate} >= ${today}::date and ${bookings.bookingStatusId} <> ${ctx.canceledId}
    order by ${bookings.startDate}, ${bookings.id} limit ${limit}`);
  return rowsOf(result).map((r) => ({
    bookingId: Number(r.id),
    pnrs: String(r.pnrs),
    startDate: String(r.start_date),
    endDate: String(r.end_date),
    destination: r.destination === null ? null : String(r.destination),
    status: String(r.status ?? ''),
  }));
}

/** An agency's bookings awaiting payment with a deadline from today on, soonest first, with what is left to pay. */
export async function openDeadlines(ctx: Context, agentId: number, today: string, limit = 10) {
  const result = await ctx.db.execute(sql`
    select ${bookings.id} as id, ${bookings.pnrs} as pnrs, ${bookings.paymentDeadline}::text as deadline, ${bookings.total} - ${bookings.paymentsSum} as outstanding, ${bookings.currency} as currency
    from ${bookings}
    where ${bookings.agentId} = ${agentId} and ${bookings.accountStatus} = 'awaiting-payment' and ${bookings.paymentDeadline} >= ${today}::date
      and ${bookings.bookingStatusId} <> ${ctx.canceledId}
    order by ${bookings.paymentDeadline}, ${bookings.id} limit ${limit}`);
  return rowsOf(result).map((r) => ({
    bookingId: Number(r.id),
    pnrs: String(r.pnrs),
    paymentDeadline: String(r.deadline),
    outstanding: money(r.outstanding),
    currency: String(r.currency),
  }));
}
