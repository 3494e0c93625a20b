import { eq, inArray } from 'drizzle-orm';
import { itemTotal } from '@travel/contracts';
import type { Tx } from '../../db/client';
import { type Sale, type Status, productOf } from '../products';
import { takeItems } from './inventory';
import { bookingCancellationPolicies, type BookingItemRow, bookingItems, bookings } from './tables';

/** A sale to write as an item of a booking: what its product priced, for whom, in which status. */
export type SaleLine = { productType: string; sale: Sale; passengerIds: string[]; status: Status };

/** The item row of a sale in a booking: the product's reference columns and snapshot go as it gave them. */
export function saleItemRow(bookingId: number, { productType, sale, passengerIds, status }: SaleLine) {
  return {
    bookingId,
    productType,
    ...sale.columns,
    bookingStatusId: status.id,
    startDate: sale.startDate,
    endDate: sale.endDate,
    price: sale.price,
    priceNet: sale.priceNet,
    priceNetCurrency: sale.priceNetCurrency,
    currency: sale.currency,
    count: sale.count,
    extrasTotal: sale.extrasTotal ?? '0.00',
    total: itemTotal(sale.price, sale.count, sale.extrasTotal)!,
    passengerIds,
    option: sale.snapshot,
  } satisfies typeof bookingItems.$inferInsert;
}

/** Writes each sale as an item of the booking with its cancellation rows, whatever its product. Answers the rows in order. */
export async function writeSaleItems(tx: Tx, bookingId: number, lines: SaleLine[]): Promise<BookingItemRow[]> {
  const rows: BookingItemRow[] = [];
  for (const line of lines) {
    const [row] = await tx.insert(bookingItems).values(saleItemRow(bookingId, line)).returning();
    await productOf(line.productType).recordSale?.(tx, row!, line.sale);
    if (line.sale.policies.length) await tx.insert(bookingCancellationPolicies).values(line.sale.policies.map((rule) => ({ bookingItemId: row!.id, ...rule })));
    rows.push(row!);
  }
  return rows;
}

/**
 * Takes the items' inventory once they exist, so the ledger records each unit against its item
 * (domain-rules §6); items left without units are on request, and so is the booking. Answers
 * the ids of those items.
 */
export async function takeOrOnRequest(tx: Tx, bookingId: number, rows: BookingItemRow[], onRequest: Status): Promise<Set<number>> {
  const taken = await takeItems(tx, rows);
  const short = rows.filter((row) => !taken.get(row.id)).map((row) => row.id);
  if (short.length) {
    await tx.update(bookingItems).set({ bookingStatusId: onRequest.id }).where(inArray(bookingItems.id, short));
    await tx.update(bookings).set({ bookingStatusId: onRequest.id }).where(eq(bookings.id, bookingId));
  }
  return new Set(short);
}
