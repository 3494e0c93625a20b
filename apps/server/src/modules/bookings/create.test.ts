import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PNG_1PX, session, taxonomyId } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { hotelSales, roomAllotments, roomPricingPersonPrices } from '../hotels/tables';
import { outbox } from '../mail/tables';
import { signOption } from '../hotels/search/claim';
import { bookingCancellationPolicies, bookingHistory, bookingItems, bookingPassengers, bookings } from './tables';
import { adult, bookableHotel, bookingJson, bookOnce, child, inventoryFindings, NIGHTS, postBooking, STAY, searchOptions } from './test-data';
import { fixtureDate, TODAY } from '../../test/dates';

const today = () => TODAY;

describe.each(engines)('POST /bookings on %s', (engine) => {
  const api = apiTestContext(engine, { agent: { companyName: 'Sunny Tours' } });
  const db = api.db;

  const soldOf = async (roomId: number) =>
    (await db().select().from(roomAllotments).where(eq(roomAllotments.roomId, roomId)).orderBy(asc(roomAllotments.night))).map((n) => n.sold);
  const bookingsOfRoom = async (roomId: number) =>
    db()
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(bookingItems, eq(bookingItems.bookingId, bookings.id))
      .innerJoin(hotelSales, eq(hotelSales.bookingItemId, bookingItems.id))
      .where(eq(hotelSales.roomId, roomId));

  it('books a searched option: 201 with the reference, and stores booking, item, cancellation rows, passengers, files, history and mail', async () => {
    const { hotel, room, bb } = await bookableHotel(db(), { allotment: 5, rules: true });
    const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers, [{ adults: 2, childrenAges: [5] }]);
    expect(option!.price).toBe('396.00'); // (100 + 20) x 1.10 x 3 nights
    const nonSmoking = await taxonomyId(db(), 'additionalRequests', 'non-smoking');
    const body = bookingJson([option!.hash], [[adult('Ann', 'Lee'), adult('Bob', 'Lee', '1979-02-03'), child('Cid', 5, fixtureDate('2022-01-15'))]], {
      fields: { comment: 'Late arrival', additionalRequests: { [nonSmoking]: 1 }, agent: '999' },
      searchParams: { ...STAY, toId: hotel.locationId },
    });
    (body.passengers as Record<string, Record<string, unknown>>).passenger1!.passportNumber = 'X1234567';
    const res = await postBooking(api.t.app, api.agent.headers, body, [
      { name: 'files[passport][passenger1]', filename: 'scan.png', type: 'image/png', data: PNG_1PX },
      { name: 'files[photo][passenger3]', filename: 'kid.png', type: 'image/png', data: PNG_1PX },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      pnrs: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      bookingStatus: { id: expect.any(Number), title: 'Confirmed', slug: 'confirmed' },
    });

    const [stored] = await db().select().from(bookings).where(eq(bookings.id, created.id));
    expect(stored).toMatchObject({
      pnrs: created.pnrs,
      agentId: api.agent.user.id,
      createdBy: api.agent.user.id,
      bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'confirmed'),
      paymentStatusId: await taxonomyId(db(), 'paymentStatus', 'not-paid'),
      currency: 'EUR',
      price: '396.00',
      extraPrice: '0.00',
      total: '396.00',
      paymentsSum: '0.00',
      cancelTotal: '0.00',
      additionalRequests: { [nonSmoking]: 'Non-smoking room' },
      comment: 'Late arrival',
      // fields.agent is an admin's choice: an agent's is ignored.
      agentField: null,
      toLocationId: hotel.locationId,
      startDate: STAY.startDate,
      endDate: STAY.endDate,
      idempotencyKey: null,
    });

    const items = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, created.id));
    expect(items).toHaveLength(1);
    // The hotel, room type and meal are the hotel's own record of the item (issue 28: hotel_sales).
    const [sale] = await db().select().from(hotelSales).where(eq(hotelSales.bookingItemId, items[0]!.id));
    expect({ ...items[0], ...sale }).toMatchObject({
      productType: 'hotel',
      hotelId: hotel.id,
      roomId: room.id,
      mealTypeId: bb,
      bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'confirmed'),
      startDate: STAY.startDate,
      endDate: STAY.endDate,
      price: '396.00',
      priceNet: '360.00',
      priceNetCurrency: 'EUR',
      currency: 'EUR',
      count: 1,
      total: '396.00',
      passengerIds: ['passenger1', 'passenger2', 'passenger3'],
      option: {
        hotelName: hotel.name,
        roomName: 'Double',
        mealTitle: 'Bed & breakfast',
        adults: 2,
        childrenAges: [5],
        offers: [],
        perNight: ['132.00', '132.00', '132.00'],
        netRate: '1',
      },
    });

    // Rules 30 days (50 %) and 7 days (first night) made concrete for this stay, a free row first.
    const policies = await db()
      .select()
      .from(bookingCancellationPolicies)
      .where(eq(bookingCancellationPolicies.bookingItemId, items[0]!.id))
      .orderBy(asc(bookingCancellationPolicies.dateFrom));
    expect(policies.map(({ dateFrom, dateTo, cost, currencyCost }) => ({ dateFrom, dateTo, cost, currencyCost }))).toEqual([
      { dateFrom: today(), dateTo: fixtureDate('2027-05-28'), cost: '0.00', currencyCost: 'EUR' },
      { dateFrom: fixtureDate('2027-05-29'), dateTo: fixtureDate('2027-06-20'), cost: '198.00', currencyCost: 'EUR' },
      { dateFrom: fixtureDate('2027-06-21'), dateTo: fixtureDate('2027-07-01'), cost: '132.00', currencyCost: 'EUR' },
    ]);

    const passengers = await db().select().from(bookingPassengers).where(eq(bookingPassengers.bookingId, created.id)).orderBy(asc(bookingPassengers.key));
    expect(passengers.map((p) => [p.key, p.title, p.firstName, p.lastName, p.birthDate, p.ageType, p.age])).toEqual([
      ['passenger1', 'Mr', 'Ann', 'Lee', '1980-05-01', 'adult', null],
      ['passenger2', 'Mr', 'Bob', 'Lee', '1979-02-03', 'adult', null],
      ['passenger3', 'Mstr', 'Cid', 'Traveller', fixtureDate('2022-01-15'), 'child', 5],
    ]);
    expect(passengers[0]!.fields).toEqual({ passportNumber: 'X1234567' });
    expect(passengers[0]!.passportFile).toMatch(/^passenger-passports\/[a-f0-9-]{36}\.png$/);
    expect(passengers[0]!.photoFile).toBeNull();
    expect(passengers[2]!.photoFile).toMatch(/^passenger-photos\/[a-f0-9-]{36}\.png$/);
    expect(await api.t.app.ctx.storage.get(passengers[0]!.passportFile!)).toEqual(PNG_1PX);

    const history = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, created.id));
    expect(history).toEqual([
      expect.objectContaining({
        userId: api.agent.user.id,
        action: 'created',
        changes: expect.objectContaining({ bookingStatus: 'confirmed', total: '396.00', currency: 'EUR' }),
      }),
    ]);

    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Booking ${created.pnrs}: Confirmed`));
    expect(mail).toMatchObject({ to: api.agent.user.email, sentAt: null });
    expect(mail!.text).toContain(`${hotel.name}, Double, Bed & breakfast: ${fixtureDate('2027-06-28')} to ${fixtureDate('2027-07-01')} (Confirmed) 396.00 EUR`);
    expect(mail!.text).toContain('http://test.local/bookings/');

    // One room taken on each night of the stay.
    expect(await soldOf(room.id)).toEqual([1, 1, 1]);
  });

  it('books several rooms in one booking: price is the sum of the item totals', async () => {
    const { hotel } = await bookableHotel(db());
    const options = await searchOptions(api.t.app, db(), hotel, api.agent.headers, [
      { adults: 2, childrenAges: [] },
      { adults: 1, childrenAges: [] },
    ]);
    const res = await postBooking(
      api.t.app,
      api.agent.headers,
      bookingJson(
        options.map((o) => o.hash),
        [[adult('A'), adult('B')], [adult('C')]],
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const items = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, res.json().id)).orderBy(asc(bookingItems.id));
    expect(items.map((i) => [i.total, i.passengerIds])).toEqual([
      ['330.00', ['passenger1', 'passenger2']],
      ['330.00', ['passenger3']],
    ]);
    const [stored] = await db().select().from(bookings).where(eq(bookings.id, res.json().id));
    expect([stored!.price, stored!.total]).toEqual(['660.00', '660.00']);
  });

  it('an admin books for the agency of fields.agent; the booking belongs to it and the mail goes to it', async () => {
    const { hotel } = await bookableHotel(db());
    const [option] = await searchOptions(api.t.app, db(), hotel, api.admin.headers);
    const res = await postBooking(api.t.app, api.admin.headers, bookingJson([option!.hash], undefined, { fields: { agent: String(api.agent.user.id) } }));
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await db().select().from(bookings).where(eq(bookings.id, res.json().id));
    expect(stored).toMatchObject({ agentId: api.agent.user.id, createdBy: api.admin.user.id, agentField: String(api.agent.user.id) });
    expect(
      await db()
        .select()
        .from(outbox)
        .where(eq(outbox.subject, `Booking ${res.json().pnrs}: Confirmed`)),
    ).toEqual([expect.objectContaining({ to: api.agent.user.email })]);
    const unknown = await postBooking(api.t.app, api.admin.headers, bookingJson([option!.hash], undefined, { fields: { agent: '999999' } }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('fields.agent: Agency not found');
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const { hotel, room } = await bookableHotel(db(), { allotment: 3 });
    const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
    const [family] = await searchOptions(api.t.app, db(), hotel, api.agent.headers, [{ adults: 2, childrenAges: [5] }]);
    const valid = () =>
      bookingJson([option!.hash]) as Record<string, unknown> & {
        passengers: Record<string, Record<string, unknown>>;
        booking: { bookingItems: Record<string, unknown>[]; passengersByRoom: string[][] };
      };
    const edit = (change: (b: ReturnType<typeof valid>) => void) => {
      const body = valid();
      change(body);
      return body;
    };
    const cases: [unknown, string][] = [
      [undefined, 'booking: is required'],
      ['{not json', 'booking: must be valid JSON'],
      [edit((b) => delete b.passengers.passenger1!.firstName), 'passengers.passenger1.firstName: First name is required'],
      [edit((b) => (b.passengers.passenger2!.lastName = ' ')), 'passengers.passenger2.lastName: Last name is required'],
      [edit((b) => delete b.passengers.passenger1!.birthDate), 'passengers.passenger1.birthDate: Birth date is required'],
      [edit((b) => (b.passengers.passenger1!.birthDate = '2001-02-30')), 'passengers.passenger1.birthDate: must be a date YYYY-MM-DD'],
      [edit((b) => (b.passengers.passenger1!.ageType = 'senior')), 'passengers.passenger1.ageType: must be adult, child or infant'],
      // An adult is 2 to 100 years old on the first night (STAY.startDate); one born the day before a hundred years is not.
      [
        edit((b) => (b.passengers.passenger1!.birthDate = fixtureDate('2025-07-01'))),
        `passengers.passenger1.birthDate: an adult must be 2 to 100 years old on ${fixtureDate('2027-06-28')}`,
      ],
      [
        edit((b) => (b.passengers.passenger1!.birthDate = fixtureDate('1927-06-27'))),
        `passengers.passenger1.birthDate: an adult must be 2 to 100 years old on ${fixtureDate('2027-06-28')}`,
      ],
      [edit((b) => (b.passengers.passenger1!.birthDate = fixtureDate('2030-01-01'))), 'passengers.passenger1.birthDate: must not be in the future'],
      [
        edit((b) => (b.passengers.passenger2 = { ...child('Kid', 5, fixtureDate('2021-06-28')) })),
        `passengers.passenger2.birthDate: a child of 5 must be 5 years old on ${fixtureDate('2027-06-28')}`,
      ],
      [
        edit((b) => (b.passengers.passenger2 = { ...child('Kid', 5, fixtureDate('2022-06-29')) })),
        `passengers.passenger2.birthDate: a child of 5 must be 5 years old on ${fixtureDate('2027-06-28')}`,
      ],
      [
        edit((b) => (b.passengers.passenger2 = { ...child('Kid', 5, fixtureDate('2022-01-01')), age: undefined })),
        'passengers.passenger2.age: is required for a child',
      ],
      [
        edit((b) => (b.passengers.passenger2 = { firstName: 'Baby', lastName: 'T', birthDate: fixtureDate('2025-06-28'), ageType: 'infant' })),
        `passengers.passenger2.birthDate: an infant must be under 2 years old on ${fixtureDate('2027-06-28')}`,
      ],
      [
        edit((b) => (b.booking.bookingItems[0]!.passengerIds = ['passenger1', 'passenger9'])),
        'booking.bookingItems.0.passengerIds.1: passenger passenger9 not found in passengers',
      ],
      [
        edit((b) => (b.booking.passengersByRoom = [['passenger1', 'passenger7']])),
        'booking.passengersByRoom.0.1: passenger passenger7 not found in passengers',
      ],
      [edit((b) => (b.passengers.passenger3 = adult('Extra'))), 'passengers.passenger3: is a guest of no booking item'],
      [edit((b) => (b.booking.bookingItems = [])), 'booking.bookingItems: choose at least one room'],
      [
        edit((b) => (b.booking.bookingItems[0]!.productType = 'transfer')),
        'booking.bookingItems.0.transferDetails.arrivalFlightNumber: is required for a transfer (the arrival flight number and time)',
      ],
      [edit((b) => (b.booking.bookingItems[0]!.hash = '')), 'booking.bookingItems.0.hash: hash is required'],
      [edit((b) => delete b.searchParams), 'searchParams: searchParams is required'],
      [edit((b) => (b.passengers = {})), 'passengers: name at least one passenger'],
      [edit((b) => (b.fields = { additionalRequests: { 999999: 1 } })), 'fields.additionalRequests.999999: Additional request not found'],
      // The option was priced for two adults: its passengers must be those guests.
      [
        edit((b) => {
          b.booking.bookingItems[0]!.passengerIds = ['passenger1'];
          b.booking.passengersByRoom = [['passenger1']];
          delete b.passengers.passenger2;
        }),
        'booking.bookingItems.0.passengerIds: this room was priced for 2 adults, but the passengers named are 1 adult',
      ],
      [
        { ...bookingJson([family!.hash], [[adult('A'), adult('B'), child('C', 6, fixtureDate('2021-01-10'))]]) },
        'booking.bookingItems.0.passengerIds: this room was priced for 2 adults, a child aged 5, but the passengers named are 2 adults, a child aged 6',
      ],
      [
        edit((b) => (b.searchParams = { startDate: fixtureDate('2027-06-27'), endDate: STAY.endDate })),
        `searchParams.startDate: must be the check-in date of the booked rooms (${fixtureDate('2027-06-28')})`,
      ],
    ];
    for (const [body, error] of cases) {
      const res = await postBooking(api.t.app, api.agent.headers, body);
      expect(res.statusCode, `${error} → ${res.body}`).toBe(400);
      // The first problem leads; what follows from it may be listed after it.
      expect(res.json().error.split('; ')[0], error).toBe(error);
    }
    // Files: images only, by content, and only for passengers of the booking.
    const fileCases: [{ name: string; type: string; data: Buffer }, string][] = [
      [
        { name: 'files[passport][passenger1]', type: 'image/png', data: Buffer.from('%PDF-1.4 not an image') },
        'files[passport][passenger1]: is not supported file extension',
      ],
      [{ name: 'files[photo][passenger5]', type: 'image/png', data: PNG_1PX }, 'files[photo][passenger5]: passenger passenger5 not found in passengers'],
      [
        { name: 'files[visa][passenger1]', type: 'image/png', data: PNG_1PX },
        'files[visa][passenger1]: is not a file this form takes (files[passport][passengerN], files[photo][passengerN])',
      ],
    ];
    for (const [file, error] of fileCases) {
      const res = await postBooking(api.t.app, api.agent.headers, valid(), [{ ...file, filename: 'x.png' }]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(error);
    }
    const tooBig = await postBooking(api.t.app, api.agent.headers, valid(), [
      { name: 'files[photo][passenger1]', filename: 'big.png', type: 'image/png', data: Buffer.concat([PNG_1PX, Buffer.alloc(5_242_880)]) },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(await bookingsOfRoom(room.id)).toEqual([]);
    expect(await soldOf(room.id)).toEqual([0, 0, 0]);
  });

  it('refuses a tampered or expired hash with 422 and a clear sentence', async () => {
    const { hotel, room } = await bookableHotel(db());
    const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
    const [payload, mac] = option!.hash.split('.');
    const claim = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const cheaper = `${Buffer.from(JSON.stringify({ ...claim, price: '1.00' })).toString('base64url')}.${mac}`;
    const tampered = await postBooking(api.t.app, api.agent.headers, bookingJson([cheaper]));
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json()).toMatchObject({ error: 'This offer is not valid. Please search again.', code: 'bad_hash' });

    const { exp: _exp, ...rest } = claim;
    const old = await signOption(db(), rest, Date.now() - 2 * 60 * 60_000);
    const expired = await postBooking(api.t.app, api.agent.headers, bookingJson([old]));
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ error: 'This offer has expired. Please search again to get the current price.', code: 'expired_hash' });

    // Another agent cannot book an option found by this one.
    const other = await session(api.t.app, db());
    const foreign = await postBooking(api.t.app, other.headers, bookingJson([option!.hash]));
    expect(foreign.statusCode).toBe(422);
    expect(await bookingsOfRoom(room.id)).toEqual([]);
  });

  it('answers 409 with the new price when the price changed since the search', async () => {
    const { hotel, room, pricing } = await bookableHotel(db(), { allotment: 2 });
    const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
    expect(option!.price).toBe('330.00');
    await db()
      .update(roomPricingPersonPrices)
      .set({ price: '110' })
      .where(and(eq(roomPricingPersonPrices.pricingId, pricing.id), eq(roomPricingPersonPrices.persons, 2)));
    const res = await postBooking(api.t.app, api.agent.headers, bookingJson([option!.hash]));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'The price has changed since your search: it is now 363.00 EUR.', code: 'price_changed' });
    expect(await bookingsOfRoom(room.id)).toEqual([]);
    expect(await soldOf(room.id)).toEqual([0, 0, 0]);
  });

  it('answers 401 without a token', async () => {
    const res = await postBooking(api.t.app, {}, bookingJson(['x.y']));
    expect(res.statusCode).toBe(401);
  });

  it('a retry with the same Idempotency-Key answers the first booking (200, same id) and stores one', async () => {
    const { hotel, room } = await bookableHotel(db(), { allotment: 4 });
    const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
    const headers = { ...api.agent.headers, 'idempotency-key': 'c0ffee-1' };
    const first = await postBooking(api.t.app, headers, bookingJson([option!.hash]));
    expect(first.statusCode, first.body).toBe(201);
    const retry = await postBooking(api.t.app, headers, bookingJson([option!.hash]));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await bookingsOfRoom(room.id)).toHaveLength(1);
    expect(await soldOf(room.id)).toEqual([1, 1, 1]);
    expect(
      await db()
        .select()
        .from(outbox)
        .where(eq(outbox.subject, `Booking ${first.json().pnrs}: Confirmed`)),
    ).toHaveLength(1);
    // Another key is another booking; a key too long is refused.
    expect((await postBooking(api.t.app, { ...api.agent.headers, 'idempotency-key': 'c0ffee-2' }, bookingJson([option!.hash]))).statusCode).toBe(201);
    const bad = await postBooking(api.t.app, { ...api.agent.headers, 'idempotency-key': 'k'.repeat(201) }, bookingJson([option!.hash]));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Idempotency-Key: must be 1 to 200 visible ASCII characters');
    expect(await bookingsOfRoom(room.id)).toHaveLength(2);
  });

  it('two concurrent requests with the same Idempotency-Key make one booking and both answer it', async () => {
    const { hotel, room } = await bookableHotel(db(), { allotment: 4 });
    const [option] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
    const headers = { ...api.agent.headers, 'idempotency-key': 'race-1' };
    const results = await Promise.all([
      postBooking(api.t.app, headers, bookingJson([option!.hash])),
      postBooking(api.t.app, headers, bookingJson([option!.hash])),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(results[0]!.json()).toEqual(results[1]!.json());
    expect(await bookingsOfRoom(room.id)).toHaveLength(1);
    expect(await soldOf(room.id)).toEqual([1, 1, 1]);
  });

  describe('allotment (domain-rules §6)', () => {
    it('with one room left, the first booking is confirmed and the second on request; sold never passes the allotment', async () => {
      const { hotel, room } = await bookableHotel(db(), { allotment: 1 });
      const first = await bookOnce(api.t.app, db(), hotel, api.agent.headers);
      const second = await bookOnce(api.t.app, db(), hotel, api.agent.headers);
      expect(first.json().bookingStatus.slug).toBe('confirmed');
      expect(second.statusCode, second.body).toBe(201);
      expect(second.json().bookingStatus).toMatchObject({ slug: 'on-request', title: 'On request' });
      const [item] = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, second.json().id));
      expect(item!.bookingStatusId).toBe(await taxonomyId(db(), 'bookingStatus', 'on-request'));
      expect(await soldOf(room.id)).toEqual([1, 1, 1]);
    });

    it('one full night makes the room on request and gives back what it took on the other nights', async () => {
      const { hotel, room } = await bookableHotel(db());
      await db()
        .insert(roomAllotments)
        .values([
          { roomId: room.id, night: NIGHTS[0]!, rooms: 3, sold: 0 },
          { roomId: room.id, night: NIGHTS[1]!, rooms: 2, sold: 2 },
        ]);
      const res = await bookOnce(api.t.app, db(), hotel, api.agent.headers);
      expect(res.json().bookingStatus.slug).toBe('on-request');
      expect(await soldOf(room.id)).toEqual([0, 2]);
    });

    it('nights without an allotment row are freely sellable: only allotted nights are consumed', async () => {
      const { hotel, room } = await bookableHotel(db());
      await db().insert(roomAllotments).values({ roomId: room.id, night: NIGHTS[1]!, rooms: 1, sold: 0 });
      const res = await bookOnce(api.t.app, db(), hotel, api.agent.headers);
      expect(res.json().bookingStatus.slug).toBe('confirmed');
      expect(await soldOf(room.id)).toEqual([1]);
      const free = await bookableHotel(db());
      expect((await bookOnce(api.t.app, db(), free.hotel, api.agent.headers)).json().bookingStatus.slug).toBe('confirmed');
    });

    it.skipIf(engine !== 'postgres')('two concurrent bookings for the last room: exactly one takes it', async () => {
      const { hotel, room } = await bookableHotel(db(), { allotment: 1 });
      const [a] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
      const [b] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
      const results = await Promise.all([
        postBooking(api.t.app, api.agent.headers, bookingJson([a!.hash])),
        postBooking(api.t.app, api.agent.headers, bookingJson([b!.hash])),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(results.map((r) => r.json().bookingStatus.slug).sort()).toEqual(['confirmed', 'on-request']);
      expect(await soldOf(room.id)).toEqual([1, 1, 1]);
      // The inventory check agrees: the room's counters equal its live holds, nothing oversold, nothing orphaned.
      expect(await inventoryFindings(db(), { references: results.map((r) => r.json().pnrs), mentions: [`Room type ${room.id} `] })).toEqual([]);
    });

    it.skipIf(engine !== 'postgres')(
      'thirty concurrent bookings for the last ten rooms: ten confirmed, twenty on request; cancelling one frees its room',
      async () => {
        const { hotel, room } = await bookableHotel(db(), { allotment: 10 });
        const hashes = await Promise.all(Array.from({ length: 30 }, async () => (await searchOptions(api.t.app, db(), hotel, api.agent.headers))[0]!.hash));
        const results = await Promise.all(hashes.map((hash) => postBooking(api.t.app, api.agent.headers, bookingJson([hash]))));
        expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
        const slugs = results.map((r) => r.json().bookingStatus.slug);
        expect(slugs.filter((s) => s === 'confirmed')).toHaveLength(10);
        expect(slugs.filter((s) => s === 'on-request')).toHaveLength(20);
        expect(await soldOf(room.id)).toEqual([10, 10, 10]);
        const ids = results.map((r) => r.json().id as number);
        expect(new Set(results.map((r) => r.json().pnrs)).size).toBe(30);
        expect(await db().select().from(bookings).where(inArray(bookings.id, ids))).toHaveLength(30);

        // Cancelling a confirmed booking gives its room back: the next booking is confirmed again.
        const confirmed = results.find((r) => r.json().bookingStatus.slug === 'confirmed')!.json().id as number;
        const cancel = await api.t.app.inject({ method: 'GET', url: `/api/v1/bookings/${confirmed}/cancel`, headers: api.agent.headers });
        expect(cancel.statusCode, cancel.body).toBe(200);
        expect(await soldOf(room.id)).toEqual([9, 9, 9]);
        const [again] = await searchOptions(api.t.app, db(), hotel, api.agent.headers);
        expect(again!.availability).toBe('available');
        const next = await postBooking(api.t.app, api.agent.headers, bookingJson([again!.hash]));
        expect(next.json().bookingStatus.slug).toBe('confirmed');
        expect(await soldOf(room.id)).toEqual([10, 10, 10]);
        expect(await inventoryFindings(db(), { references: [...results, next].map((r) => r.json().pnrs), mentions: [`Room type ${room.id} `] })).toEqual([]);
      },
    );
  });
});
