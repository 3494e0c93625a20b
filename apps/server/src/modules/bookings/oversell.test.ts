import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taxonomyId } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { roomAllotments } from '../hotels/tables';
import { saveHotelTabs, sendForm } from '../hotels/test-data';
import { inventoryHolds } from '../inventory/tables';
import { bookableHotel, bookOnce, NIGHTS, STAY } from './test-data';
import { createWorkedTransfer } from '../transfers/search/test-data';

/**
 * The inventory ledger against today's oversell (domain-rules §6, issue 10.2): every room an
 * item takes is recorded against it, released exactly, taken again when an admin confirms it,
 * and counted when an allotment is set later.
 */
describe.each(engines)('inventory ledger: no oversell on %s', (engine) => {
  const api = apiTestContext(engine, { agent: { companyName: 'Sunny Tours' } });
  const db = api.db;

  const soldOf = async (roomId: number) =>
    (await db().select().from(roomAllotments).where(eq(roomAllotments.roomId, roomId)).orderBy(asc(roomAllotments.night))).map((n) => n.sold);
  const view = async (id: number) => (await api.t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers: api.admin.headers })).json();
  const itemOf = async (id: number) => Object.values((await view(id)).bookingItems)[0] as { id: number; bookingStatus: { slug: string } };
  const setItemStatus = (bookingId: number, itemId: number, bookingStatusId: number) =>
    sendForm(
      api.t.app,
      'POST',
      `/api/v1/bookings/${bookingId}`,
      [
        ['_method', 'PUT'],
        ['booking', JSON.stringify({ bookingItems: { [itemId]: { bookingStatusId } } })],
      ],
      api.admin.headers,
    );
  const cancel = (id: number) => api.t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}/cancel`, headers: api.agent.headers });
  const liveHoldsOf = async (itemId: number) =>
    (await db().select().from(inventoryHolds).where(eq(inventoryHolds.bookingItemId, itemId))).filter((h) => h.releasedAt === null);

  it('(a) X confirmed on a 1-room allotment, Y on request: confirming Y by hand is a 409; once Y is canceled, Z is still on request', async () => {
    const { hotel, room } = await bookableHotel(db(), { allotment: 1 });
    const x = (await bookOnce(api.t.app, db(), hotel, api.agent.headers)).json();
    const y = (await bookOnce(api.t.app, db(), hotel, api.agent.headers)).json();
    expect([x.bookingStatus.slug, y.bookingStatus.slug]).toEqual(['confirmed', 'on-request']);
    const yItem = await itemOf(y.id);
    expect(await liveHoldsOf(yItem.id)).toEqual([]);

    const confirmed = await taxonomyId(db(), 'bookingStatus', 'confirmed');
    const refused = await setItemStatus(y.id, yItem.id, confirmed);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatch(
      new RegExp(
        `^bookingItems\\.${yItem.id}\\.bookingStatusId: .+ cannot be confirmed: there is not enough left for 1 from ${STAY.startDate} to ${STAY.endDate}\\.`,
      ),
    );
    expect((await itemOf(y.id)).bookingStatus.slug).toBe('on-request');
    expect(await soldOf(room.id)).toEqual([1, 1, 1]);

    expect((await cancel(y.id)).statusCode).toBe(200);
    // Y held nothing, so cancelling it gives nothing back: X still has the only room.
    expect(await soldOf(room.id)).toEqual([1, 1, 1]);
    const z = (await bookOnce(api.t.app, db(), hotel, api.agent.headers)).json();
    expect(z.bookingStatus.slug).toBe('on-request');
    expect(await soldOf(room.id)).toEqual([1, 1, 1]);

    // Cancelling X gives back exactly its room: Z's item can now be confirmed by hand, and takes it.
    expect((await cancel(x.id)).statusCode).toBe(200);
    expect(await soldOf(room.id)).toEqual([0, 0, 0]);
    const zItem = await itemOf(z.id);
    const ok = await setItemStatus(z.id, zItem.id, confirmed);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().bookingItems[zItem.id].bookingStatus.slug).toBe('confirmed');
    expect(await soldOf(room.id)).toEqual([1, 1, 1]);
    expect((await liveHoldsOf(zItem.id)).map((h) => [h.resourceType, h.resourceId, h.date, h.units])).toEqual(
      NIGHTS.map((night) => ['room', room.id, night, 1]),
    );
    expect((await bookOnce(api.t.app, db(), hotel, api.agent.headers)).json().bookingStatus.slug).toBe('on-request');

    // Back to on request by hand: the room is released, and the next booking gets it.
    const onRequest = await taxonomyId(db(), 'bookingStatus', 'on-request');
    expect((await setItemStatus(z.id, zItem.id, onRequest)).statusCode).toBe(200);
    expect(await soldOf(room.id)).toEqual([0, 0, 0]);
    expect(await liveHoldsOf(zItem.id)).toEqual([]);
    expect((await bookOnce(api.t.app, db(), hotel, api.agent.headers)).json().bookingStatus.slug).toBe('confirmed');
  });

  it('(b) a booking confirmed before any allotment, then an allotment of 1 for those nights: it counts as sold, the next booking is on request', async () => {
    // Paris: the hotel save below sends the Info fields of a Paris hotel (hotelFields).
    const { hotel, room } = await bookableHotel(db(), { city: 'Paris' });
    const first = (await bookOnce(api.t.app, db(), hotel, api.agent.headers)).json();
    expect(first.bookingStatus.slug).toBe('confirmed');
    expect(await soldOf(room.id)).toEqual([]);

    const set = await saveHotelTabs(
      api.t.app,
      db(),
      hotel.id,
      { rooms: [{ id: room.id, allotments: [{ startDate: NIGHTS[0], endDate: NIGHTS.at(-1), rooms: 1 }] }] },
      api.admin.headers,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().rooms[0].allotments).toEqual([{ startDate: NIGHTS[0], endDate: NIGHTS.at(-1), rooms: 1, sold: 1 }]);
    expect(await soldOf(room.id)).toEqual([1, 1, 1]);
    expect((await bookOnce(api.t.app, db(), hotel, api.agent.headers)).json().bookingStatus.slug).toBe('on-request');

    // The allotment cannot go below what the booking holds.
    const below = await saveHotelTabs(
      api.t.app,
      db(),
      hotel.id,
      { rooms: [{ id: room.id, allotments: [{ startDate: NIGHTS[0], endDate: NIGHTS.at(-1), rooms: 0 }] }] },
      api.admin.headers,
    );
    expect(below.statusCode).toBe(422);
    expect(below.json().error).toBe(`rooms.0.allotments: 1 room(s) are already sold on ${NIGHTS[0]}; the allotment cannot go below that.`);
    expect(await soldOf(room.id)).toEqual([1, 1, 1]);

    // Cancelling it gives the room back on the nights that now have an allotment.
    expect((await cancel(first.id)).statusCode).toBe(200);
    expect(await soldOf(room.id)).toEqual([0, 0, 0]);
  });

  it('removing an item or changing its count releases exactly what it recorded and takes the new count', async () => {
    const { hotel, room } = await bookableHotel(db(), { city: 'Madrid', allotment: 3 });
    const booking = (await bookOnce(api.t.app, db(), hotel, api.agent.headers)).json();
    const other = (await bookOnce(api.t.app, db(), hotel, api.agent.headers)).json();
    expect(await soldOf(room.id)).toEqual([2, 2, 2]);
    const item = await itemOf(booking.id);
    const save = (body: unknown) =>
      sendForm(
        api.t.app,
        'POST',
        `/api/v1/bookings/${booking.id}`,
        [
          ['_method', 'PUT'],
          ['booking', JSON.stringify(body)],
        ],
        api.admin.headers,
      );

    expect((await save({ bookingItems: { [item.id]: { count: 2 } } })).statusCode).toBe(200);
    expect(await soldOf(room.id)).toEqual([3, 3, 3]);
    const tooMany = await save({ bookingItems: { [item.id]: { count: 3 } } });
    expect(tooMany.statusCode).toBe(409);
    expect(await soldOf(room.id)).toEqual([3, 3, 3]);
    expect((await itemOf(booking.id)) as unknown).toMatchObject({ count: 2 });

    // A transfer from the catalogue (issue 14: no free-text transfers) at the admin's own price.
    const worked = await createWorkedTransfer(db());
    const transfer = {
      transferId: worked.id,
      carId: worked.van,
      roundTrip: false,
      startDate: STAY.startDate,
      endDate: STAY.startDate,
      currency: 'EUR',
      price: '20',
      passengerIds: ['passenger1'],
    };
    const removed = await save({ newTransfers: [transfer], removedBookingItemsIds: [item.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await soldOf(room.id)).toEqual([1, 1, 1]);
    expect((await cancel(other.id)).statusCode).toBe(200);
    expect(await soldOf(room.id)).toEqual([0, 0, 0]);
  });
});
