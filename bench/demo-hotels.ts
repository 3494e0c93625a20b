/**
 * A fuller results page for the Lighthouse row of `/search` (issue 36: a 20-card page, not the
 * demo's three Paris hotels): the demo's Paris hotels are copied, rooms, prices, images, meals'
 * prices, cancellation rules and offers with them, until Paris has `wanted` hotels. Written
 * straight into the stopped server's embedded database (its DATA_DIR), as the bench's search
 * catalogue is (catalogue.ts). Allotments are not copied: the copies sell freely, and the inventory
 * ledger has nothing to say about them.
 */
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { openPglite } from '../apps/server/src/db/client';
import {
  hotelCancellationRules,
  hotelImages,
  hotelOffers,
  hotelRooms,
  hotels,
  roomPricing,
  roomPricingPersonPrices,
} from '../apps/server/src/modules/hotels/tables';
import { locations } from '../apps/server/src/modules/reference/tables';

/** Each copy's name: the original's with a district, so the cards read like a real city's list. */
const DISTRICTS = ['Marais', 'Montmartre', 'Opéra', 'Saint-Germain', 'Bastille', 'Louvre', 'Trocadéro', 'Pigalle', 'Invalides', 'Belleville'];

/** Copies the city's hotels until it has `wanted`; answers how many it has then. */
export async function fillCity(dataDir: string, city: string, wanted: number): Promise<number> {
  const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
  try {
    const db = database.db;
    const [place] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.name, city), eq(locations.type, 'city')));
    if (!place) throw new Error(`No city ${city} in the demo data.`);
    const originals = await db.select().from(hotels).where(eq(hotels.locationId, place.id)).orderBy(hotels.id);
    if (!originals.length) throw new Error(`The demo data has no hotel in ${city} to copy.`);
    let have = originals.length;
    for (let n = 0; have < wanted; n++, have++) {
      const original = originals[n % originals.length]!;
      const district = DISTRICTS[Math.floor(n / originals.length) % DISTRICTS.length]!;
      await db.transaction(async (tx) => {
        const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = original;
        const [copy] = await tx
          .insert(hotels)
          .values({ ...fields, name: `${original.name} ${district}` })
          .returning({ id: hotels.id });
        const hotelId = copy!.id;
        const images = await tx.select().from(hotelImages).where(eq(hotelImages.hotelId, original.id));
        if (images.length) await tx.insert(hotelImages).values(images.map((image) => ({ ...withoutId(image), hotelId })));
        const rules = await tx.select().from(hotelCancellationRules).where(eq(hotelCancellationRules.hotelId, original.id));
        if (rules.length) await tx.insert(hotelCancellationRules).values(rules.map((rule) => ({ ...withoutId(rule), hotelId })));
        const roomOf = new Map<number, number>();
        for (const room of await tx.select().from(hotelRooms).where(eq(hotelRooms.hotelId, original.id))) {
          const [made] = await tx
            .insert(hotelRooms)
            .values({ ...withoutId(room), hotelId })
            .returning({ id: hotelRooms.id });
          roomOf.set(room.id, made!.id);
        }
        const rows = roomOf.size
          ? await tx
              .select()
              .from(roomPricing)
              .where(inArray(roomPricing.roomId, [...roomOf.keys()]))
          : [];
        for (const row of rows) {
          const [made] = await tx
            .insert(roomPricing)
            .values({ ...withoutId(row), roomId: roomOf.get(row.roomId)! })
            .returning({ id: roomPricing.id });
          const prices = await tx.select().from(roomPricingPersonPrices).where(eq(roomPricingPersonPrices.pricingId, row.id));
          if (prices.length) await tx.insert(roomPricingPersonPrices).values(prices.map((p) => ({ ...p, pricingId: made!.id })));
        }
        const offers = await tx.select().from(hotelOffers).where(eq(hotelOffers.hotelId, original.id));
        if (offers.length)
          await tx.insert(hotelOffers).values(
            offers.map((offer) => ({
              ...withoutId(offer),
              hotelId,
              roomTypeIds: offer.roomTypeIds === 'all' ? ('all' as const) : offer.roomTypeIds.map((id) => roomOf.get(id) ?? id),
              // Which other offers it combines with names the original's offers: the copies combine none.
              applyWithOthersIds: [],
            })),
          );
      });
    }
    return have;
  } finally {
    await database.close();
  }
}

function withoutId<T extends { id: number }>(row: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = row;
  return rest;
}
