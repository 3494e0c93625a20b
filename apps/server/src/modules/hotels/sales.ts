import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { anyId } from '../../lib/sql-lists';
import { forgetInTx, txMemo } from '../../lib/tx-memo';
import { type HotelSaleRow, hotelRooms, hotelSales, hotels } from './tables';

/**
 * A hotel item's own record (`hotel_sales`, issue 28): its hotel, room type and meal, beside the
 * booking item row every product shares. Written once the item exists, in the booking's transaction.
 */
export type HotelSaleRecord = { hotelId: number; roomId: number; mealTypeId: number };

export const isHotelSaleRecord = (record: unknown): record is HotelSaleRecord =>
  typeof record === 'object' && record !== null && typeof (record as HotelSaleRecord).hotelId === 'number';

/** The transaction's memory of the records it wrote (lib/tx-memo.ts): taking the rooms next reads none back (issue 36's statement budget). */
const MEMO = 'hotel-sale:';

export async function recordHotelSale(tx: Tx, bookingItemId: number, record: HotelSaleRecord) {
  await tx.insert(hotelSales).values({ bookingItemId, ...record });
  txMemo(tx)?.set(`${MEMO}${bookingItemId}`, { bookingItemId, ...record } satisfies HotelSaleRow);
}

/** The hotel records of these items, by item id (an item without one is left out). */
export async function hotelSalesOf(db: DbOrTx, itemIds: number[]): Promise<Map<number, HotelSaleRow>> {
  const memo = txMemo(db);
  const found = new Map<number, HotelSaleRow>();
  const unknown: number[] = [];
  for (const id of itemIds) {
    const written = memo?.get(`${MEMO}${id}`) as HotelSaleRow | undefined;
    if (written) found.set(id, written);
    else unknown.push(id);
  }
  if (unknown.length === 0) return found;
  for (const row of await db.select().from(hotelSales).where(anyId(hotelSales.bookingItemId, unknown))) found.set(row.bookingItemId, row);
  return found;
}

/** The hotel records of these items with the live names of their hotel and room type, in one read. */
export async function hotelSalesWithNames(db: DbOrTx, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      bookingItemId: hotelSales.bookingItemId,
      hotelId: hotelSales.hotelId,
      roomId: hotelSales.roomId,
      mealTypeId: hotelSales.mealTypeId,
      hotel: hotels.name,
      hotelAddress: hotels.address,
      hotelPhone: hotels.phone,
      room: hotelRooms.name,
    })
    .from(hotelSales)
    .leftJoin(hotels, eq(hotels.id, hotelSales.hotelId))
    .leftJoin(hotelRooms, eq(hotelRooms.id, hotelSales.roomId))
    .where(anyId(hotelSales.bookingItemId, itemIds));
}

/** An administrator's new meal for a hotel item (an item stored without a record gets one). */
export async function setHotelSaleMeal(tx: Tx, bookingItemId: number, mealTypeId: number) {
  await tx
    .insert(hotelSales)
    .values({ bookingItemId, mealTypeId })
    .onConflictDoUpdate({ target: hotelSales.bookingItemId, set: { mealTypeId: sql`excluded.meal_type_id` } });
  forgetInTx(tx, MEMO);
}

/** Ids of the booking items sold at one of these hotels (a subquery). */
export const itemsOfHotels = (hotelIds: SQL) => sql`(select ${hotelSales.bookingItemId} from ${hotelSales} where ${hotelSales.hotelId} in ${hotelIds})`;

/** The item's hotel id as text (a report's group key), over the alias of a booking item row. */
export const hotelIdTextOf = (item: SQL) => sql`(select ${hotelSales.hotelId}::text from ${hotelSales} where ${hotelSales.bookingItemId} = ${item}.id)`;
