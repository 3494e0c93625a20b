import { eq } from 'drizzle-orm';
import {
  type FlightSearchAnswer,
  flightSearchAnswerSchema,
  type PackageSearchAnswer,
  packageSearchAnswerSchema,
  type SearchAnswer,
  searchAnswerSchema,
} from '@travel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/harness';
import { flightFarePricing } from '../flights/tables';
import { cityId } from '../hotels/test-data';
import { packageFlight } from '../packages/test-data';
import { searchCacheFor } from '../hotels/search/service';
import { STAY, searchTestContext } from '../hotels/search/test-data';

/**
 * Every mode of `GET search` answers the account spec's §3 shape (issue 30): entities, hotels,
 * flights, transfers, visas, filters, price, currency, priceOnRequest, each validated by its
 * contract schema (nothing the schema lacks). The §9 hotel in Paris (643.50 for the agent) and
 * two round trips LIS → CDG for the §9 party: the §10 flight (495.00) and a dearer one (Light
 * back at 210: 2 x 210 + 135 = 555.00).
 */
const SPEC_FIELDS = ['entities', 'hotels', 'flights', 'transfers', 'visas', 'filters', 'price', 'currency', 'priceOnRequest'];
const AUGUST = { startDate: STAY.startDate.replace('-06-28', '-08-10'), endDate: STAY.startDate.replace('-06-28', '-08-14') };

describe.each(engines)("GET search answers the account spec's shape in every mode on %s", (engine) => {
  const { ctx, workedHotel, search } = searchTestContext(engine);
  let hotelId: number;
  let cheap: number;
  let dear: number;
  let route: { toId: number; fromAirportId: number; toAirportId: number };

  beforeAll(async () => {
    hotelId = (await workedHotel('Paris')).hotel.id;
    const first = await packageFlight(ctx.t.app, ctx.db(), ctx.admin.headers, { numbers: { out: 'SH301', back: 'SH302' } });
    const second = await packageFlight(ctx.t.app, ctx.db(), ctx.admin.headers, { numbers: { out: 'SH311', back: 'SH312' } });
    await ctx.db().update(flightFarePricing).set({ priceReturn: '210.00' }).where(eq(flightFarePricing.id, second.pricing.light));
    searchCacheFor(ctx.db()).clear();
    [cheap, dear] = [first.id, second.id];
    route = { toId: await cityId(ctx.db(), 'Paris'), fromAirportId: first.lis, toAirportId: first.cdg };
  });

  /** The answer of `params`, held to `schema`: parsing keeps every field (nothing unknown, nothing changed). */
  async function answer<T>(schema: { parse(value: unknown): T }, params: Record<string, unknown>): Promise<T> {
    const res = await search(params);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(schema.parse(body)).toEqual(body);
    for (const field of SPEC_FIELDS) expect(body, field).toHaveProperty(field);
    return body as T;
  }
  const flightMode = (over: Record<string, unknown> = {}) =>
    answer<FlightSearchAnswer>(flightSearchAnswerSchema, {
      searchMode: 'flight',
      flightType: 'round',
      fromAirportId: route.fromAirportId,
      toAirportId: route.toAirportId,
      ...over,
    });
  const packageMode = (over: Record<string, unknown> = {}) =>
    answer<PackageSearchAnswer>(packageSearchAnswerSchema, { searchMode: 'package', ...route, ...over });

  it('hotel mode: an entity per hotel naming it; flights, transfers and visas empty', async () => {
    const body = await answer<SearchAnswer>(searchAnswerSchema, { toId: route.toId });
    expect(body.hotels.map((h) => h.id)).toContain(hotelId);
    expect(body.entities).toEqual(body.hotels.map((h) => ({ hotel: [h.id], flight: [], transfer: [], visa: [] })));
    expect(body.flights).toEqual([]);
    expect(body.transfers).toEqual([]);
    expect(body.visas).toEqual([]);
    expect(body).toMatchObject({ price: '643.50', currency: 'EUR', priceOnRequest: false });
    expect(body.filters.price).toEqual({ min: 643, max: 644, currency: 'EUR' });
    expect(body.filters.mealTypes.length).toBeGreaterThan(0);
  });

  it('flight mode: an entity per flight naming it, no hotel, the price range over the flights', async () => {
    const body = await flightMode();
    expect(body.flights.map((f) => [f.id, f.price])).toEqual([
      [cheap, '495.00'],
      [dear, '555.00'],
    ]);
    expect(body.entities).toEqual([
      { hotel: [], flight: [cheap], transfer: [], visa: [] },
      { hotel: [], flight: [dear], transfer: [], visa: [] },
    ]);
    expect(body.hotels).toEqual([]);
    expect(body.transfers).toEqual([]);
    expect(body.visas).toEqual([]);
    // min = the cheapest flight, max = the dearest (whole units, as hotel mode's range).
    expect(body.filters).toEqual({ price: { min: 495, max: 555, currency: 'EUR' }, hotelCategories: [], mealTypes: [], roomCategories: [] });
    expect(body).toMatchObject({ price: '495.00', currency: 'EUR', priceOnRequest: false, total: 2 });

    // No flight those days: no entity, a 0/0 range.
    const none = await flightMode(AUGUST);
    expect(none).toMatchObject({ flights: [], entities: [], hotels: [], price: null, total: 0 });
    expect(none.filters.price).toEqual({ min: 0, max: 0, currency: 'EUR' });
  });

  it("package mode: the route's flights cheapest first (flight mode's list), `flight` the first, every hotel's entity naming it", async () => {
    const body = await packageMode();
    expect(body.flights.map((f) => [f.id, f.price])).toEqual([
      [cheap, '495.00'],
      [dear, '555.00'],
    ]);
    const prices = body.flights.map((f) => Number(f.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The same flights flight mode answers for that route, dates and party (hashes are signed per query).
    const unsigned = (flights: FlightSearchAnswer['flights']) => flights.map(({ hash: _hash, ...rest }) => rest);
    expect(unsigned(body.flights)).toEqual(unsigned((await flightMode()).flights));
    expect(body.flight).toEqual(body.flights[0]);
    expect(body.hotels.map((h) => h.id)).toContain(hotelId);
    expect(body.entities).toEqual(body.hotels.map((h) => ({ hotel: [h.id], flight: [cheap], transfer: [], visa: [] })));
    for (const hotel of body.hotels) expect(hotel.packageFrom.flightId).toBe(cheap);
    expect(body.transfers).toEqual([]);
    expect(body.visas).toEqual([]);
    // 643.50 + 495.00.
    expect(body).toMatchObject({ price: '1138.50', currency: 'EUR', priceOnRequest: false });

    // No flight those days: no flight, no hotel, nothing to list.
    const none = await packageMode(AUGUST);
    expect(none).toMatchObject({ flight: null, flights: [], hotels: [], entities: [], transfers: [], visas: [], price: null });
  });
});
