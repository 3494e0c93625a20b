import { z } from 'zod';
import { isRealDate } from './common';
import { jsonText, moneyInputSchema } from './users';
import { centsToMoney, type MoneyInput, moneyToCents } from './booking-totals';
import { bookingPassengerSchema, PAYMENT_METHODS } from './bookings';

/**
 * Saving a booking (account spec §2 Booking view/edit, §3, §4, §5, §6; `POST bookings/{id}` with
 * `_method=PUT`, §7): the `booking` JSON part, the `payments[n]` parts, and the pure money rules
 * the edit screen and the server share (item total, booking total, payment conversion).
 */

// ---------------------------------------------------------------- payment conversion

const RATE = /^(\d{1,12})(?:\.(\d{1,8}))?$/;

/** a / b rounded half away from zero (b > 0). */
function divRound(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const abs = negative ? -a : a;
  const q = (abs * 2n + b) / (2n * b);
  return negative ? -q : q;
}

/** A rate ("1.17", up to 8 decimals) as units of 1e-8, or null when it is not a positive rate. */
function rateUnits(rate: string): bigint | null {
  const match = RATE.exec(String(rate).trim());
  if (!match) return null;
  const units = BigInt(match[1]!) * 100_000_000n + BigInt((match[2] ?? '').padEnd(8, '0'));
  return units > 0n ? units : null;
}

/** Money text with 2 decimals as cents; blank is not an amount here. */
const cents = (amount: MoneyInput) => (amount === null || amount === undefined || String(amount).trim() === '' ? null : moneyToCents(amount));

/**
 * A payment's paid amount (in the default currency D) from its original amount in X, where the
 * current rate says 1 X = rate D (domain-rules §2), rounded half away from zero to 2 decimals.
 */
export function paidFromOriginal(originalAmount: MoneyInput, rate: string): string | null {
  const c = cents(originalAmount);
  const units = rateUnits(rate);
  return c === null || units === null ? null : centsToMoney(divRound(c * units, 100_000_000n));
}

/** The other way round: the original amount in X for a paid amount in D, 2 decimals. */
export function originalFromPaid(paidAmount: MoneyInput, rate: string): string | null {
  const c = cents(paidAmount);
  const units = rateUnits(rate);
  return c === null || units === null ? null : centsToMoney(divRound(c * 100_000_000n, units));
}

// ---------------------------------------------------------------- the save payload

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const id = (label = 'must be an id') => z.coerce.number({ error: label }).int(label).positive(label);
const dateSchema = z.string({ error: 'is required' }).refine(isRealDate, 'must be a date YYYY-MM-DD');
const price = moneyInputSchema.refine((v) => !v.startsWith('-'), 'must not be below zero');
const currency = z.string({ error: 'is required' }).regex(/^[A-Z]{3}$/, 'must be a currency code of 3 capital letters');
/** Free text that may be cleared: '' or null → null. */
const clearableText = (max: number) => z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max, `must be at most ${max} characters`).nullable());
const count = z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(99, 'must be at most 99');

/** A cancellation-policy row added to an item (account spec §3 Cancellation policy); rows with an id are kept as they are. */
export const cancellationPolicyInputSchema = z
  .object({
    id: z.preprocess(blank, id().optional()),
    dateFrom: dateSchema,
    dateTo: dateSchema,
    cost: z.preprocess((v) => (v === '' || v === null || v === undefined ? '0' : v), price),
    currencyCost: currency,
  })
  .refine((row) => row.dateTo >= row.dateFrom, { message: 'must not be before dateFrom', path: ['dateTo'] });
export type CancellationPolicyInput = z.infer<typeof cancellationPolicyInputSchema>;

/** What an admin may change on an existing item (account spec §6). Keys left out keep their value. */
export const bookingItemEditSchema = z.object({
  bookingStatusId: id().optional(),
  mealTypeId: z.preprocess(blank, id().optional()),
  externalPnr: clearableText(100).optional(),
  supplierReference: clearableText(100).optional(),
  details: clearableText(5000).optional(),
  price: price.optional(),
  count: count.optional(),
  /** Stored documents to keep (their keys, as the view lists them); left out keeps them all. */
  files: z.array(z.string().max(200)).max(20).optional(),
  cancellationPolicies: z.array(cancellationPolicyInputSchema).max(30, 'at most 30 rows').optional(),
});
export type BookingItemEdit = z.infer<typeof bookingItemEditSchema>;

/** A transfer or visa added by hand (account spec §4 new transfers and visas, isNew drafts). */
export const newServiceItemSchema = z
  .object({
    /** Catalogue visas are titled by the server ('Schengen tourist, Tourist 30 days'). */
    title: z.preprocess(blank, z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters').optional()),
    startDate: dateSchema,
    endDate: dateSchema,
    /** Absent: the catalogue's price (a catalogue visa); given: the admin's own price for the item. */
    price: z.preprocess(blank, price.optional()),
    count: z.preprocess((v) => (v === '' || v === undefined || v === null ? 1 : v), count),
    currency,
    priceNet: z.preprocess(blank, price.optional()),
    passengerIds: z.array(z.string().regex(/^passenger\d{1,3}$/, 'must be passenger keys')).default([]),
    bookingStatusId: z.preprocess(blank, id().optional()),
    details: z.preprocess(blank, z.string().trim().max(5000).optional()),
    cancellationPolicies: z.array(cancellationPolicyInputSchema).max(30, 'at most 30 rows').default([]),
    /** A visa from the catalogue (newVisas): the visa and its type, priced by the server for startDate and the named passengers (domain-rules §5.3). */
    visaId: z.preprocess(blank, id().optional()),
    visaTypeId: z.preprocess(blank, id().optional()),
    /** A transfer from the catalogue (newTransfers): the transfer and its car category, priced by the server for startDate (arrival) and the named passengers (domain-rules §5.2). */
    transferId: z.preprocess(blank, id().optional()),
    carId: z.preprocess(blank, id().optional()),
    /** Arrival and departure (default) or the arrival only. */
    roundTrip: z.preprocess(blank, z.boolean({ error: 'must be true or false' }).optional()),
    /** A tour from the catalogue (issue 28): priced by the server per named passenger's band on startDate, the tour's day. */
    tourId: z.preprocess(blank, id().optional()),
  })
  .superRefine((v, ctx) => {
    // A line from the catalogue is named and priced by it; any other line needs its title and price.
    if (v.visaId !== undefined || v.transferId !== undefined || v.tourId !== undefined) return;
    if (v.title === undefined) ctx.addIssue({ code: 'custom', path: ['title'], message: 'is required' });
    if (v.price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], message: 'is required' });
  });
export type NewServiceItem = z.infer<typeof newServiceItemSchema>;

/** A passenger card as edited (account spec §3 Passenger): names, title, birth date, extra fields. Age type and age stay as booked. */
export const passengerEditSchema = z
  .object({
    title: z.preprocess(blank, z.string().max(20).optional()),
    firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100, 'First name is too long'),
    lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100, 'Last name is too long'),
    birthDate: dateSchema,
    fields: z.record(z.string().max(50), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
  })
  .strip();
export type PassengerEdit = z.infer<typeof passengerEditSchema>;

/** The page's id of a passenger card added on the booking page; its files are `files[passport][newN]`. */
export const NEW_PASSENGER_ID = /^new\d{1,3}$/;

/**
 * A passenger added on the booking page (account spec §3 Passenger: new ones have isNew and an
 * id): a whole passenger card, age type and age included. The server gives it the next free
 * passengerN key; `id` only ties the card to its files.
 */
export const newPassengerSchema = z
  .object({ id: z.string({ error: 'is required' }).regex(NEW_PASSENGER_ID, 'must be new1, new2 ...'), isNew: z.literal(true).optional() })
  .and(bookingPassengerSchema);
export type NewPassenger = z.infer<typeof newPassengerSchema>;

/** Booking keys only an administrator may send (account spec §6); an agent sending one is refused. */
export const ADMIN_ONLY_BOOKING_KEYS = [
  'bookingStatusId',
  'paymentStatusId',
  'extraPrice',
  'total',
  'additionalRequests',
  'details',
  'note',
  'bookingItems',
  'removedBookingItemsIds',
  'removedCancellationPoliciesIds',
  'removedPaymentsIds',
  'newTransfers',
  'newVisas',
  'newTours',
] as const;

/**
 * The `booking` JSON part of the save. Every key is optional: what is left out keeps its value.
 * `paymentStatusId: null` goes back to the payment status derived from the payments.
 */
export const bookingUpdateSchema = z.object({
  bookingStatusId: id().optional(),
  paymentStatusId: z.preprocess((v) => (v === '' || v === 'auto' || v === 0 ? null : v), id().nullable().optional()),
  extraPrice: moneyInputSchema.optional(),
  total: moneyInputSchema.optional(),
  /** `{ [taxonomyId]: 1 }` or a list of ids: the whole set of asked requests. */
  additionalRequests: z
    .union([z.array(id()), z.record(z.string().regex(/^\d+$/, 'keys must be ids'), z.union([z.boolean(), z.number(), z.string()]))])
    .transform((v) =>
      Array.isArray(v)
        ? v
        : Object.keys(v)
            .filter((k) => v[k] === true || v[k] === 1 || v[k] === '1')
            .map(Number),
    )
    .optional(),
  details: clearableText(5000).optional(),
  note: clearableText(5000).optional(),
  newComment: z.preprocess(blank, z.string().trim().max(2000, 'must be at most 2000 characters').optional()),
  bookingItems: z.record(z.string().regex(/^\d+$/, 'keys must be item ids'), bookingItemEditSchema).optional(),
  removedBookingItemsIds: z.array(id()).max(50).optional(),
  removedCancellationPoliciesIds: z.array(id()).max(200).optional(),
  removedPaymentsIds: z.array(id()).max(200).optional(),
  newTransfers: z.array(newServiceItemSchema).max(20, 'at most 20 items').optional(),
  newVisas: z.array(newServiceItemSchema).max(20, 'at most 20 items').optional(),
  /** Tours from the catalogue (issue 28): `tourId`, the day as startDate, the passengers (none: every passenger). */
  newTours: z.array(newServiceItemSchema).max(20, 'at most 20 items').optional(),
  passengers: z.record(z.string().regex(/^passenger\d{1,3}$/, 'keys must be passenger1, passenger2 ...'), passengerEditSchema).optional(),
  newPassengers: z.array(newPassengerSchema).max(20, 'at most 20 passengers').optional(),
});
export type BookingUpdate = z.infer<typeof bookingUpdateSchema>;

/**
 * A `payments[n]` part: a payment row to add (account spec §3 Payment). paidAmount is in the
 * default currency; the server computes it from originalAmount at the current rate and refuses a
 * sent value more than 0.01 away. Rows already saved are removed with `removedPaymentsIds`.
 */
export const paymentInputSchema = z.object({
  payDate: dateSchema,
  method: z.enum(PAYMENT_METHODS, { error: 'Payment method is required (cash or bank)' }),
  originalAmount: z.preprocess(blank, z.string({ error: 'Original amount is required' }).or(z.number()).pipe(price)),
  originalCurrency: currency,
  paidAmount: z.preprocess(blank, z.string().or(z.number()).pipe(price).optional()),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** The multipart text parts of the save: `booking` JSON (required) and `payments[n]` JSON parts. */
export const bookingUpdateFormSchema = z.object({ booking: jsonText(bookingUpdateSchema) });

/** Field name of an item's new documents: `files[bookingitems-files][itemId][]`. */
export const bookingItemFilesField = (itemId: number) => `files[bookingitems-files][${itemId}][]`;
export const BOOKING_ITEM_FILE_FIELD = /^files\[bookingitems-files\]\[(\d+)\](?:\[\d*\])?$/;
