import { expect } from 'vitest';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { countryId, type FilePart, taxonomyId } from '../../test/factories';
import { fixtureDate, TODAY } from '../../test/dates';
import type { TestContext } from '../../test/harness';
import { hotelCancellationRules, hotelSales } from '../hotels/tables';
import { checkInventory } from './inventory-check';
import { liveHoldsByItem } from '../inventory';
import { bookingItems, bookingPassengers, bookings } from './tables';
import { cityId, makeAllotment, makeHotel, makePricing, makeRoom, mealId, sendForm } from '../hotels/test-data';

/** Factories of the booking tests: a bookable hotel, a real search for its hash, the creation form. */

/** Closes the test app (the harness keeps PostgreSQL's teardown race out of the results). */
export async function closeTestApp(t: TestContext) {
  await t.close();
}

/** The stay every booking test books: 3 nights at the end of June of the fixtures' year (test/dates.ts). */
export const STAY = { startDate: fixtureDate('2027-06-28'), endDate: fixtureDate('2027-07-01') };
export const NIGHTS = [fixtureDate('2027-06-28'), fixtureDate('2027-06-29'), fixtureDate('2027-06-30')];

export type SearchRoom = { adults: number; childrenAges: number[] };
export type Option = {
  mealType: { id: number; title: string };
  roomType: { id: number; title: string };
  price: string;
  perNight: string[];
  currency: string;
  hash: string;
  availability: string;
};

/**
 * A hotel alone in its search with one Double room (base 2, max 3, one child), BB at `net` a
 * night for two (+30 for three, +20 per child), b2b markup 10 %.
 */
export async function bookableHotel(db: Db, options: { city?: string; net?: string; allotment?: number; rules?: boolean } = {}) {
  const bb = await mealId(db, 'bed-and-breakfast');
  const hotel = await makeHotel(db, {
    locationId: await cityId(db, options.city ?? 'Lisbon'),
    markups: { b2b: { type: 'percent', amount: '10' } },
    mealTypeIds: [bb],
    defaultMealTypeId: bb,
  });
  const room = await makeRoom(db, hotel.id);
  const net = Number(options.net ?? '100');
  const pricing = await makePricing(db, room.id, {
    startDate: fixtureDate('2027-06-01'),
    endDate: fixtureDate('2027-07-31'),
    mealTypeId: bb,
    prices: { 2: String(net), 3: String(net + 30) },
    extraChild: '20',
  });
  if (options.allotment !== undefined)
    await makeAllotment(
      db,
      room.id,
      NIGHTS.map((night) => ({ night, rooms: options.allotment! })),
    );
  if (options.rules) {
    await db.insert(hotelCancellationRules).values([
      { hotelId: hotel.id, daysBefore: 30, penaltyType: 'percent', amount: '50' },
      { hotelId: hotel.id, daysBefore: 7, penaltyType: 'nights', amount: '1' },
    ]);
  }
  return { hotel, room, pricing, bb };
}

/** GET search for one hotel as the given user: the first option of each searched room. */
export async function searchOptions(
  app: App,
  db: Db,
  hotel: { id: number; locationId: number },
  headers: Record<string, string>,
  rooms: SearchRoom[] = [{ adults: 2, childrenAges: [] }],
  params: Record<string, string> = {},
) {
  const query = new URLSearchParams({
    searchMode: 'hotel',
    toId: String(hotel.locationId),
    hotelId: String(hotel.id),
    nationalityId: String(await countryId(db, 'FR')),
    ...STAY,
    rooms: JSON.stringify(rooms),
    ...params,
  });
  const res = await app.inject({ method: 'GET', url: `/api/v1/search?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json().hotels.find((h: { id: number }) => h.id === hotel.id);
  expect(found, 'the hotel is found').toBeTruthy();
  return (found.rooms as { options: Option[] }[]).map((room) => room.options[0]!);
}

export const adult = (firstName: string, lastName = 'Traveller', birthDate = '1980-05-01') => ({
  title: 'Mr',
  firstName,
  lastName,
  birthDate,
  ageType: 'adult',
  age: null,
});
export const child = (firstName: string, age: number, birthDate: string) => ({
  title: 'Mstr',
  firstName,
  lastName: 'Traveller',
  birthDate,
  ageType: 'child',
  age,
});

/** The `booking` JSON part: passengers passenger1.. filled room by room, one item per hash. */
export function bookingJson(
  hashes: string[],
  guestsPerRoom: Record<string, unknown>[][] = hashes.map((_, i) => [adult(`Ann${i}`), adult(`Bob${i}`)]),
  extra: Record<string, unknown> = {},
) {
  const passengers: Record<string, unknown> = {};
  const byRoom: string[][] = [];
  for (const guests of guestsPerRoom) {
    const ids: string[] = [];
    for (const guest of guests) {
      const id = `passenger${Object.keys(passengers).length + 1}`;
      passengers[id] = guest;
      ids.push(id);
    }
    byRoom.push(ids);
  }
  return {
    passengers,
    fields: { comment: 'Late arrival', additionalRequests: {} },
    booking: { bookingItems: hashes.map((hash, i) => ({ productType: 'hotel', hash, passengerIds: byRoom[i] })), passengersByRoom: byRoom },
    searchParams: { ...STAY },
    ...extra,
  };
}

/**
 * `POST bookings` of `booking` (an object is sent as its JSON text). Fixtures name a passenger's
 * `nationality` and `country` by ISO code ('FR'): the request carries that country's id, as the
 * passenger card sends it (issue 29); any other value goes as it is.
 */
export async function postBooking(app: App, headers: Record<string, string>, booking: unknown, files: FilePart[] = []) {
  const json = typeof booking === 'object' && booking !== null ? await withCountryIds(app.ctx.database.db, booking) : booking;
  const fields: Record<string, string> = typeof json === 'string' ? { booking: json } : json === undefined ? {} : { booking: JSON.stringify(json) };
  return sendForm(app, 'POST', '/api/v1/bookings', fields, headers, files);
}

/** The booking with every passenger's `nationality` and `country` given as an ISO code turned into that country's id. */
async function withCountryIds(db: Db, booking: object): Promise<object> {
  const passengers = (booking as { passengers?: unknown }).passengers;
  if (!passengers || typeof passengers !== 'object') return booking;
  const idOf = async (value: unknown) => (typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? countryId(db, value).catch(() => value) : value);
  const resolved: Record<string, unknown> = {};
  for (const [key, passenger] of Object.entries(passengers)) {
    if (!passenger || typeof passenger !== 'object') {
      resolved[key] = passenger;
      continue;
    }
    const p = passenger as Record<string, unknown>;
    resolved[key] = {
      ...p,
      ...('nationality' in p ? { nationality: await idOf(p.nationality) } : {}),
      ...('country' in p ? { country: await idOf(p.country) } : {}),
    };
  }
  return { ...booking, passengers: resolved };
}

/** Search as `headers`' user and book the first option for two adults. */
export async function bookOnce(
  app: App,
  db: Db,
  hotel: { id: number; locationId: number },
  headers: Record<string, string>,
  extraHeaders: Record<string, string> = {},
) {
  const [option] = await searchOptions(app, db, hotel, headers);
  return postBooking(app, { ...headers, ...extraHeaders }, bookingJson([option!.hash]));
}

/**
 * A booking written straight to the database (list filters and pagination need many, with chosen
 * dates): one hotel item when a hotel is given, passengers by name.
 */
export async function insertBooking(
  db: Db,
  values: {
    agentId: number;
    pnrs?: string;
    status?: string;
    payment?: string;
    createdAt?: string;
    startDate?: string;
    endDate?: string;
    hotel?: { id: number; locationId: number };
    passengers?: [string, string][];
    total?: string;
    toLocationId?: number;
  },
) {
  const status = await taxonomyId(db, 'bookingStatus', values.status ?? 'confirmed');
  const total = values.total ?? '100.00';
  const [booking] = await db
    .insert(bookings)
    .values({
      pnrs: values.pnrs ?? `T${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
      agentId: values.agentId,
      createdBy: values.agentId,
      bookingStatusId: status,
      paymentStatusId: await taxonomyId(db, 'paymentStatus', values.payment ?? 'not-paid'),
      currency: 'EUR',
      price: total,
      total,
      startDate: values.startDate ?? fixtureDate('2027-06-01'),
      endDate: values.endDate ?? fixtureDate('2027-06-05'),
      toLocationId: values.toLocationId ?? null,
      // Made at the test clock's time unless the test picks one, as the API would make it.
      createdAt: new Date(values.createdAt ?? `${TODAY}T12:00:00Z`),
    })
    .returning();
  if (values.hotel) {
    const [item] = await db
      .insert(bookingItems)
      .values({
        bookingId: booking!.id,
        productType: 'hotel',
        bookingStatusId: status,
        startDate: booking!.startDate,
        endDate: booking!.endDate,
        price: total,
        currency: 'EUR',
        total,
      })
      .returning({ id: bookingItems.id });
    await db.insert(hotelSales).values({ bookingItemId: item!.id, hotelId: values.hotel.id });
  }
  const passengers = values.passengers ?? [['Pat', 'Doe']];
  await db.insert(bookingPassengers).values(
    passengers.map(([firstName, lastName], i) => ({
      bookingId: booking!.id,
      key: `passenger${i + 1}`,
      firstName,
      lastName,
      birthDate: '1980-01-01',
      ageType: 'adult',
    })),
  );
  return booking!;
}

/**
 * The inventory check's findings about some bookings or resources (issue 27: run at the end of
 * every race test). The test databases also hold other tests' deliberate fixtures (an allotment
 * written with a `sold` count and no holds), which are not the race's business.
 */
export async function inventoryFindings(db: Db, scope: { references?: string[]; mentions?: string[] }) {
  const { findings } = await checkInventory(db, TODAY, liveHoldsByItem);
  return findings.filter((f) => f.bookings.some((b) => scope.references?.includes(b)) || scope.mentions?.some((m) => f.message.includes(m)));
}
