import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { locations, taxonomies } from '../reference/tables';
import type { ItemSnapshot } from '../products';
import { users } from '../users/tables';

/** Money is exact: numeric(14,2), read as decimal text (domain-rules §1). */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A booking (account spec §3 Booking). Users it points to, and the hotels, room types, flights ... its
 * items' sale tables point to, cannot be deleted while it exists (no cascade): history is never lost.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** The reference shown to people, e.g. TB7K3Q9X (domain-rules §7). */
    pnrs: text('pnrs').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    bookingStatusId: integer('booking_status_id')
      .notNull()
      .references(() => taxonomies.id),
    paymentStatusId: integer('payment_status_id')
      .notNull()
      .references(() => taxonomies.id),
    currency: text('currency').notNull(),
    price: money('price').notNull().default('0'),
    extraPrice: money('extra_price').notNull().default('0'),
    total: money('total').notNull().default('0'),
    paymentsSum: money('payments_sum').notNull().default('0'),
    cancelTotal: money('cancel_total').notNull().default('0'),
    /** Asked additional requests, taxonomy id → title at booking time. */
    additionalRequests: jsonb('additional_requests').$type<Record<string, string>>().notNull().default({}),
    details: text('details'),
    note: text('note'),
    comment: text('comment'),
    /** The `fields.agent` value of the creation form, as sent. */
    agentField: text('agent_field'),
    toLocationId: integer('to_location_id').references(() => locations.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** sha256 of the creation request sent with the key: a reused key must carry the same request. */
    idempotencyHash: text('idempotency_hash'),
    /** True once an admin picked the payment status by hand; otherwise it follows the payments. */
    paymentStatusManual: boolean('payment_status_manual').notNull().default(false),
    /** Issue 31 (domain-rules §11): the day payment is due, in the agency's day; null outside an agency account. */
    paymentDeadline: date('payment_deadline'),
    /** 'charged' on the agency's account, or 'awaiting-payment' until its deadline; null outside an agency account. */
    accountStatus: text('account_status'),
    /** The booking's rate: 1 booking currency = defaultRate default currency, fixed at booking time. */
    defaultRate: numeric('default_rate', { precision: 20, scale: 10 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_pnrs').on(t.pnrs),
    uniqueIndex('bookings_idempotency').on(t.agentId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('bookings_agent_created').on(t.agentId, t.createdAt, t.id),
    index('bookings_created').on(t.createdAt, t.id),
    index('bookings_start').on(t.startDate),
    index('bookings_deadline').on(t.paymentDeadline).where(sql`${t.paymentDeadline} is not null`),
    check('bookings_account_status', sql`${t.accountStatus} in ('charged', 'awaiting-payment')`),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;

export const bookingItems = pgTable(
  'booking_items',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    bookingStatusId: integer('booking_status_id')
      .notNull()
      .references(() => taxonomies.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    price: money('price').notNull(),
    priceNet: money('price_net'),
    priceNetCurrency: text('price_net_currency'),
    currency: text('currency').notNull(),
    count: integer('count').notNull().default(1),
    total: money('total').notNull(),
    /** What a flight item's paid extras add: total = price x count + extrasTotal (domain-rules §5.1). */
    extrasTotal: money('extras_total').notNull().default('0'),
    passengerIds: jsonb('passenger_ids').$type<string[]>().notNull().default([]),
    details: text('details'),
    externalPnr: text('external_pnr'),
    supplierReference: text('supplier_reference'),
    /** What was sold, frozen at booking time by the item's product (names may change later). */
    option: jsonb('option').$type<ItemSnapshot>(),
    /** Name of a non-hotel item added by hand (transfer, visa): e.g. 'Airport transfer, sedan'. */
    title: text('title'),
    /** Stored media keys of the documents an admin attached to the item (vouchers, tickets). */
    files: jsonb('files').$type<string[]>().notNull().default([]),
    /**
     * What cancelling this one item cost, when an agent canceled it alone from its booking (the
     * cost of its policy row covering that day, docs/decisions.md "an agent cancels one item");
     * the booking's price then counts it instead of the item's total. Null otherwise, including
     * an administrator's hand status change (the admin sets the prices by hand).
     */
    cancelCost: numeric('cancel_cost', { precision: 12, scale: 2 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_items_booking').on(t.bookingId),
    check('booking_items_product_type', sql`${t.productType} in ('hotel', 'flight', 'transfer', 'visa', 'tour')`),
    check('booking_items_count', sql`${t.count} >= 1`),
  ],
);
export type BookingItemRow = typeof bookingItems.$inferSelect;

export const bookingPassengers = pgTable(
  'booking_passengers',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** passenger1, passenger2 ... as the items' passengerIds name them. */
    key: text('key').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date').notNull(),
    ageType: text('age_type').notNull(),
    age: integer('age'),
    fields: jsonb('fields').$type<Record<string, string | number | boolean>>().notNull().default({}),
    passportFile: text('passport_file'),
    photoFile: text('photo_file'),
  },
  (t) => [
    uniqueIndex('booking_passengers_key').on(t.bookingId, t.key),
    check('booking_passengers_age_type', sql`${t.ageType} in ('adult', 'child', 'infant')`),
  ],
);
export type BookingPassengerRow = typeof bookingPassengers.$inferSelect;

/** Concrete cancellation rows of an item (domain-rules §7), made at booking time. */
export const bookingCancellationPolicies = pgTable(
  'booking_cancellation_policies',
  {
    id: serial('id').primaryKey(),
    bookingItemId: integer('booking_item_id')
      .notNull()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    cost: money('cost').notNull(),
    currencyCost: text('currency_cost').notNull(),
  },
  (t) => [index('booking_cancellation_policies_item').on(t.bookingItemId, t.dateFrom)],
);

export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    payDate: date('pay_date').notNull(),
    method: text('method').notNull(),
    originalAmount: money('original_amount').notNull(),
    originalCurrency: text('original_currency').notNull(),
    /** In the default currency (account spec §3 Payment). */
    paidAmount: money('paid_amount').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('booking_payments_booking').on(t.bookingId, t.payDate), check('booking_payments_method', sql`${t.method} in ('cash', 'bank')`)],
);

/** Audit trail of a booking: who, when, what (domain-rules §7). */
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('booking_history_booking').on(t.bookingId, t.at)],
);

/** Comments on a booking (account spec: Comments section; name, date, comment). */
export const bookingComments = pgTable(
  'booking_comments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_comments_booking').on(t.bookingId, t.createdAt)],
);

/**
 * A booking's figures as the dashboard and the reports sum them (issue 35, bookings/reports.ts),
 * written in the transaction of every change of the booking: one `booking` line (sales and net
 * in the default currency), one `item` line per live item (its product, hotel or flight, amount
 * and net) and an `item` line of product `other` for what the items do not explain. A report
 * then sums narrow indexed rows instead of working out every booking from its items.
 */
export const bookingReportLines = pgTable(
  'booking_report_lines',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The booking's creation time: the report's day is taken from it in the agency's time zone. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    agentId: integer('agent_id').notNull(),
    toLocationId: integer('to_location_id'),
    kind: text('kind').$type<'booking' | 'item'>().notNull(),
    product: text('product'),
    groupKey: text('group_key').notNull().default(''),
    label: text('label').notNull().default(''),
    sales: numeric('sales', { precision: 14, scale: 2 }).notNull(),
    net: numeric('net').notNull(),
  },
  (t) => [index('booking_report_lines_kind_created').on(t.kind, t.createdAt), index('booking_report_lines_booking').on(t.bookingId)],
);
