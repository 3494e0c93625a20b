import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Storage } from '../lib/storage';
import {
  hotelCancellationRules,
  hotelImages,
  hotelOffers,
  hotelRooms,
  hotels,
  roomAllotments,
  roomPricing,
  roomPricingPersonPrices,
} from '../modules/hotels/tables';
import { hotelMarkupRules } from '../modules/hotels/markups/tables';
import { locations, taxonomies } from '../modules/reference/tables';
import { holidayPicture } from './png';
import { seedDemoSiteContent } from './site-content';

/** Ten real cities, three hotels each; the base price is a double room per night in EUR. */
const CITIES: { city: string; country: string; base: number; hotels: [string, number, string][] }[] = [
  {
    city: 'Paris',
    country: 'FR',
    base: 150,
    hotels: [
      ['Hôtel Lumière Rivoli', 4, '12 Rue de Rivoli'],
      ['Le Petit Montmartre', 3, '8 Rue Lepic'],
      ['Palais Saint-Honoré', 5, '210 Rue Saint-Honoré'],
    ],
  },
  {
    city: 'Rome',
    country: 'IT',
    base: 120,
    hotels: [
      ['Albergo del Pantheon', 4, 'Piazza della Rotonda 5'],
      ['Trastevere Inn', 3, 'Via della Lungaretta 90'],
      ['Villa Borghese Grand', 5, 'Via Veneto 120'],
    ],
  },
  {
    city: 'Barcelona',
    country: 'ES',
    base: 110,
    hotels: [
      ['Hotel Rambla Mar', 4, 'La Rambla 45'],
      ['Casa Gràcia Rooms', 3, 'Carrer de Verdi 12'],
      ['Gran Hotel Diagonal', 5, 'Avinguda Diagonal 600'],
    ],
  },
  {
    city: 'Lisbon',
    country: 'PT',
    base: 90,
    hotels: [
      ['Alfama Terrace Hotel', 4, 'Rua de São Miguel 20'],
      ['Baixa Budget Rooms', 2, 'Rua Augusta 110'],
      ['Tejo Palace', 5, 'Avenida da Liberdade 185'],
    ],
  },
  {
    city: 'Istanbul',
    country: 'TR',
    base: 85,
    hotels: [
      ['Sultanahmet Garden Hotel', 4, 'Akbıyık Caddesi 30'],
      ['Galata Loft Rooms', 3, 'Galip Dede Caddesi 15'],
      ['Bosphorus Grand Palace', 5, 'Çırağan Caddesi 32'],
    ],
  },
  {
    city: 'Dubai',
    country: 'AE',
    base: 160,
    hotels: [
      ['Marina Pearl Hotel', 4, 'Dubai Marina Walk'],
      ['Deira Creek Inn', 3, 'Al Ras Road 7'],
      ['Palm Royal Resort', 5, 'Palm Jumeirah Crescent'],
    ],
  },
  {
    city: 'Antalya',
    country: 'TR',
    base: 95,
    hotels: [
      ['Lara Beach Resort', 5, 'Lara Caddesi 300'],
      ['Kaleiçi Boutique Hotel', 3, 'Hesapçı Sokak 18'],
      ['Konyaaltı Sun Club', 4, 'Akdeniz Bulvarı 150'],
    ],
  },
  {
    city: 'Athens',
    country: 'GR',
    base: 100,
    hotels: [
      ['Acropolis View Hotel', 4, 'Dionysiou Areopagitou 20'],
      ['Plaka Family Rooms', 3, 'Kydathineon 15'],
      ['Syntagma Grand', 5, 'Vasileos Georgiou 1'],
    ],
  },
  {
    city: 'Prague',
    country: 'CZ',
    base: 80,
    hotels: [
      ['Old Town Square Hotel', 4, 'Staroměstské náměstí 10'],
      ['Malá Strana Guesthouse', 3, 'Nerudova 40'],
      ['Vltava Riverside Palace', 5, 'Dvořákovo nábřeží 5'],
    ],
  },
  {
    city: 'London',
    country: 'GB',
    base: 170,
    hotels: [
      ['Covent Garden Hotel', 4, '10 Monmouth Street'],
      ['Camden Lock Rooms', 3, '25 Chalk Farm Road'],
      ['Mayfair Grand', 5, '45 Park Lane'],
    ],
  },
];

/** Country calling codes of the demo cities, for the hotels' phone numbers (printed on the voucher). */
const DIALING: Record<string, string> = { FR: '+33', IT: '+39', ES: '+34', PT: '+351', TR: '+90', AE: '+971', GR: '+30', CZ: '+420', GB: '+44' };

/** Room types: [name, base, max, adults min-max, children max, price factor of the double]. */
const ROOM_TYPES: [string, number, number, number, number, number, number][] = [
  ['Single Room', 1, 1, 1, 1, 0, 0.75],
  ['Double Room', 2, 3, 1, 3, 1, 1],
  ['Family Room', 2, 4, 2, 4, 2, 1.35],
  ['Junior Suite', 2, 3, 1, 3, 1, 1.8],
];

/**
 * Each demo room type's `roomType` taxonomy entry and room category (slugs), by its name; the
 * double is Superior in the 4- and 5-star hotels (issue 29: every demo room type has both).
 */
const ROOM_TAXONOMIES: Record<string, { type: string; category: (stars: number) => string }> = {
  'Single Room': { type: 'single', category: () => 'standard' },
  'Double Room': { type: 'double', category: (stars) => (stars >= 4 ? 'superior' : 'standard') },
  'Family Room': { type: 'family', category: () => 'family' },
  'Junior Suite': { type: 'suite', category: () => 'junior-suite' },
};

/** A hotel the demo sells only with a transfer (its options say hasRequiredTransfer). */
const TRANSFER_REQUIRED = new Set(['Palm Royal Resort']);

const day = (d: Date) => d.toISOString().slice(0, 10);
const addMonths = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const money = (n: number) => n.toFixed(2);
/** Summer and the December holidays cost more (seasonal pricing). */
const seasonFactor = (month: number) => [0.85, 0.85, 0.9, 1, 1.05, 1.2, 1.35, 1.35, 1.1, 1, 0.9, 1.15][month]!;

/**
 * The demo catalogue: 30 hotels in 10 cities, with pricing for the next 18 months from the
 * day of loading, meal supplements, offers, a stop sale, allotments, cancellation rules and
 * markup settings. Loaded once, when there is no hotel yet.
 */
export async function seedDemoCatalogue(db: Db, storage: Storage, clock: Clock) {
  // The agency's today as a UTC midnight: the day arithmetic below works in UTC.
  const today = new Date(`${clock.today()}T00:00:00Z`);
  // The landing page and menus of the demo (idempotent on its own).
  await seedDemoSiteContent(db, storage);
  const [existing] = await db.select({ n: count() }).from(hotels);
  if (Number(existing?.n ?? 0) > 0) return false;

  const meals = Object.fromEntries((await db.select().from(taxonomies).where(eq(taxonomies.type, 'meal'))).map((m) => [m.code!, m.id]));
  const categories = Object.fromEntries((await db.select().from(taxonomies).where(eq(taxonomies.type, 'hotelCategory'))).map((c) => [Number(c.code), c.id]));
  const facilities = (await db.select().from(taxonomies).where(eq(taxonomies.type, 'roomFacility'))).map((f) => f.id);
  const slugIds = async (type: string) => new Map((await db.select().from(taxonomies).where(eq(taxonomies.type, type))).map((t) => [t.slug, t.id]));
  const [roomTypeIds, roomCategoryIds] = [await slugIds('roomType'), await slugIds('roomCategory')];
  const cityRows = await db
    .select({ id: locations.id, name: locations.name, latitude: locations.latitude, longitude: locations.longitude })
    .from(locations)
    .where(
      and(
        eq(locations.type, 'city'),
        inArray(
          locations.name,
          CITIES.map((c) => c.city),
        ),
      ),
    );

  // Pictures are stored before the transaction: files cannot roll back, and a few unused ones do no harm.
  const pictures: string[] = [];
  for (let i = 0; i < 10; i++) pictures.push(await storage.put('hotels', 'png', holidayPicture(i)));

  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  await db.transaction(async (tx) => {
    let n = 0;
    for (const city of CITIES) {
      const location = cityRows.find((c) => c.name === city.city);
      if (!location) continue;
      for (const [name, stars, address] of city.hotels) {
        n++;
        const allInclusive = city.city === 'Antalya' && stars === 5;
        const mealIds = allInclusive ? [meals.BB!, meals.HB!, meals.AI!] : n % 3 === 0 ? [meals.RO!, meals.BB!] : [meals.BB!, meals.HB!];
        const [hotel] = await tx
          .insert(hotels)
          .values({
            name,
            locationId: location.id,
            hotelCategoryId: categories[stars]!,
            address: `${address}, ${city.city}`,
            phone: `${DIALING[city.country] ?? '+1'} 555 01${String(n).padStart(2, '0')}`,
            latitude: location.latitude ? (Number(location.latitude) + ((n % 5) - 2) * 0.004).toFixed(6) : null,
            longitude: location.longitude ? (Number(location.longitude) + ((n % 7) - 3) * 0.004).toFixed(6) : null,
            defaultCurrency: 'EUR',
            description: `<p><strong>${name}</strong> is a ${stars}-star hotel in ${city.city}, close to the sights and the public transport.</p><ul><li>24-hour reception</li><li>Free Wi-Fi</li><li>Breakfast buffet</li></ul>`,
            mainImage: pictures[n % pictures.length]!,
            mealTypeIds: mealIds,
            defaultMealTypeId: mealIds[0]!,
            markups: n % 10 === 0 ? { b2b: { type: 'percent', amount: '12.00' } } : {},
            requiresTransfer: TRANSFER_REQUIRED.has(name),
          })
          .returning({ id: hotels.id });
        const hotelId = hotel!.id;
        await tx.insert(hotelImages).values([1, 2, 3].map((k) => ({ hotelId, key: pictures[(n + k) % pictures.length]!, position: k })));

        const roomCount = 2 + (n % 3);
        const roomIds: number[] = [];
        for (const [position, [roomName, base, max, minA, maxA, maxC, factor]] of ROOM_TYPES.slice(0, roomCount).entries()) {
          const taxonomy = ROOM_TAXONOMIES[roomName]!;
          const [room] = await tx
            .insert(hotelRooms)
            .values({
              hotelId,
              name: roomName,
              minAdultOccupancy: minA,
              maxAdultOccupancy: maxA,
              minChildOccupancy: 0,
              maxChildOccupancy: maxC,
              baseOccupancy: base,
              maxOccupancy: max,
              // Bigger rooms have more facilities: 3 to 10 of them.
              roomFacilityIds: facilities.slice(0, Math.min(facilities.length, 3 + (n % 5) + position)),
              roomTypeTaxonomyId: roomTypeIds.get(taxonomy.type) ?? null,
              roomCategoryId: roomCategoryIds.get(taxonomy.category(stars)) ?? null,
            })
            .returning({ id: hotelRooms.id });
          roomIds.push(room!.id);
          const double = city.base * (0.6 + stars * 0.15) * factor;
          for (let m = 0; m < 18; m++) {
            const from = addMonths(start, m);
            const price = double * seasonFactor(from.getUTCMonth());
            const [row] = await tx
              .insert(roomPricing)
              .values({
                roomId: room!.id,
                startDate: day(from),
                endDate: day(addDays(addMonths(start, m + 1), -1)),
                pricingType: 'personCount',
                mealTypeId: mealIds[0]!,
                extraChild: money(Math.round(price * 0.2)),
                // Stay restrictions (issue 33) on the junior suites: 3 nights minimum, no Saturday
                // arrival, released 7 days before arrival; family rooms at most 21 nights.
                ...(roomName === 'Junior Suite' ? { minStayArrival: 3, closedToArrival: 'sat', releaseDays: 7 } : {}),
                ...(roomName === 'Family Room' ? { maxStay: 21 } : {}),
              })
              .returning({ id: roomPricing.id });
            await tx
              .insert(roomPricingPersonPrices)
              .values(
                Array.from({ length: max - base + 1 }, (_, i) => ({ pricingId: row!.id, persons: base + i, price: money(Math.round(price * (1 + i * 0.3))) })),
              );
          }
        }
        // Allotment on the double rooms of every other hotel for the next six months.
        if (n % 2 === 0 && roomIds[1]) {
          await tx
            .insert(roomAllotments)
            .values(Array.from({ length: 183 }, (_, i) => ({ roomId: roomIds[1]!, night: day(addDays(today, i)), rooms: 3 + (n % 4) })));
        }
        const horizon = day(addDays(addMonths(start, 18), -1));
        const offers: (typeof hotelOffers.$inferInsert)[] = [
          {
            hotelId,
            kind: 'mealsPrices',
            startDate: day(start),
            endDate: horizon,
            pricingData: { fromMealTypeId: mealIds[0]!, toMealTypeId: mealIds[1]!, adult: money(12 + stars * 3), child: money(6 + stars), infant: '0.00' },
          },
        ];
        if (mealIds[2])
          offers.push({
            hotelId,
            kind: 'mealsPrices',
            startDate: day(start),
            endDate: horizon,
            pricingData: { fromMealTypeId: mealIds[0]!, toMealTypeId: mealIds[2], adult: '45.00', child: '20.00', infant: '0.00' },
          });
        if (n % 3 === 1)
          offers.push({
            hotelId,
            kind: 'discounts',
            name: 'Early booking 10 %',
            startDate: day(addMonths(start, 2)),
            endDate: day(addMonths(start, 8)),
            pricingData: { discount: 10 },
          });
        if (n % 4 === 2)
          offers.push({
            hotelId,
            kind: 'freeNights',
            name: 'Stay 7, pay 6',
            startDate: day(start),
            endDate: horizon,
            pricingData: { stayNights: 7, freeNights: 1 },
          });
        if (n % 5 === 3)
          offers.push({
            hotelId,
            kind: 'freePassengers',
            name: 'First child free',
            startDate: day(start),
            endDate: horizon,
            pricingData: { '1child': 1, '2child': 0, '3child': 0, '1infant': 1, '2infant': 1, '3infant': 1 },
          });
        if (n === 4) offers.push({ hotelId, kind: 'stopSales', startDate: day(addDays(today, 20)), endDate: day(addDays(today, 23)), roomTypeIds: 'all' });
        await tx.insert(hotelOffers).values(offers);
        await tx.insert(hotelCancellationRules).values(
          stars >= 4
            ? [
                { hotelId, daysBefore: 14, penaltyType: 'percent', amount: '30.00' },
                { hotelId, daysBefore: 3, penaltyType: 'nights', amount: '1.00' },
              ]
            : [{ hotelId, daysBefore: 7, penaltyType: 'percent', amount: '50.00' }],
        );
      }
    }
    await tx.insert(hotelMarkupRules).values([
      { distributionChannel: 'b2b', type: 'percent', amount: '8.00', position: 1 },
      { distributionChannel: 'b2c', type: 'percent', amount: '15.00', position: 2 },
    ]);
  });
  return true;
}
