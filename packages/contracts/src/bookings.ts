import { z } from 'zod';
import { isRealDate, optionalText, paged, requiredText } from './common';
import { ADULT_AGE, birthDateBounds, PASSENGER_TITLES } from './passengers';
import { MAX_CHILD_AGE } from './search';
import { bookedFlightExtraSchema, bookedFlightSegmentSchema, flightBookingPartsShape } from './flight-search';
import { bookedVisaSchema } from './visa-search';
import { bookedTourSchema } from './tours';
import { bookedTransferSchema, transferDetailsSchema } from './transfer-search';

export * from './booking-totals';

/**
 * Bookings (account spec §3 Booking entities, §5, §7; storefront spec §3-§4; domain-rules §1,
 * §6-§8). Money travels as decimal text with exactly two decimals ("643.50").
 */

export const PRODUCT_TYPES = ['hotel', 'flight', 'transfer', 'visa', 'tour'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const AGE_TYPES = ['adult', 'child', 'infant'] as const;
export const PAYMENT_METHODS = ['cash', 'bank'] as const;
export const BOOKING_STATUS = { pending: 'pending', onRequest: 'on-request', confirmed: 'confirmed', canceled: 'canceled' } as const;
export const PAYMENT_STATUS = { notPaid: 'not-paid', partiallyPaid: 'partially-paid', paid: 'paid' } as const;
export const IDEMPOTENCY_KEY_MAX = 200;
/** Passenger files of the creation form: `files[passport][passenger1]`, `files[photo][passenger1]`. */
export const PASSENGER_FILE_KINDS = ['passport', 'photo'] as const;
export type PassengerFileKind = (typeof PASSENGER_FILE_KINDS)[number];
export const passengerFileField = (kind: PassengerFileKind, passengerId: string) => `files[${kind}][${passengerId}]`;

const PASSENGER_KEY = /^passenger\d{1,3}$/;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** YYYY-MM-DD of `date` shifted by whole years (UTC). */
function yearsBefore(date: string, years: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}
/**
 * A calendar date YYYY-MM-DD that exists (2001-02-30 does not), one message for every way it fails.
 * `format: 'date'` marks it in the schema's JSON Schema, where the booking-dates test finds every
 * date field of the booking body.
 */
const realDateSchema = (required = 'is required') => z.string({ error: required }).refine(isRealDate, 'must be a date YYYY-MM-DD').meta({ format: 'date' });

type Scalar = string | number | boolean;
/** Keys of a passenger card that are not extra fields (files travel as parts; ids are the map keys). */
const NOT_EXTRA_FIELDS = new Set(['passport', 'photo', 'files', 'fields', 'id', 'isNew']);

/**
 * A passenger card. Title, names, birth date, age type and age are columns; any other field the
 * server asked for (passenger fields, storefront §3) is kept in `fields` when it is a plain value.
 */
export const bookingPassengerSchema = z
  .object({
    title: z.preprocess(
      blankToUndefined,
      z.enum(PASSENGER_TITLES as [string, ...string[]], { error: `must be one of ${PASSENGER_TITLES.join(', ')}` }).optional(),
    ),
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    birthDate: realDateSchema('Birth date is required'),
    ageType: z.enum(AGE_TYPES, { error: 'must be adult, child or infant' }),
    age: z.preprocess(blankToUndefined, z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(120).optional()),
  })
  .catchall(z.unknown())
  .transform(({ title, firstName, lastName, birthDate, ageType, age, ...rest }) => {
    const fields: Record<string, Scalar> = {};
    for (const [key, value] of Object.entries(rest)) {
      if (NOT_EXTRA_FIELDS.has(key) || key.length > 50) continue;
      if (typeof value === 'string') fields[key] = value.slice(0, 500);
      else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
    }
    return { title, firstName, lastName, birthDate, ageType, age, fields };
  });
export type BookingPassengerInput = z.output<typeof bookingPassengerSchema>;

/**
 * The birth-date rule of account spec §5, checked against the first night of the stay
 * (docs/decisions.md): an adult is 2 to 100 years old, a child of stated age a is exactly a
 * whole years old (so is an adult booked with the age the search gave), an infant is under 2.
 * No birth date lies after `today`. Null when fine.
 */
export function birthDateProblem(
  passenger: { birthDate: string; ageType: (typeof AGE_TYPES)[number]; age?: number | null },
  stayStart: string,
  today: string,
): { field: 'birthDate' | 'age'; message: string } | null {
  const { birthDate, ageType, age } = passenger;
  // A date that is not one ("soon", 2026-02-30) is its field's own 400; the rule needs two real dates.
  if (!isRealDate(birthDate) || !isRealDate(stayStart)) return null;
  if (birthDate > today) return { field: 'birthDate', message: 'must not be in the future' };
  if (ageType === 'adult' && age !== undefined && age !== null) {
    // A 12 to 17-year-old of the search is an adult by the one age rule (passengers.ts ageTypeOf) and keeps the age.
    const { min, max } = birthDateBounds('adult', age, stayStart);
    if (birthDate < min || birthDate > max) return { field: 'birthDate', message: `a passenger of ${age} must be ${age} years old on ${stayStart}` };
    return null;
  }
  if (ageType === 'adult') {
    const { min, max } = birthDateBounds('adult', null, stayStart);
    if (birthDate < min || birthDate > max)
      return { field: 'birthDate', message: `an adult must be ${ADULT_AGE.min} to ${ADULT_AGE.max} years old on ${stayStart}` };
    return null;
  }
  if (ageType === 'infant') {
    if (birthDate <= yearsBefore(stayStart, 2)) return { field: 'birthDate', message: `an infant must be under 2 years old on ${stayStart}` };
    return null;
  }
  if (age === undefined || age === null) return { field: 'age', message: 'is required for a child' };
  if (age < 2 || age > MAX_CHILD_AGE) return { field: 'age', message: `a child is 2 to ${MAX_CHILD_AGE} years old (under 2 is an infant)` };
  const { min, max } = birthDateBounds('child', age, stayStart);
  if (birthDate < min || birthDate > max) return { field: 'birthDate', message: `a child of ${age} must be ${age} years old on ${stayStart}` };
  return null;
}

const bookingItemInputSchema = z.object({
  // Which products sell online is the server's product registry: it refuses the others by name.
  productType: z.enum(PRODUCT_TYPES, { error: 'must be hotel, flight, transfer, visa or tour' }),
  hash: z.string({ error: 'hash is required' }).min(1, 'hash is required').max(4000),
  passengerIds: z.array(z.string(), { error: 'passengerIds is required' }).min(1, 'name at least one passenger'),
  /** Transfer items only (required there): the arrival flight and time, the departure ones optionally (domain-rules §5.2). */
  transferDetails: transferDetailsSchema.optional(),
  /** Tour items only (required there): the day of the excursion, one of the option's `dates` (issue 28). */
  tourDate: realDateSchema('tourDate is required').optional(),
});

/** Additional requests: `{ [taxonomyId]: 1 }`; 0 / false / '' mean not asked. */
const additionalRequestsSchema = z
  .record(z.string().regex(/^\d+$/, 'keys must be ids'), z.union([z.literal(1), z.literal(0), z.literal('1'), z.literal('0'), z.boolean(), z.literal('')]))
  .transform((map) =>
    Object.keys(map)
      .filter((key) => map[key] === 1 || map[key] === '1' || map[key] === true)
      .map(Number),
  );

/**
 * The `booking` JSON part of `POST bookings` (account spec §3 Booking parameters, §7). Prices
 * are never read from it: every item is re-priced from its signed hash (domain-rules §7).
 * `today` (the server's clock, in the agency's time zone) bounds the birth dates.
 */
export const bookingCreateRequestSchema = (today: string) =>
  z
    .object({
      passengers: z
        .record(z.string().regex(PASSENGER_KEY, 'keys must be passenger1, passenger2 ...'), bookingPassengerSchema, { error: 'passengers is required' })
        .refine((p) => Object.keys(p).length > 0, 'name at least one passenger'),
      fields: z
        .object({
          comment: optionalText(2000),
          agent: z.preprocess(
            blankToUndefined,
            z.coerce.number({ error: 'must be an agency id' }).int('must be an agency id').positive('must be an agency id').optional(),
          ),
          additionalRequests: z.preprocess(blankToUndefined, additionalRequestsSchema.optional()),
        })
        .default({ comment: undefined, agent: undefined, additionalRequests: undefined }),
      booking: z.object(
        {
          bookingItems: z.array(bookingItemInputSchema, { error: 'bookingItems is required' }).min(1, 'choose at least one room').max(20, 'at most 20 items'),
          passengersByRoom: z.array(z.array(z.string())).default([]),
        },
        { error: 'booking is required' },
      ),
      searchParams: z.object(
        {
          startDate: realDateSchema('startDate is required'),
          endDate: realDateSchema('endDate is required'),
          toId: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
        },
        { error: 'searchParams is required' },
      ),
      // The flight item's choices (account spec §3): fares per segment, extras per passenger.
      ...flightBookingPartsShape,
    })
    .superRefine((value, ctx) => {
      for (const [key, passenger] of Object.entries(value.passengers)) {
        const problem = birthDateProblem(passenger, value.searchParams.startDate, today);
        if (problem) ctx.addIssue({ code: 'custom', path: ['passengers', key, problem.field], message: problem.message });
      }
      const known = (id: string) => Object.hasOwn(value.passengers, id);
      const inRoom = new Map<string, number>();
      // A passenger is named once per product: a guest of one room, and also of the booking's visa (domain-rules §5.3).
      // Tours are the exception (issue 28): a passenger takes several excursions, so once per tour item.
      const named = new Map<string, number>();
      value.booking.bookingItems.forEach((item, i) => {
        item.passengerIds.forEach((id, j) => {
          const path = ['booking', 'bookingItems', i, 'passengerIds', j];
          const key = item.productType === 'tour' ? `tour${i}|${id}` : `${item.productType}|${id}`;
          if (!known(id)) ctx.addIssue({ code: 'custom', path, message: `passenger ${id} not found in passengers` });
          else if (named.has(key)) ctx.addIssue({ code: 'custom', path, message: `${id} is already a guest of bookingItems.${named.get(key)}` });
          else {
            named.set(key, i);
            if (!inRoom.has(id)) inRoom.set(id, i);
          }
        });
      });
      value.booking.passengersByRoom.forEach((room, i) => {
        room.forEach((id, j) => {
          if (!known(id)) ctx.addIssue({ code: 'custom', path: ['booking', 'passengersByRoom', i, j], message: `passenger ${id} not found in passengers` });
        });
      });
      for (const key of Object.keys(value.passengers)) {
        if (!inRoom.has(key)) ctx.addIssue({ code: 'custom', path: ['passengers', key], message: 'is a guest of no booking item' });
      }
      value.booking.bookingItems.forEach((item, i) => {
        const path = ['booking', 'bookingItems', i, 'transferDetails'];
        if (item.productType === 'transfer' && !item.transferDetails)
          ctx.addIssue({ code: 'custom', path: [...path, 'arrivalFlightNumber'], message: 'is required for a transfer (the arrival flight number and time)' });
        if (item.productType !== 'transfer' && item.transferDetails)
          ctx.addIssue({ code: 'custom', path, message: 'is given but this booking item is not a transfer' });
        const datePath = ['booking', 'bookingItems', i, 'tourDate'];
        if (item.productType === 'tour' && !item.tourDate)
          ctx.addIssue({ code: 'custom', path: datePath, message: 'is required for a tour (the day of the excursion)' });
        if (item.productType !== 'tour' && item.tourDate)
          ctx.addIssue({ code: 'custom', path: datePath, message: 'is given but this booking item is not a tour' });
      });
      const flights = value.booking.bookingItems.filter((item) => item.productType === 'flight').length;
      if (flights > 1) ctx.addIssue({ code: 'custom', path: ['booking', 'bookingItems'], message: 'a booking holds at most one flight' });
      if (flights === 1 && !value.flight) ctx.addIssue({ code: 'custom', path: ['flight'], message: 'is required with a flight item (its fare per segment)' });
      if (flights === 0 && value.flight) ctx.addIssue({ code: 'custom', path: ['flight'], message: 'is given but no booking item is a flight' });
      for (const list of ['flightBaggageList', 'flightMealsList', 'flightSeatsList'] as const) {
        if (flights === 0 && value[list].length) ctx.addIssue({ code: 'custom', path: [list], message: 'is given but no booking item is a flight' });
        value[list].forEach((choice, i) => {
          if (!known(choice.passengerId))
            ctx.addIssue({ code: 'custom', path: [list, i, 'passengerId'], message: `passenger ${choice.passengerId} not found in passengers` });
        });
      }
    });
export type BookingCreateRequest = z.output<ReturnType<typeof bookingCreateRequestSchema>>;

export const bookingCreatedSchema = z.object({
  id: z.number(),
  pnrs: z.string(),
  bookingStatus: z.object({ id: z.number(), title: z.string(), slug: z.string() }),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

// ---------------------------------------------------------------- list

const optionalId = z.preprocess(
  (v) => (v === '' || v === null || v === 'null' || v === 'all' ? undefined : v),
  z.coerce.number({ error: 'must be an id' }).int('must be an id').positive('must be an id').optional(),
);
const optionalDate = z.preprocess(blankToUndefined, realDateSchema().optional());
const optionalSearch = z.preprocess(blankToUndefined, z.string().trim().max(100, 'is too long').optional());

/** `GET bookings` filters (account spec §2 My Bookings, §7). agentId is read for admins only. */
export const bookingListQuerySchema = z.object({
  page: z.coerce.number({ error: 'must be a page number' }).int().min(1, 'must be a page number').default(1),
  bookingStartDate: optionalDate,
  bookingEndDate: optionalDate,
  travelStartDate: optionalDate,
  travelEndDate: optionalDate,
  bookingStatusId: optionalId,
  paymentStatusId: optionalId,
  productType: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(PRODUCT_TYPES, { error: 'must be hotel, flight, transfer, visa or tour' }).optional(),
  ),
  destinationLocationId: optionalId,
  hotelId: optionalId,
  agentId: optionalId,
  bookingCode: optionalSearch,
  passengerName: optionalSearch,
  /** Issue 31: '3' keeps the bookings not paid in full whose payment deadline is within 3 days (or past). */
  deadlineWithin: z.preprocess(blankToUndefined, z.coerce.number({ error: 'must be a number of days' }).int().min(0).max(60).optional()),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

const status = z.object({ id: z.number(), title: z.string(), slug: z.string() });
const paymentStatus = z.object({ id: z.number(), title: z.string(), slug: z.string() });
const money = z.string();

export const bookingListItemSchema = z.object({
  id: z.number(),
  pnrs: z.string(),
  /** Admin only: absent for an agent. */
  agent: z.object({ id: z.number(), companyName: z.string() }).optional(),
  productTitles: z.array(z.string()),
  passengerName: z.string(),
  bookingStatus: status,
  paymentStatus,
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  total: money,
  currency: z.string(),
  remaining: money,
  /** Only while show_booking_equivalent_accounting_currency is on: the balance in the accounting currency (null without a rate). */
  accountingCurrency: z.string().optional(),
  accountingRemaining: money.nullable().optional(),
  /** Issue 31: the day payment is due (domain-rules §11); null for a booking outside an agency account. */
  paymentDeadline: z.string().nullable().optional(),
  accountStatus: z.enum(['charged', 'awaiting-payment']).nullable().optional(),
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;
export const bookingListSchema = paged(bookingListItemSchema);

// ---------------------------------------------------------------- view

export const cancellationPolicyRowSchema = z.object({ id: z.number(), dateFrom: z.string(), dateTo: z.string(), cost: money, currencyCost: z.string() });
export type CancellationPolicyRow = z.infer<typeof cancellationPolicyRowSchema>;

/**
 * What every booking item shows, whatever its product (account spec §3 Booking item). The
 * product's own detail is its variant's (issue 28: no hotel fields on a visa).
 */
const bookingItemBaseSchema = z.object({
  id: z.number(),
  passengerIds: z.array(z.string()),
  bookingStatusId: z.number(),
  bookingStatus: status,
  startDate: z.string(),
  endDate: z.string(),
  price: money,
  currency: z.string(),
  count: z.number(),
  total: money,
  details: z.string().nullable(),
  cancellationPolicies: z.array(cancellationPolicyRowSchema),
  /**
   * What cancelling this item alone cost, stored when an agent canceled it from its booking
   * (the cost of its policy row covering that day); the booking's price counts it instead of the
   * item's total. Null when the item was not canceled that way (live, or canceled by an
   * administrator's status change or with the whole booking).
   */
  cancelCost: money.nullable(),
  /**
   * The item's own status control for an agent: true when the caller is not an administrator and
   * may cancel this one item today (booking and item not canceled, its service not started, and
   * another live item left on the booking). Administrators change statuses with their select.
   */
  canCancel: z.boolean(),
  /** Admin only: absent for an agent (domain-rules §8). */
  priceNet: money.optional(),
  priceNetCurrency: z.string().optional(),
  externalPnr: z.string().nullable().optional(),
  supplierReference: z.string().nullable().optional(),
  /** A hand-added item's name (Add Booking's title line). */
  title: z.string().nullable().optional(),
  /** Documents an admin attached (served behind the booking's access check). */
  files: z.array(z.object({ key: z.string(), url: z.string() })).optional(),
});

/** A hotel room: hotel, room type, meal, occupancy, offers and the price of each night. */
export const hotelBookingItemSchema = bookingItemBaseSchema.extend({
  productType: z.literal('hotel'),
  hotel: z.object({ id: z.number().nullable(), name: z.string() }),
  roomType: z.object({ id: z.number().nullable(), title: z.string() }),
  /** The room type's taxonomy entry and category, and its facilities, as booked (the item's snapshot); null or empty when none was set. */
  roomTypeTaxonomy: z.object({ id: z.number(), title: z.string() }).nullable().optional(),
  roomCategory: z.object({ id: z.number(), title: z.string() }).nullable().optional(),
  accommodations: z.array(z.object({ title: z.string() })).optional(),
  mealTypeId: z.number().nullable(),
  mealType: z.object({ id: z.number().nullable(), title: z.string() }),
  occupancy: z.object({ adults: z.number(), childrenAges: z.array(z.number()) }),
  offers: z.array(z.object({ id: z.number(), name: z.string(), code: z.string() })),
  perNight: z.array(money),
});

/** A flight: its name as the bookings list gives it, the segments flown with their fares, the extras. */
export const flightBookingItemSchema = bookingItemBaseSchema.extend({
  productType: z.literal('flight'),
  /** The route and days ('Lisbon → Paris, 12.03-19.03'), or a hand-added flight's title. */
  name: z.string(),
  /** Booked through the storefront: the segments flown with the fare chosen on each (account spec §3 Booking item). */
  segments: z.array(bookedFlightSegmentSchema).optional(),
  /** Extras per passenger (included ones at 0). */
  extras: z.array(bookedFlightExtraSchema).optional(),
  /** What the extras add to the item: total = price x count + extrasTotal (domain-rules §5.1). */
  extrasTotal: money.optional(),
});

/** A transfer: its name and car category (account spec §3: transferName, transferCarName). */
export const transferBookingItemSchema = bookingItemBaseSchema.extend({
  productType: z.literal('transfer'),
  transferName: z.string(),
  transferCarName: z.string(),
  /** From the catalogue: transfer, car category, flights and pickup, cars per room (the Transfer Details card). */
  transfer: bookedTransferSchema.optional(),
});

/** A visa: its name and type (account spec §3: visaName, visaTypeName). */
export const visaBookingItemSchema = bookingItemBaseSchema.extend({
  productType: z.literal('visa'),
  visaName: z.string(),
  visaTypeName: z.string(),
  /** From the catalogue: the visa, its type and the passengers it covers. */
  visa: bookedVisaSchema.optional(),
});

/** A tour (issue 28): its name and, from the catalogue, the tour, its day and the passengers it covers. */
export const tourBookingItemSchema = bookingItemBaseSchema.extend({
  productType: z.literal('tour'),
  tourName: z.string(),
  tour: bookedTourSchema.optional(),
});

export const bookingItemViewSchema = z.discriminatedUnion('productType', [
  hotelBookingItemSchema,
  flightBookingItemSchema,
  transferBookingItemSchema,
  visaBookingItemSchema,
  tourBookingItemSchema,
]);
export type BookingItemView = z.infer<typeof bookingItemViewSchema>;
/** The fields every item has, whatever its product. */
export type BookingItemBase = z.infer<typeof bookingItemBaseSchema>;
/** One product's item. */
export type BookingItemOf<T extends BookingItemView['productType']> = Extract<BookingItemView, { productType: T }>;

const fileLink = z.object({ url: z.string() }).nullable();
export const bookingPassengerViewSchema = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  ageType: z.enum(AGE_TYPES),
  age: z.number().nullable(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  passport: fileLink,
  photo: fileLink,
});
export type BookingPassengerView = z.infer<typeof bookingPassengerViewSchema>;

export const bookingPaymentViewSchema = z.object({
  id: z.number(),
  payDate: z.string(),
  method: z.enum(PAYMENT_METHODS),
  originalAmount: money,
  originalCurrency: z.string(),
  paidAmount: money,
});

export const bookingViewSchema = z.object({
  id: z.number(),
  pnrs: z.string(),
  agent: z.object({ id: z.number(), companyName: z.string() }),
  createdAt: z.string(),
  bookingStatusId: z.number(),
  bookingStatus: status,
  paymentStatusId: z.number(),
  paymentStatus,
  currency: z.object({ code: z.string() }),
  price: money,
  extraPrice: money,
  total: money,
  paymentsSum: money,
  cancelTotal: money,
  remaining: money,
  /** Issue 31 (domain-rules §11): when payment is due, whether the agency's account was charged, and the invoice numbers. */
  paymentDeadline: z.string().nullable().optional(),
  accountStatus: z.enum(['charged', 'awaiting-payment']).nullable().optional(),
  invoices: z.array(z.object({ id: z.number(), number: z.string(), kind: z.enum(['invoice', 'credit-note']), amount: money })).optional(),
  additionalRequests: z.record(z.string(), z.string()),
  details: z.string().nullable(),
  newComment: z.string(),
  to: z.object({ id: z.number(), name: z.string() }).nullable(),
  startDate: z.string(),
  endDate: z.string(),
  bookingItems: z.record(z.string(), bookingItemViewSchema),
  bookingItemsTypes: z.object({
    hotel: z.array(z.number()),
    flight: z.array(z.number()),
    transfer: z.array(z.number()),
    visa: z.array(z.number()),
    /** Issue 28: the tours (excursions). The server always sends it; optional for readers built before tours sold. */
    tour: z.array(z.number()).optional(),
  }),
  newTransfers: z.array(z.unknown()),
  newVisas: z.array(z.unknown()),
  removedBookingItemsIds: z.array(z.number()),
  removedCancellationPoliciesIds: z.array(z.number()),
  passengers: z.record(z.string(), bookingPassengerViewSchema),
  payments: z.array(bookingPaymentViewSchema),
  comments: z.array(z.object({ name: z.string(), date: z.string(), comment: z.string() })),
  fields: z.object({ comment: z.string().nullable(), agent: z.string().nullable() }),
  searchParams: z.object({ startDate: z.string(), endDate: z.string(), toId: z.number().nullable(), toType: z.literal('location') }),
  history: z.array(z.object({ at: z.string(), user: z.string().nullable(), action: z.string(), changes: z.record(z.string(), z.unknown()).optional() })),
  canEditBooking: z.boolean(),
  canDownloadVoucher: z.boolean(),
  /** Why the voucher cannot be downloaded yet ('The voucher can be downloaded once the booking is paid.'), null when it can. */
  voucherUnavailableReason: z.string().nullable().optional(),
  canCancelBooking: z.boolean(),
  canEditPassengerDetails: z.boolean(),
  agentCanEditPassengerPassport: z.boolean(),
  commentsEnabled: z.boolean(),
  showBookingPassengersNames: z.boolean(),
  /** Add Passenger on the booking page: not canceled, and before travel for an agent. */
  canAddPassenger: z.boolean(),
  /** Admin and the site settings' transferManualAddBooking / visaManualAddBooking / cancellationPolicyManualAdd (account spec §6). */
  canAddTransfers: z.boolean(),
  canAddVisas: z.boolean(),
  canAddCancellationPolicies: z.boolean(),
  /** Admin only: absent for an agent (domain-rules §8). */
  income: money.optional(),
  note: z.string().nullable().optional(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

/** Passenger files are answered behind the booking's access check, never as public media. */
export const bookingFileUrl = (bookingId: number, passengerKey: string, kind: PassengerFileKind) =>
  `/api/v1/bookings/${bookingId}/passengers/${passengerKey}/${kind}`;
