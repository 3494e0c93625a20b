import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysFromToday, fixtureDate, TODAY } from '../../test/dates';
import { type Session, session, taxonomyId } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { roomAllotments } from '../hotels/tables';
import { sendForm } from '../hotels/test-data';
import { inventoryHolds } from '../inventory/tables';
import { insertWorkedVisa } from '../visas/search/test-data';
import { bookingHistory, bookingItems, bookings } from './tables';
import { bookableHotel, bookOnce, closeTestApp, insertBooking, STAY } from './test-data';

/*
 * An agent cancels one item of its own booking from the booking page (account spec §6 "Item
 * status: admin may change it at all times; others only while editing"; docs/decisions.md "an
 * agent cancels one item"): the item becomes canceled, its cost today is kept as its cancelCost
 * and counts in the booking's price instead of its total, its rooms go back, one history row names
 * the change. Anything else an agent sends about items is refused, and a refused save keeps nothing.
 */

type Item = {
  id: number;
  productType: string;
  bookingStatus: { slug: string };
  total: string;
  cancelCost: string | null;
  canCancel: boolean;
  cancellationPolicies: { id: number; dateFrom: string; dateTo: string; cost: string }[];
};
type View = {
  id: number;
  bookingStatus: { slug: string };
  paymentStatus: { slug: string };
  price: string;
  total: string;
  paymentsSum: string;
  cancelTotal: string;
  remaining: string;
  bookingItems: Record<string, Item>;
  bookingItemsTypes: Record<string, number[]>;
  passengers: Record<string, { firstName: string }>;
};

describe.each(engines)('an agent cancels one item of its booking on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  let other: Session;
  let admin: Session;
  let hotel: Awaited<ReturnType<typeof bookableHotel>>;
  let visa: { visaId: number; typeId: number };
  let canceledId: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Sunny Tours' });
    other = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Other Tours' });
    admin = await session(t.app, db(), 'ROLE_ADMIN');
    hotel = await bookableHotel(db(), { rules: true, allotment: 5 });
    visa = await insertWorkedVisa(db());
    canceledId = await taxonomyId(db(), 'bookingStatus', 'canceled');
  });
  afterAll(() => closeTestApp(t));

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  const view = async (id: number, headers = agent.headers) => (await get(`bookings/${id}`, headers)).json() as View;
  const save = (id: number, headers: Record<string, string>, booking: unknown, payments: unknown[] = []) =>
    sendForm(
      t.app,
      'POST',
      `/api/v1/bookings/${id}`,
      [['_method', 'PUT'], ['booking', JSON.stringify(booking)], ...payments.map((p, i): [string, string] => [`payments[${i}]`, JSON.stringify(p)])],
      headers,
    );
  const soldOf = async (roomId: number) =>
    (await db().select().from(roomAllotments).where(eq(roomAllotments.roomId, roomId)).orderBy(asc(roomAllotments.night))).map((n) => n.sold);
  const liveHoldsOf = async (itemId: number) =>
    (await db().select().from(inventoryHolds).where(eq(inventoryHolds.bookingItemId, itemId))).filter((h) => h.releasedAt === null);
  const historyOf = async (id: number) => db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, id)).orderBy(asc(bookingHistory.id));
  /** The booking's stored rows: what a refused save must leave exactly as they were. */
  const rowsOf = async (id: number) => ({
    booking: (await db().select().from(bookings).where(eq(bookings.id, id)))[0],
    items: await db().select().from(bookingItems).where(eq(bookingItems.bookingId, id)).orderBy(asc(bookingItems.id)),
    history: (await historyOf(id)).length,
  });

  /**
   * The agent's hotel room (330.00, holding a room each night) with a Schengen visa the admin added
   * for passenger1 at 60.00 (non-refundable), a payment of 160.00, and the room's free row replaced
   * by a 100.00 row from today: cancelling the room today costs 100.00.
   */
  async function roomAndVisa() {
    const created = await bookOnce(t.app, db(), hotel.hotel, agent.headers);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const booked = await view(id, admin.headers);
    const room = Object.values(booked.bookingItems)[0]!;
    const free = room.cancellationPolicies[0]!;
    expect(free.cost).toBe('0.00');
    const res = await save(
      id,
      admin.headers,
      {
        newVisas: [{ ...STAY, currency: 'EUR', visaId: visa.visaId, visaTypeId: visa.typeId, passengerIds: ['passenger1'], price: '60' }],
        removedCancellationPoliciesIds: [free.id],
        bookingItems: { [room.id]: { cancellationPolicies: [{ dateFrom: TODAY, dateTo: free.dateTo, cost: '100', currencyCost: 'EUR' }] } },
      },
      [{ payDate: TODAY, method: 'cash', originalAmount: '160', originalCurrency: 'EUR' }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as View;
    expect(saved).toMatchObject({ price: '390.00', total: '390.00', paymentsSum: '160.00', paymentStatus: { slug: 'partially-paid' } });
    return { id, roomId: room.id, visaId: saved.bookingItemsTypes.visa![0]! };
  }

  it('cancels the room beside a visa: cancelCost, the new total and payment status, history, the room given back; then Cancel Booking charges both', async () => {
    const { id, roomId, visaId } = await roomAndVisa();
    expect(await soldOf(hotel.room.id)).toEqual([1, 1, 1]);
    expect(await liveHoldsOf(roomId)).toHaveLength(3);
    const before = await view(id);
    expect(before.bookingItems[roomId]).toMatchObject({ cancelCost: null, canCancel: true });
    expect(before.bookingItems[visaId]).toMatchObject({ cancelCost: null, canCancel: true });
    // Administrators use their status select: no per-item control for them.
    expect(Object.values((await view(id, admin.headers)).bookingItems).map((i) => i.canCancel)).toEqual([false, false]);
    const info = (await get(`bookings/${id}/cancellation-info`, agent.headers)).json();
    expect(info).toMatchObject({
      cost: '160.00',
      items: [
        { id: roomId, cost: '100.00' },
        { id: visaId, cost: '60.00' },
      ],
    });

    const res = await save(id, agent.headers, { bookingItems: { [roomId]: { bookingStatusId: canceledId } } });
    expect(res.statusCode, res.body).toBe(200);

    const after = await view(id);
    expect(after.bookingItems[roomId]).toMatchObject({ bookingStatus: { slug: 'canceled' }, total: '330.00', cancelCost: '100.00', canCancel: false });
    // The visa is now the last live service: only Cancel Booking cancels it.
    expect(after.bookingItems[visaId]).toMatchObject({ bookingStatus: { slug: 'confirmed' }, cancelCost: null, canCancel: false });
    // The visa's 60.00 + the room's 100.00; paid 160.00, so the booking is paid.
    expect(after).toMatchObject({
      bookingStatus: { slug: 'confirmed' },
      price: '160.00',
      total: '160.00',
      paymentsSum: '160.00',
      remaining: '0.00',
      paymentStatus: { slug: 'paid' },
    });
    const history = await historyOf(id);
    expect(history.at(-1)).toMatchObject({
      userId: agent.user.id,
      action: 'updated',
      changes: {
        [`bookingItems.${roomId}.bookingStatus`]: { from: 'confirmed', to: 'canceled' },
        [`bookingItems.${roomId}.cancelCost`]: { from: null, to: '100.00' },
        price: { from: '390.00', to: '160.00' },
        total: { from: '390.00', to: '160.00' },
        paymentStatus: { from: 'partially-paid', to: 'paid' },
      },
    });
    // The room's nights went back to the allotment through the ledger.
    expect(await soldOf(hotel.room.id)).toEqual([0, 0, 0]);
    expect(await liveHoldsOf(roomId)).toEqual([]);

    // Cancel Booking: the dialog lists the live visa; its total also charges the room canceled earlier.
    const rest = (await get(`bookings/${id}/cancellation-info`, agent.headers)).json();
    expect(rest).toEqual({ cost: '160.00', currency: 'EUR', items: [expect.objectContaining({ id: visaId, productType: 'visa', cost: '60.00' })] });
    const canceled = await get(`bookings/${id}/cancel`, agent.headers);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ bookingStatus: { slug: 'canceled' }, cancelTotal: '160.00', remaining: '0.00', paymentStatus: { slug: 'paid' } });
    expect((canceled.json() as View).bookingItems[roomId]).toMatchObject({ cancelCost: '100.00' });
    expect(await soldOf(hotel.room.id)).toEqual([0, 0, 0]);
  });

  it('refuses another agency (404), admin-only keys and other statuses (403), the last live service (422), and keeps nothing of a refused save', async () => {
    const { id, roomId, visaId } = await roomAndVisa();
    const onRequest = await taxonomyId(db(), 'bookingStatus', 'on-request');
    const stored = await rowsOf(id);
    const cases: [Record<string, string>, unknown, number, RegExp][] = [
      [other.headers, { bookingItems: { [roomId]: { bookingStatusId: canceledId } } }, 404, /^Booking not found\.$/],
      [
        agent.headers,
        { bookingItems: { [roomId]: { bookingStatusId: canceledId, price: '1' } } },
        403,
        new RegExp(`^bookingItems\\.${roomId}\\.price: only an administrator may change this\\.$`),
      ],
      [
        agent.headers,
        { bookingItems: { [visaId]: { supplierReference: 'X-1' } } },
        403,
        new RegExp(`^bookingItems\\.${visaId}\\.supplierReference: only an administrator may change this\\.$`),
      ],
      [
        agent.headers,
        {
          bookingItems: {
            [roomId]: { bookingStatusId: canceledId, cancellationPolicies: [{ dateFrom: TODAY, dateTo: TODAY, cost: '0', currencyCost: 'EUR' }] },
          },
        },
        403,
        new RegExp(`^bookingItems\\.${roomId}\\.cancellationPolicies: `),
      ],
      [
        agent.headers,
        { bookingItems: { [roomId]: { bookingStatusId: onRequest } } },
        403,
        new RegExp(`^bookingItems\\.${roomId}\\.bookingStatusId: only an administrator may change this\\.$`),
      ],
      // Both at once: the second would leave no live service, so neither is canceled.
      [
        agent.headers,
        {
          passengers: { passenger1: { firstName: 'Changed', lastName: 'Lee', birthDate: '1980-05-01' } },
          bookingItems: { [roomId]: { bookingStatusId: canceledId }, [visaId]: { bookingStatusId: canceledId } },
        },
        422,
        new RegExp(`^bookingItems\\.${visaId}\\.bookingStatusId: this is the booking's last live service: cancel the whole booking with Cancel Booking$`),
      ],
      [agent.headers, { bookingItems: { 999999: { bookingStatusId: canceledId } } }, 400, /^bookingItems\.999999: is not an item of this booking/],
    ];
    for (const [headers, payload, status, message] of cases) {
      const res = await save(id, headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error).toMatch(message);
    }
    expect(await rowsOf(id)).toEqual(stored);
    expect(await soldOf(hotel.room.id)).toEqual([1, 1, 1]);
    expect((await view(id)).passengers.passenger1!.firstName).not.toBe('Changed');

    // One item left live: the last one cannot go alone (and says so in the view).
    expect((await save(id, agent.headers, { bookingItems: { [roomId]: { bookingStatusId: canceledId } } })).statusCode).toBe(200);
    const last = await save(id, agent.headers, { bookingItems: { [visaId]: { bookingStatusId: canceledId } } });
    expect(last.statusCode).toBe(422);
    expect(last.json().error).toBe(
      `bookingItems.${visaId}.bookingStatusId: this is the booking's last live service: cancel the whole booking with Cancel Booking`,
    );
    // Already canceled.
    const again = await save(id, agent.headers, { bookingItems: { [roomId]: { bookingStatusId: canceledId } } });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe(`bookingItems.${roomId}.bookingStatusId: this service is already canceled`);
    const once = await rowsOf(id);
    expect(once.items.find((i) => i.id === roomId)!.cancelCost).toBe('100.00');
    expect((await save(id, agent.headers, { bookingItems: { [roomId]: { bookingStatusId: canceledId } } })).statusCode).toBe(422);
    expect(await rowsOf(id)).toEqual(once);
  });

  it('refuses a service that has started (its start date is today or past) and any item of a canceled booking (422)', async () => {
    const confirmed = await taxonomyId(db(), 'bookingStatus', 'confirmed');
    const extraItem = (bookingId: number, startDate: string, status = confirmed) => ({
      bookingId,
      productType: 'visa',
      bookingStatusId: status,
      startDate,
      endDate: addDays(startDate, 2),
      price: '50.00',
      currency: 'EUR',
      total: '50.00',
      title: 'Visa',
    });
    // A stay starting today: its room has started; the visa next week has not.
    const started = await insertBooking(db(), { agentId: agent.user.id, hotel: hotel.hotel, startDate: TODAY, endDate: daysFromToday(3) });
    const [later] = await db()
      .insert(bookingItems)
      .values(extraItem(started.id, daysFromToday(7)))
      .returning();
    const startedItems = (await view(started.id)).bookingItems;
    const room = Object.values(startedItems).find((i) => i.productType === 'hotel')!;
    expect(room.canCancel).toBe(false);
    // The visa has not started and the room stays live beside it: it may still go alone.
    expect(startedItems[later!.id]!.canCancel).toBe(true);
    const stored = await rowsOf(started.id);
    const res = await save(started.id, agent.headers, { bookingItems: { [room.id]: { bookingStatusId: canceledId } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(`bookingItems.${room.id}.bookingStatusId: this service started on ${TODAY}: it can no longer be canceled`);
    expect(await rowsOf(started.id)).toEqual(stored);

    // A canceled booking: none of its items may be canceled alone.
    const gone = await insertBooking(db(), {
      agentId: agent.user.id,
      hotel: hotel.hotel,
      status: 'canceled',
      startDate: fixtureDate('2027-06-01'),
      endDate: fixtureDate('2027-06-05'),
    });
    const [visaItem] = await db()
      .insert(bookingItems)
      .values(extraItem(gone.id, fixtureDate('2027-06-02')))
      .returning();
    const goneStored = await rowsOf(gone.id);
    const refused = await save(gone.id, agent.headers, { bookingItems: { [visaItem!.id]: { bookingStatusId: canceledId } } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(`bookingItems.${visaItem!.id}.bookingStatusId: the booking is canceled`);
    expect(await rowsOf(gone.id)).toEqual(goneStored);
  });

  it("an admin's hand status change keeps cancelCost empty (the price is the admin's), and bringing an agent-canceled item back counts its total again", async () => {
    const { id, roomId, visaId } = await roomAndVisa();
    const byHand = await save(id, admin.headers, { bookingItems: { [visaId]: { bookingStatusId: canceledId } } });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(byHand.json()).toMatchObject({
      price: '390.00',
      total: '390.00',
      bookingItems: { [visaId]: { bookingStatus: { slug: 'canceled' }, cancelCost: null } },
    });

    const confirmed = await taxonomyId(db(), 'bookingStatus', 'confirmed');
    expect((await save(id, admin.headers, { bookingItems: { [visaId]: { bookingStatusId: confirmed } } })).statusCode).toBe(200);
    expect((await save(id, agent.headers, { bookingItems: { [visaId]: { bookingStatusId: canceledId } } })).statusCode).toBe(200);
    expect(await view(id)).toMatchObject({ price: '390.00', bookingItems: { [visaId]: { cancelCost: '60.00' } } });
    const back = await save(id, admin.headers, { bookingItems: { [visaId]: { bookingStatusId: confirmed } } });
    expect(back.json()).toMatchObject({ price: '390.00', bookingItems: { [visaId]: { bookingStatus: { slug: 'confirmed' }, cancelCost: null } } });
    expect((await historyOf(id)).at(-1)!.changes).toMatchObject({ [`bookingItems.${visaId}.cancelCost`]: { from: '60.00', to: null } });
    expect((await view(id)).bookingItems[roomId]!.canCancel).toBe(true);
  });
});
