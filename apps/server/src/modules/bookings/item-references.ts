import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingItems, bookings } from './tables';

/**
 * The booking references of some items, so another module's refusal can name the bookings
 * concerned ("booking TB7K3Q9X") without reading the bookings' tables itself.
 */
export type ItemBooking = { bookingId: number; reference: string; startDate: string; endDate: string };

export async function itemBookings(db: DbOrTx, itemIds: number[]): Promise<Map<number, ItemBooking>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: bookingItems.id, bookingId: bookings.id, reference: bookings.pnrs, startDate: bookingItems.startDate, endDate: bookingItems.endDate })
    .from(bookingItems)
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .where(inArray(bookingItems.id, [...new Set(itemIds)]));
  return new Map(rows.map(({ itemId, ...rest }) => [itemId, rest]));
}

/** 'TB7K3Q9X, TBQ2M4RT and 3 more': the references of a refusal, a few by name. */
export function referencesText(references: string[], shown = 5): string {
  const unique = [...new Set(references)].sort();
  if (unique.length <= shown) return unique.length < 2 ? (unique[0] ?? '') : `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
  return `${unique.slice(0, shown).join(', ')} and ${unique.length - shown} more`;
}
