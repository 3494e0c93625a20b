import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX, session, taxonomyId, type Session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { currencyRates } from '../currency/tables';
import { cityId, makeAllotment, makeHotel, makeRoom, mealId } from '../hotels/test-data';
import { writeSetting } from '../settings/service';
import { hotelSales, roomAllotments } from '../hotels/tables';
import { outbox } from '../mail/tables';
import { bookingHistory, bookingItems, bookingPassengers, bookings } from './tables';
import { adult, child, closeTestApp, NIGHTS, postBooking, STAY } from './test-data';
import { createWorkedTransfer, type WorkedTransfer } from '../transfers/search/test-data';
import { insertWorkedVisa } from '../visas/search/test-data';
import { daysFromToday, fixtureDate } from '../../test/dates';

describe.each(engines)('manual booking (POST /bookings add mode) on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  let admin: Session;
  let hotel: { id: number; locationId: number; name: string };
  let room: { id: number };
  let bb: number;
  /** The §10 transfer: a manual booking's transfers come from the catalogue (issue 14). */
  let transfer: WorkedTransfer;
  /** A catalogue visa of one price for every age band, so one line covers any party (issue 14: no free-text lines). */
  let visa: { visaId: number; typeId: number };
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Sunny Tours' });
    admin = await session(t.app, db(), 'ROLE_ADMIN', { firstName: 'Ada', lastName: 'Admin' });
    bb = await mealId(db(), 'bed-and-breakfast');
    hotel = await makeHotel(db(), { name: 'Manual Palace', mealTypeIds: [bb], defaultMealTypeId: bb });
    room = await makeRoom(db(), hotel.id);
    await makeAllotment(
      db(),
      room.id,
      NIGHTS.map((night) => ({ night, rooms: 3 })),
    );
    transfer = await createWorkedTransfer(db());
    visa = await insertWorkedVisa(db(), { name: 'Tourist visa', typeName: 'Single entry', prices: { extraAdult: '60', extraChild: '60', extraInfant: '60' } });
  });
  afterAll(() => closeTestApp(t));

  const soldOf = async (roomId: number) =>
    (await db().select().from(roomAllotments).where(eq(roomAllotments.roomId, roomId)).orderBy(asc(roomAllotments.night))).map((n) => n.sold);
  const bookingCount = async () => Number((await db().select({ n: count() }).from(bookings))[0]!.n);

  /** The add page's booking JSON: two rooms, a transfer, a visa, a miscellaneous price, two passengers. */
  const addBody = async (overrides: Record<string, unknown> = {}) => ({
    currency: 'EUR',
    fields: { agent: agent.user.id, comment: 'Booked on the phone' },
    to: hotel.locationId,
    ...STAY,
    bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'confirmed'),
    paymentStatusId: await taxonomyId(db(), 'paymentStatus', 'partially-paid'),
    extraPrice: '15.05',
    bookingItems: [{ hotelId: hotel.id, roomId: room.id, mealTypeId: bb, ...STAY, price: '120.45', count: 2 }],
    // A Sedan arrival from the catalogue at the admin's own price.
    newTransfers: [{ transferId: transfer.id, carId: transfer.sedan, roundTrip: false, startDate: STAY.startDate, endDate: STAY.startDate, price: '35.10' }],
    // A visa from the catalogue at the admin's own price, for every passenger (count = passengers).
    newVisas: [{ visaId: visa.visaId, visaTypeId: visa.typeId, ...STAY, price: '60' }],
    passengers: { passenger1: adult('Ann', 'Lee'), passenger2: adult('Bob', 'Lee', '1979-02-03') },
    ...overrides,
  });

  it('GET bookings/utils/get-add-passenger-fields: booking fields and the wizard passenger fields for an admin, 403 for an agent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/bookings/utils/get-add-passenger-fields', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.bookingFields.comment).toBe(true);
    expect(body.bookingFields.agent).toContainEqual({ value: String(agent.user.id), label: 'Sunny Tours' });
    expect(body.bookingFields.agent.map((a: { value: string }) => a.value)).not.toContain(String(admin.user.id));
    expect(body.bookingFields.additionalRequests).toContainEqual({
      value: String(await taxonomyId(db(), 'additionalRequests', 'non-smoking')),
      label: expect.any(String),
    });
    expect(body.passengerFields.map((f: { name: string; required: boolean }) => [f.name, f.required])).toEqual([
      ['title', true],
      ['firstName', true],
      ['lastName', true],
      ['birthDate', true],
      ['passport', false],
      ['photo', false],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/bookings/utils/get-add-passenger-fields', headers: agent.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/bookings/utils/get-add-passenger-fields' })).statusCode).toBe(401);
  });

  it('adds a booking with a hotel room, a transfer, a visa and a miscellaneous price: totals to the cent, allotment taken, history and mail', async () => {
    const before = await soldOf(room.id);
    const nonSmoking = await taxonomyId(db(), 'additionalRequests', 'non-smoking');
    const body = await addBody({ additionalRequests: { [nonSmoking]: 1 } });
    const res = await postBooking(t.app, admin.headers, body, [{ name: 'files[passport][2]', filename: 'scan.png', type: 'image/png', data: PNG_1PX }]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      pnrs: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      bookingStatus: { id: expect.any(Number), title: 'Confirmed', slug: 'confirmed' },
    });

    const [stored] = await db().select().from(bookings).where(eq(bookings.id, created.id));
    // 2 x 120.45 + 1 x 35.10 + 2 x 60.00 = 396.00; + 15.05 = 411.05
    expect(stored).toMatchObject({
      agentId: agent.user.id,
      createdBy: admin.user.id,
      currency: 'EUR',
      price: '396.00',
      extraPrice: '15.05',
      total: '411.05',
      toLocationId: hotel.locationId,
      startDate: STAY.startDate,
      endDate: STAY.endDate,
      comment: 'Booked on the phone',
      paymentStatusId: await taxonomyId(db(), 'paymentStatus', 'partially-paid'),
      paymentStatusManual: true,
      additionalRequests: { [String(nonSmoking)]: expect.any(String) },
    });
    const items = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, created.id)).orderBy(asc(bookingItems.id));
    expect(items.map((i) => [i.productType, i.title, i.price, i.count, i.total])).toEqual([
      ['hotel', null, '120.45', 2, '240.90'],
      ['transfer', 'CDG airport - Paris hotels, Sedan', '35.10', 1, '35.10'],
      ['visa', 'Tourist visa, Single entry', '60.00', 2, '120.00'],
    ]);
    // The hotel, room type and meal are the hotel's own record of the item (issue 28: hotel_sales).
    const [sale] = await db().select().from(hotelSales).where(eq(hotelSales.bookingItemId, items[0]!.id));
    expect({ ...items[0], ...sale }).toMatchObject({
      hotelId: hotel.id,
      roomId: room.id,
      mealTypeId: bb,
      passengerIds: ['passenger1', 'passenger2'],
      option: expect.objectContaining({ adults: 2, childrenAges: [], hotelName: 'Manual Palace' }),
    });
    // Two rooms a night taken from the allotment.
    expect(await soldOf(room.id)).toEqual(before.map((n) => n + 2));
    const passengers = await db().select().from(bookingPassengers).where(eq(bookingPassengers.bookingId, created.id)).orderBy(asc(bookingPassengers.key));
    expect(passengers.map((p) => [p.key, p.firstName, p.lastName, p.passportFile !== null])).toEqual([
      ['passenger1', 'Ann', 'Lee', false],
      ['passenger2', 'Bob', 'Lee', true],
    ]);
    const [history] = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, created.id));
    expect(history).toMatchObject({
      userId: admin.user.id,
      action: 'created manually',
      changes: expect.objectContaining({ note: 'created manually by Ada Admin', total: '411.05' }),
    });
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Booking ${created.pnrs}: Confirmed`));
    expect(mail!.to).toBe(agent.user.email);
    expect(mail!.text).toContain('- Transfer: CDG airport - Paris hotels, Sedan');
    expect(mail!.text).toContain('Total: 411.05 EUR');

    // The booking page and My Bookings read it like any other booking.
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${created.id}`, headers: admin.headers })).json();
    expect(view).toMatchObject({ price: '396.00', extraPrice: '15.05', total: '411.05', to: { id: hotel.locationId } });
    expect(view.bookingItemsTypes).toMatchObject({ hotel: [items[0]!.id], transfer: [items[1]!.id], visa: [items[2]!.id] });
    const list = (await t.app.inject({ method: 'GET', url: `/api/v1/bookings?bookingCode=${created.pnrs}`, headers: agent.headers })).json();
    expect(list.entities[0].productTitles).toEqual([
      '2 x Manual Palace: Double, Bed & breakfast',
      'CDG airport - Paris hotels, Sedan',
      '2 x Tourist visa, Single entry',
    ]);
  });

  it('a room whose allotment is short is on request, and so is the booking; nothing is taken for it', async () => {
    const before = await soldOf(room.id);
    const res = await postBooking(
      t.app,
      admin.headers,
      await addBody({ bookingItems: [{ hotelId: hotel.id, roomId: room.id, mealTypeId: bb, ...STAY, price: '100', count: 5 }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().bookingStatus.slug).toBe('on-request');
    expect(await soldOf(room.id)).toEqual(before);
    const [item] = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, res.json().id)).limit(1);
    expect(item!.bookingStatusId).toBe(await taxonomyId(db(), 'bookingStatus', 'on-request'));
  });

  it('a pending booking takes no allotment (only confirmed rooms hold rooms, as cancelling assumes)', async () => {
    const before = await soldOf(room.id);
    const res = await postBooking(t.app, admin.headers, await addBody({ bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'pending') }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().bookingStatus.slug).toBe('pending');
    expect(await soldOf(room.id)).toEqual(before);
  });

  it('stores a child and an infant with their age types; a child whose birth date does not match its age is a 400 naming the field', async () => {
    const passengers = {
      passenger1: adult('Ann', 'Lee'),
      passenger2: child('Tom', 9, fixtureDate('2018-03-01')),
      passenger3: { ...adult('Mia', 'Lee', daysFromToday(-30)), title: 'Miss', ageType: 'infant' },
    };
    const res = await postBooking(t.app, admin.headers, await addBody({ passengers, bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'pending') }));
    expect(res.statusCode, res.body).toBe(201);
    const rows = await db().select().from(bookingPassengers).where(eq(bookingPassengers.bookingId, res.json().id)).orderBy(asc(bookingPassengers.key));
    expect(rows.map((r) => [r.key, r.ageType, r.age])).toEqual([
      ['passenger1', 'adult', null],
      ['passenger2', 'child', 9],
      ['passenger3', 'infant', null],
    ]);
    const before = await bookingCount();
    const wrong = await postBooking(
      t.app,
      admin.headers,
      await addBody({ passengers: { ...passengers, passenger2: child('Tom', 5, fixtureDate('2018-03-01')) } }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/^passengers\.passenger2\.birthDate: a child of 5 must be 5 years old/);
    expect(await bookingCount()).toBe(before);
  });

  it('refuses bad input with 400 naming the field, and saves nothing', async () => {
    const before = { bookings: await bookingCount(), sold: await soldOf(room.id) };
    const cases: [Record<string, unknown>, string][] = [
      [{ to: undefined }, 'to: Destination is required'],
      [{ startDate: undefined }, 'startDate: Start Date is required'],
      [{ endDate: '' }, 'endDate: End Date is required'],
      [{ bookingStatusId: undefined }, 'bookingStatusId: Booking status is required'],
      [{ paymentStatusId: '' }, 'paymentStatusId: Payment status is required'],
      [{ startDate: fixtureDate('2027-07-05'), endDate: fixtureDate('2027-07-01') }, 'endDate: End Date must not be before Start Date'],
      [{ to: 999999 }, 'to: Destination not found'],
      [{ bookingStatusId: 999999 }, 'bookingStatusId: Booking status not found'],
      [{ fields: { agent: 999999 } }, 'fields.agent: Agency not found'],
      [{ currency: 'XYZ' }, 'currency: XYZ has no currency rate'],
      [{ bookingItems: [{ hotelId: 999999, roomId: room.id, mealTypeId: bb, ...STAY, price: '1', count: 1 }] }, 'bookingItems.0.hotelId: Hotel not found'],
      [
        { bookingItems: [{ hotelId: hotel.id, roomId: 999999, mealTypeId: bb, ...STAY, price: '1', count: 1 }] },
        'bookingItems.0.roomId: Room type not found in Manual Palace',
      ],
      [
        { bookingItems: [{ hotelId: hotel.id, roomId: room.id, mealTypeId: bb, ...STAY, price: '-1', count: 1 }] },
        'bookingItems.0.price: must not be negative',
      ],
      [{ newTransfers: [{ title: '', ...STAY, price: '1', count: 1 }] }, 'newTransfers.0.title: Title is required'],
      [
        { newVisas: [{ visaId: visa.visaId, visaTypeId: visa.typeId, startDate: fixtureDate('2027-05-01'), endDate: STAY.endDate, price: '1' }] },
        'newVisas.0.startDate: must lie within the booking',
      ],
      // A line by hand (free text) is no longer taken: transfers and visas come from the catalogue.
      [{ newVisas: [{ title: 'Tourist visa', ...STAY, price: '60', count: 2 }] }, 'newVisas.0.visaId: choose a visa from the catalogue'],
      [{ newTransfers: [{ title: 'Port transfer', ...STAY, price: '35.10', count: 1 }] }, 'newTransfers.0.transferId: choose a transfer'],
      [{ bookingItems: [], newTransfers: [], newVisas: [] }, 'bookingItems: add at least one room, flight, transfer, visa or tour'],
      [{ passengers: {} }, 'passengers: add at least one passenger'],
      [{ additionalRequests: { 999999: 1 } }, 'additionalRequests.999999: Additional request not found'],
    ];
    for (const [overrides, message] of cases) {
      const res = await postBooking(t.app, admin.headers, await addBody(overrides));
      expect(res.statusCode, `${JSON.stringify(overrides)} ${res.body}`).toBe(400);
      expect(res.json().error).toContain(message);
    }
    // Another agency's user cannot be named by an agent, and an agent cannot use add mode at all.
    const asAgent = await postBooking(t.app, agent.headers, await addBody());
    expect(asAgent.statusCode).toBe(403);
    expect(await bookingCount()).toBe(before.bookings);
    expect(await soldOf(room.id)).toEqual(before.sold);
  });

  it('My Bookings: an admin finds it by agency, destination and hotel; an agent never sees another agency; the accounting balance only while the setting is on', async () => {
    const other = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Other Agency' });
    const mine = (await postBooking(t.app, admin.headers, await addBody({ extraPrice: '0' }))).json();
    const theirs = (await postBooking(t.app, admin.headers, await addBody({ fields: { agent: other.user.id }, to: await cityId(db(), 'Lisbon') }))).json();
    const list = async (query: Record<string, string | number>, headers = admin.headers) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/bookings?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().entities as { id: number; [key: string]: unknown }[];
    };
    const ids = async (query: Record<string, string | number>, headers = admin.headers) => (await list(query, headers)).map((e) => e.id);
    expect(await ids({ agentId: other.user.id })).toEqual([theirs.id]);
    expect(await ids({ agentId: agent.user.id, destinationLocationId: hotel.locationId, hotelId: hotel.id, bookingCode: mine.pnrs })).toEqual([mine.id]);
    // The second booking's destination is Lisbon, but its room is in the hotel's city: both match the hotel's city.
    expect(await ids({ destinationLocationId: await cityId(db(), 'Lisbon') })).toEqual([theirs.id]);
    expect(await ids({ agentId: other.user.id, hotelId: hotel.id })).toEqual([theirs.id]);
    // An agent's agentId is ignored: its own rows only.
    const agentRows = await ids({ agentId: other.user.id }, agent.headers);
    expect(agentRows).toContain(mine.id);
    expect(agentRows).not.toContain(theirs.id);
    expect(await ids({}, other.headers)).toEqual([theirs.id]);

    const [row] = await list({ bookingCode: mine.pnrs });
    expect(row).toMatchObject({ total: '396.00', remaining: '396.00', currency: 'EUR' });
    expect(row).not.toHaveProperty('accountingRemaining');
    await writeSetting(db(), 'show_booking_equivalent_accounting_currency', true);
    // 1 USD = 0.8 EUR: 396.00 EUR = 495.00 USD; 411.05 EUR = 513.8125 -> 513.81 USD.
    await db()
      .update(currencyRates)
      .set({ rate: '0.8', correctionRate: '0' })
      .where(and(eq(currencyRates.base, 'EUR'), eq(currencyRates.currency, 'USD')));
    expect((await list({ bookingCode: mine.pnrs }))[0]).toMatchObject({ accountingCurrency: 'USD', accountingRemaining: '495.00' });
    expect((await list({ bookingCode: theirs.pnrs }, other.headers))[0]).toMatchObject({ accountingCurrency: 'USD', accountingRemaining: '513.81' });
    // Download CSV: the same filtered rows, with the accounting balance column while the setting is on.
    const downloadToken = (await t.app.inject({ method: 'POST', url: '/api/v1/download-token', headers: admin.headers })).json().token as string;
    const csv = await t.app.inject({ method: 'GET', url: `/api/v1/bookings/csv/download?token=${downloadToken}&agentId=${other.user.id}&hotelId=${hotel.id}` });
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toContain(',Balance,Currency,Balance (USD),Payments');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(theirs.pnrs);
    expect(lines[1]).toContain(',411.05,EUR,513.81,');
    await writeSetting(db(), 'show_booking_equivalent_accounting_currency', false);
    expect((await list({ bookingCode: mine.pnrs }))[0]).not.toHaveProperty('accountingCurrency');
  });
});
