import { asc, count, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, taxonomyId, type Session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { cityId } from '../hotels/test-data';
import { BACK, createWorkedFlight, OUT, type WorkedFlight } from '../flights/test-data';
import { bookingHistory, bookingItems, bookings } from './tables';
import { adult, child, closeTestApp, postBooking } from './test-data';

/**
 * Add Booking's flight line (issue 30): a flight from the catalogue with a fare per segment, its
 * passengers and optional seats, priced as the storefront prices it (domain-rules §5.1, §10) or at
 * the admin's Flight Price, its seats and capacity taken in the ledger as a storefront booking's.
 */

describe.each(engines)('Add Booking: a flight line (POST /bookings add mode) on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  let admin: Session;
  let flight: WorkedFlight;
  const db = () => t.database.db;
  const year = Number(OUT.slice(0, 4));
  /** The §10 party: 2 adults, a child of 5, an infant of 1. */
  const party = {
    passenger1: adult('Ann', 'Lee'),
    passenger2: adult('Bea', 'Lee', '1982-03-04'),
    passenger3: child('Cid', 5, `${year - 5}-01-15`),
    passenger4: { title: 'Miss', firstName: 'Dot', lastName: 'Lee', birthDate: `${year - 1}-01-15`, ageType: 'infant', age: 1 },
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Sky Tours' });
    admin = await session(t.app, db(), 'ROLE_ADMIN', { firstName: 'Ada', lastName: 'Admin' });
    flight = await createWorkedFlight(t.app, db(), admin.headers, { numbers: { out: 'MF501', back: 'MF502' } });
  });
  afterAll(() => closeTestApp(t));

  const bookingCount = async () => Number((await db().select({ n: count() }).from(bookings))[0]!.n);
  const round = (fares: { outbound: number; return: number }, extra: Record<string, unknown> = {}) => ({
    flightId: flight.id,
    flightType: 'round',
    startDate: OUT,
    endDate: BACK,
    segments: [
      { segmentKey: 'outbound', fareId: fares.outbound },
      { segmentKey: 'return', fareId: fares.return },
    ],
    ...extra,
  });
  const addBody = async (newFlights: unknown[], overrides: Record<string, unknown> = {}) => ({
    currency: 'EUR',
    fields: { agent: agent.user.id },
    to: await cityId(db(), 'Paris'),
    startDate: OUT,
    endDate: BACK,
    bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'confirmed'),
    paymentStatusId: await taxonomyId(db(), 'paymentStatus', 'not-paid'),
    newFlights,
    passengers: party,
    ...overrides,
  });
  const flightRecord = async (id = flight.id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/flights/${id}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      segments: {
        direction: string;
        sales: { date: string; seats: number; bookings: string[] }[];
        legs: { soldSeats: { date: string; seat: string; booking: string }[] }[];
      }[];
    };
  };

  it('prices the fares per segment for the passengers as the storefront does, takes the seats and capacity, and shows a normal flight item', async () => {
    // Light out, Plus back, for 2 adults, a child of 5 and an infant (domain-rules §10): round(154.125) = 154.13 x 4;
    // seat 3A (rows 1-5 at 12.00) for Ann on the outbound.
    const line = round(
      { outbound: flight.fares.light, return: flight.fares.plus },
      { seats: [{ passengerId: 'passenger1', legKey: 'outbound-1', seat: '3a' }] },
    );
    const res = await postBooking(t.app, admin.headers, await addBody([line], { extraPrice: '10' }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { id: number; pnrs: string; bookingStatus: { slug: string } };
    expect(created.bookingStatus.slug).toBe('confirmed');

    const [stored] = await db().select().from(bookings).where(eq(bookings.id, created.id));
    expect(stored).toMatchObject({ agentId: agent.user.id, price: '628.52', extraPrice: '10.00', total: '638.52' });
    const [item] = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, created.id));
    expect(item).toMatchObject({
      productType: 'flight',
      price: '154.13',
      count: 4,
      extrasTotal: '12.00',
      total: '628.52',
      startDate: OUT,
      endDate: BACK,
      priceNet: expect.any(String),
    });
    expect(item!.passengerIds).toEqual(['passenger1', 'passenger2', 'passenger3', 'passenger4']);

    // The booking page reads it as a storefront flight: segments with their fares, the seat, the included extras.
    const view = await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${created.id}`, headers: agent.headers });
    expect(view.statusCode, view.body).toBe(200);
    const viewed = view.json().bookingItems[item!.id];
    expect(viewed.productType).toBe('flight');
    expect(
      viewed.segments.map((s: { segmentKey: string; flightNumber: string; selectedFareType: { name: string } }) => [
        s.segmentKey,
        s.flightNumber,
        s.selectedFareType.name,
      ]),
    ).toEqual([
      ['outbound', 'MF501', 'Light'],
      ['return', 'MF502', 'Plus'],
    ]);
    expect(viewed.extras).toContainEqual(expect.objectContaining({ passengerId: 'passenger1', type: 'seat', id: '3A', price: '12.00', included: false }));
    // Plus asks for a meal on its leg: every passenger got the leg's first one, included.
    expect(
      viewed.extras
        .filter((e: { type: string }) => e.type === 'meal')
        .map((e: { passengerId: string; name: string; price: string }) => [e.passengerId, e.name, e.price]),
    ).toEqual([
      ['passenger1', 'Snack', '0.00'],
      ['passenger2', 'Snack', '0.00'],
      ['passenger3', 'Snack', '0.00'],
      ['passenger4', 'Snack', '0.00'],
    ]);
    expect(viewed).toMatchObject({ price: '154.13', count: 4, total: '628.52', extrasTotal: '12.00' });
    expect(viewed).not.toHaveProperty('priceNet');

    // The flight's sold counts: 3 seated passengers on each departure, seat 3A on the outbound leg.
    const record = await flightRecord();
    const outbound = record.segments.find((s) => s.direction === 'outbound')!;
    const back = record.segments.find((s) => s.direction === 'return')!;
    expect(outbound.sales).toEqual([{ date: OUT, seats: 3, bookings: [created.pnrs] }]);
    expect(back.sales).toEqual([{ date: BACK, seats: 3, bookings: [created.pnrs] }]);
    expect(outbound.legs[0]!.soldSeats).toEqual([{ date: OUT, seat: '3A', booking: created.pnrs }]);

    const [history] = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, created.id)).orderBy(asc(bookingHistory.id));
    expect(history!.action).toBe('created manually');

    // My Bookings and the voucher (an admin's: the agency's waits for payment) name it as they name a storefront flight.
    const title = 'TravelAir LIS → CDG (MF501), Light / Plus';
    const listed = await t.app.inject({ method: 'GET', url: `/api/v1/bookings?bookingCode=${created.pnrs}`, headers: agent.headers });
    expect(listed.json().entities[0]).toMatchObject({ id: created.id, productTitles: [`4 x ${title}`], total: '638.52' });
    const token = (await t.app.inject({ method: 'POST', url: '/api/v1/download-token', headers: admin.headers })).json().token as string;
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${created.id}/pdf/download?token=${token}` });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text.replace(/\s+/g, ' ');
    for (const expected of [title, 'Fares', 'Seat 3A', '628.52']) expect(text).toContain(expected);
  });

  it('takes the Flight Price the admin types (per passenger), keeping the catalogue price in the history', async () => {
    const line = {
      flightId: flight.id,
      flightType: 'oneway',
      startDate: OUT,
      segments: [{ segmentKey: 'outbound', fareId: flight.fares.plus }],
      passengerIds: ['passenger1'],
      price: '99.50',
    };
    const res = await postBooking(t.app, admin.headers, await addBody([line], { passengers: { passenger1: adult('Eve', 'Ray') } }));
    expect(res.statusCode, res.body).toBe(201);
    const [item] = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, res.json().id));
    // The catalogue's one-way Plus for one adult is 140.00; the admin's 99.50 is the item's.
    expect(item).toMatchObject({ productType: 'flight', price: '99.50', count: 1, total: '99.50', startDate: OUT, endDate: OUT });
    const [history] = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, res.json().id));
    expect((history!.changes as { items: unknown[] }).items).toEqual([{ productType: 'flight', price: '99.50', count: 1, total: '99.50' }]);
    // Without a typed price the catalogue's stands.
    const catalogue = await postBooking(t.app, admin.headers, await addBody([{ ...line, price: '' }], { passengers: { passenger1: adult('Eve', 'Ray') } }));
    expect(catalogue.statusCode, catalogue.body).toBe(201);
    const [priced] = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, catalogue.json().id));
    expect(priced).toMatchObject({ price: '140.00', count: 1, total: '140.00' });
  });

  it('refuses a taken seat and a sold-out departure with a 409 naming them, saving nothing', async () => {
    const small = await createWorkedFlight(t.app, db(), admin.headers, { numbers: { out: 'MF601', back: 'MF602' }, seatCapacity: 4 });
    const line = (extra: Record<string, unknown> = {}) => ({
      ...round({ outbound: small.fares.light, return: small.fares.light }),
      flightId: small.id,
      ...extra,
    });
    const first = await postBooking(t.app, admin.headers, await addBody([line({ seats: [{ passengerId: 'passenger2', legKey: 'return-1', seat: '7C' }] })]));
    expect(first.statusCode, first.body).toBe(201);
    const before = await bookingCount();

    // Seat 7C on the return is held by the first booking.
    const taken = await postBooking(
      t.app,
      admin.headers,
      await addBody([line({ seats: [{ passengerId: 'passenger1', legKey: 'return-1', seat: '7C' }] })], { passengers: { passenger1: adult('Fay', 'Orr') } }),
    );
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().error).toContain('newFlights.0.seats.0.seat: seat 7C');
    expect(taken.json().error).toContain('MF602');

    // One seat left on each departure of 4: two adults do not fit.
    const full = await postBooking(
      t.app,
      admin.headers,
      await addBody([line()], { passengers: { passenger1: adult('Fay', 'Orr'), passenger2: adult('Gus', 'Orr') } }),
    );
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json()).toMatchObject({ code: 'sold_out', error: `MF601 on ${OUT} is sold out: 1 seat left, 2 needed.` });
    expect(await bookingCount()).toBe(before);
    const record = await flightRecord(small.id);
    expect(record.segments.map((s) => s.sales.map((d) => d.seats))).toEqual([[3], [3]]);
    expect(record.segments[1]!.legs[0]!.soldSeats.map((s) => s.seat)).toEqual(['7C']);

    // The last seat still sells to one passenger.
    const last = await postBooking(t.app, admin.headers, await addBody([line()], { passengers: { passenger1: adult('Fay', 'Orr') } }));
    expect(last.statusCode, last.body).toBe(201);
  });

  it('answers 400 naming the field of a bad flight line, saving nothing', async () => {
    const before = await bookingCount();
    const good = round({ outbound: flight.fares.light, return: flight.fares.light });
    const cases: [unknown, string][] = [
      [{ ...good, flightId: 999999 }, 'newFlights.0.flightId: Flight not found'],
      [{ ...good, flightId: '' }, 'newFlights.0.flightId: Flight is required'],
      [
        { ...good, segments: [{ segmentKey: 'outbound', fareId: 999999 }, good.segments[1]] },
        'newFlights.0.segments.0.fareId: fare 999999 is not offered on the outbound segment (Light, Plus)',
      ],
      [{ ...good, segments: [good.segments[0]] }, 'newFlights.0.segments: choose a fare for every segment (return missing)'],
      [{ ...good, segments: [] }, 'newFlights.0.segments: choose a fare for every segment'],
      [{ ...good, startDate: `${year}-06-20`, endDate: `${year}-06-25` }, 'newFlights.0.startDate: must lie within the booking'],
      [{ ...good, endDate: '' }, 'newFlights.0.endDate: Return Date is required'],
      [
        { ...good, seats: [{ passengerId: 'passenger1', legKey: 'outbound-1', seat: '40A' }] },
        'newFlights.0.seats.0.seat: seat 40A is not on the seat map of outbound-1',
      ],
      [{ ...good, seats: [{ passengerId: 'passenger4', legKey: 'outbound-1', seat: '4A' }] }, 'newFlights.0.seats.0.passengerId: passenger4 is an infant'],
      [{ ...good, passengerIds: ['passenger9'] }, 'newFlights.0.passengerIds.0: passenger passenger9 not found in passengers'],
      [{ ...good, price: '-5' }, 'newFlights.0.price: must not be negative'],
    ];
    for (const [line, message] of cases) {
      const res = await postBooking(t.app, admin.headers, await addBody([line]));
      expect(res.statusCode, `${JSON.stringify(line)} ${res.body}`).toBe(400);
      expect(res.json().error).toContain(message);
    }
    // A day the flight does not fly (its validity is June): inside the booking's dates, still refused.
    const july = `${year}-07-02`;
    const offDay = await postBooking(t.app, admin.headers, await addBody([{ ...good, startDate: july, endDate: july }], { startDate: OUT, endDate: july }));
    expect(offDay.statusCode, offDay.body).toBe(400);
    expect(offDay.json().error).toContain(`newFlights.0.startDate: ${flight.name} does not fly on ${july} and back on ${july}`);
    expect(await bookingCount()).toBe(before);
  });
});
