import { and, eq } from 'drizzle-orm';
import type { HotelMarkups, TransferSearchAnswer } from '@travel/contracts';
import { beforeAll, expect } from 'vitest';
import type { App } from '../../../app';
import type { Db } from '../../../db/client';
import { fixtureDate } from '../../../test/dates';
import { apiTestContext, type Engine } from '../../../test/harness';
import { currencyRates } from '../../currency/tables';
import { airportId } from '../../flights/test-data';
import { cityId, makeHotel, makePricing, makeRoom, mealId } from '../../hotels/test-data';
import { transferCancellationRules, transferCarPricing, transferCars, transferDestinations, transferOrigins, transfers } from '../tables';

/**
 * The transfer of domain-rules §10 written straight to the catalogue tables (the catalogue's API
 * is its own module's), a Paris hotel to stay at, and the storefront call of the transfer tests.
 * The stay runs 2027-06-28 to 2027-07-01 of the fixtures' year (test/dates.ts).
 */

export const ARRIVAL = fixtureDate('2027-06-28');
export const DEPARTURE = fixtureDate('2027-07-01');
/** 2 adults, a child of 5, an infant of 1. */
export const FAMILY_ROOM = { adults: 2, childrenAges: [5, 1] };
export const THREE_ADULTS = { adults: 3, childrenAges: [] as number[] };

export type WorkedTransfer = {
  id: number;
  sedan: number;
  van: number;
  shuttle: number;
  pricing: { sedan: number; van: number; shuttle: number };
  cdg: number;
  paris: number;
};

type TransferOptions = {
  name?: string;
  markups?: HotelMarkups;
  /** Cancellation rules (days before pickup); absent: none (non-refundable). */
  rules?: { daysBefore: number; penaltyType: 'percent' | 'fixed'; amount: string }[];
  /** Origin and destination places (default: CDG airport, Paris city). */
  origins?: number[];
  destinations?: number[];
};

const row = (carId: number, prices: Partial<typeof transferCarPricing.$inferInsert>) => ({
  carId,
  startDate: fixtureDate('2027-01-01'),
  endDate: fixtureDate('2027-12-31'),
  ...prices,
});

/**
 * "CDG airport - Paris hotels" (domain-rules §10): origins CDG, destinations Paris; infants below
 * 2, children below 12; Sedan (individual, base 3, max 3, adults 1-3, children 0-2, 45 / 80), Van
 * (individual, base 4, max 7, adults 1-7, children 0-4, 60 / 110, extras 10 / 18 and 5 / 9),
 * Shuttle (group, max 50, adults 1-50, children 0-50, 12 / 20 and 6 / 10); one row for the year.
 */
export async function createWorkedTransfer(db: Db, options: TransferOptions = {}): Promise<WorkedTransfer> {
  const [cdg, paris] = [await airportId(db, 'CDG'), await cityId(db, 'Paris')];
  const [transfer] = await db
    .insert(transfers)
    .values({
      name: options.name ?? 'CDG airport - Paris hotels',
      defaultCurrency: 'EUR',
      infantAgeMax: 2,
      children1AgeMax: 12,
      markups: options.markups ?? {},
    })
    .returning();
  const id = transfer!.id;
  await db.insert(transferOrigins).values((options.origins ?? [cdg]).map((locationId) => ({ transferId: id, locationId })));
  await db.insert(transferDestinations).values((options.destinations ?? [paris]).map((locationId) => ({ transferId: id, locationId })));
  const car = async (values: Omit<typeof transferCars.$inferInsert, 'transferId'>) =>
    (
      await db
        .insert(transferCars)
        .values({ transferId: id, ...values })
        .returning()
    )[0]!.id;
  const sedan = await car({
    name: 'Sedan',
    type: 'individual',
    baseOccupancy: 3,
    maxOccupancy: 3,
    minAdultOccupancy: 1,
    maxAdultOccupancy: 3,
    minChildOccupancy: 0,
    maxChildOccupancy: 2,
  });
  const van = await car({
    name: 'Van',
    type: 'individual',
    baseOccupancy: 4,
    maxOccupancy: 7,
    minAdultOccupancy: 1,
    maxAdultOccupancy: 7,
    minChildOccupancy: 0,
    maxChildOccupancy: 4,
  });
  const shuttle = await car({
    name: 'Shuttle',
    type: 'group',
    baseOccupancy: 1,
    maxOccupancy: 50,
    minAdultOccupancy: 1,
    maxAdultOccupancy: 50,
    minChildOccupancy: 0,
    maxChildOccupancy: 50,
  });
  const pricing = async (values: ReturnType<typeof row>) => (await db.insert(transferCarPricing).values(values).returning())[0]!.id;
  const prices = {
    sedan: await pricing(row(sedan, { price: '45', returnPrice: '80' })),
    van: await pricing(row(van, { price: '60', returnPrice: '110', extraAdult: '10', returnExtraAdult: '18', extraChild: '5', returnExtraChild: '9' })),
    shuttle: await pricing(row(shuttle, { extraAdult: '12', returnExtraAdult: '20', extraChild: '6', returnExtraChild: '10' })),
  };
  if (options.rules?.length) await db.insert(transferCancellationRules).values(options.rules.map((rule) => ({ transferId: id, ...rule })));
  return { id, sedan, van, shuttle, pricing: prices, cdg, paris };
}

/**
 * A Paris hotel with the §9 Double room (base 2, max 3, adults 1-3, one child; infants do not
 * count) at 100 a night for two, 130 for three, +20 a child, BB, for June and July.
 */
export async function parisHotel(db: Db) {
  const bb = await mealId(db, 'bed-and-breakfast');
  const hotel = await makeHotel(db, { locationId: await cityId(db, 'Paris'), mealTypeIds: [bb], defaultMealTypeId: bb });
  const room = await makeRoom(db, hotel.id);
  await makePricing(db, room.id, {
    startDate: fixtureDate('2027-06-01'),
    endDate: fixtureDate('2027-07-31'),
    mealTypeId: bb,
    prices: { 2: '100', 3: '130' },
    extraChild: '20',
  });
  return { hotel, room, bb };
}

/** A test app with an admin and an agent, and 1 USD = 0.92 EUR. */
export function transferTestContext(engine: Engine) {
  const api = apiTestContext(engine, { agent: { companyName: 'Sunny Tours' } });
  beforeAll(async () => {
    await api
      .db()
      .update(currencyRates)
      .set({ bankRate: '0.92', correctionRate: '0', rate: '0.92' })
      .where(and(eq(currencyRates.base, 'EUR'), eq(currencyRates.currency, 'USD')));
  });
  return api;
}

/** The query of `GET search/transfers` for a stay at `hotelId` arriving at CDG. */
export function transferQuery(cdg: number, hotelId: number, rooms: { adults: number; childrenAges: number[] }[], over: Record<string, string> = {}) {
  return new URLSearchParams({
    toAirportId: String(cdg),
    hotelId: String(hotelId),
    startDate: ARRIVAL,
    endDate: DEPARTURE,
    rooms: JSON.stringify(rooms),
    ...over,
  });
}

/** `GET search/transfers` as `headers`' user (none: a visitor); expects a 200 and answers the options. */
export async function searchTransfers(app: App, headers: Record<string, string>, query: URLSearchParams) {
  const res = await app.inject({ method: 'GET', url: `/api/v1/search/transfers?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TransferSearchAnswer).entities;
}
