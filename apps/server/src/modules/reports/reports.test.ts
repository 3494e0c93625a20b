import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo } from '@travel/contracts';
import { taxonomyId } from '../../test/factories';
import { TODAY } from '../../test/dates';
import { apiTestContext, engines } from '../../test/harness';
import { bookingItems, bookings } from '../bookings/tables';
import { cityId, makeAllotment, makeHotel, makeRoom } from '../hotels/test-data';
import { hotelSales } from '../hotels/tables';
import { session, type Session } from '../../test/factories';
import { createWorkedFlight, insertFlightItem, workedSnapshot } from '../flights/test-data';
import { recordHolds } from '../inventory/ledger';

/**
 * The dashboard and the reports (issue 35) through the API on both engines, every figure computed
 * here by hand from known bookings (default currency EUR; one USD booking at its own rate 0.9):
 *
 * - B1, agency A, Lisbon, today: EUR 300.00 = a room 250.00 (net 200.00) + 50.00 miscellaneous;
 *   awaiting payment, deadline in 2 days, arriving in 3 days, leaving in 5.
 * - B2, agency A, Paris, today: USD 100.00 at 0.9 = a flight 100.00 (net 80.00 + 10.00 extras),
 *   on request: sales 90.00, net 81.00, income 9.00.
 * - B3, agency B, Lisbon, yesterday: EUR 200.00, cancelled with a 40.00 charge: sales and income 40.00.
 * - B4, agency B, Lisbon, 40 days ago: EUR 1,000.00 room (net 900.00): only in the 90-day period.
 */
describe.each(engines)('GET dashboard and reports on %s', (engine) => {
  const api = apiTestContext(engine, { agent: { companyName: 'Alpha Travel' } });
  const db = api.db;
  let other: Session;
  let lisbon: number;
  let paris: number;
  let hotelId: number;
  const yesterday = addDaysTo(TODAY, -1);

  const get = async (url: string, headers: Record<string, string> = api.admin.headers) => {
    const res = await api.t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  async function booking(values: {
    agentId: number;
    createdAt: string;
    to: number;
    status: string;
    currency?: string;
    defaultRate?: string;
    total: string;
    cancelTotal?: string;
    startDate?: string;
    endDate?: string;
    deadline?: string;
  }) {
    const [row] = await db()
      .insert(bookings)
      .values({
        pnrs: `R${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
        agentId: values.agentId,
        createdBy: values.agentId,
        bookingStatusId: await taxonomyId(db(), 'bookingStatus', values.status),
        paymentStatusId: await taxonomyId(db(), 'paymentStatus', 'not-paid'),
        currency: values.currency ?? 'EUR',
        defaultRate: values.defaultRate ?? null,
        price: values.total,
        total: values.total,
        cancelTotal: values.cancelTotal ?? '0',
        toLocationId: values.to,
        startDate: values.startDate ?? addDaysTo(TODAY, 30),
        endDate: values.endDate ?? addDaysTo(TODAY, 33),
        accountStatus: values.deadline ? 'awaiting-payment' : null,
        paymentDeadline: values.deadline ?? null,
        createdAt: new Date(`${values.createdAt}T12:00:00Z`),
      })
      .returning();
    return row!;
  }
  async function item(
    bookingId: number,
    values: { product: 'hotel' | 'flight'; status: string; total: string; net: string; extras?: string; option: Record<string, unknown>; hotelId?: number },
  ) {
    const [row] = await db()
      .insert(bookingItems)
      .values({
        bookingId,
        productType: values.product,
        bookingStatusId: await taxonomyId(db(), 'bookingStatus', values.status),
        startDate: addDaysTo(TODAY, 3),
        endDate: addDaysTo(TODAY, 5),
        price: values.total,
        priceNet: values.net,
        priceNetCurrency: 'EUR',
        currency: 'EUR',
        total: values.total,
        extrasTotal: values.extras ?? '0',
        option: { netRate: '1', ...values.option } as never,
      })
      .returning({ id: bookingItems.id });
    // A hotel item's hotel is the hotel's own record of it (issue 28: hotel_sales).
    if (values.hotelId !== undefined) await db().insert(hotelSales).values({ bookingItemId: row!.id, hotelId: values.hotelId });
  }

  beforeAll(async () => {
    other = await session(api.t.app, db(), 'ROLE_AGENT', { companyName: 'Beta Tours' });
    lisbon = await cityId(db(), 'Lisbon');
    paris = await cityId(db(), 'Paris');
    const hotel = await makeHotel(db(), { name: 'Harbour Hotel', locationId: lisbon });
    hotelId = hotel.id;
    const agentA = api.agent.user.id;
    const b1 = await booking({
      agentId: agentA,
      createdAt: TODAY,
      to: lisbon,
      status: 'confirmed',
      total: '300.00',
      startDate: addDaysTo(TODAY, 3),
      endDate: addDaysTo(TODAY, 5),
      deadline: addDaysTo(TODAY, 2),
    });
    await item(b1.id, { product: 'hotel', status: 'confirmed', total: '250.00', net: '200.00', hotelId, option: { hotelName: 'Harbour Hotel' } });
    const b2 = await booking({
      agentId: agentA,
      createdAt: TODAY,
      to: paris,
      status: 'on-request',
      currency: 'USD',
      defaultRate: '0.9',
      total: '100.00',
      startDate: addDaysTo(TODAY, 20),
      endDate: addDaysTo(TODAY, 27),
    });
    await item(b2.id, {
      product: 'flight',
      status: 'on-request',
      total: '100.00',
      net: '80.00',
      extras: '10.00',
      option: { flightId: 77, flightName: 'Lisbon - Paris' },
    });
    await booking({ agentId: other.user.id, createdAt: yesterday, to: lisbon, status: 'canceled', total: '200.00', cancelTotal: '40.00' });
    const b4 = await booking({
      agentId: other.user.id,
      createdAt: addDaysTo(TODAY, -40),
      to: lisbon,
      status: 'confirmed',
      total: '1000.00',
      startDate: addDaysTo(TODAY, 60),
      endDate: addDaysTo(TODAY, 62),
    });
    await item(b4.id, { product: 'hotel', status: 'confirmed', total: '1000.00', net: '900.00', hotelId, option: { hotelName: 'Harbour Hotel' } });
  });

  it("an administrator's dashboard: today against yesterday, the month, per day and product, the top lists and what needs attention", async () => {
    const body = (await get('dashboard?period=30d')).json();
    expect(body).toMatchObject({ role: 'admin', currency: 'EUR', period: '30d', from: addDaysTo(TODAY, -29), to: TODAY });
    expect(body.today).toEqual({ bookings: 2, sales: '390.00', income: '109.00', previous: { bookings: 1, sales: '40.00', income: '40.00' } });
    // The month to today, against the same days of the month before (yesterday may be either).
    const sameMonth = yesterday.slice(0, 7) === TODAY.slice(0, 7);
    expect(body.month).toEqual({
      bookings: sameMonth ? 3 : 2,
      sales: sameMonth ? '430.00' : '390.00',
      income: sameMonth ? '149.00' : '109.00',
      previous: expect.objectContaining({ bookings: expect.any(Number) }),
    });
    expect(body.series).toEqual([
      { date: yesterday, product: 'other', sales: '40.00', income: '40.00' },
      { date: TODAY, product: 'flight', sales: '90.00', income: '9.00' },
      { date: TODAY, product: 'hotel', sales: '250.00', income: '50.00' },
      { date: TODAY, product: 'other', sales: '50.00', income: '50.00' },
    ]);
    expect(body.byDestination).toEqual([
      { id: lisbon, name: 'Lisbon', bookings: 2, sales: '340.00', income: '140.00' },
      { id: paris, name: 'Paris', bookings: 1, sales: '90.00', income: '9.00' },
    ]);
    expect(body.byAgency).toEqual([
      { id: api.agent.user.id, name: 'Alpha Travel', bookings: 2, sales: '390.00', income: '109.00' },
      { id: other.user.id, name: 'Beta Tours', bookings: 1, sales: '40.00', income: '40.00' },
    ]);
    expect(body.attention).toMatchObject({ onRequest: 1, unpaidNearDeadline: 1, arrivals: 1, departures: 1 });
    // 90 days: B4 too.
    const quarter = (await get('dashboard?period=90d')).json();
    expect(quarter.byAgency.find((a: { id: number }) => a.id === other.user.id)).toMatchObject({ bookings: 2, sales: '1040.00', income: '140.00' });
    expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/dashboard?period=7d', headers: api.admin.headers })).statusCode).toBe(400);
  });

  it("an agent's dashboard: its own months, trips, deadlines and account, never an income or a net price", async () => {
    const res = await get('dashboard', api.agent.headers);
    const body = res.json();
    expect(body.role).toBe('agent');
    expect(body.months).toHaveLength(12);
    expect(body.months.at(-1)).toEqual({ month: TODAY.slice(0, 7), bookings: 2, sales: '390.00' });
    expect(body.upcomingTrips.map((t: { destination: string; status: string }) => [t.destination, t.status])).toEqual([
      ['Lisbon', 'confirmed'],
      ['Paris', 'on-request'],
    ]);
    expect(body.deadlines).toEqual([expect.objectContaining({ paymentDeadline: addDaysTo(TODAY, 2), outstanding: '300.00', currency: 'EUR' })]);
    expect(body.account).toEqual({ creditLimit: expect.any(String), balance: expect.any(String), available: expect.any(String) });
    expect(res.body).not.toMatch(/income|net/i);
    // The other agency sees only its own.
    const theirs = (await get('dashboard', other.headers)).json();
    expect(theirs.months.at(-1).sales).toBe(yesterday.slice(0, 7) === TODAY.slice(0, 7) ? '40.00' : '0.00');
    expect(theirs.upcomingTrips.map((t: { destination: string }) => t.destination)).toEqual(['Lisbon']);
  });

  it('the sales report by product, destination, agency, hotel and flight, per period; admins only', async () => {
    const day = `from=${TODAY}&to=${TODAY}&period=day`;
    const byProduct = (await get(`reports/sales?${day}&groupBy=product`)).json();
    expect(byProduct.rows).toEqual([
      { period: TODAY, key: 'hotel', label: 'hotel', bookings: 1, sales: '250.00', income: '50.00' },
      { period: TODAY, key: 'flight', label: 'flight', bookings: 1, sales: '90.00', income: '9.00' },
      { period: TODAY, key: 'other', label: 'other', bookings: 1, sales: '50.00', income: '50.00' },
    ]);
    expect(byProduct.totals).toEqual({ bookings: 2, sales: '390.00', income: '109.00' });
    const byHotel = (await get(`reports/sales?${day}&groupBy=hotel`)).json();
    expect(byHotel.rows).toEqual([{ period: TODAY, key: String(hotelId), label: 'Harbour Hotel', bookings: 1, sales: '250.00', income: '50.00' }]);
    const byFlight = (await get(`reports/sales?${day}&groupBy=flight`)).json();
    expect(byFlight.rows).toEqual([{ period: TODAY, key: '77', label: 'Lisbon - Paris', bookings: 1, sales: '90.00', income: '9.00' }]);
    const month = (await get(`reports/sales?from=${addDaysTo(TODAY, -45)}&to=${TODAY}&groupBy=agency&period=month`)).json();
    const beta = month.rows.filter((r: { label: string }) => r.label === 'Beta Tours');
    expect(beta.reduce((n: number, r: { bookings: number }) => n + r.bookings, 0)).toBe(2);
    expect(month.totals).toEqual({ bookings: 4, sales: '1430.00', income: '249.00' });
    const byDestination = (await get(`reports/sales?${day}&groupBy=destination`)).json();
    expect(byDestination.rows.map((r: { label: string; sales: string }) => [r.label, r.sales])).toEqual([
      ['Lisbon', '300.00'],
      ['Paris', '90.00'],
    ]);
    expect((await api.t.app.inject({ method: 'GET', url: '/api/v1/reports/sales', headers: api.agent.headers })).statusCode).toBe(403);
    const bad = await api.t.app.inject({ method: 'GET', url: `/api/v1/reports/sales?from=${TODAY}&to=${yesterday}`, headers: api.admin.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('the report as CSV and XLSX through a download link (an admin token only)', async () => {
    const token = async (headers: Record<string, string>) =>
      (await api.t.app.inject({ method: 'POST', url: '/api/v1/download-token', headers })).json().token as string;
    const csv = await get(`reports/sales/download?from=${TODAY}&to=${TODAY}&groupBy=product&period=day&format=csv&token=${await token(api.admin.headers)}`, {});
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\n')[0]).toBe('Period,Product,Bookings,Sales (EUR),Income (EUR)');
    expect(csv.body).toContain(`${TODAY},hotel,1,250.00,50.00`);
    expect(csv.body).toContain('Total,,2,390.00,109.00');
    const xlsx = await get(`reports/sales/download?from=${TODAY}&to=${TODAY}&format=xlsx&token=${await token(api.admin.headers)}`, {});
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const refused = await api.t.app.inject({ method: 'GET', url: `/api/v1/reports/sales/download?format=csv&token=${await token(api.agent.headers)}` });
    expect(refused.statusCode).toBe(403);
    // The report call itself answers the file with format=csv (a client with its login header).
    const direct = await get(`reports/sales?from=${TODAY}&to=${TODAY}&groupBy=product&period=day&format=csv`);
    expect(direct.headers['content-type']).toMatch(/^text\/csv/);
    expect(direct.body).toContain('Total,,2,390.00,109.00');
    const sellCsv = await get(`reports/sell-through?kind=hotel&format=xlsx`);
    expect(sellCsv.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('sell-through: rooms of an allotment and seats of a flight sold against capacity, per night and departure', async () => {
    const hotel = await makeHotel(db(), { name: 'Allotment Inn', locationId: lisbon });
    const room = await makeRoom(db(), hotel.id);
    const night = addDaysTo(TODAY, 10);
    await makeAllotment(db(), room.id, [
      { night, rooms: 5, sold: 2 },
      { night: addDaysTo(night, 1), rooms: 5, sold: 5 },
    ]);
    const rooms = (await get(`reports/sell-through?kind=hotel&id=${hotel.id}&from=${night}&to=${addDaysTo(night, 1)}`)).json();
    expect(rooms.lines).toEqual([
      {
        id: room.id,
        label: 'Allotment Inn · Double',
        cells: [
          { date: night, capacity: 5, sold: 2 },
          { date: addDaysTo(night, 1), capacity: 5, sold: 5 },
        ],
      },
    ]);

    const flight = await createWorkedFlight(api.t.app, db(), api.admin.headers);
    const snapshot = workedSnapshot(flight);
    const flightItem = await insertFlightItem(db(), api.agent.user.id, snapshot);
    const outbound = snapshot.segments[0]!;
    await db().transaction((tx) =>
      recordHolds(tx, flightItem.id, [{ resourceType: 'flight-segment', resourceId: outbound.segmentId, date: outbound.date, units: 3 }]),
    );
    const seats = (await get(`reports/sell-through?kind=flight&id=${flight.id}&from=${outbound.date}&to=${outbound.date}`)).json();
    const line = seats.lines.find((l: { id: number }) => l.id === outbound.segmentId);
    expect(line.label).toBe(`${flight.name} · Outbound`);
    expect(line.cells).toEqual([{ date: outbound.date, capacity: expect.any(Number), sold: 3 }]);
    expect(line.cells[0].capacity).toBeGreaterThan(100);
  });
});
