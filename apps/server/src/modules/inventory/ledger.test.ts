import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { bookingItems } from '../bookings/tables';
import { closeTestApp, insertBooking } from '../bookings/test-data';
import { makeHotel } from '../hotels/test-data';
import { heldUnits, liveHolds, lockResources, recordHolds, releaseHolds } from './ledger';

describe.each(engines)('inventory ledger on %s', (engine) => {
  let t: TestContext;
  const db = () => t.database.db;
  let items: number[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    const agent = await makeUser(db());
    const hotel = await makeHotel(db());
    items = [];
    for (let i = 0; i < 3; i++) {
      const booking = await insertBooking(db(), { agentId: agent.id, hotel });
      const [item] = await db().select({ id: bookingItems.id }).from(bookingItems).where(eq(bookingItems.bookingId, booking.id));
      items.push(item!.id);
    }
  });
  afterAll(() => closeTestApp(t));

  it("records what an item took, counts live units by date and releases exactly that item's holds", async () => {
    const [a, b] = items as [number, number];
    await db().transaction(async (tx) => {
      await lockResources(tx, 'test-room', [7, 3, 7]);
      await recordHolds(tx, a, [
        { resourceType: 'test-room', resourceId: 7, date: '2027-06-01', units: 2 },
        { resourceType: 'test-room', resourceId: 7, date: '2027-06-02', units: 2 },
      ]);
      await recordHolds(tx, b, [{ resourceType: 'test-room', resourceId: 7, date: '2027-06-02', units: 1 }]);
      await recordHolds(tx, b, []);
    });
    expect(Object.fromEntries(await heldUnits(db(), 'test-room', 7, ['2027-06-01', '2027-06-02', '2027-06-03']))).toEqual({ '2027-06-01': 2, '2027-06-02': 3 });
    expect(await heldUnits(db(), 'test-room', 8, ['2027-06-01'])).toEqual(new Map());
    expect(await heldUnits(db(), 'other', 7, ['2027-06-01'])).toEqual(new Map());

    const released = await db().transaction((tx) => releaseHolds(tx, [a]));
    expect(released.map((h) => [h.bookingItemId, h.date, h.units]).sort()).toEqual([
      [a, '2027-06-01', 2],
      [a, '2027-06-02', 2],
    ]);
    // Released once: a second release gives nothing back.
    expect(await db().transaction((tx) => releaseHolds(tx, [a]))).toEqual([]);
    expect(Object.fromEntries(await heldUnits(db(), 'test-room', 7, ['2027-06-01', '2027-06-02']))).toEqual({ '2027-06-02': 1 });
    expect((await liveHolds(db(), [a, b])).map((h) => h.bookingItemId)).toEqual([b]);
    expect(await db().transaction((tx) => releaseHolds(tx, [b], 'another-type'))).toEqual([]);
    expect(await liveHolds(db(), [b])).toHaveLength(1);
  });

  it('a seat is held by one live item at a time; once released it can be held again', async () => {
    const [a, b, c] = items as [number, number, number];
    const seat = { resourceType: 'test-segment', resourceId: 1, date: '2027-06-01', units: 1, seatCode: '12A' };
    await db().transaction((tx) => recordHolds(tx, a, [seat]));
    await expect(db().transaction((tx) => recordHolds(tx, b, [seat]))).rejects.toThrow();
    await db().transaction((tx) => recordHolds(tx, b, [{ ...seat, seatCode: '12B' }]));
    await db().transaction((tx) => releaseHolds(tx, [a]));
    await db().transaction((tx) => recordHolds(tx, c, [seat]));
    expect(
      (await liveHolds(db(), [a, b, c]))
        .filter((h) => h.resourceType === 'test-segment')
        .map((h) => [h.bookingItemId, h.seatCode])
        .sort(),
    ).toEqual([
      [b, '12B'],
      [c, '12A'],
    ]);
  });

  it('holds go with their item when it is deleted', async () => {
    const [, , c] = items as [number, number, number];
    await db().delete(bookingItems).where(eq(bookingItems.id, c));
    expect(await liveHolds(db(), [c])).toEqual([]);
  });
});
