import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Flight, InventoryCheck } from '@travel/contracts';
import { databaseErrorCode } from '../../../lib/db-errors';
import { addDays } from '../../../test/dates';
import { apiTestContext, engines } from '../../../test/harness';
import { bookingItems, bookings } from '../../bookings/tables';
import { postBooking } from '../../bookings/test-data';
import { sendForm } from '../../hotels/test-data';
import { inventoryHolds } from '../../inventory/tables';
import { isoWeekday } from '../schedule';
import { SEAT_RESOURCE, SEGMENT_RESOURCE } from '../sale';
import { flightSales } from '../tables';
import { BACK, createWorkedFlight, flightBookingJson, OUT, requiredMeals, searchWorkedFlight, type WorkedFlight, workedPassengers } from '../test-data';

/**
 * Issue 27: a flight's sales survive every schedule edit. A booking holds seats of a departure
 * (capacity, by segment) and chosen seats (by leg); the Schedule, Seat map and Extras tabs save the
 * whole list of segments, so an edit that would free, drop or shrink what is sold is refused with a
 * 409 naming the departures and bookings, and nothing is saved. Behind the API the ledger's guard
 * keys refuse the delete of a held segment or leg in the database itself.
 */

const day = (date: string) => date.split('-').reverse().join('.');
type SegmentsInput = Record<string, unknown>[];

/** The flight's schedule as the edit screen sends it back: every row with its id. */
function segmentsOf(flight: Flight): SegmentsInput {
  return flight.segments.map((s) => ({
    id: s.id,
    direction: s.direction,
    weekdays: s.weekdays,
    validFrom: s.validFrom,
    validTo: s.validTo,
    seatCapacity: s.seatCapacity,
    legs: s.legs.map((l) => ({
      id: l.id,
      flightNumber: l.flightNumber,
      fromAirport: l.fromAirport.id,
      toAirport: l.toAirport.id,
      departureTime: l.departureTime,
      dayOffset: l.dayOffset,
      durationMinutes: l.durationMinutes,
      seatMap: l.seatMap,
      mealOptions: l.mealOptions.map((m) => ({ id: m.id, name: m.name, price: m.price })),
    })),
    baggageOptions: s.baggageOptions.map((b) => ({ id: b.id, name: b.name, weight: b.weight, price: b.price })),
  }));
}

type Leg = {
  id?: number;
  dayOffset: number;
  seatMap: { rowsCount: number; seatsNumbers: string[]; blockedSeats: string[]; rowPrices: unknown[] } | null;
  departureTime: string;
};
const outboundLeg = (segments: SegmentsInput) => (segments[0]!.legs as Leg[])[0]!;

describe.each(engines)('schedule edits of a sold flight on %s', (engine) => {
  const api = apiTestContext(engine);
  const db = api.db;
  const inject = (method: 'GET' | 'DELETE' | 'POST', url: string, headers: Record<string, string> = api.admin.headers) =>
    api.t.app.inject({ method, url: `/api/v1/${url}`, headers });
  const getFlight = async (id: number) => (await inject('GET', `flights/${id}`)).json() as Flight;
  const saveSchedule = (flight: WorkedFlight, segments: SegmentsInput) =>
    sendForm(
      api.t.app,
      'POST',
      `/api/v1/flights/${flight.id}`,
      {
        _method: 'PUT',
        name: flight.name,
        fromAirport: JSON.stringify({ id: flight.lis }),
        toAirport: JSON.stringify({ id: flight.cdg }),
        segments: JSON.stringify(segments),
      },
      api.admin.headers,
    );
  const check = async () => (await inject('GET', 'inventory/check')).json() as InventoryCheck;

  /** Books the worked round trip (3 seated passengers), seat 3A on the outbound leg for passenger 1; answers its reference. */
  const bookWithSeat = async (flight: WorkedFlight) => {
    const option = await searchWorkedFlight(api.t.app, db(), api.agent.headers, flight);
    const fares = { outbound: flight.fares.light, return: flight.fares.plus };
    const choices = {
      fares,
      meals: await requiredMeals(api.t.app, api.agent.headers, option.hash, fares),
      seats: [{ passengerId: 'passenger1', legKey: 'outbound-1', id: '3A', price: '12.00' }],
    };
    const res = await postBooking(api.t.app, api.agent.headers, flightBookingJson(option.hash, choices));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db().select({ pnrs: bookings.pnrs }).from(bookings).where(eq(bookings.id, res.json().id));
    return { id: res.json().id as number, reference: row!.pnrs };
  };

  /** One adult on the outbound only, choosing `seat`: the second booking that would take a freed seat. */
  const bookOneAdult = async (flight: WorkedFlight, seat: string) => {
    const rooms = [{ adults: 1, childrenAges: [] }];
    const option = await searchWorkedFlight(api.t.app, db(), api.agent.headers, flight, rooms);
    const fares = { outbound: flight.fares.light, return: flight.fares.plus };
    const passengers = { passenger1: workedPassengers().passenger1 };
    const choices = {
      fares,
      meals: await requiredMeals(api.t.app, api.agent.headers, option.hash, fares),
      seats: [{ passengerId: 'passenger1', legKey: 'outbound-1', id: seat, price: '12.00' }],
    };
    return postBooking(api.t.app, api.agent.headers, flightBookingJson(option.hash, choices, passengers));
  };

  const seatHolders = async (flight: WorkedFlight, seat: string) =>
    db()
      .select({ item: inventoryHolds.bookingItemId })
      .from(inventoryHolds)
      .where(
        and(
          eq(inventoryHolds.resourceType, SEAT_RESOURCE),
          eq(inventoryHolds.resourceId, flight.legs.outbound),
          eq(inventoryHolds.date, OUT),
          eq(inventoryHolds.seatCode, seat),
          isNull(inventoryHolds.releasedAt),
        ),
      );

  it('shows the sold departures and seats, refuses every edit that would undo them (409, nothing saved), and the sold seat stays sold', async () => {
    const flight = await createWorkedFlight(api.t.app, db(), api.admin.headers, { numbers: { out: 'TS401', back: 'TS402' }, seatCapacity: 4 });
    const sold = await bookWithSeat(flight);

    // The edit screen's data: which departures are sold, by whom, and the seat chosen.
    const before = await getFlight(flight.id);
    const outbound = before.segments.find((s) => s.direction === 'outbound')!;
    const back = before.segments.find((s) => s.direction === 'return')!;
    expect(outbound.sold).toBe(true);
    expect(outbound.sales).toEqual([{ date: OUT, seats: 3, bookings: [sold.reference] }]);
    expect(back.sales).toEqual([{ date: BACK, seats: 3, bookings: [sold.reference] }]);
    expect(outbound.legs[0]!.soldSeats).toEqual([{ date: OUT, seat: '3A', booking: sold.reference }]);
    expect(back.legs[0]!.soldSeats).toEqual([]);

    const outDay = isoWeekday(OUT);
    const edits: [string, (s: SegmentsInput) => void, string][] = [
      // The regression of issue 27: the leg removed and added again is a new row; the seat 3A hold would stay on the old id.
      [
        'the outbound leg re-created (sent without its id)',
        (s) => {
          delete outboundLeg(s).id;
        },
        'Leg TS401 of the outbound segment is flown by bookings on',
      ],
      ['the return segment removed', (s) => s.splice(1, 1), 'The return segment has bookings on'],
      ['the outbound segment removed', (s) => s.splice(0, 1), 'The outbound segment has bookings on'],
      ['the capacity lowered below the 3 seats sold', (s) => (s[0]!.seatCapacity = 2), 'would sell 2 seats a departure, fewer than the 3 already sold on'],
      ['seat 3A blocked', (s) => outboundLeg(s).seatMap!.blockedSeats.push('3A'), '3A on'],
      [
        'the map cut to rows 1-2 (3A off the map)',
        (s) => {
          outboundLeg(s).seatMap = { rowsCount: 3, seatsNumbers: ['A', 'B', 'C', 'D', 'E', 'F'], blockedSeats: [], rowPrices: [] };
        },
        'it is no longer on the seat map',
      ],
      [
        'the seat map removed',
        (s) => {
          outboundLeg(s).seatMap = null;
        },
        'the seat map is removed',
      ],
      ['the weekday of the sold departure dropped', (s) => (s[0]!.weekdays = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== outDay)), 'would no longer fly on'],
      ['the validity moved past the sold departure', (s) => (s[0]!.validFrom = addDays(OUT, 1)), 'would no longer fly on'],
      ['the sold leg moved a day later', (s) => (outboundLeg(s).dayOffset = 1), 'cannot move to another day'],
    ];
    for (const [what, edit, sentence] of edits) {
      const segments = structuredClone(segmentsOf(before));
      edit(segments);
      const res = await saveSchedule(flight, segments);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(409);
      expect(res.json().code, what).toBe('schedule_has_sales');
      expect(res.json().error, what).toContain(sentence);
      // Every refusal names the departure and the booking concerned.
      expect(res.json().error, what).toMatch(
        new RegExp(`${day(what.includes('return segment removed') ? BACK : OUT).replace(/\./g, '\\.')}.*${sold.reference}`),
      );
      // Nothing was saved: the schedule reads back exactly as it was.
      expect(await getFlight(flight.id), what).toEqual(before);
    }

    // Edits that keep what is sold are saved, with every id kept: a new time, the capacity down to exactly what is sold.
    const kept = structuredClone(segmentsOf(before));
    outboundLeg(kept).departureTime = '09:00';
    kept[0]!.seatCapacity = 3;
    const saved = await saveSchedule(flight, kept);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as Flight;
    expect(after.segments.map((s) => s.id)).toEqual(before.segments.map((s) => s.id));
    expect(after.segments[0]!.legs[0]).toMatchObject({ id: flight.legs.outbound, departureTime: '09:00' });
    expect(after.segments[0]!.seatCapacity).toBe(3);
    // Back to 4 so one more passenger fits the departure.
    kept[0]!.seatCapacity = 4;
    expect((await saveSchedule(flight, kept)).statusCode).toBe(200);

    // The sold seat stays sold: a second booking choosing 3A is refused, and 3A is held once.
    const second = await bookOneAdult(flight, '3A');
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().error).toMatch(/3A .*taken by another booking/);
    expect(await seatHolders(flight, '3A')).toHaveLength(1);
    // Another seat is still sold normally, and the departure is then full (4 of 4).
    expect((await bookOneAdult(flight, '4B')).statusCode).toBe(201);
    expect((await getFlight(flight.id)).segments[0]!.sales[0]!.seats).toBe(4);

    expect((await check()).findings).toEqual([]);
  });

  it('refuses deleting a fare or pricing row that priced the outbound or the return, naming the bookings and their departure', async () => {
    const flight = await createWorkedFlight(api.t.app, db(), api.admin.headers, { numbers: { out: 'TS501', back: 'TS502' } });
    const sold = await bookWithSeat(flight);
    const [item] = await db().select({ id: bookingItems.id }).from(bookingItems).where(eq(bookingItems.bookingId, sold.id));
    // Light priced the outbound, Plus the return: both are recorded.
    expect(await db().select().from(flightSales).where(eq(flightSales.bookingItemId, item!.id))).toEqual([
      {
        bookingItemId: item!.id,
        flightId: flight.id,
        fareId: flight.fares.light,
        farePricingId: flight.pricing.light,
        returnFareId: flight.fares.plus,
        returnFarePricingId: flight.pricing.plus,
      },
    ]);
    for (const [url, code, date] of [
      [`flights/${flight.id}/fares/${flight.fares.plus}`, 'fare_has_bookings', BACK],
      [`flights/fare-pricing/${flight.pricing.plus}`, 'fare_pricing_has_bookings', BACK],
      [`flights/${flight.id}/fares/${flight.fares.light}`, 'fare_has_bookings', OUT],
      [`flights/fare-pricing/${flight.pricing.light}`, 'fare_pricing_has_bookings', OUT],
    ] as const) {
      const res = await inject('DELETE', url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({ code });
      expect(res.json().error, url).toContain(`departing ${day(date)} (booking ${sold.reference})`);
    }
    const fares = (await getFlight(flight.id)).fares;
    expect(fares.map((f) => f.id).sort()).toEqual([flight.fares.light, flight.fares.plus].sort());
    expect(fares.flatMap((f) => f.pricing.map((p) => p.id)).sort()).toEqual([flight.pricing.light, flight.pricing.plus].sort());
  });

  it('refuses, in the database itself, deleting a held segment or leg and a hold of nothing; a released hold keeps nothing', async () => {
    const flight = await createWorkedFlight(api.t.app, db(), api.admin.headers, { numbers: { out: 'TS601', back: 'TS602' } });
    const sold = await bookWithSeat(flight);
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await db()
        .execute(statement)
        .then(() => null)
        .catch((e: unknown) => e);
      return databaseErrorCode(error);
    };
    // PostgreSQL 15 reports a RESTRICT key as 23503, PostgreSQL 17 (PGlite) as 23001.
    expect(['23503', '23001']).toContain(await refused(sql`delete from flight_legs where id = ${flight.legs.outbound}`));
    expect(['23503', '23001']).toContain(await refused(sql`delete from flight_segments where id = ${flight.segments.return}`));
    const [item] = await db().select({ id: bookingItems.id }).from(bookingItems).where(eq(bookingItems.bookingId, sold.id));
    expect(
      await refused(
        sql`insert into inventory_holds (booking_item_id, resource_type, resource_id, date, units) values (${item!.id}, ${SEGMENT_RESOURCE}, 2000000, ${OUT}, 1)`,
      ),
    ).toBe('23503');
    expect(
      await refused(
        sql`insert into inventory_holds (booking_item_id, resource_type, resource_id, date, units, seat_code) values (${item!.id}, ${SEAT_RESOURCE}, 2000000, ${OUT}, 1, '9C')`,
      ),
    ).toBe('23503');
    expect(
      await refused(
        sql`insert into inventory_holds (booking_item_id, resource_type, resource_id, date, units) values (${item!.id}, 'room', 2000000, ${OUT}, 1)`,
      ),
    ).toBe('23503');

    // Cancelled, the booking holds nothing: the return segment can go (the fares it sold stay, as sales).
    expect((await inject('POST', `bookings/${sold.id}/cancel`)).statusCode).toBe(200);
    const flightNow = await getFlight(flight.id);
    expect(flightNow.segments.every((s) => !s.sold && s.sales.length === 0)).toBe(true);
    const res = await saveSchedule(flight, segmentsOf(flightNow).slice(0, 1));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Flight).segments.map((s) => s.direction)).toEqual(['outbound']);
    expect((await check()).findings).toEqual([]);
  });

  it('the inventory check is for administrators and names what disagrees: a seat blocked and a capacity lowered behind the API', async () => {
    expect((await inject('GET', 'inventory/check', api.agent.headers)).statusCode).toBe(403);
    expect((await inject('GET', 'inventory/check', {})).statusCode).toBe(401);
    const flight = await createWorkedFlight(api.t.app, db(), api.admin.headers, { numbers: { out: 'TS701', back: 'TS702' } });
    const sold = await bookWithSeat(flight);
    const clean = await check();
    expect(clean.findings).toEqual([]);
    expect(clean.liveHolds).toBeGreaterThanOrEqual(3);

    await db().execute(sql`update flight_legs set seat_map = jsonb_set(seat_map, '{blockedSeats}', '["3A"]') where id = ${flight.legs.outbound}`);
    await db().execute(sql`update flight_segments set seat_capacity = 2 where id = ${flight.segments.return}`);
    const found = (await check()).findings;
    expect(found).toEqual(
      expect.arrayContaining([
        { kind: 'seat_not_for_sale', message: `Seat 3A of TS701 on ${day(OUT)} is sold but blocked on the seat map.`, bookings: [sold.reference] },
        {
          kind: 'oversold',
          message: `Flight segment ${flight.segments.return} (return) has 3 seats sold on ${day(BACK)}, over its capacity of 2.`,
          bookings: [sold.reference],
        },
      ]),
    );
    expect(found).toHaveLength(2);
  });
});
