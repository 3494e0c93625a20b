/**
 * The benchmark catalogue, written straight into a migrated database with the server's own
 * tables: 2,000 hotels over 150 locations (one city holds 100 of them), 5 room types each,
 * 12 monthly pricing periods per room type covering the next 12 months, 3 offers per hotel
 * (a discount, a free-nights offer, a meals-price supplement), cancellation rules, some
 * allotment, and hotel markup rules. Deterministic: the same seed gives the same catalogue.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { seedCurrencyRates } from '../apps/server/src/modules/currency/seed';
import {
  hotelCancellationRules,
  hotelImages,
  hotelOffers,
  hotelRooms,
  hotels,
  roomAllotments,
  roomPricing,
  roomPricingPersonPrices,
} from '../apps/server/src/modules/hotels/tables';
import { hotelMarkupRules } from '../apps/server/src/modules/hotels/markups/tables';
import { agencyAccounts } from '../apps/server/src/modules/accounts/tables';
import { seedReferenceData } from '../apps/server/src/modules/reference/seed';
import { locations, taxonomies } from '../apps/server/src/modules/reference/tables';
import { users } from '../apps/server/src/modules/users/tables';

export const HOTELS = 2000;
export const LOCATIONS = 150;
export const BIG_CITY_HOTELS = 100;
export const BIG_CITY = 'Paris';
/**
 * The big destinations of issue 36 (`--big=1000,5000`): one city each, in this order, holding
 * that many more hotels, generated as every other (5 room types, 12 monthly periods, offers,
 * meals, allotment on every fifth hotel, cancellation rules).
 */
export const BIG_DESTINATION_CITIES = ['Rome', 'Madrid', 'Berlin', 'Vienna'];

/** [name, baseOccupancy, maxOccupancy, adults min, adults max, children max, price factor, pricing type] */
const ROOM_TYPES: [string, number, number, number, number, number, number, 'personCount' | 'extraAdult'][] = [
  ['Single Room', 1, 1, 1, 1, 0, 0.75, 'personCount'],
  ['Double Room', 2, 3, 1, 3, 1, 1, 'personCount'],
  ['Triple Room', 2, 3, 1, 3, 2, 1.2, 'personCount'],
  ['Family Room', 2, 4, 2, 4, 2, 1.35, 'extraAdult'],
  ['Junior Suite', 2, 3, 1, 3, 1, 1.8, 'personCount'],
];

/** Small deterministic PRNG (mulberry32). */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const day = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
export const monthStart = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
export const cents = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/** Inserts rows in chunks (PostgreSQL takes at most 65,535 parameters per statement). */
async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function insertReturning<T, R>(rows: T[], size: number, insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await insert(rows.slice(i, i + size))));
  return out;
}

export interface Generated {
  cityId: number;
  cityName: string;
  /** The big destinations (issue 36): their city, and how many hotels it holds in all. */
  bigDestinations: { id: number; name: string; hotels: number }[];
  nationalityId: number;
  counts: Record<string, number>;
  ms: number;
}

/** The benchmark's administrator (a new password each run): the bench reads GET metrics with it. */
export const BENCH_ADMIN = { email: 'bench-admin@traveldesk.test', password: `bench-${randomBytes(12).toString('hex')}` };
/** The benchmark's agent: the booking row books as this user. */
export const BENCH_AGENT = { email: 'bench-agent@traveldesk.test', password: `bench-${randomBytes(12).toString('hex')}` };
/** Issue 36: more agencies for the booking row spread over agencies (each its own account), logged in with BENCH_AGENT's password. */
export const BENCH_AGENCIES = 16;
export const benchAgencyEmail = (n: number) => `bench-agency-${n}@traveldesk.test`;

/** The allotment hotels' double rooms (every fifth hotel, 90 nights from today): what the booking row books. */
export async function allotmentRooms(db: Db): Promise<{ hotelId: number; locationId: number }[]> {
  const rows = await db
    .selectDistinct({ hotelId: hotels.id, locationId: hotels.locationId })
    .from(roomAllotments)
    .innerJoin(hotelRooms, eq(hotelRooms.id, roomAllotments.roomId))
    .innerJoin(hotels, eq(hotels.id, hotelRooms.hotelId))
    .orderBy(hotels.id);
  return rows.map((r) => ({ hotelId: r.hotelId, locationId: r.locationId! }));
}

/**
 * What `npm start` does before serving (migrations, reference data, currency rates), an
 * administrator so the server's first start loads no demo content, then the catalogue.
 */
export async function prepareBenchDatabase(database: Database, today = new Date(), bigDestinations: number[] = []): Promise<Generated> {
  const started = performance.now();
  const db = database.db;
  await database.migrate();
  await seedReferenceData(db);
  await seedCurrencyRates(db);
  const [existing] = await db.select({ n: count() }).from(hotels);
  if (Number(existing?.n ?? 0) > 0) throw new Error('The benchmark database already holds hotels: use a fresh one.');
  const [admin] = await db.select({ id: users.id }).from(users).limit(1);
  if (!admin) {
    await db.insert(users).values({
      email: BENCH_ADMIN.email,
      passwordHash: await hashPassword(BENCH_ADMIN.password),
      role: 'ROLE_ADMIN',
      permissions: ['hotelPricing'],
      companyName: 'Benchmark',
      firstName: 'Bench',
      lastName: 'Admin',
      taxRegistrationNumber: '-',
    });
    // The agency whose agent makes the booking row's bookings (b2b prices). Issue 31: it books on
    // account with credit to spare, so every booking is charged and invoiced as a real one is.
    const [agent] = await db
      .insert(users)
      .values({
        email: BENCH_AGENT.email,
        passwordHash: await hashPassword(BENCH_AGENT.password),
        role: 'ROLE_AGENT',
        companyName: 'Bench Travel',
        firstName: 'Bench',
        lastName: 'Agent',
        taxRegistrationNumber: '-',
      })
      .returning({ id: users.id });
    await db.insert(agencyAccounts).values({ agentId: agent!.id, creditLimit: '100000000.00' });
    // The same for the agencies of the spread booking row (each booking locks its own agency's account).
    const passwordHash = await hashPassword(BENCH_AGENT.password);
    const agencies = await db
      .insert(users)
      .values(
        Array.from({ length: BENCH_AGENCIES }, (_, n) => ({
          email: benchAgencyEmail(n),
          passwordHash,
          role: 'ROLE_AGENT',
          companyName: `Bench Agency ${n + 1}`,
          firstName: 'Bench',
          lastName: `Agency ${n + 1}`,
          taxRegistrationNumber: '-',
        })),
      )
      .returning({ id: users.id });
    await db.insert(agencyAccounts).values(agencies.map((a) => ({ agentId: a.id, creditLimit: '100000000.00' })));
  }
  const generated = await generateCatalogue(db, today, bigDestinations);
  return { ...generated, ms: Math.round(performance.now() - started) };
}

async function generateCatalogue(db: Db, today: Date, bigSizes: number[]): Promise<Omit<Generated, 'ms'>> {
  const rnd = random(20260101);
  const taxonomyIds = async (type: string) =>
    new Map((await db.select({ id: taxonomies.id, code: taxonomies.code }).from(taxonomies).where(eq(taxonomies.type, type))).map((t) => [t.code!, t.id]));
  const meals = await taxonomyIds('meal');
  const categories = await taxonomyIds('hotelCategory');
  const BB = meals.get('BB')!;
  const HB = meals.get('HB')!;
  const categoryOf = (stars: number) => categories.get(String(stars)) ?? [...categories.values()][0]!;

  // 150 locations: the seeded cities (the big one first), then their countries when there are fewer.
  const cities = await db
    .select({ id: locations.id, name: locations.name, parentId: locations.parentId })
    .from(locations)
    .where(eq(locations.type, 'city'))
    .orderBy(locations.id);
  const big = cities.find((c) => c.name === BIG_CITY) ?? cities[0];
  if (!big) throw new Error('No seeded city: run the reference seed first.');
  const others: number[] = cities.filter((c) => c.id !== big.id).map((c) => c.id);
  if (others.length > LOCATIONS - 1) others.length = LOCATIONS - 1;
  if (others.length < LOCATIONS - 1) {
    const cityCountries = [...new Set(cities.map((c) => c.parentId!))];
    const countries = (await db.select({ id: locations.id }).from(locations).where(eq(locations.type, 'country')).orderBy(locations.id)).map((c) => c.id);
    for (const id of [...cityCountries, ...countries]) {
      if (others.length >= LOCATIONS - 1) break;
      if (!others.includes(id)) others.push(id);
    }
  }
  const [nationality] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.type, 'country'), eq(locations.code, 'DE')));

  // The big destinations' cities (issue 36), each with `size` hotels more than the base plan gives it.
  if (bigSizes.length > BIG_DESTINATION_CITIES.length) throw new Error(`At most ${BIG_DESTINATION_CITIES.length} big destinations.`);
  const bigCities = bigSizes.map((size, k) => {
    const city = cities.find((c) => c.name === BIG_DESTINATION_CITIES[k]);
    if (!city) throw new Error(`No seeded city ${BIG_DESTINATION_CITIES[k]} for a big destination.`);
    return { ...city, size };
  });
  const bigLocationOf = (i: number) => {
    let first = HOTELS;
    for (const city of bigCities) {
      if (i < first + city.size) return city.id;
      first += city.size;
    }
    throw new Error(`hotel ${i} is past the plan`);
  };

  // ---------------------------------------------------------------- hotels
  const currencies = ['EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'USD', 'USD', 'GBP'];
  const total = HOTELS + bigSizes.reduce((n, size) => n + size, 0);
  const plan = Array.from({ length: total }, (_, i) => {
    const stars = 1 + Math.floor(rnd() * 5);
    return {
      i,
      stars,
      locationId: i < BIG_CITY_HOTELS ? big.id : i < HOTELS ? others[(i - BIG_CITY_HOTELS) % others.length]! : bigLocationOf(i),
      currency: currencies[i % currencies.length]!,
      price: 40 + stars * 18 + Math.round(rnd() * 6000) / 100,
    };
  });
  const hotelRows = await insertReturning(plan, 500, (chunk) =>
    db
      .insert(hotels)
      .values(
        chunk.map((h) => ({
          name: `Bench Hotel ${String(h.i + 1).padStart(5, '0')}`,
          locationId: h.locationId,
          hotelCategoryId: categoryOf(h.stars),
          address: `${h.i + 1} Benchmark Street`,
          defaultCurrency: h.currency,
          description: `<p>Benchmark hotel ${h.i + 1}, ${h.stars} stars.</p>`,
          mainImage: `hotels/bench-${h.i % 10}.png`,
          mealTypeIds: [BB, HB],
          defaultMealTypeId: BB,
          markups:
            h.i % 10 === 3 ? { b2c: { type: 'percent' as const, amount: '12.00' } } : h.i % 15 === 7 ? { b2b: { type: 'fixed' as const, amount: '5.00' } } : {},
        })),
      )
      .returning({ id: hotels.id, name: hotels.name }),
  );
  const hotelIdOf = new Map(hotelRows.map((r) => [r.name, r.id]));
  const hotelsPlanned = plan.map((h) => ({ ...h, id: hotelIdOf.get(`Bench Hotel ${String(h.i + 1).padStart(5, '0')}`)! }));

  await insertChunks(
    hotelsPlanned.flatMap((h) => [1, 2].map((k) => ({ hotelId: h.id, key: `hotels/bench-${(h.i + k) % 10}.png`, position: k }))),
    5000,
    (chunk) => db.insert(hotelImages).values(chunk),
  );

  // ---------------------------------------------------------------- rooms, pricing, allotment
  const roomRows = await insertReturning(
    hotelsPlanned.flatMap((h) =>
      ROOM_TYPES.map(([name, base, max, minA, maxA, maxC]) => ({
        hotelId: h.id,
        name,
        minAdultOccupancy: minA,
        maxAdultOccupancy: maxA,
        minChildOccupancy: 0,
        maxChildOccupancy: maxC,
        baseOccupancy: base,
        maxOccupancy: max,
      })),
    ),
    2000,
    (chunk) => db.insert(hotelRooms).values(chunk).returning({ id: hotelRooms.id, hotelId: hotelRooms.hotelId, name: hotelRooms.name }),
  );
  const roomId = new Map(roomRows.map((r) => [`${r.hotelId}/${r.name}`, r.id]));

  const firstMonth = monthStart(today, 0);
  const periods = Array.from({ length: 12 }, (_, m) => ({ start: day(monthStart(firstMonth, m)), end: day(addDays(monthStart(firstMonth, m + 1), -1)), m }));
  const season = [0.85, 0.85, 0.9, 1, 1.05, 1.2, 1.35, 1.35, 1.1, 1, 0.9, 1.15];
  const pricingPlan = hotelsPlanned.flatMap((h) =>
    ROOM_TYPES.flatMap(([name, base, max, , , , factor, pricingType], roomIndex) =>
      periods.map((p) => {
        // Stay restrictions on half of the rooms (issue 33): every check runs on each search, but
        // they close few stays (the load stays what it was): a long maximum stay, a wide booking
        // window, one closed arrival day a month.
        const restricted = (h.id + roomIndex) % 2 === 0;
        const price = h.price * factor * season[monthStart(firstMonth, p.m).getUTCMonth()]!;
        return {
          row: {
            roomId: roomId.get(`${h.id}/${name}`)!,
            startDate: p.start,
            endDate: p.end,
            pricingType,
            mealTypeId: BB,
            extraAdult: pricingType === 'extraAdult' ? cents(price * 0.4) : null,
            extraChild: cents(price * 0.2),
            ...(restricted ? { minStayArrival: 1, minStayThrough: 1, maxStay: 30, maxAdvance: 730, releaseDays: 0, closedToArrival: p.end } : {}),
          },
          persons: pricingType === 'extraAdult' ? [[base, price]] : Array.from({ length: max - base + 1 }, (_, k) => [base + k, price * (1 + k * 0.3)]),
        };
      }),
    ),
  );
  const pricingRows = await insertReturning(pricingPlan, 4000, (chunk) =>
    db
      .insert(roomPricing)
      .values(chunk.map((p) => p.row))
      .returning({ id: roomPricing.id, roomId: roomPricing.roomId, startDate: roomPricing.startDate }),
  );
  const pricingId = new Map(pricingRows.map((r) => [`${r.roomId}/${r.startDate}`, r.id]));
  const personRows = pricingPlan.flatMap((p) =>
    p.persons.map(([persons, price]) => ({ pricingId: pricingId.get(`${p.row.roomId}/${p.row.startDate}`)!, persons: persons!, price: cents(price!) })),
  );
  await insertChunks(personRows, 15000, (chunk) => db.insert(roomPricingPersonPrices).values(chunk));

  // Every fifth hotel sells its double rooms from an allotment for the next 90 nights.
  const allotmentRows = hotelsPlanned
    .filter((h) => h.i % 5 === 0)
    .flatMap((h) =>
      Array.from({ length: 90 }, (_, n) => ({ roomId: roomId.get(`${h.id}/Double Room`)!, night: day(addDays(today, n)), rooms: 4 + (h.i % 3) })),
    );
  await insertChunks(allotmentRows, 15000, (chunk) => db.insert(roomAllotments).values(chunk));

  // ---------------------------------------------------------------- offers, cancellation rules
  const horizon = periods[periods.length - 1]!.end;
  const offerRows = await insertReturning(
    hotelsPlanned.flatMap((h): (typeof hotelOffers.$inferInsert)[] => [
      {
        hotelId: h.id,
        kind: 'discounts',
        name: 'Early booking',
        // Starts 0..39 days from today: some searched stays are covered in part only.
        startDate: day(addDays(today, h.i % 40)),
        endDate: day(addDays(today, 200)),
        roomTypeIds: h.i % 4 === 0 ? [roomId.get(`${h.id}/Double Room`)!, roomId.get(`${h.id}/Junior Suite`)!] : 'all',
        pricingData: { discount: [5, 10, 12.5, 15, 20][h.i % 5]! },
      },
      {
        hotelId: h.id,
        kind: 'freeNights',
        name: h.i % 2 ? 'Stay 7, pay 6' : 'Stay 4, pay 3',
        startDate: day(firstMonth),
        endDate: horizon,
        pricingData: h.i % 2 ? { stayNights: 7, freeNights: 1 } : { stayNights: 4, freeNights: 1 },
      },
      {
        hotelId: h.id,
        kind: 'mealsPrices',
        name: 'Half board',
        startDate: day(firstMonth),
        endDate: horizon,
        pricingData: { fromMealTypeId: BB, toMealTypeId: HB, adult: cents(12 + h.stars * 3.25), child: cents(6 + h.stars), infant: '0.00' },
      },
    ]),
    3000,
    (chunk) => db.insert(hotelOffers).values(chunk).returning({ id: hotelOffers.id, hotelId: hotelOffers.hotelId, kind: hotelOffers.kind }),
  );
  // Half of the hotels let the discount and the free nights combine.
  const offerId = new Map(offerRows.map((o) => [`${o.hotelId}/${o.kind}`, o.id]));
  const pairs = hotelsPlanned
    .filter((h) => h.i % 2 === 0)
    .flatMap((h) => {
      const discount = offerId.get(`${h.id}/discounts`)!;
      const free = offerId.get(`${h.id}/freeNights`)!;
      return [
        [discount, free],
        [free, discount],
      ];
    });
  await insertChunks(pairs, 2000, (chunk) => {
    const values: SQL = sql.join(
      chunk.map(([id, other]) => sql`(${id}::int, ${JSON.stringify([other])}::jsonb)`),
      sql`, `,
    );
    return db.execute(sql`update hotel_offers set apply_with_others_ids = v.ids from (values ${values}) as v(id, ids) where hotel_offers.id = v.id`);
  });

  await insertChunks(
    hotelsPlanned.flatMap((h) =>
      h.stars >= 4
        ? [
            { hotelId: h.id, daysBefore: 14, penaltyType: 'percent', amount: '30.00' },
            { hotelId: h.id, daysBefore: 3, penaltyType: 'nights', amount: '1.00' },
          ]
        : [{ hotelId: h.id, daysBefore: 7, penaltyType: 'percent', amount: '50.00' }],
    ),
    5000,
    (chunk) => db.insert(hotelCancellationRules).values(chunk),
  );

  // ---------------------------------------------------------------- markup rules
  const bigCountry = cities.find((c) => c.id === big.id)!.parentId;
  await db.insert(hotelMarkupRules).values([
    { distributionChannel: 'b2b', type: 'percent', amount: '8.00', position: 1 },
    { distributionChannel: 'b2c', type: 'percent', amount: '15.00', position: 2 },
    { distributionChannel: 'b2c', locationId: bigCountry, type: 'percent', amount: '13.50', position: 3 },
    { distributionChannel: 'b2c', locationId: big.id, hotelCategoryId: categoryOf(5), type: 'fixed', amount: '9.90', position: 4 },
    { distributionChannel: 'b2b', locationId: big.id, type: 'percent', amount: '7.00', position: 5 },
    { distributionChannel: 'b2c', hotelCategoryId: categoryOf(1), type: 'percent', amount: '18.00', position: 6 },
  ]);

  const hotelsAt = (id: number) => hotelsPlanned.filter((h) => h.locationId === id).length;
  return {
    cityId: big.id,
    cityName: big.name,
    bigDestinations: bigCities.map((city) => ({ id: city.id, name: city.name, hotels: hotelsAt(city.id) })),
    nationalityId: nationality?.id ?? others[0]!,
    counts: {
      hotels: hotelsPlanned.length,
      locations: 1 + others.length,
      rooms: roomRows.length,
      pricingPeriods: pricingRows.length,
      personPrices: personRows.length,
      offers: offerRows.length,
      allotmentNights: allotmentRows.length,
    },
  };
}
