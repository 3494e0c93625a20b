import Decimal from 'decimal.js';
import { and, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ONLY_BOOKING_KEYS,
  BOOKING_STATUS,
  type BookingUpdate,
  birthDateProblem,
  bookingUpdateSchema,
  idParamSchema,
  itemTotal,
  NEW_PASSENGER_ID,
  type NewPassenger,
  type NewServiceItem,
  type PaymentInput,
  paymentInputSchema,
  ROLE_ADMIN,
} from '@travel/contracts';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { contentTypeOf } from '../../lib/uploads';
import { type FormData, readForm } from '../../lib/multipart';
import type { Storage } from '../../lib/storage';
import { describeIssues, parse } from '../../lib/validation';
import { requireUser } from '../auth/plugin';
import { convert, loadConversion } from '../currency/service';
import { money, round2 } from '../search/engine';
import { roomAllotments } from '../hotels/tables';
import { taxonomies } from '../reference/tables';
import type { UserRow } from '../users/tables';
import { checkItemDocuments, storeItemDocuments } from './item-files';
import { checkPassengerFiles, storePassengerFiles } from './passenger-files';
import { derivedPaymentStatus } from './payment-status';
import { type BookingDetails, findBookingDetails, findStatuses } from './repo';
import { presentBooking } from './presenter';
import { bookingCancellationPolicies, bookingComments, bookingHistory, bookingItems, bookingPassengers, bookingPayments, bookings } from './tables';

/**
 * Saving a booking: `POST bookings/{id}` with `_method=PUT` (account spec §2 Booking view/edit,
 * §4-§7; domain-rules §1, §2, §7, §8). One transaction applies what the caller may change,
 * recomputes price, total, paymentsSum and the derived payment status with decimal.js, and writes
 * one history row naming every change (field: from → to). Refusals happen before anything is
 * written; the transaction rolls back on any error, so nothing is ever half-saved.
 */

type Deps = { db: Db; storage: Storage };
type Changes = Record<string, unknown>;
const invalid = (field: string, message: string) => badRequest(`${field}: ${message}`, 'validation');
const today = () => new Date().toISOString().slice(0, 10);
const PAYMENT_PART = /^payments\[(\d+)\]$/;

/** A JSON text part parsed with a contract schema; problems are named from `prefix`. */
function readJsonPart<T extends z.ZodTypeAny>(schema: T, text: string | undefined, prefix: string): z.output<T> {
  if (text === undefined || text.trim() === '') throw invalid(prefix, 'is required');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid(prefix, 'must be valid JSON');
  }
  const result = schema.safeParse(json);
  if (!result.success) throw badRequest(describeIssues(result.error.issues.map((i) => ({ ...i, path: [prefix, ...i.path] }))), 'validation');
  return result.data;
}

/** The `payments[n]` parts, in the order of n. */
function readPayments(form: FormData): { index: number; payment: PaymentInput }[] {
  return Object.entries(form.fields)
    .map(([name, text]) => ({ match: PAYMENT_PART.exec(name), text }))
    .filter((p): p is { match: RegExpExecArray; text: string } => p.match !== null)
    .map(({ match, text }) => ({ index: Number(match[1]), payment: readJsonPart(paymentInputSchema, text, `payments.${match[1]}`) }))
    .sort((a, b) => a.index - b.index);
}

const isEmpty = (value: unknown) =>
  value === undefined || (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/**
 * Agents (decisions: booking edit): passengers and a new comment only. A payload naming anything
 * only an administrator may change (account spec §6) is refused with 403 and nothing is saved;
 * empty lists and maps (the view's own defaults) are not changes.
 */
function refuseAdminOnly(input: BookingUpdate, raw: Record<string, unknown>, payments: unknown[], documents: unknown[]) {
  for (const key of ADMIN_ONLY_BOOKING_KEYS) {
    if (!isEmpty(raw[key]) && input[key] !== undefined) throw forbidden(`${key}: only an administrator may change this.`);
  }
  if (payments.length) throw forbidden('payments: only an administrator may add or remove payments.');
  if (documents.length) throw forbidden('files[bookingitems-files]: only an administrator may attach documents.');
}

/**
 * The site's manual-add flags (account spec §6; site settings): when one is off, adding or
 * deleting that kind of item, or adding cancellation policy rows, is refused with 403 naming the key.
 */
function refuseTurnedOff(input: BookingUpdate, details: BookingDetails) {
  const flags = details.manualAdd;
  const off = (key: string, flag: keyof typeof flags) => forbidden(`${key}: turned off in the site settings (${flag}).`);
  const removed = new Set(input.removedBookingItemsIds ?? []);
  const removedTypes = new Set(details.items.filter((i) => removed.has(i.item.id)).map((i) => i.item.productType));
  const kinds = [
    ['transfer', 'newTransfers', 'transferManualAddBooking'],
    ['visa', 'newVisas', 'visaManualAddBooking'],
  ] as const;
  for (const [type, key, flag] of kinds) {
    if (flags[flag]) continue;
    if (input[key]?.length) throw off(key, flag);
    if (removedTypes.has(type)) throw off('removedBookingItemsIds', flag);
  }
  if (flags.cancellationPolicyManualAdd) return;
  for (const [itemId, edit] of Object.entries(input.bookingItems ?? {})) {
    if (edit.cancellationPolicies?.some((row) => row.id === undefined)) throw off(`bookingItems.${itemId}.cancellationPolicies`, 'cancellationPolicyManualAdd');
  }
  for (const [, key] of kinds) {
    input[key]?.forEach((draft, i) => {
      if (draft.cancellationPolicies.length) throw off(`${key}.${i}.cancellationPolicies`, 'cancellationPolicyManualAdd');
    });
  }
}

/** New passenger cards: ids used once, birth date within the age type's band on the stay's first night (account spec §5). */
function checkNewPassengers(passengers: NewPassenger[], stayStart: string) {
  const now = today();
  passengers.forEach((p, i) => {
    if (passengers.findIndex((other) => other.id === p.id) !== i) throw invalid(`newPassengers.${i}.id`, `${p.id} is used twice`);
    const problem = birthDateProblem(p, stayStart, now);
    if (problem) throw invalid(`newPassengers.${i}.${problem.field}`, problem.message);
  });
}

/**
 * Writes the new passengers under the next free keys (passengerN after the highest one). They
 * join no item: the items were priced for their own passengers (docs/decisions.md).
 */
async function addPassengers(ctx: Context, passengers: NewPassenger[], files: Awaited<ReturnType<typeof storePassengerFiles>>) {
  const { tx, details, changes } = ctx;
  let last = Math.max(0, ...details.passengers.map((p) => Number(p.key.replace(/\D/g, '')) || 0));
  for (const { id, isNew: _, title, age, ...passenger } of passengers) {
    const key = `passenger${++last}`;
    const stored = files.get(id);
    await tx.insert(bookingPassengers).values({
      ...passenger,
      bookingId: details.booking.id,
      key,
      title: title ?? null,
      age: age ?? null,
      passportFile: stored?.passport ?? null,
      photoFile: stored?.photo ?? null,
    });
    changes[`passengers.${key}`] = { from: null, to: { title: title ?? null, firstName: passenger.firstName, lastName: passenger.lastName, birthDate: passenger.birthDate, ageType: passenger.ageType, age: age ?? null } };
  }
}

/** Id → row of the taxonomies a save may point to. */
async function loadTaxonomies(tx: Tx) {
  const rows = await tx
    .select({ id: taxonomies.id, type: taxonomies.type, title: taxonomies.title, slug: taxonomies.slug, code: taxonomies.code })
    .from(taxonomies)
    .where(inArray(taxonomies.type, ['bookingStatus', 'paymentStatus', 'meal', 'additionalRequests', 'currency']));
  const of = (type: string, id: number) => rows.find((r) => r.type === type && r.id === id);
  const currencies = new Set(rows.filter((r) => r.type === 'currency').map((r) => r.code));
  return { of, currencies };
}
type Lookup = Awaited<ReturnType<typeof loadTaxonomies>>;

function requireTaxonomy(lookup: Lookup, type: string, id: number, field: string, what: string) {
  const row = lookup.of(type, id);
  if (!row) throw invalid(field, `${id} is not a ${what}`);
  return row;
}

/** Gives a confirmed hotel item's rooms back to the allotment (domain-rules §6), like cancelling does. */
async function releaseRooms(tx: Tx, { item, status }: BookingDetails['items'][number]) {
  if (item.productType !== 'hotel' || !item.roomId || status.slug !== BOOKING_STATUS.confirmed) return;
  const nights = and(eq(roomAllotments.roomId, item.roomId), gte(roomAllotments.night, item.startDate), lt(roomAllotments.night, item.endDate), gt(roomAllotments.sold, 0));
  await tx.update(roomAllotments).set({ sold: sql`${roomAllotments.sold} - ${item.count}` }).where(nights);
}

type Context = { tx: Tx; details: BookingDetails; lookup: Lookup; user: UserRow; changes: Changes };

/** Checks and writes the new transfers and visas (isNew drafts) as items of the booking. */
async function addServiceItems(ctx: Context, type: 'transfer' | 'visa', drafts: NewServiceItem[]) {
  const { tx, details, lookup, changes } = ctx;
  const key = type === 'transfer' ? 'newTransfers' : 'newVisas';
  const passengerKeys = new Set(details.passengers.map((p) => p.key));
  for (const [i, draft] of drafts.entries()) {
    const field = `${key}.${i}`;
    if (draft.endDate < draft.startDate) throw invalid(`${field}.endDate`, 'must not be before startDate');
    if (draft.currency !== details.booking.currency) throw invalid(`${field}.currency`, `must be the booking currency ${details.booking.currency}`);
    draft.passengerIds.forEach((id, j) => {
      if (!passengerKeys.has(id)) throw invalid(`${field}.passengerIds.${j}`, `passenger ${id} is not a passenger of this booking`);
    });
    const status = draft.bookingStatusId ? requireTaxonomy(lookup, 'bookingStatus', draft.bookingStatusId, `${field}.bookingStatusId`, 'booking status') : details.bookingStatus;
    for (const [j, row] of draft.cancellationPolicies.entries()) checkPolicyCurrency(lookup, row.currencyCost, `${field}.cancellationPolicies.${j}.currencyCost`);
    const total = itemTotal(draft.price, draft.count)!;
    const [row] = await tx
      .insert(bookingItems)
      .values({
        bookingId: details.booking.id,
        productType: type,
        title: draft.title,
        bookingStatusId: status.id,
        startDate: draft.startDate,
        endDate: draft.endDate,
        price: draft.price,
        priceNet: draft.priceNet ?? null,
        priceNetCurrency: draft.priceNet ? draft.currency : null,
        currency: draft.currency,
        count: draft.count,
        total,
        passengerIds: draft.passengerIds,
        details: draft.details ?? null,
      })
      .returning({ id: bookingItems.id });
    if (draft.cancellationPolicies.length) {
      await tx.insert(bookingCancellationPolicies).values(draft.cancellationPolicies.map(({ dateFrom, dateTo, cost, currencyCost }) => ({ bookingItemId: row!.id, dateFrom, dateTo, cost, currencyCost })));
    }
    changes[`items.${row!.id}`] = { from: null, to: { productType: type, title: draft.title, price: draft.price, count: draft.count, total } };
  }
}

function checkPolicyCurrency(lookup: Lookup, code: string, field: string) {
  if (!lookup.currencies.has(code)) throw invalid(field, `${code} is not a known currency`);
}

/** Admin edits of existing items: status, meal, references, price/count, details, documents, added policy rows. */
async function editItems(ctx: Context, edits: NonNullable<BookingUpdate['bookingItems']>, removed: Set<number>, newFiles: Map<number, string[]>) {
  const { tx, details, lookup, changes } = ctx;
  const byId = new Map(details.items.map((i) => [i.item.id, i]));
  for (const itemId of newFiles.keys()) {
    if (!byId.has(itemId) || removed.has(itemId)) throw invalid(`files[bookingitems-files][${itemId}]`, 'is not an item of this booking');
  }
  const ids = new Set([...Object.keys(edits).map(Number), ...newFiles.keys()]);
  for (const itemId of ids) {
    const edit = edits[String(itemId)] ?? {};
    const field = `bookingItems.${itemId}`;
    const current = byId.get(itemId);
    if (!current) throw invalid(field, 'is not an item of this booking');
    if (removed.has(itemId)) throw invalid(field, 'is also in removedBookingItemsIds');
    const { item } = current;
    const set: Partial<typeof bookingItems.$inferInsert> = {};
    const note = (name: string, from: unknown, to: unknown) => {
      if (to === undefined || from === to) return;
      changes[`${field}.${name}`] = { from, to };
    };
    if (edit.bookingStatusId !== undefined && edit.bookingStatusId !== item.bookingStatusId) {
      const status = requireTaxonomy(lookup, 'bookingStatus', edit.bookingStatusId, `${field}.bookingStatusId`, 'booking status');
      set.bookingStatusId = status.id;
      note('bookingStatus', current.status.slug, status.slug);
    }
    if (edit.mealTypeId !== undefined && edit.mealTypeId !== item.mealTypeId) {
      const meal = requireTaxonomy(lookup, 'meal', edit.mealTypeId, `${field}.mealTypeId`, 'meal type');
      set.mealTypeId = meal.id;
      note('meal', current.mealTitle, meal.title);
    }
    for (const name of ['externalPnr', 'supplierReference', 'details'] as const) {
      if (edit[name] !== undefined && edit[name] !== item[name]) {
        set[name] = edit[name];
        note(name, item[name], edit[name]);
      }
    }
    const price = edit.price ?? item.price;
    const count = edit.count ?? item.count;
    const total = itemTotal(price, count)!;
    if (price !== item.price || count !== item.count) {
      Object.assign(set, { price, count, total });
      note('price', item.price, price);
      note('count', item.count, count);
      note('total', item.total, total);
    }
    if (edit.files !== undefined || newFiles.has(itemId)) {
      const kept = edit.files ?? item.files;
      kept.forEach((key, j) => {
        if (!item.files.includes(key)) throw invalid(`${field}.files.${j}`, 'is not a document of this item');
      });
      const files = [...kept, ...(newFiles.get(itemId) ?? [])];
      if (files.join() !== item.files.join()) {
        set.files = files;
        note('files', item.files.length, files.length);
      }
    }
    const added = (edit.cancellationPolicies ?? []).filter((row) => row.id === undefined);
    const knownPolicies = new Set(details.policies.filter((p) => p.bookingItemId === itemId).map((p) => p.id));
    (edit.cancellationPolicies ?? []).forEach((row, j) => {
      const rowField = `${field}.cancellationPolicies.${j}`;
      if (row.id !== undefined && !knownPolicies.has(row.id)) throw invalid(`${rowField}.id`, 'is not a cancellation policy of this item');
      checkPolicyCurrency(lookup, row.currencyCost, `${rowField}.currencyCost`);
    });
    if (added.length) {
      await tx.insert(bookingCancellationPolicies).values(added.map(({ dateFrom, dateTo, cost, currencyCost }) => ({ bookingItemId: itemId, dateFrom, dateTo, cost, currencyCost })));
      changes[`${field}.cancellationPolicies.added`] = { from: null, to: added.map(({ dateFrom, dateTo, cost, currencyCost }) => ({ dateFrom, dateTo, cost, currencyCost })) };
    }
    if (Object.keys(set).length) await tx.update(bookingItems).set(set).where(eq(bookingItems.id, itemId));
  }
}

/** Passenger edits (names, title, birth date within the booked age band, extra fields) and passport/photo files. */
async function editPassengers(ctx: Context, input: NonNullable<BookingUpdate['passengers']>, files: Awaited<ReturnType<typeof storePassengerFiles>>) {
  const { tx, details, changes } = ctx;
  const byKey = new Map(details.passengers.map((p) => [p.key, p]));
  const now = today();
  const existing = [...files.keys()].filter((key) => !NEW_PASSENGER_ID.test(key));
  for (const key of new Set([...Object.keys(input), ...existing])) {
    const current = byKey.get(key);
    if (!current) throw invalid(`passengers.${key}`, 'is not a passenger of this booking');
    const edit = input[key];
    const set: Partial<typeof bookingPassengers.$inferInsert> = {};
    if (edit) {
      const problem = birthDateProblem({ birthDate: edit.birthDate, ageType: current.ageType as 'adult', age: current.age }, details.booking.startDate, now);
      if (problem) throw invalid(`passengers.${key}.${problem.field}`, problem.message);
      const next = { title: edit.title ?? current.title, firstName: edit.firstName, lastName: edit.lastName, birthDate: edit.birthDate };
      for (const [name, value] of Object.entries(next) as [keyof typeof next, string | null][]) {
        if (value !== current[name]) {
          set[name] = value as string;
          changes[`passengers.${key}.${name}`] = { from: current[name], to: value };
        }
      }
      if (edit.fields && JSON.stringify(edit.fields) !== JSON.stringify(current.fields)) {
        set.fields = { ...current.fields, ...edit.fields };
        changes[`passengers.${key}.fields`] = { from: current.fields, to: set.fields };
      }
    }
    const stored = files.get(key);
    if (stored?.passport) {
      set.passportFile = stored.passport;
      changes[`passengers.${key}.passport`] = { from: current.passportFile ? 'file' : null, to: 'new file' };
    }
    if (stored?.photo) {
      set.photoFile = stored.photo;
      changes[`passengers.${key}.photo`] = { from: current.photoFile ? 'file' : null, to: 'new file' };
    }
    if (Object.keys(set).length) await tx.update(bookingPassengers).set(set).where(eq(bookingPassengers.id, current.id));
  }
}

/** Removes what the lists name; every id must belong to this booking. */
async function removeRows(ctx: Context, input: BookingUpdate, addsItems: boolean) {
  const { tx, details, changes } = ctx;
  const removedItems = input.removedBookingItemsIds ?? [];
  removedItems.forEach((id, i) => {
    if (!details.items.some((it) => it.item.id === id)) throw invalid(`removedBookingItemsIds.${i}`, `${id} is not an item of this booking`);
  });
  if (removedItems.length && !addsItems && details.items.every((it) => removedItems.includes(it.item.id))) {
    throw invalid('removedBookingItemsIds', 'a booking keeps at least one item (cancel the booking instead)');
  }
  const removedPolicies = input.removedCancellationPoliciesIds ?? [];
  removedPolicies.forEach((id, i) => {
    if (!details.policies.some((p) => p.id === id)) throw invalid(`removedCancellationPoliciesIds.${i}`, `${id} is not a cancellation policy of this booking`);
  });
  const removedPayments = input.removedPaymentsIds ?? [];
  removedPayments.forEach((id, i) => {
    if (!details.payments.some((p) => p.id === id)) throw invalid(`removedPaymentsIds.${i}`, `${id} is not a payment of this booking`);
  });
  for (const id of removedItems) {
    const item = details.items.find((it) => it.item.id === id)!;
    await releaseRooms(tx, item);
    changes[`items.${id}`] = { from: { productType: item.item.productType, title: item.item.title ?? item.hotelName, total: item.item.total }, to: null };
  }
  if (removedItems.length) await tx.delete(bookingItems).where(inArray(bookingItems.id, removedItems));
  if (removedPolicies.length) {
    await tx.delete(bookingCancellationPolicies).where(inArray(bookingCancellationPolicies.id, removedPolicies));
    changes.cancellationPoliciesRemoved = {
      from: details.policies.filter((p) => removedPolicies.includes(p.id)).map(({ id, bookingItemId, dateFrom, dateTo, cost, currencyCost }) => ({ id, bookingItemId, dateFrom, dateTo, cost, currencyCost })),
      to: null,
    };
  }
  if (removedPayments.length) {
    await tx.delete(bookingPayments).where(inArray(bookingPayments.id, removedPayments));
    changes.paymentsRemoved = {
      from: details.payments.filter((p) => removedPayments.includes(p.id)).map(({ id, payDate, method, originalAmount, originalCurrency, paidAmount }) => ({ id, payDate, method, originalAmount, originalCurrency, paidAmount })),
      to: null,
    };
  }
}

/**
 * New payment rows. paidAmount is in the default currency: the server converts originalAmount at
 * the current rate (domain-rules §2), rounds half away from zero to 2 decimals, and refuses a sent
 * paidAmount more than 0.01 away from it (decisions: booking edit).
 */
async function addPayments(ctx: Context, payments: { index: number; payment: PaymentInput }[]) {
  if (!payments.length) return;
  const { tx, details, lookup, user, changes } = ctx;
  const { defaultCurrency, rates } = await loadConversion(tx);
  const rows = payments.map(({ index, payment }) => {
    const field = `payments.${index}`;
    if (payment.originalCurrency !== defaultCurrency && !lookup.currencies.has(payment.originalCurrency)) throw invalid(`${field}.originalCurrency`, `${payment.originalCurrency} is not a known currency`);
    let paid: string;
    try {
      paid = money(convert(payment.originalAmount, payment.originalCurrency, defaultCurrency, rates, defaultCurrency));
    } catch (error) {
      if (error instanceof AppError) throw invalid(`${field}.originalCurrency`, `there is no current rate of ${payment.originalCurrency} against ${defaultCurrency}`);
      throw error;
    }
    if (payment.paidAmount !== undefined && new Decimal(payment.paidAmount).minus(paid).abs().greaterThan('0.01')) {
      throw invalid(`${field}.paidAmount`, `must be ${paid} ${defaultCurrency} (${payment.originalAmount} ${payment.originalCurrency} at the current rate)`);
    }
    return { bookingId: details.booking.id, payDate: payment.payDate, method: payment.method, originalAmount: payment.originalAmount, originalCurrency: payment.originalCurrency, paidAmount: paid, createdBy: user.id };
  });
  await tx.insert(bookingPayments).values(rows);
  changes.paymentsAdded = { from: null, to: rows.map(({ payDate, method, originalAmount, originalCurrency, paidAmount }) => ({ payDate, method, originalAmount, originalCurrency, paidAmount })) };
}

/** The booking's own fields an admin may set: statuses, extra price or total, requests, details, note. */
function bookingFields(ctx: Context, input: BookingUpdate) {
  const { details, lookup, changes } = ctx;
  const { booking } = details;
  const set: Partial<typeof bookings.$inferInsert> = {};
  if (input.bookingStatusId !== undefined && input.bookingStatusId !== booking.bookingStatusId) {
    const status = requireTaxonomy(lookup, 'bookingStatus', input.bookingStatusId, 'bookingStatusId', 'booking status');
    if (status.slug === BOOKING_STATUS.canceled) throw invalid('bookingStatusId', 'use Cancel Booking to cancel: it computes the cancellation charge and gives the rooms back');
    set.bookingStatusId = status.id;
    changes.bookingStatus = { from: details.bookingStatus.slug, to: status.slug };
  }
  if (input.paymentStatusId !== undefined) {
    if (input.paymentStatusId === null) {
      if (booking.paymentStatusManual) changes.paymentStatusManual = { from: true, to: false };
      set.paymentStatusManual = false;
    } else {
      const status = requireTaxonomy(lookup, 'paymentStatus', input.paymentStatusId, 'paymentStatusId', 'payment status');
      if (status.id !== booking.paymentStatusId || !booking.paymentStatusManual) changes.paymentStatus = { from: details.paymentStatus.slug, to: `${status.slug} (set by hand)` };
      Object.assign(set, { paymentStatusId: status.id, paymentStatusManual: true });
    }
  }
  if (input.additionalRequests !== undefined) {
    const requests = Object.fromEntries(
      input.additionalRequests.map((id, i) => [String(id), requireTaxonomy(lookup, 'additionalRequests', id, `additionalRequests.${i}`, 'additional request').title]),
    );
    if (JSON.stringify(requests) !== JSON.stringify(booking.additionalRequests)) {
      set.additionalRequests = requests;
      changes.additionalRequests = { from: Object.values(booking.additionalRequests), to: Object.values(requests) };
    }
  }
  for (const name of ['details', 'note'] as const) {
    if (input[name] !== undefined && input[name] !== booking[name]) {
      set[name] = input[name];
      changes[name] = { from: booking[name], to: input[name] };
    }
  }
  return set;
}

/**
 * price = Σ item totals, total = price + extraPrice (extraPrice sent wins; else a sent total sets
 * extraPrice = total − price), paymentsSum = Σ paid amounts in the booking currency, and the
 * payment status derived from them unless an admin set one (domain-rules §1, §7).
 */
async function recompute(ctx: Context, input: BookingUpdate, set: Partial<typeof bookings.$inferInsert>) {
  const { tx, details, changes } = ctx;
  const { booking } = details;
  const items = await tx.select({ total: bookingItems.total }).from(bookingItems).where(eq(bookingItems.bookingId, booking.id));
  const price = items.reduce((sum, i) => sum.plus(i.total), new Decimal(0));
  const extraPrice = input.extraPrice !== undefined ? new Decimal(input.extraPrice) : input.total !== undefined ? new Decimal(input.total).minus(price) : new Decimal(booking.extraPrice);
  const total = price.plus(extraPrice);
  if (total.isNegative()) throw invalid(input.extraPrice !== undefined ? 'extraPrice' : 'total', `the total must not be below zero (price ${money(price)})`);
  const payments = await tx.select({ paidAmount: bookingPayments.paidAmount }).from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
  const { defaultCurrency, rates } = payments.length ? await loadConversion(tx) : { defaultCurrency: booking.currency, rates: {} };
  const paymentsSum = payments.reduce((sum, p) => sum.plus(round2(convert(p.paidAmount, defaultCurrency, booking.currency, rates, defaultCurrency))), new Decimal(0));
  const next = { price: money(price), extraPrice: money(extraPrice), total: money(total), paymentsSum: money(paymentsSum) };
  for (const [name, value] of Object.entries(next) as [keyof typeof next, string][]) {
    if (value !== booking[name]) changes[name] = { from: booking[name], to: value };
  }
  Object.assign(set, next);
  const manual = set.paymentStatusManual ?? booking.paymentStatusManual;
  if (!manual) {
    const statuses = await findStatuses(tx);
    const canceled = (set.bookingStatusId ?? booking.bookingStatusId) === statuses.booking(BOOKING_STATUS.canceled).id;
    const due = canceled ? new Decimal(booking.cancelTotal) : total;
    const slug = derivedPaymentStatus(paymentsSum, due);
    const status = statuses.payment(slug);
    if (status.id !== booking.paymentStatusId) {
      set.paymentStatusId = status.id;
      changes.paymentStatus = { from: details.paymentStatus.slug, to: slug };
    }
  }
}

/** Applies the save in one transaction and answers the booking as the caller sees it. */
export async function updateBooking(deps: Deps, id: number, user: UserRow, form: FormData): Promise<BookingDetails> {
  const admin = user.role === ROLE_ADMIN;
  const raw = (() => {
    try {
      return JSON.parse(form.fields.booking ?? '{}') as Record<string, unknown>;
    } catch {
      return {};
    }
  })();
  const input = readJsonPart(bookingUpdateSchema, form.fields.booking, 'booking');
  const payments = readPayments(form);
  const documents = await checkItemDocuments(form.files);
  const visible = await findBookingDetails(deps.db, id, user);
  if (!visible) throw notFound('Booking');
  if (!admin) refuseAdminOnly(input, raw, payments, documents);
  else refuseTurnedOff(input, visible);
  const newPassengers = input.newPassengers ?? [];
  if (newPassengers.length && !canEditPassengers(visible, admin)) {
    throw forbidden('newPassengers: passengers can no longer be added (the booking is canceled or the stay has started).');
  }
  checkNewPassengers(newPassengers, visible.booking.startDate);
  const passengerParts = form.files.filter((f) => !documents.some((d) => d.file === f));
  const passengerFiles = await checkPassengerFiles(passengerParts, new Set([...visible.passengers.map((p) => p.key), ...newPassengers.map((p) => p.id)]));
  if ((input.passengers || passengerFiles.size) && !canEditPassengers(visible, admin)) {
    throw forbidden('passengers: passengers can no longer be changed (the booking is canceled or the stay has started).');
  }
  const storedPassengerFiles = await storePassengerFiles(deps.storage, passengerFiles);
  const storedDocuments = await storeItemDocuments(deps.storage, documents);

  await deps.db.transaction(async (tx) => {
    // The row lock makes a concurrent save or cancel wait, then see this one's result.
    await tx.execute(sql`select id from bookings where id = ${id} for update`);
    const details = (await findBookingDetails(tx, id, user))!;
    const ctx: Context = { tx, details, lookup: await loadTaxonomies(tx), user, changes: {} };
    const set = admin ? bookingFields(ctx, input) : {};
    if (admin) {
      const newItems = [...(input.newTransfers ?? []), ...(input.newVisas ?? [])];
      await removeRows(ctx, input, newItems.length > 0);
      await editItems(ctx, input.bookingItems ?? {}, new Set(input.removedBookingItemsIds ?? []), storedDocuments);
      await addServiceItems(ctx, 'transfer', input.newTransfers ?? []);
      await addServiceItems(ctx, 'visa', input.newVisas ?? []);
      await addPayments(ctx, payments);
      await recompute(ctx, input, set);
    }
    await editPassengers(ctx, input.passengers ?? {}, storedPassengerFiles);
    await addPassengers(ctx, newPassengers, storedPassengerFiles);
    if (input.newComment) {
      await tx.insert(bookingComments).values({ bookingId: id, userId: user.id, comment: input.newComment });
      ctx.changes.comment = { from: null, to: input.newComment };
    }
    if (Object.keys(set).length) await tx.update(bookings).set({ ...set, updatedAt: new Date() }).where(eq(bookings.id, id));
    if (Object.keys(ctx.changes).length) await tx.insert(bookingHistory).values({ bookingId: id, userId: user.id, action: 'updated', changes: ctx.changes });
  });
  return (await findBookingDetails(deps.db, id, user))!;
}

/** The presenter's canEditPassengerDetails and canAddPassenger: not canceled, and before travel for an agent. */
function canEditPassengers(details: BookingDetails, admin: boolean) {
  if (details.bookingStatus.slug === BOOKING_STATUS.canceled) return false;
  return admin || details.booking.startDate > today();
}

const itemFileParams = z.object({ id: z.coerce.number().int().positive(), itemId: z.coerce.number().int().positive(), index: z.coerce.number().int().min(0) });

/** `POST bookings/{id}` (the `_method=PUT` save) and the item documents behind the booking's scoping. */
export async function bookingEditRoutes(app: FastifyInstance) {
  app.post('/bookings/:id', async (request) => {
    const user = requireUser(request);
    const { id } = parse(idParamSchema, request.params);
    const form = await readForm(request);
    const details = await updateBooking({ db: app.ctx.database.db, storage: app.ctx.storage }, id, user, form);
    return presentBooking(details, user);
  });

  app.get('/bookings/:id/items/:itemId/files/:index', async (request, reply) => {
    const user = requireUser(request);
    const { id, itemId, index } = parse(itemFileParams, request.params);
    const details = await findBookingDetails(app.ctx.database.db, id, user);
    const key = details?.items.find((i) => i.item.id === itemId)?.item.files[index];
    const data = key ? await app.ctx.storage.get(key) : null;
    if (!key || !data) throw notFound('File');
    reply
      .header('content-type', contentTypeOf(key))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return data;
  });
}
