import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { formatDayAs, type TourOption } from '@travel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysFromToday, TODAY } from '../../test/dates';
import { taxonomyId } from '../../test/factories';
import { apiTestContext, engines } from '../../test/harness';
import { bookingCancellationPolicies, bookingItems, bookings } from '../bookings/tables';
import { adult, bookableHotel, postBooking, searchOptions, STAY } from '../bookings/test-data';
import { makePricing, sendForm } from '../hotels/test-data';
import { inventoryHolds } from '../inventory/tables';
import { outbox } from '../mail/tables';
import { tourSales, tours } from './tables';
import { insertTour, searchTourOptions, tourQuery } from './test-data';

/**
 * Selling tours end to end through the API (issue 28; docs/decisions.md "Tours sold as
 * excursions"): a Paris stay with the Montmartre tour for 2 adults, a child of 5 and an infant
 * (45.50 x 2 + 20.00 + 0 = 111.00) on a day of the stay, read back, recorded in tour_sales, no
 * inventory; its refusals; its cancellation before and after the free window; the voucher, mail
 * and CSV; an administrator adding one from the catalogue; a sold tour kept from deletion.
 */

const FAMILY = [{ adults: 2, childrenAges: [5, 1] }];
const PASSENGERS = {
  passenger1: { ...adult('Anna', 'Martin'), email: 'anna@example.fr', phoneNumbers: '+33 1 23 45 67 89' },
  passenger2: adult('Paul', 'Martin', '1982-03-04'),
  passenger3: { title: 'Mstr', firstName: 'Leo', lastName: 'Martin', birthDate: addDays(STAY.startDate, -(5 * 365 + 30)), ageType: 'child', age: 5 },
  passenger4: { title: 'Miss', firstName: 'Mia', lastName: 'Martin', birthDate: addDays(STAY.startDate, -565), ageType: 'infant', age: 1 },
};
const ALL = Object.keys(PASSENGERS);
/** The tour's day: the stay's second day. */
const TOUR_DATE = addDays(STAY.startDate, 1);
const pdfText = async (data: Buffer) => (await new PDFParse({ data: new Uint8Array(data) }).getText()).text;

type TourItem = { hash: string; passengerIds: string[]; tourDate: string };

describe.each(engines)('tour bookings on %s', (engine) => {
  const api = apiTestContext(engine, { agent: { companyName: 'Paris Trips' } });
  const db = api.db;
  let tour: Awaited<ReturnType<typeof insertTour>>;
  let hotel: Awaited<ReturnType<typeof bookableHotel>>;
  let canceledId: number;
  beforeAll(async () => {
    tour = await insertTour(db());
    hotel = await bookableHotel(db(), { city: 'Paris', rules: true });
    // Nights from today too, for a stay in a few days (written before any search reads the hotel).
    await makePricing(db(), hotel.room.id, {
      startDate: TODAY,
      endDate: daysFromToday(40),
      mealTypeId: hotel.bb,
      prices: { 2: '100', 3: '130' },
      extraChild: '20',
    });
    canceledId = await taxonomyId(db(), 'bookingStatus', 'canceled');
  });
  const get = (url: string, headers: Record<string, string>) => api.t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  const save = (id: number, headers: Record<string, string>, booking: unknown) =>
    sendForm(
      api.t.app,
      'POST',
      `/api/v1/bookings/${id}`,
      [
        ['_method', 'PUT'],
        ['booking', JSON.stringify(booking)],
      ],
      headers,
    );
  const bookingCount = async () => Number((await db().select({ n: count() }).from(bookings))[0]!.n);

  /** The room and the tour option for `rooms` over `stay`, searched as the agent. */
  const searchBoth = async (rooms: { adults: number; childrenAges: number[] }[] = FAMILY, stay = STAY, tourRooms = rooms) => {
    const [room] = await searchOptions(api.t.app, db(), hotel.hotel, api.agent.headers, rooms, stay);
    const answer = await searchTourOptions(api.t.app, tourQuery(hotel.hotel.locationId, stay, tourRooms), api.agent.headers);
    const option = answer.entities.find((e) => e.tourId === tour.id) as TourOption;
    expect(option, 'the tour is offered').toBeTruthy();
    return { room: room!, option };
  };
  /** The booking JSON: the room for everyone and the given tour items. */
  const bookingBody = (roomHash: string, tourItems: TourItem[], passengers: Record<string, unknown> = PASSENGERS, stay = STAY) => ({
    passengers,
    fields: { comment: '', additionalRequests: {} },
    booking: {
      bookingItems: [{ productType: 'hotel', hash: roomHash, passengerIds: Object.keys(passengers) }, ...tourItems.map((t) => ({ productType: 'tour', ...t }))],
      passengersByRoom: [Object.keys(passengers)],
    },
    searchParams: { ...stay },
  });
  const itemsOf = (id: number) => db().select().from(bookingItems).where(eq(bookingItems.bookingId, id)).orderBy(asc(bookingItems.id));

  it('books a Paris stay with the tour on its second day (111.00): stored, read back per role, tour_sales, no inventory, free until 4 days before', async () => {
    const { room, option } = await searchBoth();
    expect(option).toMatchObject({ price: '111.00', dates: [STAY.startDate, TOUR_DATE, addDays(STAY.startDate, 2), STAY.endDate] });
    const res = await postBooking(api.t.app, api.agent.headers, bookingBody(room.hash, [{ hash: option.hash, passengerIds: ALL, tourDate: TOUR_DATE }]));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;

    const stored = await itemsOf(id);
    const tourRow = stored.find((i) => i.productType === 'tour')!;
    expect([
      tourRow.price,
      tourRow.count,
      tourRow.total,
      tourRow.currency,
      tourRow.passengerIds,
      tourRow.title,
      tourRow.startDate,
      tourRow.endDate,
      tourRow.priceNet,
      tourRow.priceNetCurrency,
    ]).toEqual(['111.00', 1, '111.00', 'EUR', ALL, 'Montmartre walking tour', TOUR_DATE, TOUR_DATE, '111.00', 'EUR']);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, id));
    const expected = (Number(room.price) + 111).toFixed(2);
    expect(booking).toMatchObject({ price: expected, total: expected, currency: 'EUR', startDate: STAY.startDate, endDate: STAY.endDate });
    expect((await db().select().from(tourSales).where(eq(tourSales.bookingItemId, tourRow.id))).map((s) => s.tourId)).toEqual([tour.id]);
    // No inventory: the tour holds nothing in the ledger.
    expect(await db().select().from(inventoryHolds).where(eq(inventoryHolds.bookingItemId, tourRow.id))).toEqual([]);
    // Free until the day before the 3rd day before the tour, then the whole price to the tour's day.
    const policies = await db()
      .select()
      .from(bookingCancellationPolicies)
      .where(eq(bookingCancellationPolicies.bookingItemId, tourRow.id))
      .orderBy(asc(bookingCancellationPolicies.dateFrom));
    expect(policies.map((p) => [p.dateFrom, p.dateTo, p.cost, p.currencyCost])).toEqual([
      [TODAY, addDays(TOUR_DATE, -4), '0.00', 'EUR'],
      [addDays(TOUR_DATE, -3), TOUR_DATE, '111.00', 'EUR'],
    ]);

    // The agent's page: the tour's facts, no net; the admin's: the net, the same catalogue price.
    const agentView = (await get(`bookings/${id}`, api.agent.headers)).json();
    const item = agentView.bookingItems[String(tourRow.id)];
    expect(item).toMatchObject({
      productType: 'tour',
      tourName: 'Montmartre walking tour',
      price: '111.00',
      count: 1,
      total: '111.00',
      startDate: TOUR_DATE,
      endDate: TOUR_DATE,
      passengerIds: ALL,
      tour: {
        tourId: tour.id,
        tourName: 'Montmartre walking tour',
        date: TOUR_DATE,
        passengers: [
          { passengerId: 'passenger1', band: 'adult' },
          { passengerId: 'passenger2', band: 'adult' },
          { passengerId: 'passenger3', band: 'child' },
          { passengerId: 'passenger4', band: 'infant' },
        ],
        freeCancellationDays: 3,
      },
      cancellationPolicies: [
        { dateFrom: TODAY, dateTo: addDays(TOUR_DATE, -4), cost: '0.00', currencyCost: 'EUR' },
        { dateFrom: addDays(TOUR_DATE, -3), dateTo: TOUR_DATE, cost: '111.00', currencyCost: 'EUR' },
      ],
    });
    expect(item).not.toHaveProperty('priceNet');
    expect(agentView.total).toBe(expected);
    const adminView = (await get(`bookings/${id}`, api.admin.headers)).json();
    expect(adminView.bookingItems[String(tourRow.id)]).toMatchObject({ priceNet: '111.00', priceNetCurrency: 'EUR' });
    // The admin's dashboard counts the tour among the day's sales by product.
    const dashboard = await get('dashboard?period=30d', api.admin.headers);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().series).toContainEqual(expect.objectContaining({ date: TODAY, product: 'tour', sales: '111.00', income: '0.00' }));
    // Cancelling today costs nothing: the room and the tour are both in their free period.
    const info = (await get(`bookings/${id}/cancellation-info`, api.agent.headers)).json();
    expect(info.items.map((i: { productType: string; cost: string }) => [i.productType, i.cost])).toEqual([
      ['hotel', '0.00'],
      ['tour', '0.00'],
    ]);
  });

  it('a party takes several excursions: each tour on each day is its own item for every passenger', async () => {
    const { room, option } = await searchBoth();
    const seine = await insertTour(db(), { name: 'Seine cruise', price: '18', priceChild: null, freeCancellationDays: null });
    const answer = await searchTourOptions(api.t.app, tourQuery(hotel.hotel.locationId, STAY, FAMILY), api.agent.headers);
    const cruise = answer.entities.find((e) => e.tourId === seine.id)!;
    const res = await postBooking(
      api.t.app,
      api.agent.headers,
      bookingBody(room.hash, [
        { hash: option.hash, passengerIds: ALL, tourDate: TOUR_DATE },
        { hash: cruise.hash, passengerIds: ALL, tourDate: STAY.endDate },
        { hash: cruise.hash, passengerIds: ALL, tourDate: STAY.startDate },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const view = (await get(`bookings/${res.json().id}`, api.agent.headers)).json();
    const booked = view.bookingItemsTypes.tour.map((itemId: number) => view.bookingItems[String(itemId)]);
    expect(booked.map((i: { tourName: string; startDate: string; total: string }) => [i.tourName, i.startDate, i.total])).toEqual([
      ['Montmartre walking tour', TOUR_DATE, '111.00'],
      ['Seine cruise', STAY.endDate, '54.00'],
      ['Seine cruise', STAY.startDate, '54.00'],
    ]);
    // Non-refundable: the whole price from the booking date.
    expect(booked[1].cancellationPolicies).toEqual([expect.objectContaining({ dateFrom: TODAY, dateTo: STAY.endDate, cost: '54.00' })]);
  });

  it('the confirmation mail, the voucher, the list and the CSV carry the tour', async () => {
    const { room, option } = await searchBoth();
    const res = await postBooking(api.t.app, api.agent.headers, bookingBody(room.hash, [{ hash: option.hash, passengerIds: ALL, tourDate: TOUR_DATE }]));
    expect(res.statusCode, res.body).toBe(201);
    const { id, pnrs } = res.json();
    const freeUntil = formatDayAs(addDays(TOUR_DATE, -4));
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, api.agent.user.email), eq(outbox.subject, `Booking ${pnrs}: Confirmed`)));
    expect(mail!.text).toContain(
      `- Tour: Montmartre walking tour, ${TOUR_DATE}, 2 adults, 1 child, 1 infant = 111.00 EUR (Confirmed, free cancellation until ${freeUntil})`,
    );
    const token = async (headers: Record<string, string>) =>
      (await api.t.app.inject({ method: 'POST', url: '/api/v1/download-token', headers })).json().token as string;
    const pdf = await get(`bookings/${id}/pdf/download?token=${await token(api.admin.headers)}`, {});
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Tour: Montmartre walking tour',
      'Date',
      formatDayAs(TOUR_DATE),
      'Passengers',
      '2 adults, 1 child, 1 infant',
      `Free cancellation until ${freeUntil}`,
    ])
      expect(text, expected).toContain(expected);
    const title = `Tour: Montmartre walking tour, ${formatDayAs(TOUR_DATE)}`;
    const list = (await get(`bookings?bookingCode=${pnrs}`, api.agent.headers)).json();
    expect(list.entities[0].productTitles).toContain(title);
    const csv = await get(`bookings/csv/download?token=${await token(api.agent.headers)}&bookingCode=${pnrs}`, {});
    expect(csv.statusCode).toBe(200);
    const line = csv.body.split('\n').find((l) => l.startsWith(pnrs));
    expect(line).toContain(title);
  });

  it('refuses a tourDate outside the offered days (422), a moved price (409), another product’s hash (422), a missing tourDate and passengers the tour was not priced for (400); nothing is written', async () => {
    const { room, option } = await searchBoth();
    const before = await bookingCount();
    const book = (items: TourItem[]) => postBooking(api.t.app, api.agent.headers, bookingBody(room.hash, items));

    for (const day of [addDays(STAY.startDate, -1), addDays(STAY.endDate, 1)]) {
      const outside = await book([{ hash: option.hash, passengerIds: ALL, tourDate: day }]);
      expect(outside.statusCode, outside.body).toBe(422);
      expect(outside.json().error).toBe(
        `booking.bookingItems.1.tourDate: ${day} is not one of the days this tour was offered on (${STAY.startDate} to ${STAY.endDate}). Please choose one of the offered dates.`,
      );
    }
    const noDate = await postBooking(api.t.app, api.agent.headers, {
      ...bookingBody(room.hash, []),
      booking: {
        bookingItems: [
          { productType: 'hotel', hash: room.hash, passengerIds: ALL },
          { productType: 'tour', hash: option.hash, passengerIds: ALL },
        ],
        passengersByRoom: [ALL],
      },
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().error).toBe('booking.bookingItems.1.tourDate: is required for a tour (the day of the excursion)');
    const notTour = await book([{ hash: room.hash, passengerIds: ALL, tourDate: TOUR_DATE }]);
    expect(notTour.statusCode).toBe(422);
    expect(notTour.json().error).toBe('This is not a tour offer. Please search tours again.');
    const tampered = await book([{ hash: `${option.hash.slice(0, -3)}AAA`, passengerIds: ALL, tourDate: TOUR_DATE }]);
    expect(tampered.statusCode).toBe(422);

    // The tours searched for three adults: the child booked as passenger3 is not the adult priced.
    const adults = await searchTourOptions(api.t.app, tourQuery(hotel.hotel.locationId, STAY, [{ adults: 3, childrenAges: [1] }]), api.agent.headers);
    const threeAdults = adults.entities.find((e) => e.tourId === tour.id)!;
    const band = await book([{ hash: threeAdults.hash, passengerIds: ALL, tourDate: TOUR_DATE }]);
    expect(band.statusCode, band.body).toBe(400);
    expect(band.json().error).toBe(
      'booking.bookingItems.1.passengerIds.2: the tour was priced for an adult and this passenger is booked as a child. Please search again.',
    );
    // The tours searched for two adults: passenger3 was not priced at all.
    const two = (
      await searchTourOptions(api.t.app, tourQuery(hotel.hotel.locationId, STAY, [{ adults: 2, childrenAges: [] }]), api.agent.headers)
    ).entities.find((e) => e.tourId === tour.id)!;
    const unpriced = await book([{ hash: two.hash, passengerIds: ['passenger1', 'passenger3'], tourDate: TOUR_DATE }]);
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().error).toBe('booking.bookingItems.1.passengerIds.1: passenger3 is not a passenger this tour was priced for');

    await db().update(tours).set({ price: '47.00' }).where(eq(tours.id, tour.id));
    try {
      const changed = await book([{ hash: option.hash, passengerIds: ALL, tourDate: TOUR_DATE }]);
      expect(changed.statusCode, changed.body).toBe(409);
      expect(changed.json().error).toBe('The price of this tour has changed from 111.00 to 114.00 EUR. Please search again.');
    } finally {
      await db().update(tours).set({ price: '45.50' }).where(eq(tours.id, tour.id));
    }
    expect(await bookingCount()).toBe(before);
  });

  it('cancelling a tour item costs nothing in its free window and its whole price after it', async () => {
    // A stay starting in 2 days: a tour in 3 days is past its free window (3 days before), one in 6 days is not.
    const near = { startDate: daysFromToday(2), endDate: daysFromToday(6) };
    const couple = { passenger1: PASSENGERS.passenger1, passenger2: PASSENGERS.passenger2 };
    const { room, option } = await searchBoth([{ adults: 2, childrenAges: [] }], near);
    const res = await postBooking(
      api.t.app,
      api.agent.headers,
      bookingBody(
        room.hash,
        [
          { hash: option.hash, passengerIds: ['passenger1'], tourDate: daysFromToday(3) },
          { hash: option.hash, passengerIds: ['passenger2'], tourDate: daysFromToday(6) },
        ],
        couple,
        near,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const [late, early] = (await itemsOf(id)).filter((i) => i.productType === 'tour');
    expect([late!.total, early!.total]).toEqual(['45.50', '45.50']);
    const rowsOf = async (itemId: number) =>
      (
        await db()
          .select()
          .from(bookingCancellationPolicies)
          .where(eq(bookingCancellationPolicies.bookingItemId, itemId))
          .orderBy(asc(bookingCancellationPolicies.dateFrom))
      ).map((p) => [p.dateFrom, p.dateTo, p.cost]);
    expect(await rowsOf(late!.id)).toEqual([[TODAY, daysFromToday(3), '45.50']]);
    expect(await rowsOf(early!.id)).toEqual([
      [TODAY, daysFromToday(2), '0.00'],
      [daysFromToday(3), daysFromToday(6), '45.50'],
    ]);

    const cancel = async (itemId: number) => {
      const saved = await save(id, api.agent.headers, { bookingItems: { [itemId]: { bookingStatusId: canceledId } } });
      expect(saved.statusCode, saved.body).toBe(200);
      return saved.json().bookingItems[String(itemId)];
    };
    expect(await cancel(late!.id)).toMatchObject({ bookingStatus: { slug: 'canceled' }, cancelCost: '45.50' });
    expect(await cancel(early!.id)).toMatchObject({ bookingStatus: { slug: 'canceled' }, cancelCost: '0.00' });
    const view = (await get(`bookings/${id}`, api.agent.headers)).json();
    expect(view.total).toBe((Number(room.price) + 45.5).toFixed(2));
  });

  describe('an administrator adds a tour from the catalogue', () => {
    const line = (over: Record<string, unknown> = {}) => ({ tourId: tour.id, startDate: TOUR_DATE, endDate: TOUR_DATE, passengerIds: ALL, ...over });
    const addPage = async (newTours: unknown[]) =>
      postBooking(api.t.app, api.admin.headers, {
        currency: 'EUR',
        fields: { agent: api.agent.user.id },
        to: hotel.hotel.locationId,
        ...STAY,
        bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'confirmed'),
        paymentStatusId: await taxonomyId(db(), 'paymentStatus', 'not-paid'),
        newTours,
        passengers: PASSENGERS,
      });

    it('the add page prices newTours for the passengers each line names on its day; an admin price replaces the catalogue one', async () => {
      const res = await addPage([line(), line({ passengerIds: ['passenger3'], price: '15' })]);
      expect(res.statusCode, res.body).toBe(201);
      const items = await itemsOf(res.json().id);
      expect(items.map((i) => [i.productType, i.price, i.count, i.total, i.priceNet, i.passengerIds, i.startDate, i.endDate, i.title])).toEqual([
        ['tour', '111.00', 1, '111.00', '111.00', ALL, TOUR_DATE, TOUR_DATE, 'Montmartre walking tour'],
        ['tour', '15.00', 1, '15.00', '20.00', ['passenger3'], TOUR_DATE, TOUR_DATE, 'Montmartre walking tour'],
      ]);
      expect(
        await db()
          .select()
          .from(tourSales)
          .where(
            inArray(
              tourSales.bookingItemId,
              items.map((i) => i.id),
            ),
          ),
      ).toHaveLength(2);
      const [stored] = await db().select().from(bookings).where(eq(bookings.id, res.json().id));
      expect(stored!.total).toBe('126.00');
      const view = (await get(`bookings/${res.json().id}`, api.admin.headers)).json();
      expect(view.bookingItems[String(items[1]!.id)]).toMatchObject({
        productType: 'tour',
        tour: { date: TOUR_DATE, passengers: [{ passengerId: 'passenger3', band: 'child' }] },
        cancellationPolicies: [
          { dateFrom: TODAY, dateTo: addDays(TOUR_DATE, -4), cost: '0.00' },
          { dateFrom: addDays(TOUR_DATE, -3), dateTo: TOUR_DATE, cost: '15.00' },
        ],
      });
    });

    it('refuses an unknown tour and a line without one, naming the field', async () => {
      const unknown = await addPage([line({ tourId: 987654 })]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe('newTours.0.tourId: Tour 987654 not found');
      const free = await addPage([{ title: 'City walk', startDate: TOUR_DATE, endDate: TOUR_DATE, price: '30' }]);
      expect(free.statusCode).toBe(400);
      expect(free.json().error).toBe('newTours.0.tourId: choose a tour from the catalogue');
    });

    it('the booking save adds newTours for the named passengers (none named: every passenger)', async () => {
      const { room } = await searchBoth();
      const created = await postBooking(api.t.app, api.agent.headers, bookingBody(room.hash, []));
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      const res = await save(id, api.admin.headers, {
        newTours: [line({ currency: 'EUR', passengerIds: ['passenger1'] }), line({ currency: 'EUR', passengerIds: [] })],
      });
      expect(res.statusCode, res.body).toBe(200);
      const added = (await itemsOf(id)).filter((i) => i.productType === 'tour');
      expect(added.map((i) => [i.price, i.count, i.passengerIds])).toEqual([
        ['45.50', 1, ['passenger1']],
        ['111.00', 1, ALL],
      ]);
      expect((await save(id, api.agent.headers, { newTours: [line({ currency: 'EUR' })] })).statusCode).toBe(403);
      const unknown = await save(id, api.admin.headers, { newTours: [line({ currency: 'EUR', tourId: 987654 })] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe('newTours.0.tourId: Tour 987654 not found');
    });
  });

  it('refuses to delete a sold tour (409 with a sentence); an unsold one goes', async () => {
    const res = await api.t.app.inject({ method: 'DELETE', url: `/api/v1/tours/${tour.id}`, headers: api.admin.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This tour has been booked and cannot be deleted: bookings still hold it.');
    expect(await db().select().from(tours).where(eq(tours.id, tour.id))).toHaveLength(1);
    const unsold = await insertTour(db(), { name: 'Never sold' });
    const gone = await api.t.app.inject({ method: 'DELETE', url: `/api/v1/tours/${unsold.id}`, headers: api.admin.headers });
    expect(gone.statusCode, gone.body).toBe(200);
  });
});
