import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../../db/client';
import { countryId, session, type Session } from '../../../test/factories';
import { createTestApp, type Engine, type TestContext } from '../../../test/harness';
import { currencyRates } from '../../currency/tables';
import { categoryId, cityId, makeHotel, makeOffer, makePricing, makeRoom, mealId } from '../test-data';
import { hotelMarkupRules } from '../markups/tables';
import { fixtureDate } from '../../../test/dates';

/** Shared by the hotel-mode search tests (search.test.ts, search-filters.test.ts). */

export type Option = { id: string; mealType: { id: number; title: string }; price: string; perNight: string[]; currency: string; [key: string]: unknown };
export type Room = { roomKey: string; adults: number; childrenAges: number[]; options: Option[] };
export type Hotel = { id: number; name: string; price: string; currency: string; rooms: Room[]; hotelCategory: { id: number; title: string } };

/** The worked example of domain-rules §9: check-in 2027-06-28, check-out 2027-07-03. */
export const STAY = { startDate: fixtureDate('2027-06-28'), endDate: fixtureDate('2027-07-03') };
const TWO_AND_CHILD = { room1: { adults: 2, childrenAges: [5] } };

export type SearchTest = { t: TestContext; agent: Session; admin: Session; bb: number; hb: number; nationalityId: number; db: () => Db };

/**
 * A test app with the §9 rates and markup settings, an agent and an admin (set in beforeAll),
 * and the hotels and calls the search tests build on.
 */
export function searchTestContext(engine: Engine) {
  const ctx = { db: () => ctx.t.database.db } as SearchTest;
  const db = ctx.db;

  beforeAll(async () => {
    ctx.t = await createTestApp(engine);
    ctx.agent = await session(ctx.t.app, db());
    ctx.admin = await session(ctx.t.app, db(), 'ROLE_ADMIN');
    ctx.bb = await mealId(db(), 'bed-and-breakfast');
    ctx.hb = await mealId(db(), 'half-board');
    ctx.nationalityId = await countryId(db(), 'FR');
    // §9: base EUR (the default currency), 1 USD = 0.92 EUR.
    await db()
      .update(currencyRates)
      .set({ bankRate: '0.92', correctionRate: '0', rate: '0.92' })
      .where(and(eq(currencyRates.base, 'EUR'), eq(currencyRates.currency, 'USD')));
    // Visitors: b2c +20 % from the settings. The b2b row must lose to the hotel's own b2b markup.
    await db()
      .insert(hotelMarkupRules)
      .values([
        { distributionChannel: 'b2c', type: 'percent', amount: '20', position: 0 },
        { distributionChannel: 'b2b', type: 'percent', amount: '50', position: 1 },
      ]);
  });
  afterAll(() => ctx.t.close());

  /** The §9 hotel: EUR, Double (base 2, max 3), rows A and B on BB, BB -> HB meals price, 10 % discount, b2b +10 %. */
  async function workedHotel(city: string, overrides: Parameters<typeof makeHotel>[1] = {}) {
    const { bb, hb } = ctx;
    const hotel = await makeHotel(db(), {
      locationId: await cityId(db(), city),
      defaultCurrency: 'EUR',
      markups: { b2b: { type: 'percent', amount: '10' } },
      mealTypeIds: [bb, hb],
      defaultMealTypeId: bb,
      ...overrides,
    });
    const room = await makeRoom(db(), hotel.id);
    await makePricing(db(), room.id, {
      startDate: fixtureDate('2027-06-01'),
      endDate: fixtureDate('2027-06-30'),
      mealTypeId: bb,
      prices: { 2: '100', 3: '130' },
      extraChild: '20',
    });
    await makePricing(db(), room.id, {
      startDate: fixtureDate('2027-07-01'),
      endDate: fixtureDate('2027-07-31'),
      mealTypeId: bb,
      prices: { 2: '120', 3: '150' },
      extraChild: '25',
    });
    await makeOffer(db(), hotel.id, {
      kind: 'mealsPrices',
      name: null,
      startDate: fixtureDate('2027-06-01'),
      endDate: fixtureDate('2027-07-31'),
      pricingData: { fromMealTypeId: bb, toMealTypeId: hb, adult: '15', child: '8', infant: '0' },
    });
    const discount = await makeOffer(db(), hotel.id, {
      kind: 'discounts',
      name: 'Early summer',
      startDate: fixtureDate('2027-06-25'),
      endDate: fixtureDate('2027-07-10'),
      pricingData: { discount: 10 },
    });
    return { hotel, room, discount };
  }

  /** A plain hotel: one room, one BB row over June 2027 at `net` a night for two, b2b +10 %. */
  async function simpleHotel(city: string, net: string, category: string, meals: 'bb' | 'bb+hb' = 'bb+hb') {
    const { bb, hb } = ctx;
    const hotel = await makeHotel(db(), {
      locationId: await cityId(db(), city),
      hotelCategoryId: await categoryId(db(), category),
      markups: { b2b: { type: 'percent', amount: '10' } },
      mealTypeIds: meals === 'bb' ? [bb] : [bb, hb],
    });
    const room = await makeRoom(db(), hotel.id);
    await makePricing(db(), room.id, { startDate: fixtureDate('2027-06-01'), endDate: fixtureDate('2027-06-30'), mealTypeId: bb, prices: { 2: net, 3: net } });
    if (meals === 'bb+hb') {
      await makeOffer(db(), hotel.id, {
        kind: 'mealsPrices',
        name: null,
        startDate: fixtureDate('2027-06-01'),
        endDate: fixtureDate('2027-06-30'),
        pricingData: { fromMealTypeId: bb, toMealTypeId: hb, adult: '10', child: '5', infant: '0' },
      });
    }
    return hotel;
  }

  function searchUrl(params: Record<string, unknown>) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    return `/api/v1/search?${query}`;
  }
  async function search(params: Record<string, unknown>, headers: Record<string, string> = ctx.agent.headers) {
    const base = { searchMode: 'hotel', nationalityId: ctx.nationalityId, ...STAY, rooms: TWO_AND_CHILD, filters: {} };
    return ctx.t.app.inject({ method: 'GET', url: searchUrl({ ...base, ...params }), headers });
  }
  async function found(params: Record<string, unknown>, headers?: Record<string, string>) {
    const res = await search(params, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      hotels: Hotel[];
      entities: unknown[];
      filters: {
        price: { min: number; max: number; currency: string };
        hotelCategories: { id: number; title: string }[];
        mealTypes: { id: number; title: string }[];
      };
      price: string | null;
      currency: string;
      priceOnRequest: boolean;
    };
  }
  const byMeal = (room: Room, meal: number) => room.options.find((o) => o.mealType.id === meal)!;

  return { ctx, workedHotel, simpleHotel, search, found, byMeal };
}
