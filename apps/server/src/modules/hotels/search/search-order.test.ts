import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, fixtureDate } from '../../../test/dates';
import { engines } from '../../../test/harness';
import { cityId } from '../test-data';
import { hotelCancellationRules, hotels } from '../tables';
import { searchTestContext } from './test-data';

/** Issue 18 point 5: the hotel list's `order` and each option's free-cancellation date. */
describe.each(engines)('GET /search (hotel mode): order and free cancellation on %s', (engine) => {
  const { ctx, simpleHotel, search, found } = searchTestContext(engine);
  const db = ctx.db;
  const june = { startDate: fixtureDate('2027-06-10'), endDate: fixtureDate('2027-06-12'), rooms: { room1: { adults: 2, childrenAges: [] } } };

  let toId: number;
  let cheap: number;
  let middle: number;
  let dear: number;
  beforeAll(async () => {
    toId = await cityId(db(), 'Naples');
    // Price, stars and name orders all differ: cheap 3 stars 'Zeta', middle 5 stars 'alpha', dear 4 stars 'Mira'.
    dear = (await simpleHotel('Naples', '150', '4-stars')).id;
    cheap = (await simpleHotel('Naples', '50', '3-stars', 'bb')).id;
    middle = (await simpleHotel('Naples', '100', '5-stars')).id;
    for (const [id, name] of [
      [cheap, 'Zeta Inn'],
      [middle, 'alpha Palace'],
      [dear, 'Mira Suites'],
    ] as const)
      await db().update(hotels).set({ name }).where(eq(hotels.id, id));
    // The cheap hotel: free until 7 days before check-in, then 50 %. The others have no rules (non-refundable).
    await db().insert(hotelCancellationRules).values({ hotelId: cheap, daysBefore: 7, penaltyType: 'percent', amount: '50' });
  });

  const ids = async (params: Record<string, unknown>) => (await found({ toId, ...june, ...params })).hotels.map((h) => h.id);

  it('orders by price by default and on order=price, by stars (most first) and by name (A to Z, any case)', async () => {
    expect(await ids({})).toEqual([cheap, middle, dear]);
    expect(await ids({ order: 'price' })).toEqual([cheap, middle, dear]);
    expect(await ids({ order: 'stars' })).toEqual([middle, dear, cheap]);
    expect(await ids({ order: 'name' })).toEqual([middle, dear, cheap]);
    // The filters still apply in any order, and the answer's price stays the cheapest hotel's.
    const named = await found({ toId, ...june, order: 'name', filters: { price: { min: 200 } } });
    expect(named.hotels.map((h) => h.id)).toEqual([middle, dear]);
    expect(named.price).toBe('220.00');
    expect((await found({ toId, ...june, order: 'name' })).price).toBe('110.00');
  });

  it('an unknown order answers 400', async () => {
    const res = await search({ toId, ...june, order: 'random' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(/order must be price, stars or name/);
  });

  it("each option says until when cancelling is free (the clock's day to the day before the first rule), null without a free period", async () => {
    const body = await found({ toId, ...june });
    const byId = new Map(body.hotels.map((h) => [h.id, h]));
    const cheapOption = byId.get(cheap)!.rooms[0]!.options[0]!;
    expect(cheapOption.freeCancellationUntil).toBe(addDays(june.startDate, -8));
    for (const id of [middle, dear]) for (const option of byId.get(id)!.rooms[0]!.options) expect(option.freeCancellationUntil).toBeNull();
    // The date is the one the option's cancellation policy gives.
    const policy = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v1/search/cancellation-policy',
      headers: ctx.agent.headers,
      payload: { hash: cheapOption.hash },
    });
    expect(policy.statusCode, policy.body).toBe(200);
    const [free, fee] = policy.json().rules;
    expect(free).toMatchObject({ cost: '0.00', dateTo: cheapOption.freeCancellationUntil });
    expect(fee).toMatchObject({ dateFrom: addDays(june.startDate, -7), cost: '55.00' });
  });
  // A search day inside the first rule (no free period left): pricing/cancellation.test.ts.
});
