import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fixtureDate } from '../../test/dates';
import { taxonomyId } from '../../test/factories';
import { insertBooking } from '../bookings/test-data';
import { bookingItems } from '../bookings/tables';
import { locations } from '../reference/tables';
import { flightSales } from './tables';

/** The id of a seeded airport by IATA code. */
export async function airportId(db: Db, code: string) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.type, 'airport'), eq(locations.code, code)));
  if (!row) throw new Error(`No seeded airport ${code}`);
  return row.id;
}

/**
 * Sells a flight the way the flight search will (next issue): a booking with a flight item and
 * the flights module's record of what it sold.
 */
export async function sellFlight(db: Db, agentId: number, sold: { flightId: number; fareId?: number; farePricingId?: number }) {
  const booking = await insertBooking(db, { agentId });
  const [item] = await db
    .insert(bookingItems)
    .values({
      bookingId: booking.id,
      productType: 'flight',
      bookingStatusId: await taxonomyId(db, 'bookingStatus', 'confirmed'),
      startDate: fixtureDate('2027-06-01'),
      endDate: fixtureDate('2027-06-05'),
      price: '100.00',
      currency: 'EUR',
      total: '100.00',
      title: 'Flight',
    })
    .returning();
  await db.insert(flightSales).values({ bookingItemId: item!.id, flightId: sold.flightId, fareId: sold.fareId ?? null, farePricingId: sold.farePricingId ?? null });
  return { booking, item: item! };
}
