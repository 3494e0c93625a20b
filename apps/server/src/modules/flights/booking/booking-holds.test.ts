import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taxonomyId } from '../../../test/factories';
import { apiTestContext, engines } from '../../../test/harness';
import { insertBooking } from '../../bookings/test-data';
import { bookingItems } from '../../bookings/tables';
import { inventoryHolds } from '../../inventory/tables';
import { seatsLeft, seatsTaken } from '../availability';
import { releaseFlightSeats, seatTakenMessage, takeFlightSeats } from '../holds';
import { SEAT_RESOURCE, SEGMENT_RESOURCE } from '../sale';
import { createWorkedFlight, insertFlightItem, OUT, BACK, workedSnapshot } from '../test-data';

/**
 * The flight item's holds (domain-rules §5.1, §6) at the level of the product's take and
 * release, on items written straight to the database with the snapshot the pricing freezes:
 * capacity per segment and date, each chosen seat by leg and date, all or nothing.
 */

describe.each(engines)('flight holds on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;
  const liveHolds = async (itemId: number) =>
    (
      await db()
        .select()
        .from(inventoryHolds)
        .where(and(eq(inventoryHolds.bookingItemId, itemId), isNull(inventoryHolds.releasedAt)))
    )
      .map((h) => [h.resourceType, h.resourceId, h.date, h.units, h.seatCode])
      .sort();
  const take = (items: Awaited<ReturnType<typeof insertFlightItem>>[]) => db().transaction((tx) => takeFlightSeats(tx, items));

  it('takes a seat per seated passenger on each segment and every chosen seat, recorded against the item; a held seat is a 409 naming it, nothing recorded', async () => {
    const flight = await createWorkedFlight(api.t.app, db(), api.admin.headers, { numbers: { out: 'TH101', back: 'TH102' } });
    const first = await insertFlightItem(db(), api.agent.user.id, workedSnapshot(flight, [{ passengerId: 'passenger1', legKey: 'outbound-1', seat: '3A' }]));
    expect(Object.fromEntries(await take([first]))).toEqual({ [first.id]: true });
    expect(await liveHolds(first.id)).toEqual(
      [
        [SEAT_RESOURCE, flight.legs.outbound, OUT, 1, '3A'],
        [SEGMENT_RESOURCE, flight.segments.outbound, OUT, 3, null],
        [SEGMENT_RESOURCE, flight.segments.return, BACK, 3, null],
      ].sort(),
    );
    // What the search and the seat map read back from the ledger.
    expect(await seatsLeft(db(), flight.segments.outbound, OUT, 178)).toBe(175);
    expect([...(await seatsTaken(db(), flight.legs.outbound, OUT))]).toEqual(['3A']);

    const second = await insertFlightItem(
      db(),
      api.agent.user.id,
      workedSnapshot(flight, [
        { passengerId: 'passenger1', legKey: 'return-1', seat: '3A' },
        { passengerId: 'passenger2', legKey: 'outbound-1', seat: '3A' },
      ]),
    );
    const refused = await take([second]).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 409, code: 'seat_taken', message: seatTakenMessage('3A', 'TH101', OUT) });
    expect((refused as Error).message).toBe(`Seat 3A on TH101 (${OUT}) was just taken by another booking. Choose another seat.`);
    expect(await liveHolds(second.id)).toEqual([]);

    // The same seat on the return leg, another on the outbound: both free.
    const third = await insertFlightItem(
      db(),
      api.agent.user.id,
      workedSnapshot(flight, [
        { passengerId: 'passenger1', legKey: 'return-1', seat: '3A' },
        { passengerId: 'passenger2', legKey: 'outbound-1', seat: '3B' },
      ]),
    );
    expect(Object.fromEntries(await take([third]))).toEqual({ [third.id]: true });
    expect([...(await seatsTaken(db(), flight.legs.outbound, OUT))].sort()).toEqual(['3A', '3B']);

    // Released: the seat and the capacity are free again, and a later take gets them.
    await db().transaction((tx) => releaseFlightSeats(tx, [first.id]));
    expect(await liveHolds(first.id)).toEqual([]);
    expect(await seatsLeft(db(), flight.segments.outbound, OUT, 178)).toBe(175);
    const fourth = await insertFlightItem(db(), api.agent.user.id, workedSnapshot(flight, [{ passengerId: 'passenger3', legKey: 'outbound-1', seat: '3A' }]));
    expect(Object.fromEntries(await take([fourth]))).toEqual({ [fourth.id]: true });
    expect([...(await seatsTaken(db(), flight.legs.outbound, OUT))].sort()).toEqual(['3A', '3B']);
  });

  it('capacity exhausted: the item is short (on request) and holds nothing, its seats neither; released capacity is taken again', async () => {
    const flight = await createWorkedFlight(api.t.app, db(), api.admin.headers, { numbers: { out: 'TH201', back: 'TH202' }, seatCapacity: 4 });
    const first = await insertFlightItem(db(), api.agent.user.id, workedSnapshot(flight));
    const second = await insertFlightItem(db(), api.agent.user.id, workedSnapshot(flight, [{ passengerId: 'passenger1', legKey: 'outbound-1', seat: '7C' }]));
    const one = await insertFlightItem(db(), api.agent.user.id, workedSnapshot(flight, [], 1));
    expect(Object.fromEntries(await take([first]))).toEqual({ [first.id]: true });
    expect(Object.fromEntries(await take([second]))).toEqual({ [second.id]: false });
    expect(await liveHolds(second.id)).toEqual([]);
    expect([...(await seatsTaken(db(), flight.legs.outbound, OUT))]).toEqual([]);
    // One seat is still left on each segment: a single passenger gets it.
    expect(Object.fromEntries(await take([one]))).toEqual({ [one.id]: true });
    expect(await seatsLeft(db(), flight.segments.return, BACK, 4)).toBe(0);

    await db().transaction((tx) => releaseFlightSeats(tx, [first.id]));
    expect(Object.fromEntries(await take([second]))).toEqual({ [second.id]: true });
    expect([...(await seatsTaken(db(), flight.legs.outbound, OUT))]).toEqual(['7C']);
  });

  it('an item without a flight snapshot (entered by hand) holds nothing and is not short', async () => {
    const booking = await insertBooking(db(), { agentId: api.agent.user.id });
    const [item] = await db()
      .insert(bookingItems)
      .values({
        bookingId: booking.id,
        productType: 'flight',
        bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'confirmed'),
        startDate: OUT,
        endDate: BACK,
        price: '1.00',
        currency: 'EUR',
        total: '1.00',
        title: 'Flight',
      })
      .returning();
    expect(Object.fromEntries(await take([item!]))).toEqual({ [item!.id]: true });
    expect(await liveHolds(item!.id)).toEqual([]);
  });
});
