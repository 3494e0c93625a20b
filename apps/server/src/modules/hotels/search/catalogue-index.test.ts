import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, type Session } from '../../../test/factories';
import { createTestApp, type Engine, engines, type TestContext } from '../../../test/harness';
import { bookableHotel, bookingJson, postBooking, STAY, searchOptions } from '../../bookings/test-data';
import { makePricing } from '../test-data';

/*
 * Issue 17.2: the hotel catalogue is held in memory per destination (catalogue-index.ts). A
 * destination is read once and priced anew from memory by every search; a catalogue write drops
 * it (the next search reads the write); a booking does not, yet the rooms it sold show at once,
 * since it drops the allotment nights, which the index holds apart by block of nights.
 */
type IndexStats = { loads: number; hits: number; invalidations: number; destinations: number; allotmentLoads: number; allotmentInvalidations: number };

describe.each(engines)('the catalogue index (%s)', (engine: Engine) => {
  let t: TestContext;
  let admin: Session;
  let agent: Session;
  let fixture: Awaited<ReturnType<typeof bookableHotel>>;
  let late: { id: number };

  const indexStats = async (): Promise<IndexStats> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/metrics', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().catalogueIndex;
  };
  // Every search a new party, so no answer cache can serve it: each one prices.
  let party = 0;
  const search = () => searchOptions(t.app, t.database.db, fixture.hotel, agent.headers, [{ adults: 2, childrenAges: [++party] }]);

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await session(t.app, t.database.db, 'ROLE_ADMIN');
    agent = await session(t.app, t.database.db);
    fixture = await bookableHotel(t.database.db, { city: 'Porto', allotment: 1 });
    // A later period over the stay: it prices the nights (latest start, domain-rules §4.1) until deleted.
    late = await makePricing(t.database.db, fixture.room.id, {
      startDate: STAY.startDate,
      endDate: STAY.endDate,
      mealTypeId: fixture.bb,
      prices: { 2: '150', 3: '180' },
      extraChild: '20',
    });
  });
  afterAll(() => t.close());

  it('reads a destination once: later searches of other stays and parties price from memory', async () => {
    const before = await indexStats();
    await search();
    await search();
    await search();
    const after = await indexStats();
    expect(after.loads - before.loads).toBe(1);
    expect(after.hits - before.hits).toBe(2);
    expect(after.destinations).toBeGreaterThanOrEqual(1);
    // The stay's allotment nights too: read with the first search (one block or two), not again.
    expect(after.allotmentLoads - before.allotmentLoads).toBeGreaterThanOrEqual(1);
    expect(after.allotmentLoads - before.allotmentLoads).toBeLessThanOrEqual(2);
    await search();
    expect((await indexStats()).allotmentLoads).toBe(after.allotmentLoads);
  });

  it('a booking keeps the index but drops its allotments: the room it sold shows at once', async () => {
    const [option] = await searchOptions(t.app, t.database.db, fixture.hotel, agent.headers);
    expect(option!.availability).toBe('available');
    const before = await indexStats();
    const booked = await postBooking(t.app, agent.headers, bookingJson([option!.hash]));
    expect(booked.statusCode, booked.body).toBe(201);
    const dropped = await indexStats();
    expect(dropped.allotmentInvalidations).toBe(before.allotmentInvalidations + 1);
    const [after] = await searchOptions(t.app, t.database.db, fixture.hotel, agent.headers);
    // The allotment's one room is sold: the same stay is now on request.
    expect(after!.availability).toBe('onrequest');
    const stats = await indexStats();
    expect(stats.invalidations).toBe(before.invalidations);
    expect(stats.loads).toBe(before.loads);
    // The stay's allotment nights were read again.
    expect(stats.allotmentLoads).toBeGreaterThan(dropped.allotmentLoads);
  });

  it('a pricing period deleted through the API drops the index: the next search reads the change', async () => {
    const [before] = await searchOptions(t.app, t.database.db, fixture.hotel, agent.headers);
    const stats = await indexStats();
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/hotels/room-pricing/${late.id}`, headers: admin.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [after] = await searchOptions(t.app, t.database.db, fixture.hotel, agent.headers);
    // 3 nights at 150 + 10 % b2b markup, then at the June-July period's 100 + 10 %.
    expect(before!.price).toBe('495.00');
    expect(after!.price).toBe('330.00');
    const later = await indexStats();
    expect(later.invalidations).toBe(stats.invalidations + 1);
    expect(later.loads).toBe(stats.loads + 1);
  });
});
