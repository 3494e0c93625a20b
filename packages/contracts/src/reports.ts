import { z } from 'zod';
import { isoDateSchema } from './common';

/**
 * The dashboard and the reports (issue 35; domain-rules §8: an agent never sees a net price or an
 * income). Money is decimal text in the default currency (bookings converted at their own rate,
 * fixed at booking time). "Sales" of a booking is its total, or its cancellation charge once
 * cancelled; "income" is sales less the items' net (administrators only). Days are the agency's.
 */

export const DASHBOARD_PERIODS = ['30d', '90d', '365d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const dashboardQuerySchema = z.object({
  period: z.preprocess((v) => (v === '' ? undefined : v), z.enum(DASHBOARD_PERIODS, { error: 'period must be 30d, 90d or 365d' }).default('30d')),
});

export const REPORT_PRODUCTS = ['hotel', 'flight', 'transfer', 'visa', 'tour', 'other'] as const;
export type ReportProduct = (typeof REPORT_PRODUCTS)[number];

const figures = { bookings: z.number(), sales: z.string(), income: z.string() };
const agentFigures = { bookings: z.number(), sales: z.string() };

/** A figure against the same span just before it. */
const compared = z.object({ ...figures, previous: z.object(figures) });

export const adminDashboardSchema = z.object({
  role: z.literal('admin'),
  currency: z.string(),
  period: z.enum(DASHBOARD_PERIODS),
  from: z.string(),
  to: z.string(),
  /** Today against yesterday. */
  today: compared,
  /** This month to today against the same days of the month before. */
  month: compared,
  /** Per day and product over the period (days without sales are left out). */
  series: z.array(z.object({ date: z.string(), product: z.enum(REPORT_PRODUCTS), sales: z.string(), income: z.string() })),
  /** The top 10 over the period. */
  byDestination: z.array(z.object({ id: z.number().nullable(), name: z.string(), ...figures })),
  byAgency: z.array(z.object({ id: z.number(), name: z.string(), ...figures })),
  attention: z.object({
    /** Items on request, waiting for the supplier. */
    onRequest: z.number(),
    /** Bookings awaiting payment with a deadline in the next 3 days. */
    unpaidNearDeadline: z.number(),
    arrivals: z.number(),
    departures: z.number(),
    /** Room type nights and flight departures of the next 14 days with 2 or fewer units left. */
    sellingOut: z.array(
      z.object({ kind: z.enum(['room', 'flight']), id: z.number(), name: z.string(), date: z.string(), left: z.number(), capacity: z.number() }),
    ),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const agentDashboardSchema = z.object({
  role: z.literal('agent'),
  currency: z.string(),
  /** The last 12 months, oldest first. */
  months: z.array(z.object({ month: z.string(), ...agentFigures })),
  upcomingTrips: z.array(
    z.object({ bookingId: z.number(), pnrs: z.string(), startDate: z.string(), endDate: z.string(), destination: z.string().nullable(), status: z.string() }),
  ),
  deadlines: z.array(z.object({ bookingId: z.number(), pnrs: z.string(), paymentDeadline: z.string(), outstanding: z.string(), currency: z.string() })),
  /** The agency's account (issue 31) in the default currency. */
  account: z.object({ creditLimit: z.string(), balance: z.string(), available: z.string() }),
});
export type AgentDashboard = z.infer<typeof agentDashboardSchema>;

export const dashboardSchema = z.discriminatedUnion('role', [adminDashboardSchema, agentDashboardSchema]);
export type Dashboard = z.infer<typeof dashboardSchema>;

export const REPORT_GROUPS = ['product', 'destination', 'agency', 'hotel', 'flight'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export const REPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;

const reportDates = {
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  format: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REPORT_FORMATS, { error: 'format must be json, csv or xlsx' }).default('json')),
  /** A download opened as a link carries a single-use token instead of the header. */
  token: z.string().max(200).optional(),
};

export const salesReportQuerySchema = z
  .object({
    ...reportDates,
    groupBy: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(REPORT_GROUPS, { error: 'groupBy must be product, destination, agency, hotel or flight' }).default('product'),
    ),
    period: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REPORT_PERIODS, { error: 'period must be day, week or month' }).default('month')),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'to must not be before from', path: ['to'] });
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(REPORT_GROUPS),
  period: z.enum(REPORT_PERIODS),
  currency: z.string(),
  rows: z.array(z.object({ period: z.string(), key: z.string(), label: z.string(), ...figures })),
  totals: z.object(figures),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

export const sellThroughQuerySchema = z
  .object({
    ...reportDates,
    kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['hotel', 'flight'], { error: 'kind must be hotel or flight' }).default('hotel')),
    /** A hotel's or a flight's id: its room types or segments only. */
    id: z.preprocess((v) => (v === '' || v === undefined ? undefined : v), z.coerce.number().int().positive().optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'to must not be before from', path: ['to'] });
export type SellThroughQuery = z.infer<typeof sellThroughQuerySchema>;

/** Units sold against capacity per hotel room type and night, or per flight segment and departure day: a heat map's cells. */
export const sellThroughSchema = z.object({
  from: z.string(),
  to: z.string(),
  kind: z.enum(['hotel', 'flight']),
  lines: z.array(
    z.object({
      id: z.number(),
      label: z.string(),
      cells: z.array(z.object({ date: z.string(), capacity: z.number(), sold: z.number() })),
    }),
  ),
});
export type SellThrough = z.infer<typeof sellThroughSchema>;
