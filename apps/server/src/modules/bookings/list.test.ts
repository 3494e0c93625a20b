import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, taxonomyId, type Session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { cityId, makeHotel } from '../hotels/test-data';
import { locations } from '../reference/tables';
import { bookableHotel, bookOnce, closeTestApp, insertBooking } from './test-data';
import { fixtureDate } from '../../test/dates';

type Entity = { id: number; pnrs: string; [key: string]: unknown };

describe.each(engines)('GET /bookings on %s', (engine) => {
  let t: TestContext;
  let agentA: Session;
  let agentB: Session;
  let admin: Session;
  let lisbonHotel: { id: number; locationId: number };
  let parisHotel: { id: number; locationId: number };
  let b1: Entity;
  let b2: Entity;
  let b3: Entity;
  let b4: Entity;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    agentA = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Alpha Travel' });
    agentB = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Beta Voyages' });
    admin = await session(t.app, db(), 'ROLE_ADMIN');
    lisbonHotel = await makeHotel(db(), { locationId: await cityId(db(), 'Lisbon'), name: 'Lisbon Palace' });
    parisHotel = await makeHotel(db(), { locationId: await cityId(db(), 'Paris'), name: 'Paris Etoile' });
    b1 = await insertBooking(db(), {
      agentId: agentA.user.id,
      pnrs: 'AAAA1111',
      createdAt: `${fixtureDate('2026-01-10')}T10:00:00Z`,
      startDate: fixtureDate('2027-06-01'),
      endDate: fixtureDate('2027-06-05'),
      hotel: lisbonHotel,
      passengers: [
        ['Ann', 'Lee'],
        ['Zed', 'Lee'],
      ],
    });
    b2 = await insertBooking(db(), {
      agentId: agentA.user.id,
      pnrs: 'BBBB2222',
      createdAt: `${fixtureDate('2026-02-10')}T23:30:00Z`,
      startDate: fixtureDate('2027-07-01'),
      endDate: fixtureDate('2027-07-04'),
      hotel: parisHotel,
      status: 'on-request',
      payment: 'paid',
      passengers: [['Bob', 'Stone']],
    });
    b3 = await insertBooking(db(), {
      agentId: agentB.user.id,
      pnrs: 'CCCC3333',
      createdAt: `${fixtureDate('2026-01-15')}T08:00:00Z`,
      startDate: fixtureDate('2027-06-10'),
      endDate: fixtureDate('2027-06-12'),
      hotel: lisbonHotel,
      passengers: [['Cid', 'Moss']],
    });
    // No item: its destination is the booking's own (a country).
    const portugal = (await db().select().from(locations).where(eq(locations.id, lisbonHotel.locationId)))[0]!.parentId!;
    b4 = await insertBooking(db(), {
      agentId: agentA.user.id,
      pnrs: 'DDDD4444',
      createdAt: `${fixtureDate('2026-01-20')}T08:00:00Z`,
      startDate: fixtureDate('2027-08-01'),
      endDate: fixtureDate('2027-08-03'),
      toLocationId: portugal,
      passengers: [['Dee', 'Ray']],
    });
  });
  afterAll(() => closeTestApp(t));

  const list = async (query: Record<string, string | number>, headers: Record<string, string> = agentA.headers) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { entities: Entity[]; pagesCount: number; total: number };
  };
  const refs = async (query: Record<string, string | number>, headers?: Record<string, string>) => (await list(query, headers)).entities.map((e) => e.pnrs);

  it('an agent sees its own bookings only, newest first; agentId is ignored for it', async () => {
    expect(await refs({})).toEqual(['BBBB2222', 'DDDD4444', 'AAAA1111']);
    expect(await refs({}, agentB.headers)).toEqual(['CCCC3333']);
    expect(await refs({ agentId: agentB.user.id })).toEqual(['BBBB2222', 'DDDD4444', 'AAAA1111']);
    expect(await refs({ bookingCode: 'CCCC' })).toEqual([]);
  });

  it('the list item: columns of the spec, no agent key for an agent, the agency for an admin', async () => {
    const [entity] = (await list({ bookingCode: 'BBBB2222' })).entities;
    expect(entity).toEqual({
      id: b2.id,
      pnrs: 'BBBB2222',
      productTitles: ['Paris Etoile'],
      passengerName: 'Bob Stone',
      bookingStatus: { id: await taxonomyId(db(), 'bookingStatus', 'on-request'), title: 'On request', slug: 'on-request' },
      paymentStatus: { id: await taxonomyId(db(), 'paymentStatus', 'paid'), title: 'Paid', slug: 'paid' },
      startDate: fixtureDate('2027-07-01'),
      endDate: fixtureDate('2027-07-04'),
      createdAt: `${fixtureDate('2026-02-10')}T23:30:00.000Z`,
      total: '100.00',
      currency: 'EUR',
      remaining: '100.00',
      // Issue 31: written straight to the table, it is on no agency account.
      paymentDeadline: null,
      accountStatus: null,
    });
    const [forAdmin] = (await list({ bookingCode: 'BBBB2222' }, admin.headers)).entities;
    expect(forAdmin!.agent).toEqual({ id: agentA.user.id, companyName: 'Alpha Travel' });
    expect(await refs({ agentId: agentB.user.id }, admin.headers)).toEqual(['CCCC3333']);
  });

  it('a booking made through the API: product titles, lead passenger, balance', async () => {
    const { hotel } = await bookableHotel(db(), { city: 'Porto' });
    const created = (await bookOnce(t.app, db(), hotel, agentB.headers)).json();
    const [entity] = (await list({ bookingCode: created.pnrs }, agentB.headers)).entities;
    expect(entity).toMatchObject({
      id: created.id,
      productTitles: [`${hotel.name}: Double, Bed & breakfast`],
      passengerName: 'Ann0 Traveller',
      total: '330.00',
      remaining: '330.00',
      currency: 'EUR',
    });
  });

  it('filters: booking dates, travel dates, statuses, service type, destination, hotel, reference, passenger', async () => {
    // Booking dates are calendar days (UTC) of creation, both inclusive.
    expect(await refs({ bookingStartDate: fixtureDate('2026-01-15') })).toEqual(['BBBB2222', 'DDDD4444']);
    expect(await refs({ bookingEndDate: fixtureDate('2026-01-20') })).toEqual(['DDDD4444', 'AAAA1111']);
    expect(await refs({ bookingStartDate: fixtureDate('2026-02-10'), bookingEndDate: fixtureDate('2026-02-10') })).toEqual(['BBBB2222']);
    // Travel dates: the stay lies within them.
    expect(await refs({ travelStartDate: fixtureDate('2027-06-01'), travelEndDate: fixtureDate('2027-06-30') })).toEqual(['AAAA1111']);
    expect(await refs({ travelStartDate: fixtureDate('2027-06-02') })).toEqual(['BBBB2222', 'DDDD4444']);
    expect(await refs({ travelEndDate: fixtureDate('2027-07-04') })).toEqual(['BBBB2222', 'AAAA1111']);
    expect(await refs({ bookingStatusId: await taxonomyId(db(), 'bookingStatus', 'on-request') })).toEqual(['BBBB2222']);
    expect(await refs({ paymentStatusId: await taxonomyId(db(), 'paymentStatus', 'not-paid') })).toEqual(['DDDD4444', 'AAAA1111']);
    expect(await refs({ productType: 'hotel' })).toEqual(['BBBB2222', 'AAAA1111']);
    expect(await refs({ productType: 'transfer' })).toEqual([]);
    expect(await refs({ productType: 'all' })).toHaveLength(3);
    // Destination: the booking's destination or a booked hotel's location, at or below the one asked.
    expect(await refs({ destinationLocationId: lisbonHotel.locationId })).toEqual(['AAAA1111']);
    const portugal = (await db().select().from(locations).where(eq(locations.id, lisbonHotel.locationId)))[0]!.parentId!;
    expect(await refs({ destinationLocationId: portugal })).toEqual(['DDDD4444', 'AAAA1111']);
    expect(await refs({ hotelId: parisHotel.id })).toEqual(['BBBB2222']);
    expect(await refs({ bookingCode: 'bbbb' })).toEqual(['BBBB2222']);
    expect(await refs({ bookingCode: '4444' })).toEqual(['DDDD4444']);
    expect(await refs({ bookingCode: '%' })).toEqual([]);
    expect(await refs({ passengerName: 'zed' })).toEqual(['AAAA1111']);
    expect(await refs({ passengerName: 'bob stone' })).toEqual(['BBBB2222']);
    expect(await refs({ passengerName: 'Moss' })).toEqual([]);
    expect(await refs({ hotelId: lisbonHotel.id, bookingStartDate: fixtureDate('2026-01-01'), passengerName: 'ann' })).toEqual(['AAAA1111']);
    expect(b1.id).toBeLessThan(b3.id);
    expect(b4.pnrs).toBe('DDDD4444');
  });

  it('pages of 20 with pagesCount and total', async () => {
    const agentC = await session(t.app, db());
    for (let i = 0; i < 23; i++) {
      await insertBooking(db(), {
        agentId: agentC.user.id,
        pnrs: `PAGE${String(i).padStart(4, '0')}`,
        createdAt: new Date(Date.parse(`${fixtureDate('2026-01-01')}T00:00:00Z`) + i * 60_000).toISOString(),
      });
    }
    const first = await list({}, agentC.headers);
    expect(first.entities).toHaveLength(20);
    expect(first.entities[0]!.pnrs).toBe('PAGE0022');
    expect([first.pagesCount, first.total]).toEqual([2, 23]);
    const second = await list({ page: 2 }, agentC.headers);
    expect(second.entities.map((e) => e.pnrs)).toEqual(['PAGE0002', 'PAGE0001', 'PAGE0000']);
    expect((await list({ page: 3 }, agentC.headers)).entities).toEqual([]);
    expect(await list({ bookingCode: 'nothing' }, agentC.headers)).toEqual({ entities: [], pagesCount: 1, total: 0 });
  });

  it('refuses bad filters with a 400 naming the field; 401 without a token', async () => {
    const cases: [string, string][] = [
      ['bookingStartDate=yesterday', 'bookingStartDate: must be a date YYYY-MM-DD'],
      ['travelEndDate=2027-02-30', 'travelEndDate: must be a date YYYY-MM-DD'],
      ['productType=boat', 'productType: must be hotel, flight, transfer, visa or tour'],
      ['hotelId=abc', 'hotelId: must be an id'],
      ['page=0', 'page: must be a page number'],
    ];
    for (const [query, error] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/bookings?${query}`, headers: agentA.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe(error);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/bookings' })).statusCode).toBe(401);
  });
  it('downloads the filtered list as CSV with a single-use download token, never the login token', async () => {
    const token = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'POST', url: '/api/v1/download-token', headers })).json().token as string;
    const download = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/bookings/csv/download?${query}` });
    const own = await token(agentA.headers);
    const res = await download(`token=${own}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Booking Reference,Service Description,Passenger,Status,Start Date,End Date,Payment Status,Booking Date,Total,Balance,Currency,Payments',
    );
    expect(res.body).toContain('AAAA1111');
    expect(res.body).not.toContain('CCCC3333');
    // The same filters as the list.
    const filtered = await download(`token=${await token(agentA.headers)}&bookingCode=BBBB`);
    expect(filtered.body.trim().split('\n')).toHaveLength(2);
    // An admin's export carries the agency column and every agency's bookings.
    const adminCsv = await download(`token=${await token(admin.headers)}`);
    expect(adminCsv.body.split('\n')[0]).toMatch(/^Booking Reference,Agency,/);
    expect(adminCsv.body).toContain('CCCC3333');
    // Used, missing, or a login token instead: 401.
    expect((await download(`token=${own}`)).statusCode).toBe(401);
    expect((await download('')).statusCode).toBe(401);
    expect((await download(`token=${agentA.token}`)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/download-token' })).statusCode).toBe(401);
  });
});
