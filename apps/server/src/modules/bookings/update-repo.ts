import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { listTaxonomiesOfTypes } from '../reference';
import { bookingCancellationPolicies, bookingComments, bookingHistory, bookingItems, bookingPassengers, bookingPayments, bookings } from './tables';

/** The queries of a booking save (update-service.ts); every one runs inside the save's transaction. */

export type BookingSet = Partial<typeof bookings.$inferInsert>;
export type ItemSet = Partial<typeof bookingItems.$inferInsert>;
export type PassengerSet = Partial<typeof bookingPassengers.$inferInsert>;
export type NewItemRow = typeof bookingItems.$inferInsert;
export type NewPassengerRow = typeof bookingPassengers.$inferInsert;
export type NewPolicyRow = typeof bookingCancellationPolicies.$inferInsert;
export type NewPaymentRow = typeof bookingPayments.$inferInsert;

/** The row lock makes a concurrent save or cancel wait, then see this one's result. */
export async function lockBooking(tx: Tx, id: number) {
  await tx.execute(sql`select id from bookings where id = ${id} for update`);
}

/** The taxonomies a save may point to. */
export async function findSaveTaxonomies(tx: Tx) {
  return listTaxonomiesOfTypes(tx, ['bookingStatus', 'paymentStatus', 'additionalRequests', 'currency']);
}
export type SaveTaxonomy = Awaited<ReturnType<typeof findSaveTaxonomies>>[number];

export async function insertPassenger(tx: Tx, row: NewPassengerRow) {
  await tx.insert(bookingPassengers).values(row);
}

export async function updatePassenger(tx: Tx, id: number, set: PassengerSet) {
  await tx.update(bookingPassengers).set(set).where(eq(bookingPassengers.id, id));
}

/** Answers the new item's id. */
export async function insertItem(tx: Tx, row: NewItemRow) {
  const [inserted] = await tx.insert(bookingItems).values(row).returning({ id: bookingItems.id });
  return inserted!.id;
}

export async function updateItem(tx: Tx, id: number, set: ItemSet) {
  await tx.update(bookingItems).set(set).where(eq(bookingItems.id, id));
}

export async function deleteItems(tx: Tx, ids: number[]) {
  await tx.delete(bookingItems).where(inArray(bookingItems.id, ids));
}

export async function insertPolicies(tx: Tx, rows: NewPolicyRow[]) {
  await tx.insert(bookingCancellationPolicies).values(rows);
}

export async function deletePolicies(tx: Tx, ids: number[]) {
  await tx.delete(bookingCancellationPolicies).where(inArray(bookingCancellationPolicies.id, ids));
}

export async function insertPayments(tx: Tx, rows: NewPaymentRow[]) {
  await tx.insert(bookingPayments).values(rows);
}

export async function deletePayments(tx: Tx, ids: number[]) {
  await tx.delete(bookingPayments).where(inArray(bookingPayments.id, ids));
}

/**
 * What each of the booking's items adds to its price, as they stand inside the save: its total, or
 * the cancelCost of an item an agent canceled alone (item-cancel.ts).
 */
export async function findItemTotals(tx: Tx, bookingId: number) {
  const rows = await tx
    .select({ total: sql<string>`coalesce(${bookingItems.cancelCost}, ${bookingItems.total})` })
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId));
  return rows.map((r) => String(r.total));
}

/** The paid amounts (default currency) of the booking's payments as they stand inside the save. */
export async function findPaidAmounts(tx: Tx, bookingId: number) {
  const rows = await tx.select({ paidAmount: bookingPayments.paidAmount }).from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId));
  return rows.map((r) => r.paidAmount);
}

export async function insertComment(tx: Tx, bookingId: number, userId: number, comment: string, at: Date) {
  await tx.insert(bookingComments).values({ bookingId, userId, comment, createdAt: at });
}

export async function updateBookingRow(tx: Tx, id: number, set: BookingSet, at: Date) {
  await tx
    .update(bookings)
    .set({ ...set, updatedAt: at })
    .where(eq(bookings.id, id));
}

/** One history row per save, naming every change (field: from → to). */
export async function insertSaveHistory(tx: Tx, bookingId: number, userId: number, changes: Record<string, unknown>, at: Date) {
  await tx.insert(bookingHistory).values({ bookingId, userId, at, action: 'updated', changes });
}
