import { and, eq, inArray, isNull } from 'drizzle-orm';
import { packageTotal } from '@travel/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../test/factories';
import { engines } from '../../test/harness';
import { bookingCancellationPolicies, bookingHistory, bookingItems, bookingPassengers, bookings } from '../bookings/tables';
import { flightSales } from '../flights/tables';
import { makeAllotment } from '../hotels/test-data';
import { roomAllotments } from '../hotels/tables';
import { inventoryHolds } from '../inventory/tables';
import { registerProduct } from '../products/registry';
import { searchCacheFor } from '../hotels/search/service';
import { searchTestContext } from '../hotels/search/test-data';
import { transferSales } from '../transfers/tables';
import { transferProduct } from '../transfers/product';
import { searchTransfers } from '../transfers/search/test-data';
import { createWorkedTransfer, IDS, PARTY, packageBookingJson, packageFlight, pickPackage, postPackage, STAY } from './test-data';

/**
 * The package booking (domain-rules §5.4, §6, §10; issue 15): hotel room + round-trip flight (its
 * fares and extras beside it) + transfer in ONE `POST bookings`, passengers shared by every item,
 * priced item by item on the server; one transaction: a failure in any item leaves nothing, and
 * the hotel's allotment and the flight's seats are taken together or not at all.
 */
describe.each(engines)('package booking on %s', (engine) => {
  const { ctx, workedHotel } = searchTestContext(engine);
  const db = () => ctx.db();
  const app = () => ctx.t.app;
  afterEach(() => registerProduct(transferProduct));

  /** The §10 world: the §9 hotel in Paris with an allotment of `rooms` a night, the flight (`seats` a segment), the transfer. */
  async function world(numbers: { out: string; back: string }, options: { rooms?: number; seats?: number } = {}) {
    const flight = await packageFlight(app(), db(), ctx.admin.headers, { numbers, seatCapacity: options.seats });
    const { hotel, room } = await workedHotel('Paris');
    const nights = ['28', '29', '30'].map((d) => STAY.startDate.replace('-28', `-${d}`)).concat(['01', '02'].map((d) => STAY.endDate.replace('-03', `-${d}`)));
    if (options.rooms !== undefined)
      await makeAllotment(
        db(),
        room.id,
        nights.map((night) => ({ night, rooms: options.rooms! })),
      );
    const transfer = await createWorkedTransfer(db(), { name: `CDG - Paris ${numbers.out}` });
    searchCacheFor(db()).clear();
    return { flight, hotel, room, transfer, nights };
  }
  const light = (flight: { fares: { light: number } }) => ({ outbound: flight.fares.light, return: flight.fares.light });
  const counts = async () => ({
    bookings: (await db().select({ id: bookings.id }).from(bookings)).length,
    items: (await db().select({ id: bookingItems.id }).from(bookingItems)).length,
    holds: (await db().select({ id: inventoryHolds.id }).from(inventoryHolds)).length,
    flightSales: (await db().select({ id: flightSales.bookingItemId }).from(flightSales)).length,
    transferSales: (await db().select({ id: transferSales.bookingItemId }).from(transferSales)).length,
    passengers: (await db().select({ id: bookingPassengers.id }).from(bookingPassengers)).length,
    policies: (await db().select({ id: bookingCancellationPolicies.id }).from(bookingCancellationPolicies)).length,
    history: (await db().select({ id: bookingHistory.id }).from(bookingHistory)).length,
    sold: (await db().select({ sold: roomAllotments.sold }).from(roomAllotments)).reduce((n, r) => n + r.sold, 0),
  });
  const liveHolds = async (itemIds: number[]) =>
    (
      await db()
        .select()
        .from(inventoryHolds)
        .where(and(inArray(inventoryHolds.bookingItemId, itemIds), isNull(inventoryHolds.releasedAt)))
    )
      .map((h) => `${h.resourceType}:${h.date}:${h.units}${h.seatCode ? `:${h.seatCode}` : ''}`)
      .sort();

  it('§10: the stay 643.50 + Light round trip 165.00 x 3 + the Van 110.00 = 1,248.50, three items, shared passengers, read back', async () => {
    const { flight, hotel, transfer, nights } = await world({ out: 'TP201', back: 'TP202' }, { rooms: 2, seats: 10 });
    const picks = await pickPackage(app(), db(), ctx.agent.headers, hotel.id, flight, transfer);
    expect([picks.room.price, picks.flight.price, picks.van.price]).toEqual(['643.50', '495.00', '110.00']);
    const res = await postPackage(app(), ctx.agent.headers, packageBookingJson(picks, light(flight)));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { id: number; pnrs: string };

    const items = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, created.id)).orderBy(bookingItems.id);
    expect(items.map((i) => [i.productType, i.price, i.count, i.total, i.currency, i.startDate, i.endDate, i.passengerIds])).toEqual([
      ['hotel', '643.50', 1, '643.50', 'EUR', STAY.startDate, STAY.endDate, IDS],
      ['flight', '165.00', 3, '495.00', 'EUR', STAY.startDate, STAY.endDate, IDS],
      ['transfer', '110.00', 1, '110.00', 'EUR', STAY.startDate, STAY.endDate, IDS],
    ]);
    expect(packageTotal(items)).toBe('1248.50');
    const [stored] = await db().select().from(bookings).where(eq(bookings.id, created.id));
    expect(stored).toMatchObject({ price: '1248.50', total: '1248.50', currency: 'EUR', startDate: STAY.startDate, endDate: STAY.endDate });
    expect((await db().select().from(bookingPassengers).where(eq(bookingPassengers.bookingId, created.id))).map((p) => p.key).sort()).toEqual(IDS);

    // Allotment and seats taken together by the one booking: a room each night, 3 seats each way.
    const [hotelItem, flightItem, transferItem] = items;
    expect(await liveHolds([hotelItem!.id])).toEqual(nights.map((night) => `room:${night}:1`).sort());
    expect(await liveHolds([flightItem!.id])).toEqual([`flight-segment:${STAY.endDate}:3`, `flight-segment:${STAY.startDate}:3`].sort());
    expect(await liveHolds([transferItem!.id])).toEqual([]);
    expect(await db().select().from(flightSales).where(eq(flightSales.bookingItemId, flightItem!.id))).toHaveLength(1);
    expect(await db().select().from(transferSales).where(eq(transferSales.bookingItemId, transferItem!.id))).toHaveLength(1);

    // Read back through GET bookings/:id: the three services, the transfer's flight details from the booked flight.
    const view = (await app().inject({ method: 'GET', url: `/api/v1/bookings/${created.id}`, headers: ctx.agent.headers })).json();
    expect(view.bookingItemsTypes).toMatchObject({ hotel: [hotelItem!.id], flight: [flightItem!.id], transfer: [transferItem!.id] });
    expect(view).toMatchObject({ price: '1248.50', total: '1248.50' });
    expect(view.bookingItems[hotelItem!.id]).toMatchObject({ productType: 'hotel', price: '643.50', count: 1, total: '643.50', passengerIds: IDS });
    expect(view.bookingItems[flightItem!.id]).toMatchObject({ productType: 'flight', price: '165.00', count: 3, total: '495.00', passengerIds: IDS });
    expect(view.bookingItems[flightItem!.id].segments.map((s: { flightNumber: string }) => s.flightNumber)).toEqual(['TP201', 'TP202']);
    expect(view.bookingItems[transferItem!.id]).toMatchObject({
      productType: 'transfer',
      total: '110.00',
      passengerIds: IDS,
      transfer: {
        carName: 'Van',
        arrivalFlightNumber: 'TP201',
        arrivalTime: '10:50',
        departureFlightNumber: 'TP202',
        departureTime: '12:30',
        pickupTime: `${STAY.startDate}T10:50`,
      },
    });
  });

  it('My Bookings names every service of the package and finds it by each of hotel, flight and transfer', async () => {
    const { flight, hotel, transfer } = await world({ out: 'TP301', back: 'TP302' });
    const agent = await session(app(), db(), 'ROLE_AGENT', { companyName: 'Package Tours' });
    const picks = await pickPackage(app(), db(), agent.headers, hotel.id, flight, transfer);
    const res = await postPackage(app(), agent.headers, packageBookingJson(picks, light(flight)));
    expect(res.statusCode, res.body).toBe(201);
    const { pnrs } = res.json() as { pnrs: string };
    const list = async (query: string) => {
      const answer = await app().inject({ method: 'GET', url: `/api/v1/bookings?${query}`, headers: agent.headers });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().entities as { pnrs: string; productTitles: string[] }[];
    };
    const [entity] = await list(`bookingCode=${pnrs}`);
    // Service Description: one line per service (the flight's count is its passengers: tickets).
    expect(entity!.productTitles).toEqual([
      `${hotel.name}: Double, Bed & breakfast`,
      '3 x TravelAir LIS → CDG (TP301), Light / Light',
      'CDG - Paris TP301, Van',
    ]);
    for (const type of ['hotel', 'flight', 'transfer'])
      expect(
        (await list(`productType=${type}`)).map((e) => e.pnrs),
        type,
      ).toEqual([pnrs]);
    expect(await list('productType=visa')).toEqual([]);
  });

  it('a tampered flight hash refuses the package: 422, nothing saved (no booking, holds or sales rows)', async () => {
    const { flight, hotel, transfer } = await world({ out: 'TP401', back: 'TP402' }, { rooms: 2, seats: 10 });
    const picks = await pickPackage(app(), db(), ctx.agent.headers, hotel.id, flight, transfer);
    const before = await counts();
    const hash = picks.flight.hash;
    const tampered = `${hash.slice(0, -3)}${hash.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`;
    const res = await postPackage(app(), ctx.agent.headers, packageBookingJson(picks, light(flight), { flightHash: tampered }));
    expect(res.statusCode, res.body).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('the seat chosen is taken by another booking in between: 409 naming it, nothing of the package saved', async () => {
    const { flight, hotel, transfer } = await world({ out: 'TP501', back: 'TP502' }, { rooms: 2, seats: 10 });
    const seat = [{ passengerId: 'passenger1', legKey: 'outbound-1', id: '3A', price: '12.00' }];
    const picks = await pickPackage(app(), db(), ctx.agent.headers, hotel.id, flight, transfer);
    // Another agency books the same package with seat 3A first.
    const other = await session(app(), db(), 'ROLE_AGENT', { companyName: 'Faster Tours' });
    const first = await postPackage(
      app(),
      other.headers,
      packageBookingJson(await pickPackage(app(), db(), other.headers, hotel.id, flight, transfer), light(flight), { seats: seat }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const before = await counts();
    const res = await postPackage(app(), ctx.agent.headers, packageBookingJson(picks, light(flight), { seats: seat }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'seat_taken' });
    expect(res.json().error).toContain('3A');
    expect(await counts()).toEqual(before);
  });

  it('a failure in the last item inside the transaction (after the rooms and seats were taken) leaves nothing', async () => {
    const { flight, hotel, transfer } = await world({ out: 'TP601', back: 'TP602' }, { rooms: 2, seats: 10 });
    const picks = await pickPackage(app(), db(), ctx.agent.headers, hotel.id, flight, transfer);
    const before = await counts();
    // Inventory is taken per product in type order (flight, hotel, transfer): the transfer fails last.
    registerProduct({
      ...transferProduct,
      take: async () => {
        throw new Error('transfer inventory failed');
      },
    });
    const res = await postPackage(app(), ctx.agent.headers, packageBookingJson(picks, light(flight)));
    expect(res.statusCode).toBe(500);
    expect(await counts()).toEqual(before);
    registerProduct(transferProduct);
    // The same request books once the failure is gone: the hotel's room and the flight's seats together.
    const again = await postPackage(app(), ctx.agent.headers, packageBookingJson(picks, light(flight)));
    expect(again.statusCode, again.body).toBe(201);
    const after = await counts();
    expect(after.bookings).toBe(before.bookings + 1);
    expect(after.holds).toBe(before.holds + 5 + 2);
    expect(after.sold).toBe(before.sold + 5);
  });

  it('the last seats gone: the flight item is on request and holds nothing, the rooms still taken (one booking, On request)', async () => {
    const { flight, hotel, transfer } = await world({ out: 'TP701', back: 'TP702' }, { rooms: 2, seats: 3 });
    const other = await session(app(), db(), 'ROLE_AGENT', { companyName: 'Early Tours' });
    const first = await postPackage(
      app(),
      other.headers,
      packageBookingJson(await pickPackage(app(), db(), other.headers, hotel.id, flight, transfer), light(flight)),
    );
    expect(first.statusCode, first.body).toBe(201);
    searchCacheFor(db()).clear();
    const picks = await pickPackage(app(), db(), ctx.agent.headers, hotel.id, flight, transfer);
    expect(picks.flight.availability).toBe('onrequest');
    const res = await postPackage(app(), ctx.agent.headers, packageBookingJson(picks, light(flight)));
    expect(res.statusCode, res.body).toBe(201);
    const items = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, res.json().id)).orderBy(bookingItems.id);
    expect(await liveHolds([items[1]!.id])).toEqual([]);
    expect((await liveHolds([items[0]!.id])).length).toBe(5);
  });

  it('flight mode with transfer (storefront §2): the flight and the transfer to the chosen hotel, one booking, 495.00 + 110.00', async () => {
    const { flight, hotel, transfer } = await world({ out: 'TP801', back: 'TP802' });
    const picks = await pickPackage(app(), db(), ctx.agent.headers, hotel.id, flight, transfer);
    // The flight search's transfer names the hotel and no room option: the same Van.
    const options = await searchTransfers(
      app(),
      ctx.agent.headers,
      new URLSearchParams({
        toAirportId: String(flight.cdg),
        hotelId: String(hotel.id),
        startDate: STAY.startDate,
        endDate: STAY.endDate,
        rooms: JSON.stringify(PARTY),
      }),
    );
    const van = options.find((o) => o.transferId === transfer.id && o.carId === transfer.van)!;
    expect(van.price).toBe('110.00');
    const json = packageBookingJson({ ...picks, van }, light(flight));
    json.booking.bookingItems = json.booking.bookingItems.filter((item) => item.productType !== 'hotel');
    const res = await postPackage(app(), ctx.agent.headers, json);
    expect(res.statusCode, res.body).toBe(201);
    const items = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, res.json().id)).orderBy(bookingItems.id);
    expect(items.map((i) => [i.productType, i.total, i.passengerIds])).toEqual([
      ['flight', '495.00', IDS],
      ['transfer', '110.00', IDS],
    ]);
    expect((await db().select().from(bookings).where(eq(bookings.id, res.json().id)))[0]!.total).toBe('605.00');
  });
});
