import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FilePart, PNG_1PX, session, type Session, taxonomyId } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { hotelSales, roomAllotments } from '../hotels/tables';
import { mealId, sendForm } from '../hotels/test-data';
import { bookingHistory, bookingPassengers, bookingPayments } from './tables';
import { clearSetting, writeSetting } from '../settings/service';
import { bookableHotel, bookOnce, closeTestApp, insertBooking } from './test-data';
import { createWorkedTransfer, type WorkedTransfer } from '../transfers/search/test-data';
import { insertWorkedVisa } from '../visas/search/test-data';
import { daysFromToday, fixtureDate } from '../../test/dates';

type View = {
  id: number;
  bookingStatus: { slug: string };
  paymentStatus: { slug: string };
  paymentStatusId: number;
  price: string;
  extraPrice: string;
  total: string;
  paymentsSum: string;
  remaining: string;
  bookingItems: Record<
    string,
    {
      id: number;
      productType: string;
      title?: string;
      bookingStatus: { slug: string };
      total: string;
      cancellationPolicies: { id: number; dateFrom: string; cost: string }[];
      files?: { url: string }[];
    }
  >;
  payments: { id: number; method: string; originalAmount: string; originalCurrency: string; paidAmount: string }[];
  passengers: Record<string, { firstName: string; lastName: string; ageType?: string; age?: number | null; photo?: { url: string } | null }>;
  canAddPassenger?: boolean;
  comments: { name: string; comment: string }[];
};

/** `1 USD = rate EUR` in the seeded table of the default currency, converted the way domain-rules §2 says. */
const usdToEur = (amount: string, rate: string) => new Decimal(amount).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

describe.each(engines)('POST /bookings/:id (save) on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  let other: Session;
  let admin: Session;
  let hotel: Awaited<ReturnType<typeof bookableHotel>>;
  /** The §10 transfer: admins add transfers from the catalogue (issue 14). */
  let transfer: WorkedTransfer;
  /** The §10 visa ('Schengen tourist', 'Tourist 30 days'): admins add visas from the catalogue too. */
  let visa: { visaId: number; typeId: number };
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Sunny Tours', firstName: 'Sue', lastName: 'Agent' });
    other = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Other Tours' });
    admin = await session(t.app, db(), 'ROLE_ADMIN', { firstName: 'Ada', lastName: 'Admin' });
    hotel = await bookableHotel(db(), { rules: true, allotment: 50 });
    transfer = await createWorkedTransfer(db());
    visa = await insertWorkedVisa(db());
  });
  afterAll(() => closeTestApp(t));

  const book = async () => {
    const res = await bookOnce(t.app, db(), hotel.hotel, agent.headers);
    expect(res.statusCode, res.body).toBe(201);
    return view(res.json().id, admin.headers);
  };
  const view = async (id: number, headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${id}`, headers })).json() as View;
  const save = (id: number, headers: Record<string, string>, booking: unknown, payments: unknown[] = [], files: FilePart[] = []) =>
    sendForm(
      t.app,
      'POST',
      `/api/v1/bookings/${id}`,
      [['_method', 'PUT'], ['booking', JSON.stringify(booking)], ...payments.map((p, i): [string, string] => [`payments[${i}]`, JSON.stringify(p)])],
      headers,
      files,
    );
  const usdRate = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/settings/currencyrates', headers: admin.headers })).json().data.EUR.USD.rate as string;
  const itemOf = (booking: View) => Object.values(booking.bookingItems)[0]!;

  it('an admin records a bank payment in USD, changes an item status, adds a policy row and edits the total in one save', async () => {
    const before = await book();
    const item = itemOf(before);
    expect(before).toMatchObject({ total: '330.00', paymentsSum: '0.00', paymentStatus: { slug: 'not-paid' } });
    const onRequest = await taxonomyId(db(), 'bookingStatus', 'on-request');
    const rate = await usdRate();
    const paid = usdToEur('100.00', rate);
    expect(paid).toBe('85.47');

    const res = await save(
      before.id,
      admin.headers,
      {
        total: '400.00',
        details: 'Sea view asked',
        note: 'VIP agency',
        bookingItems: {
          [item.id]: {
            bookingStatusId: onRequest,
            supplierReference: 'SUP-77',
            cancellationPolicies: [{ dateFrom: fixtureDate('2027-06-25'), dateTo: fixtureDate('2027-06-27'), cost: '50', currencyCost: 'EUR' }],
          },
        },
      },
      [{ payDate: daysFromToday(-3), method: 'bank', originalAmount: '100', originalCurrency: 'USD', paidAmount: '85.47' }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as View & { note: string; details: string };
    expect(saved).toMatchObject({
      price: '330.00',
      extraPrice: '70.00',
      total: '400.00',
      paymentsSum: '85.47',
      remaining: '314.53',
      paymentStatus: { slug: 'partially-paid' },
      note: 'VIP agency',
      details: 'Sea view asked',
    });
    expect(saved.payments).toEqual([
      { id: expect.any(Number), payDate: daysFromToday(-3), method: 'bank', originalAmount: '100.00', originalCurrency: 'USD', paidAmount: '85.47' },
    ]);
    const savedItem = saved.bookingItems[String(item.id)]!;
    expect(savedItem).toMatchObject({ bookingStatus: { slug: 'on-request' }, supplierReference: 'SUP-77' });
    expect(savedItem.cancellationPolicies).toHaveLength(item.cancellationPolicies.length + 1);
    expect(savedItem.cancellationPolicies).toContainEqual(
      expect.objectContaining({ dateFrom: fixtureDate('2027-06-25'), dateTo: fixtureDate('2027-06-27'), cost: '50.00', currencyCost: 'EUR' }),
    );

    const history = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, before.id)).orderBy(asc(bookingHistory.id));
    expect(history.map((h) => h.action)).toEqual(['created', 'updated']);
    expect(history[1]!.userId).toBe(admin.user.id);
    expect(history[1]!.changes).toMatchObject({
      [`bookingItems.${item.id}.bookingStatus`]: { from: 'confirmed', to: 'on-request' },
      extraPrice: { from: '0.00', to: '70.00' },
      total: { from: '330.00', to: '400.00' },
      paymentStatus: { from: 'not-paid', to: 'partially-paid' },
      note: { from: null, to: 'VIP agency' },
    });

    // Paying the rest makes it paid; removing the USD payment and the new policy row brings the figures back.
    const rest = await save(before.id, admin.headers, {}, [{ payDate: daysFromToday(-2), method: 'cash', originalAmount: '314.53', originalCurrency: 'EUR' }]);
    expect(rest.json()).toMatchObject({ paymentsSum: '400.00', remaining: '0.00', paymentStatus: { slug: 'paid' } });
    const usdPayment = saved.payments[0]!;
    const newPolicy = savedItem.cancellationPolicies.find((p) => p.dateFrom === fixtureDate('2027-06-25'))!;
    const removed = await save(before.id, admin.headers, { removedPaymentsIds: [usdPayment.id], removedCancellationPoliciesIds: [newPolicy.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = removed.json() as View;
    expect(after).toMatchObject({ paymentsSum: '314.53', remaining: '85.47', paymentStatus: { slug: 'partially-paid' } });
    expect(after.payments.map((p) => p.originalCurrency)).toEqual(['EUR']);
    expect(itemOf(after).cancellationPolicies).toHaveLength(item.cancellationPolicies.length);
  });

  it('a save that sends the values as they are (as the page does) changes nothing and writes no history', async () => {
    const booking = await book();
    const item = itemOf(booking) as View['bookingItems'][string] & { bookingStatusId: number; mealTypeId: number; price: string; count: number };
    const res = await save(booking.id, admin.headers, {
      bookingStatusId: (booking as unknown as { bookingStatusId: number }).bookingStatusId,
      extraPrice: '0.00',
      additionalRequests: [],
      details: '',
      note: '',
      bookingItems: {
        [item.id]: {
          bookingStatusId: item.bookingStatusId,
          mealTypeId: item.mealTypeId,
          externalPnr: '',
          supplierReference: '',
          details: '',
          price: item.price,
          count: item.count,
          cancellationPolicies: [],
        },
      },
      removedBookingItemsIds: [],
      removedCancellationPoliciesIds: [],
      removedPaymentsIds: [],
      newTransfers: [],
      newVisas: [],
      passengers: Object.fromEntries(Object.entries(booking.passengers).map(([key, p]) => [key, { ...p }])),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: booking.total, paymentStatus: booking.paymentStatus });
    const history = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, booking.id));
    expect(history.map((h) => h.action)).toEqual(['created']);
  });

  it("an admin changes a hotel item's meal: the hotel's own record keeps it, the history names it; an unknown meal is a 400", async () => {
    const booking = await book();
    const item = itemOf(booking);
    const halfBoard = await mealId(db(), 'half-board');
    const unknown = await save(booking.id, admin.headers, { bookingItems: { [item.id]: { mealTypeId: 999_999 } } });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().error).toBe(`bookingItems.${item.id}.mealTypeId: 999999 is not a meal type`);
    const res = await save(booking.id, admin.headers, { bookingItems: { [item.id]: { mealTypeId: halfBoard } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(itemOf(res.json() as View)).toMatchObject({ mealTypeId: halfBoard, mealType: { id: halfBoard, title: 'Half board' } });
    const [sale] = await db().select().from(hotelSales).where(eq(hotelSales.bookingItemId, item.id));
    expect(sale?.mealTypeId).toBe(halfBoard);
    const history = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, booking.id)).orderBy(asc(bookingHistory.id));
    expect(history.map((h) => h.action)).toEqual(['created', 'updated']);
    expect(history[1]!.changes).toEqual({ [`bookingItems.${item.id}.meal`]: { from: 'Bed & breakfast', to: 'Half board' } });
  });

  it('an admin sets the payment status by hand, then back to the one derived from the payments', async () => {
    const booking = await book();
    const paid = await taxonomyId(db(), 'paymentStatus', 'paid');
    const manual = (await save(booking.id, admin.headers, { paymentStatusId: paid })).json() as View;
    expect(manual.paymentStatus.slug).toBe('paid');
    // A payment keeps the hand-set status.
    const withPayment = (
      await save(booking.id, admin.headers, {}, [{ payDate: daysFromToday(-3), method: 'cash', originalAmount: '10', originalCurrency: 'EUR' }])
    ).json() as View;
    expect(withPayment).toMatchObject({ paymentsSum: '10.00', paymentStatus: { slug: 'paid' } });
    const auto = (await save(booking.id, admin.headers, { paymentStatusId: 'auto' })).json() as View;
    expect(auto.paymentStatus.slug).toBe('partially-paid');
  });

  it('adds a transfer and a visa (price × count), then removes the transfer; removing a hotel item gives its room back', async () => {
    const booking = await book();
    const hotelItem = itemOf(booking);
    const draft = { startDate: fixtureDate('2027-06-28'), endDate: fixtureDate('2027-06-28'), currency: 'EUR', passengerIds: ['passenger1', 'passenger2'] };
    const res = await save(booking.id, admin.headers, {
      // A Sedan arrival from the catalogue at the admin's own price.
      newTransfers: [{ ...draft, transferId: transfer.id, carId: transfer.sedan, roundTrip: false, price: '51.00' }],
      // A visa from the catalogue for one passenger (count 1) at the admin's own price.
      newVisas: [{ ...draft, visaId: visa.visaId, visaTypeId: visa.typeId, passengerIds: ['passenger1'], price: '60' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as View & { bookingItemsTypes: Record<string, number[]> };
    expect(saved).toMatchObject({ price: '441.00', total: '441.00' });
    const [transferId] = saved.bookingItemsTypes.transfer;
    expect(saved.bookingItems[String(transferId)]).toMatchObject({ productType: 'transfer', title: 'CDG airport - Paris hotels, Sedan', total: '51.00' });

    const sold = async () => (await db().select().from(roomAllotments).where(eq(roomAllotments.roomId, hotel.room.id))).map((n) => n.sold);
    const soldBefore = await sold();
    const removed = (await save(booking.id, admin.headers, { removedBookingItemsIds: [transferId, hotelItem.id] })).json() as View & {
      bookingItemsTypes: Record<string, number[]>;
    };
    expect(removed.bookingItemsTypes).toMatchObject({ hotel: [], transfer: [], visa: [expect.any(Number)] });
    expect(removed).toMatchObject({ price: '60.00', total: '60.00' });
    expect(await sold()).toEqual(soldBefore.map((n) => n - 1));
  });

  it('attaches a PDF document to an item, served to the booking readers only; a text file is refused', async () => {
    const booking = await book();
    const item = itemOf(booking);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await save(
      booking.id,
      admin.headers,
      {},
      [],
      [{ name: `files[bookingitems-files][${item.id}][]`, filename: 'ticket.pdf', type: 'application/pdf', data: pdf }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = (res.json() as View).bookingItems[String(item.id)]!.files![0]!.url;
    const own = await t.app.inject({ method: 'GET', url, headers: agent.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload).toEqual(pdf);
    expect((await t.app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    const text = await save(
      booking.id,
      admin.headers,
      {},
      [],
      [{ name: `files[bookingitems-files][${item.id}][]`, filename: 'x.pdf', type: 'application/pdf', data: Buffer.from('hello') }],
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toContain('is not supported file extension');
  });

  it('an agent edits passenger names and comments; the answer has no admin key', async () => {
    const booking = await book();
    const res = await save(
      booking.id,
      agent.headers,
      { passengers: { passenger1: { title: 'Mrs', firstName: 'Anna', lastName: 'Lee', birthDate: '1981-02-03' } }, newComment: 'Guests arrive late' },
      [],
      [{ name: 'files[photo][passenger1]', filename: 'p.png', type: 'image/png', data: PNG_1PX }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as View;
    expect(body.passengers.passenger1).toMatchObject({
      firstName: 'Anna',
      lastName: 'Lee',
      birthDate: '1981-02-03',
      photo: { url: expect.stringContaining('/passenger1/photo') },
    });
    expect(body.comments).toContainEqual(expect.objectContaining({ name: 'Sue Agent', comment: 'Guests arrive late' }));
    // No admin key anywhere in the answer (domain-rules §8).
    const json = JSON.stringify(body);
    for (const key of ['priceNet', 'priceNetCurrency', 'income', 'note', 'supplierReference', 'externalPnr', 'changes'])
      expect(json, key).not.toContain(`"${key}":`);
    const history = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, booking.id)).orderBy(asc(bookingHistory.id));
    expect(history.at(-1)).toMatchObject({
      userId: agent.user.id,
      action: 'updated',
      changes: expect.objectContaining({ 'passengers.passenger1.firstName': { from: expect.any(String), to: 'Anna' } }),
    });

    // A birth date outside the adult band names the field.
    const young = await save(booking.id, agent.headers, { passengers: { passenger1: { firstName: 'Anna', lastName: 'Lee', birthDate: daysFromToday(-30) } } });
    expect(young.statusCode).toBe(400);
    expect(young.json().error).toMatch(/^passengers\.passenger1\.birthDate: /);
  });

  it('an agent may not change statuses, prices or payments (403, nothing saved); another agency gets 404', async () => {
    const booking = await book();
    const canceled = await taxonomyId(db(), 'bookingStatus', 'on-request');
    const status = await save(booking.id, agent.headers, {
      bookingStatusId: canceled,
      passengers: { passenger1: { firstName: 'Changed', lastName: 'Lee', birthDate: '1980-05-01' } },
    });
    expect(status.statusCode).toBe(403);
    expect(status.json().error).toMatch(/^bookingStatusId: /);
    const payment = await save(booking.id, agent.headers, {}, [{ payDate: daysFromToday(-3), method: 'cash', originalAmount: '330', originalCurrency: 'EUR' }]);
    expect(payment.statusCode).toBe(403);
    expect((await save(booking.id, agent.headers, { total: '1.00' })).statusCode).toBe(403);
    const after = await view(booking.id, agent.headers);
    expect(after).toMatchObject({ bookingStatus: { slug: 'confirmed' }, total: '330.00', paymentsSum: '0.00' });
    expect(after.passengers.passenger1!.firstName).not.toBe('Changed');

    expect((await save(booking.id, other.headers, { newComment: 'hello' })).statusCode).toBe(404);
    expect((await save(booking.id, {}, {})).statusCode).toBe(401);
  });

  it('bad input is a 400 naming the field and nothing is saved', async () => {
    const booking = await book();
    const item = itemOf(booking);
    const onRequest = await taxonomyId(db(), 'bookingStatus', 'on-request');
    const rate = await usdRate();
    const cases: [unknown, unknown[], RegExp][] = [
      // A paid amount that does not match the rate, in a payload that also changes the status.
      [
        { bookingStatusId: onRequest },
        [{ payDate: daysFromToday(-3), method: 'bank', originalAmount: '100', originalCurrency: 'USD', paidAmount: '90.00' }],
        /^payments\.0\.paidAmount: must be 85\.47 EUR/,
      ],
      [
        { bookingStatusId: onRequest },
        [{ payDate: daysFromToday(-3), method: 'card', originalAmount: '100', originalCurrency: 'EUR' }],
        /^payments\.0\.method: /,
      ],
      [{ bookingStatusId: onRequest }, [{ payDate: daysFromToday(-3), method: 'cash', originalCurrency: 'EUR' }], /^payments\.0\.originalAmount: /],
      [{ bookingStatusId: onRequest, bookingItems: { 999999: { count: 2 } } }, [], /^bookingItems\.999999: is not an item of this booking/],
      [{ bookingStatusId: onRequest, removedCancellationPoliciesIds: [999999] }, [], /^removedCancellationPoliciesIds\.0: /],
      [{ bookingStatusId: onRequest, removedPaymentsIds: [999999] }, [], /^removedPaymentsIds\.0: /],
      [{ bookingStatusId: onRequest, removedBookingItemsIds: [item.id] }, [], /^removedBookingItemsIds: a booking keeps at least one item/],
      [
        {
          bookingStatusId: onRequest,
          bookingItems: {
            [item.id]: { cancellationPolicies: [{ dateFrom: fixtureDate('2027-06-10'), dateTo: fixtureDate('2027-06-01'), cost: '1', currencyCost: 'EUR' }] },
          },
        },
        [],
        /cancellationPolicies\.0\.dateTo: /,
      ],
      [{ bookingStatusId: onRequest, bookingItems: { [item.id]: { price: '-5' } } }, [], /price: must not be below zero/],
      [
        {
          bookingStatusId: onRequest,
          newTransfers: [
            {
              transferId: transfer.id,
              carId: transfer.sedan,
              passengerIds: ['passenger1'],
              startDate: fixtureDate('2027-06-28'),
              endDate: fixtureDate('2027-06-28'),
              price: '10',
              currency: 'USD',
            },
          ],
        },
        [],
        /^newTransfers\.0\.currency: must be the booking currency EUR/,
      ],
      [{ bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'canceled') }, [], /^bookingStatusId: use Cancel Booking/],
    ];
    for (const [payload, payments, message] of cases) {
      const res = await save(booking.id, admin.headers, payload, payments);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect(usdToEur('100', rate)).toBe('85.47');
    const after = await view(booking.id, admin.headers);
    expect(after).toMatchObject({ bookingStatus: { slug: 'confirmed' }, paymentsSum: '0.00', total: '330.00' });
    expect(await db().select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id))).toEqual([]);
    const history = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, booking.id));
    expect(history.map((h) => h.action)).toEqual(['created']);
  });

  describe('Add Passenger', () => {
    const newChild = {
      id: 'new1',
      isNew: true,
      title: 'Mstr',
      firstName: 'Tom',
      lastName: 'Lee',
      birthDate: fixtureDate('2018-03-01'),
      ageType: 'child',
      age: 9,
      meal: 'vegetarian',
    };
    const newAdult = { id: 'new2', isNew: true, firstName: 'Eve', lastName: 'Lee', birthDate: '1990-01-02', ageType: 'adult' };
    const passengerRows = async (bookingId: number) =>
      db().select().from(bookingPassengers).where(eq(bookingPassengers.bookingId, bookingId)).orderBy(asc(bookingPassengers.key));

    it('an admin adds a child and an adult with a photo under the next free keys, on no item, with a history entry', async () => {
      const booking = await book();
      expect(booking.canAddPassenger).toBe(true);
      const res = await save(
        booking.id,
        admin.headers,
        { newPassengers: [newChild, newAdult] },
        [],
        [{ name: 'files[photo][new1]', filename: 'p.png', type: 'image/png', data: PNG_1PX }],
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as View;
      expect(Object.keys(body.passengers)).toEqual(['passenger1', 'passenger2', 'passenger3', 'passenger4']);
      expect(body.passengers.passenger3).toMatchObject({
        firstName: 'Tom',
        ageType: 'child',
        age: 9,
        fields: { meal: 'vegetarian' },
        photo: { url: expect.stringContaining('/passenger3/photo') },
      });
      expect(body.passengers.passenger4).toMatchObject({ firstName: 'Eve', ageType: 'adult', age: null, photo: null });
      // The hotel room was priced for its own guests: the new passengers join no item, and the price stays.
      expect((itemOf(body) as unknown as { passengerIds: string[] }).passengerIds).toEqual(['passenger1', 'passenger2']);
      expect(body.total).toBe(booking.total);
      const history = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, booking.id)).orderBy(asc(bookingHistory.id));
      expect(history.at(-1)!.changes).toMatchObject({
        'passengers.passenger3': { from: null, to: { firstName: 'Tom', ageType: 'child', age: 9 } },
        'passengers.passenger4': { from: null, to: { firstName: 'Eve' } },
      });
      // The next one takes the key after the highest.
      const again = await save(booking.id, admin.headers, { newPassengers: [{ ...newAdult, firstName: 'Zoe' }] });
      expect(Object.keys((again.json() as View).passengers)).toContain('passenger5');
    });

    it('a bad new passenger is a 400 naming the field, and nothing of the save is kept', async () => {
      const booking = await book();
      const onRequest = await taxonomyId(db(), 'bookingStatus', 'on-request');
      const cases: [unknown[], RegExp, { name: string }[]?][] = [
        [[{ ...newChild, birthDate: '2010-03-01' }], /^newPassengers\.0\.birthDate: a child of 9 must be 9 years old/],
        [[{ ...newChild, age: undefined }], /^newPassengers\.0\.age: is required for a child/],
        [[newAdult, { ...newAdult, id: 'new3', birthDate: daysFromToday(-30) }], /^newPassengers\.1\.birthDate: an adult must be/],
        [[{ ...newAdult, firstName: ' ' }], /^booking\.newPassengers\.0\.firstName: /],
        [[{ ...newAdult, ageType: 'senior' }], /^booking\.newPassengers\.0\.ageType: /],
        [[{ ...newAdult, id: 'passenger9' }], /^booking\.newPassengers\.0\.id: /],
        [[newAdult, newAdult], /^newPassengers\.1\.id: new2 is used twice/],
        [[newAdult], /^files\[photo\]\[new7\]: passenger new7 not found/, [{ name: 'files[photo][new7]' }]],
      ];
      for (const [newPassengers, message, files] of cases) {
        const parts = (files ?? []).map((f) => ({ ...f, filename: 'p.png', type: 'image/png', data: PNG_1PX }));
        const res = await save(booking.id, admin.headers, { bookingStatusId: onRequest, newPassengers }, [], parts);
        expect(res.statusCode, JSON.stringify(newPassengers)).toBe(400);
        expect(res.json().error).toMatch(message);
      }
      expect((await passengerRows(booking.id)).map((p) => p.key)).toEqual(['passenger1', 'passenger2']);
      expect((await view(booking.id, admin.headers)).bookingStatus.slug).toBe('confirmed');
      const history = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, booking.id));
      expect(history.map((h) => h.action)).toEqual(['created']);
    });

    it('an agent adds a passenger before travel (no admin key in the answer); not once the stay has started, nor on a canceled booking (403)', async () => {
      const booking = await book();
      const res = await save(booking.id, agent.headers, { newPassengers: [newAdult] });
      expect(res.statusCode, res.body).toBe(200);
      const json = JSON.stringify(res.json());
      for (const key of ['priceNet', 'priceNetCurrency', 'income', 'note', 'supplierReference', 'externalPnr', 'changes'])
        expect(json, key).not.toContain(`"${key}":`);
      expect(res.json()).toMatchObject({ canAddPassenger: true, canAddTransfers: false, canAddVisas: false, canAddCancellationPolicies: false });

      const started = await insertBooking(db(), { agentId: agent.user.id, hotel: hotel.hotel, startDate: daysFromToday(-5), endDate: daysFromToday(-3) });
      expect((await view(started.id, agent.headers)).canAddPassenger).toBe(false);
      const late = await save(started.id, agent.headers, { newPassengers: [{ ...newAdult, birthDate: '1980-01-01' }] });
      expect(late.statusCode).toBe(403);
      expect(late.json().error).toMatch(/^newPassengers: /);
      expect((await view(started.id, admin.headers)).canAddPassenger).toBe(true);

      const canceled = await insertBooking(db(), { agentId: agent.user.id, hotel: hotel.hotel, status: 'canceled' });
      expect((await view(canceled.id, admin.headers)).canAddPassenger).toBe(false);
      expect((await save(canceled.id, admin.headers, { newPassengers: [newAdult] })).statusCode).toBe(403);
      expect((await passengerRows(started.id)).length + (await passengerRows(canceled.id)).length).toBe(2);
    });
  });

  describe('site settings flags: transferManualAddBooking, visaManualAddBooking, cancellationPolicyManualAdd', () => {
    const draft = { startDate: fixtureDate('2027-06-28'), endDate: fixtureDate('2027-06-28'), currency: 'EUR', price: '10' };
    const policy = { dateFrom: fixtureDate('2027-06-01'), dateTo: fixtureDate('2027-06-02'), cost: '5', currencyCost: 'EUR' };
    const flagsOf = (b: unknown) => {
      const { canAddTransfers, canAddVisas, canAddCancellationPolicies } = b as Record<string, boolean>;
      return { canAddTransfers, canAddVisas, canAddCancellationPolicies };
    };

    it('are on by default: an admin may add transfers, visas and policies; an agent never', async () => {
      const booking = await book();
      expect(flagsOf(booking)).toEqual({ canAddTransfers: true, canAddVisas: true, canAddCancellationPolicies: true });
      expect(flagsOf(await view(booking.id, agent.headers))).toEqual({ canAddTransfers: false, canAddVisas: false, canAddCancellationPolicies: false });
    });

    it('when off, adding or deleting that kind of item and adding policy rows is a 403 naming the key; nothing is saved', async () => {
      const booking = await book();
      const item = itemOf(booking);
      const car = { transferId: transfer.id, carId: transfer.van, passengerIds: ['passenger1'] };
      const added = (
        await save(booking.id, admin.headers, {
          newTransfers: [{ ...draft, ...car }],
          newVisas: [{ ...draft, visaId: visa.visaId, visaTypeId: visa.typeId, passengerIds: ['passenger1'] }],
        })
      ).json() as View & { bookingItemsTypes: Record<string, number[]> };
      const [transferId] = added.bookingItemsTypes.transfer;
      const [visaId] = added.bookingItemsTypes.visa;
      const flags = ['transferManualAddBooking', 'visaManualAddBooking', 'cancellationPolicyManualAdd'] as const;
      try {
        for (const flag of flags) await writeSetting(db(), flag, false);
        expect(flagsOf(await view(booking.id, admin.headers))).toEqual({ canAddTransfers: false, canAddVisas: false, canAddCancellationPolicies: false });
        const onRequest = await taxonomyId(db(), 'bookingStatus', 'on-request');
        const cases: [Record<string, unknown>, RegExp][] = [
          [{ newTransfers: [{ ...draft, ...car }] }, /^newTransfers: turned off in the site settings \(transferManualAddBooking\)/],
          [{ removedBookingItemsIds: [transferId] }, /^removedBookingItemsIds: turned off in the site settings \(transferManualAddBooking\)/],
          [
            { newVisas: [{ ...draft, visaId: visa.visaId, visaTypeId: visa.typeId, passengerIds: ['passenger2'] }] },
            /^newVisas: turned off in the site settings \(visaManualAddBooking\)/,
          ],
          [{ removedBookingItemsIds: [visaId] }, /^removedBookingItemsIds: turned off in the site settings \(visaManualAddBooking\)/],
          [
            { bookingItems: { [item.id]: { cancellationPolicies: [policy] } } },
            new RegExp(`^bookingItems\\.${item.id}\\.cancellationPolicies: turned off in the site settings \\(cancellationPolicyManualAdd\\)`),
          ],
        ];
        for (const [payload, message] of cases) {
          const res = await save(booking.id, admin.headers, { bookingStatusId: onRequest, ...payload });
          expect(res.statusCode, JSON.stringify(payload)).toBe(403);
          expect(res.json().error).toMatch(message);
        }
        // Everything else still saves.
        expect((await save(booking.id, admin.headers, { details: 'still editable' })).statusCode).toBe(200);
        const after = (await view(booking.id, admin.headers)) as View & { bookingItemsTypes: Record<string, number[]> };
        expect(after.bookingStatus.slug).toBe('confirmed');
        expect(after.bookingItemsTypes).toMatchObject({ transfer: [transferId], visa: [visaId] });
        expect(itemOf(after).cancellationPolicies).toHaveLength(item.cancellationPolicies.length);
      } finally {
        for (const flag of flags) await clearSetting(db(), flag);
      }
      // Back on: the transfer may go again.
      expect((await save(booking.id, admin.headers, { removedBookingItemsIds: [transferId] })).statusCode).toBe(200);
    });
  });
});
