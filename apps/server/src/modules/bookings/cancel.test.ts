import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, type Session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { roomAllotments } from '../hotels/tables';
import { bookingHistory, bookings } from './tables';
import { bookableHotel, bookOnce, closeTestApp } from './test-data';

describe.each(engines)('cancelling a booking on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  let other: Session;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Sunny Tours' });
    other = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Other Tours' });
  });
  afterAll(() => closeTestApp(t));

  const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  const soldOf = async (roomId: number) =>
    (await db().select().from(roomAllotments).where(eq(roomAllotments.roomId, roomId)).orderBy(asc(roomAllotments.night))).map((n) => n.sold);

  it('is free before the first rule; cancelling sets the status, the cost and gives the rooms back', async () => {
    const { hotel, room } = await bookableHotel(db(), { allotment: 2, rules: true });
    const created = await bookOnce(t.app, db(), hotel, agent.headers);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(await soldOf(room.id)).toEqual([1, 1, 1]);

    const info = await get(`bookings/${id}/cancellation-info`, agent.headers);
    expect(info.json()).toEqual({ cost: '0.00', currency: 'EUR', items: [expect.objectContaining({ productType: 'hotel', cost: '0.00', currency: 'EUR' })] });

    const cancel = await get(`bookings/${id}/cancel`, agent.headers);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ bookingStatus: { slug: 'canceled' }, cancelTotal: '0.00', remaining: '0.00', canCancelBooking: false });
    for (const item of Object.values(cancel.json().bookingItems) as { bookingStatus: { slug: string } }[]) expect(item.bookingStatus.slug).toBe('canceled');
    expect(await soldOf(room.id)).toEqual([0, 0, 0]);
    const history = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, id));
    expect(history.map((h) => h.action)).toEqual(['created', 'canceled']);

    // Once canceled: 422, and the rooms are not given back twice.
    expect((await get(`bookings/${id}/cancel`, agent.headers)).statusCode).toBe(422);
    expect((await get(`bookings/${id}/cancellation-info`, agent.headers)).statusCode).toBe(422);
    expect(await soldOf(room.id)).toEqual([0, 0, 0]);
  });

  it('costs the whole price at a hotel without rules (non-refundable)', async () => {
    const { hotel } = await bookableHotel(db(), { city: 'Porto' });
    const { id } = (await bookOnce(t.app, db(), hotel, agent.headers)).json();
    const view = (await get(`bookings/${id}`, agent.headers)).json();
    expect((await get(`bookings/${id}/cancellation-info`, agent.headers)).json()).toMatchObject({
      cost: view.total,
      currency: 'EUR',
      items: [{ productType: 'hotel', cost: view.total }],
    });
    const canceled = (await t.app.inject({ method: 'POST', url: `/api/v1/bookings/${id}/cancel`, headers: agent.headers })).json();
    expect(canceled).toMatchObject({ cancelTotal: view.total, remaining: view.total });
  });

  it('after cancelling, the payment status compares the payments with the charge', async () => {
    const { hotel } = await bookableHotel(db(), { city: 'Lisbon' });
    const { id } = (await bookOnce(t.app, db(), hotel, agent.headers)).json();
    const view = (await get(`bookings/${id}`, agent.headers)).json();
    // A part of the price was paid; the hotel has no rules, so the charge is the whole price.
    await db().update(bookings).set({ paymentsSum: '10.00' }).where(eq(bookings.id, id));
    expect((await get(`bookings/${id}/cancel`, agent.headers)).json()).toMatchObject({ cancelTotal: view.total, paymentStatus: { slug: 'partially-paid' } });

    const free = await bookableHotel(db(), { city: 'Madrid', rules: true });
    const paid = (await bookOnce(t.app, db(), free.hotel, agent.headers)).json().id;
    await db().update(bookings).set({ paymentsSum: '10.00' }).where(eq(bookings.id, paid));
    const canceled = (await get(`bookings/${paid}/cancel`, agent.headers)).json();
    expect(canceled).toMatchObject({ cancelTotal: '0.00', paymentStatus: { slug: 'paid' } });
    const history = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, paid));
    expect(history.at(-1)!.changes).toMatchObject({ paymentStatus: { from: 'not-paid', to: 'paid' } });
  });

  it("answers 404 for another agency's booking and 401 without a token", async () => {
    const { hotel } = await bookableHotel(db(), { city: 'Faro' });
    const { id } = (await bookOnce(t.app, db(), hotel, agent.headers)).json();
    expect((await get(`bookings/${id}/cancellation-info`, other.headers)).statusCode).toBe(404);
    expect((await get(`bookings/${id}/cancel`, other.headers)).statusCode).toBe(404);
    expect((await get(`bookings/${id}/cancel`)).statusCode).toBe(401);
    expect((await get(`bookings/${id}`, agent.headers)).json().bookingStatus.slug).toBe('confirmed');
  });
});
