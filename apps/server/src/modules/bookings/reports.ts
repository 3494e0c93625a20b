import { type SQL, sql } from 'drizzle-orm';
import { addDaysTo, BOOKING_STATUS, type DashboardPeriod, type ReportGroup, type ReportProduct } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import type { Conversion } from '../../lib/currency-conversion';
import { dec, moneyText, sum } from '../../lib/money';
import { locationNameOf, taxonomySlugOf } from '../reference/service';
import { userFieldOf } from '../users/service';
import { findStatuses } from './repo';
import { bookingItems, bookings } from './tables';

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

/** The agency's day of a booking. */
const daySql = (timeZone: string) => sql`(${bookings.createdAt} at time zone ${timeZone})::date`;

/**
 * The first instant of a day in the agency's time zone: the UTC midnight moved by the zone's
 * offset (found by asking which day and hour that UTC midnight is there), checked once more across
 * a change of offset.
 */
export function dayStart(day: string, timeZone: string): Date {
  let instant = new Date(`${day}T00:00:00Z`);
  for (let i = 0; i < 2; i++) {
    const shown = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .reduce<Record<string, string>>((parts, p) => ({ ...parts, [p.type]: p.value }), {});
    const asUtc = Date.parse(`${shown.year}-${shown.month}-${shown.day}T${shown.hour}:${shown.minute}:00Z`);
    instant = new Date(instant.getTime() - (asUtc - Date.parse(`${day}T00:00:00Z`)));
  }
  return instant;
}

/**
 * Bookings created in the span: the exact instants of the agency's first and last day, so the
 * created_at index (and the planner's estimate) serve the range as it is.
 */
function inSpan(span: Span, timeZone: string, scope: Scope): SQL {
  const from = dayStart(span.from, timeZone).toISOString();
  const to = dayStart(addDaysTo(span.to, 1), timeZone).toISOString();
  return sql`${bookings.createdAt} >= ${from}::timestamptz and ${bookings.createdAt} < ${to}::timestamptz
    ${scope.agentId ? sql`and ${bookings.agentId} = ${scope.agentId}` : sql``}`;
}

type Context = { db: DbOrTx; conversion: Conversion; timeZone: string; canceledId: number };

export async function reportContext(db: DbOrTx, conversion: Conversion, timeZone: string): Promise<Context> {
  const statuses = await findStatuses(db);
  return { db, conversion, timeZone, canceledId: statuses.booking(BOOKING_STATUS.canceled).id };
}

/**
 * Per booking in the span: its day, destination, agency, sales and net in the default currency (a
 * subquery). The items' nets are summed once for the span's bookings (a hash join), not looked up
 * booking by booking.
 */
function bookingFigures(ctx: Context, span: Span, scope: Scope): SQL {
  const rate = rateSql(ctx.conversion);
  const canceled = sql`${bookings.bookingStatusId} = ${ctx.canceledId}`;
  return sql`(
    select ${bookings.id} as id, ${daySql(ctx.timeZone)} as day, ${bookings.toLocationId} as to_id, ${bookings.agentId} as agent_id,
      round((case when ${canceled} then ${bookings.cancelTotal} else ${bookings.total} end) * ${rate}, 2) as sales,
      case when ${canceled} then 0 else coalesce(n.net, 0) * ${rate} end as net,
      ${rate} as rate, ${canceled} as canceled
    from ${bookings}
    left join (
      select ${bookingItems.bookingId} as booking_id,
        sum(round(coalesce(${bookingItems.priceNet}, 0) * ${bookingItems.count} * coalesce((${bookingItems.option} ->> 'netRate')::numeric, 1), 2) + ${bookingItems.extrasTotal}) as net
      from ${bookingItems}
      where ${bookingItems.bookingId} in (select ${bookings.id} from ${bookings} where ${inSpan(span, ctx.timeZone, scope)})
      group by ${bookingItems.bookingId}
    ) n on n.booking_id = ${bookings.id}
    where ${inSpan(span, ctx.timeZone, scope)}
  )`;
}

/** Per live item of the bookings of `b` (the CTE of bookingFigures): its booking, day, product, hotel or flight, amount and net in the default currency. */
function itemFigures(): SQL {
  return sql`(
    select i.booking_id as booking_id, b.day as day, i.product_type as product,
      coalesce(i.option ->> 'hotelName', '') as hotel_name, i.hotel_id as hotel_id,
      (i.option ->> 'flightId') as flight_id, coalesce(i.option ->> 'flightName', '') as flight_name,
      round(coalesce(i.cancel_cost, i.total) * b.rate, 2) as sales,
      round((round(coalesce(i.price_net, 0) * i.count * coalesce((i.option ->> 'netRate')::numeric, 1), 2) + i.extras_total) * b.rate, 2) as net
    from ${bookingItems} i join b on b.id = i.booking_id
    where not b.canceled
  )`;
}

const text = (v: unknown) => (v === null || v === undefined ? '0' : String(v));
const money = (v: unknown) => moneyText(dec(text(v)));
type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

/** Bookings, sales and income per day of the span. */
export async function dailyTotals(ctx: Context, span: Span, scope: Scope = {}) {
  const result = await ctx.db.execute(sql`
    select b.day::text as day, count(*)::int as bookings, sum(b.sales) as sales, sum(b.sales - b.net) as income
    from ${bookingFigures(ctx, span, scope)} b group by b.day order by b.day`);
  return rowsOf(result).map((r) => ({ day: String(r.day), bookings: Number(r.bookings), sales: money(r.sales), income: money(r.income) }));
}

/** Bookings, sales and income per day and product of the span ("other": what the items do not explain). */
export async function dailyByProduct(ctx: Context, span: Span, scope: Scope = {}) {
  const result = await ctx.db.execute(sql`
    with b as ${bookingFigures(ctx, span, scope)}, i as ${itemFigures()},
    per_booking as (select booking_id, sum(sales) as sales, sum(net) as net from i group by booking_id)
    select day::text as day, product, count(distinct booking_id) filter (where product <> 'other' or sales <> 0 or income <> 0)::int as bookings,
      sum(sales) as sales, sum(income) as income from (
      select i.booking_id, i.day, i.product, i.sales, i.sales - i.net as income from i
      union all
      select b.id, b.day, 'other' as product, b.sales - coalesce(p.sales, 0), (b.sales - b.net) - (coalesce(p.sales, 0) - coalesce(p.net, 0))
      from b left join per_booking p on p.booking_id = b.id
    ) x group by day, product having sum(sales) <> 0 or sum(income) <> 0 order by day, product`);
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
  const key = by === 'destination' ? sql`b.to_id` : sql`b.agent_id`;
  const label = by === 'destination' ? locationNameOf<string | null>(sql`b.to_id`) : userFieldOf(sql`b.agent_id`, 'companyName');
  const result = await ctx.db.execute(sql`
    select ${key} as id, ${label} as name, count(*)::int as bookings, sum(b.sales) as sales, sum(b.sales - b.net) as income
    from ${bookingFigures(ctx, span, scope)} b group by ${key} order by sum(b.sales) desc, ${key} ${limit ? sql`limit ${limit}` : sql``}`);
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
  if (groupBy === 'destination' || groupBy === 'agency') {
    const key = groupBy === 'destination' ? sql`b.to_id` : sql`b.agent_id`;
    const label = groupBy === 'destination' ? locationNameOf<string | null>(sql`b.to_id`) : userFieldOf(sql`b.agent_id`, 'companyName');
    const result = await ctx.db.execute(sql`
      select b.day::text as day, ${key} as key, ${label} as label, count(*)::int as bookings, sum(b.sales) as sales, sum(b.sales - b.net) as income
      from ${bookingFigures(ctx, span, {})} b group by b.day, ${key}`);
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
    const key = groupBy === 'hotel' ? sql`coalesce(i.hotel_id::text, '')` : sql`coalesce(i.flight_id, '')`;
    const label = groupBy === 'hotel' ? sql`max(i.hotel_name)` : sql`max(i.flight_name)`;
    const result = await ctx.db.execute(sql`
      with b as ${bookingFigures(ctx, span, {})}, i as ${itemFigures()}
      select i.day::text as day, ${key} as key, ${label} as label, count(distinct i.booking_id)::int as bookings, sum(i.sales) as sales, sum(i.sales - i.net) as income
      from i where i.product = ${groupBy} group by i.day, ${key}`);
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
  const out = [...grouped.values()]
    .sort((a, b) => (a.period === b.period ? b.sales.comparedTo(a.sales) || a.label.localeCompare(b.label) : a.period < b.period ? -1 : 1))
    .map((g) => ({ period: g.period, key: g.key, label: g.label, bookings: g.bookings, sales: moneyText(g.sales), income: moneyText(g.income) }));
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
