import { BOOKING_STATUS, type BookingUpdate, ROLE_ADMIN, type WebhookEvent } from '@travel/contracts';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/errors';
import { pendingStorage, type Storage } from '../../lib/storage';
import type { UserRow } from '../users';
import { syncBookingAccount } from './account-sync';
import { cancelItemsByAgent } from './item-cancel';
import { storeItemDocuments } from './item-files';
import { checkPassengerFiles, storePassengerFiles } from './passenger-files';
import { type BookingDetails, findBookingDetails } from './repo';
import type { BookingSave } from './update-form';
import { addServiceItems, editItems, removeRows } from './update-items';
import { addPassengers, editPassengers } from './update-passengers';
import { addPayments, recompute } from './update-payments';
import { refreshReportLines } from './reports';
import { emitBookingEvent } from './webhook-events';
import { type BookingSet, findSaveTaxonomies, insertComment, insertSaveHistory, lockBooking, updateBookingRow } from './update-repo';
import {
  canEditPassengers,
  checkNewPassengers,
  type Context,
  invalid,
  refuseAdminOnly,
  refuseTurnedOff,
  requireTaxonomy,
  taxonomyLookup,
} from './update-rules';

/**
 * Saving a booking: `POST bookings/{id}` with `_method=PUT` (account spec §2 Booking view/edit,
 * §4-§7; domain-rules §1, §2, §7, §8). One transaction applies what the caller may change,
 * recomputes price, total, paymentsSum and the derived payment status with decimal.js, and writes
 * one history row naming every change (field: from → to). Refusals happen before anything is
 * written; the transaction rolls back on any error, so nothing is ever half-saved.
 */

type Deps = { db: Db; storage: Storage; clock: Clock };

/** The booking's own fields an admin may set: statuses, extra price or total, requests, details, note. */
function bookingFields(ctx: Context, input: BookingUpdate) {
  const { details, lookup, changes } = ctx;
  const { booking } = details;
  const set: BookingSet = {};
  if (input.bookingStatusId !== undefined && input.bookingStatusId !== booking.bookingStatusId) {
    const status = requireTaxonomy(lookup, 'bookingStatus', input.bookingStatusId, 'bookingStatusId', 'booking status');
    if (status.slug === BOOKING_STATUS.canceled)
      throw invalid('bookingStatusId', 'use Cancel Booking to cancel: it computes the cancellation charge and gives the rooms back');
    set.bookingStatusId = status.id;
    changes.bookingStatus = { from: details.bookingStatus.slug, to: status.slug };
  }
  if (input.paymentStatusId !== undefined) {
    if (input.paymentStatusId === null) {
      if (booking.paymentStatusManual) changes.paymentStatusManual = { from: true, to: false };
      set.paymentStatusManual = false;
    } else {
      const status = requireTaxonomy(lookup, 'paymentStatus', input.paymentStatusId, 'paymentStatusId', 'payment status');
      if (status.id !== booking.paymentStatusId || !booking.paymentStatusManual)
        changes.paymentStatus = { from: details.paymentStatus.slug, to: `${status.slug} (set by hand)` };
      Object.assign(set, { paymentStatusId: status.id, paymentStatusManual: true });
    }
  }
  if (input.additionalRequests !== undefined) {
    const requests = Object.fromEntries(
      input.additionalRequests.map((id, i) => [
        String(id),
        requireTaxonomy(lookup, 'additionalRequests', id, `additionalRequests.${i}`, 'additional request').title,
      ]),
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

/** Applies the save in one transaction and answers the booking as the caller sees it. */
export async function updateBooking(deps: Deps, id: number, user: UserRow, save: BookingSave): Promise<BookingDetails> {
  const admin = user.role === ROLE_ADMIN;
  const { input, raw, payments, documents, passengerParts } = save;
  const visible = await findBookingDetails(deps.db, id, user);
  if (!visible) throw notFound('Booking');
  if (!admin) refuseAdminOnly(input, raw, payments, documents);
  else refuseTurnedOff(input, visible);
  const today = deps.clock.today();
  const newPassengers = input.newPassengers ?? [];
  if (newPassengers.length && !canEditPassengers(visible, admin, today)) {
    throw forbidden('newPassengers: passengers can no longer be added (the booking is canceled or the stay has started).');
  }
  checkNewPassengers(newPassengers, visible.booking.startDate, today);
  const passengerFiles = await checkPassengerFiles(passengerParts, new Set([...visible.passengers.map((p) => p.key), ...newPassengers.map((p) => p.id)]));
  if ((input.passengers || passengerFiles.size) && !canEditPassengers(visible, admin, today)) {
    throw forbidden('passengers: passengers can no longer be changed (the booking is canceled or the stay has started).');
  }
  // Pending until the save commits, removed at once when it is refused (docs/decisions.md,
  // "pending passenger files and the start sweep").
  const storage = pendingStorage(deps.storage);
  try {
    await saveInTransaction(deps, id, user, save, await storePassengerFiles(storage, passengerFiles), await storeItemDocuments(storage, documents));
  } catch (error) {
    await storage.discard();
    throw error;
  }
  await storage.promoteAll();
  return (await findBookingDetails(deps.db, id, user))!;
}

/** The save's one transaction: the booking row locked, then every change the caller may make, and one history row. */
async function saveInTransaction(
  deps: Deps,
  id: number,
  user: UserRow,
  { input, payments }: BookingSave,
  storedPassengerFiles: Awaited<ReturnType<typeof storePassengerFiles>>,
  storedDocuments: Awaited<ReturnType<typeof storeItemDocuments>>,
) {
  const admin = user.role === ROLE_ADMIN;
  const newPassengers = input.newPassengers ?? [];
  await deps.db.transaction(async (tx) => {
    await lockBooking(tx, id);
    const details = (await findBookingDetails(tx, id, user))!;
    const ctx: Context = { tx, details, lookup: taxonomyLookup(await findSaveTaxonomies(tx)), user, changes: {}, clock: deps.clock };
    const now = deps.clock.now();
    const set = admin ? bookingFields(ctx, input) : {};
    if (admin) {
      const newItems = [...(input.newTransfers ?? []), ...(input.newVisas ?? []), ...(input.newTours ?? [])];
      await removeRows(ctx, input, newItems.length > 0);
      await editItems(ctx, input.bookingItems ?? {}, new Set(input.removedBookingItemsIds ?? []), storedDocuments);
      await addServiceItems(ctx, 'transfer', input.newTransfers ?? []);
      await addServiceItems(ctx, 'visa', input.newVisas ?? []);
      await addServiceItems(ctx, 'tour', input.newTours ?? []);
      await addPayments(ctx, payments);
      await recompute(ctx, input, set);
    } else if (await cancelItemsByAgent(ctx, input.bookingItems ?? {})) {
      // An item the agent canceled counts its cancelCost instead of its total (item-cancel.ts).
      await recompute(ctx, {}, set);
    }
    await editPassengers(ctx, input.passengers ?? {}, storedPassengerFiles);
    await addPassengers(ctx, newPassengers, storedPassengerFiles);
    if (input.newComment) {
      await insertComment(tx, id, user.id, input.newComment, now);
      ctx.changes.comment = { from: null, to: input.newComment };
    }
    if (Object.keys(set).length) await updateBookingRow(tx, id, set, now);
    // Payments, a changed total or a cancelled service reach the agency's ledger and invoices in this transaction (issue 31).
    const account = await syncBookingAccount({ tx, clock: deps.clock, userId: user.id }, id);
    if (Object.keys(account).length) ctx.changes.account = account;
    if (Object.keys(ctx.changes).length) {
      await insertSaveHistory(tx, id, user.id, ctx.changes, now);
      // The dashboard's and reports' figures of the booking (issue 35), then the agency's webhooks (issue 34).
      await refreshReportLines(tx, id);
      await emitSaveEvents(tx, id, ctx.changes, now);
    }
  });
}

/**
 * The webhook events of a save (issue 34): its status becoming confirmed or canceled says so; any
 * other change is `booking.changed`; each payment recorded is `payment.recorded`.
 */
async function emitSaveEvents(tx: Tx, id: number, changes: Context['changes'], now: Date) {
  const { bookingStatus, paymentsAdded, account: _ledger, ...others } = changes;
  const status = (bookingStatus as { to?: string } | undefined)?.to;
  const events: WebhookEvent[] = [
    ...(status === BOOKING_STATUS.confirmed ? (['booking.confirmed'] as const) : []),
    ...(status === BOOKING_STATUS.canceled ? (['booking.cancelled'] as const) : []),
    ...(Object.keys(others).length > 0 ? (['booking.changed'] as const) : []),
  ];
  if (events.length) await emitBookingEvent(tx, id, events, now);
  const payments = (paymentsAdded as { to?: { payDate: string; paidAmount: string }[] } | undefined)?.to ?? [];
  for (const payment of payments) await emitBookingEvent(tx, id, 'payment.recorded', now, { amount: payment.paidAmount, date: payment.payDate });
}
