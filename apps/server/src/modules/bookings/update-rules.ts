import { ADMIN_ONLY_BOOKING_KEYS, BOOKING_STATUS, type BookingUpdate, birthDateProblem, type NewPassenger } from '@travel/contracts';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, forbidden } from '../../lib/errors';
import { dec, moneyText, sum } from '../../lib/money';
import type { UserRow } from '../users';
import type { BookingDetails } from './repo';
import type { SaveTaxonomy } from './update-repo';

/**
 * The rules of a booking save that need no database: refusals by role and site setting, checks
 * of what the payload names, and the booking's amounts. Each throws the 4xx the caller sees.
 */

export type Changes = Record<string, unknown>;
export const invalid = (field: string, message: string) => badRequest(`${field}: ${message}`, 'validation');

/** Id → row of the taxonomies a save may point to, and the known currency codes. */
export function taxonomyLookup(rows: SaveTaxonomy[]) {
  const of = (type: string, id: number) => rows.find((r) => r.type === type && r.id === id);
  const currencies = new Set(rows.filter((r) => r.type === 'currency').map((r) => r.code));
  return { of, currencies };
}
export type Lookup = ReturnType<typeof taxonomyLookup>;

/** What every step of the save shares: the transaction, the booking as locked, the history being written, the clock. */
export type Context = { tx: Tx; details: BookingDetails; lookup: Lookup; user: UserRow; changes: Changes; clock: Clock };

export function requireTaxonomy(lookup: Lookup, type: string, id: number, field: string, what: string) {
  const row = lookup.of(type, id);
  if (!row) throw invalid(field, `${id} is not a ${what}`);
  return row;
}

export function checkPolicyCurrency(lookup: Lookup, code: string, field: string) {
  if (!lookup.currencies.has(code)) throw invalid(field, `${code} is not a known currency`);
}

export const isEmpty = (value: unknown) =>
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

/**
 * Agents (decisions: booking edit): passengers, a new comment, and cancelling one of their items
 * (`bookingItems.<id>.bookingStatusId`, item-cancel.ts). A payload naming anything only an
 * administrator may change (account spec §6) is refused with 403 and nothing is saved; empty lists
 * and maps (the view's own defaults) are not changes.
 */
export function refuseAdminOnly(input: BookingUpdate, raw: Record<string, unknown>, payments: unknown[], documents: unknown[]) {
  for (const key of ADMIN_ONLY_BOOKING_KEYS) {
    if (key === 'bookingItems') continue;
    if (!isEmpty(raw[key]) && input[key] !== undefined) throw forbidden(`${key}: only an administrator may change this.`);
  }
  refuseAgentItemKeys(input.bookingItems);
  if (payments.length) throw forbidden('payments: only an administrator may add or remove payments.');
  if (documents.length) throw forbidden('files[bookingitems-files]: only an administrator may attach documents.');
}

/**
 * An agent's `bookingItems` may carry `bookingStatusId` and nothing else (its value is checked in
 * the save's transaction, item-cancel.ts): any other key is a 403 naming it.
 */
export function refuseAgentItemKeys(edits: BookingUpdate['bookingItems']) {
  for (const [itemId, edit] of Object.entries(edits ?? {})) {
    for (const [key, value] of Object.entries(edit)) {
      if (key !== 'bookingStatusId' && value !== undefined) throw forbidden(`bookingItems.${itemId}.${key}: only an administrator may change this.`);
    }
  }
}

/**
 * The site's manual-add flags (account spec §6; site settings): when one is off, adding or
 * deleting that kind of item, or adding cancellation policy rows, is refused with 403 naming the key.
 */
export function refuseTurnedOff(input: BookingUpdate, details: BookingDetails) {
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
export function checkNewPassengers(passengers: NewPassenger[], stayStart: string, today: string) {
  passengers.forEach((p, i) => {
    if (passengers.findIndex((other) => other.id === p.id) !== i) throw invalid(`newPassengers.${i}.id`, `${p.id} is used twice`);
    const problem = birthDateProblem(p, stayStart, today);
    if (problem) throw invalid(`newPassengers.${i}.${problem.field}`, problem.message);
  });
}

/** The presenter's canEditPassengerDetails and canAddPassenger: not canceled, and before travel for an agent. */
export function canEditPassengers(details: BookingDetails, admin: boolean, today: string) {
  if (details.bookingStatus.slug === BOOKING_STATUS.canceled) return false;
  return admin || details.booking.startDate > today;
}

/**
 * The ids the removal lists name, each checked to belong to this booking; a save may not remove
 * every item unless it adds one.
 */
export function checkRemovals(details: BookingDetails, input: BookingUpdate, addsItems: boolean) {
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
  return { removedItems, removedPolicies, removedPayments };
}

/**
 * price = Σ item totals, total = price + extraPrice (extraPrice sent wins; else a sent total sets
 * extraPrice = total − price); a total below zero is refused (domain-rules §1).
 */
export function bookingAmounts(itemTotals: string[], input: Pick<BookingUpdate, 'extraPrice' | 'total'>, currentExtraPrice: string) {
  const price = sum(itemTotals);
  const extraPrice =
    input.extraPrice !== undefined ? dec(input.extraPrice) : input.total !== undefined ? dec(input.total).minus(price) : dec(currentExtraPrice);
  const total = price.plus(extraPrice);
  if (total.isNegative())
    throw invalid(input.extraPrice !== undefined ? 'extraPrice' : 'total', `the total must not be below zero (price ${moneyText(price)})`);
  return { price, extraPrice, total };
}
