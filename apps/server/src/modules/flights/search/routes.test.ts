import { SEARCH_MESSAGES } from '@travel/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, fixtureDate } from '../../../test/dates';
import { countryId } from '../../../test/factories';
import { engines } from '../../../test/harness';
import { postBooking } from '../../bookings/test-data';
import { bookingItems } from '../../bookings/tables';
import { cityId, makeHotel } from '../../hotels/test-data';
import { inventoryHolds } from '../../inventory/tables';
import { SEAT_RESOURCE, SEGMENT_RESOURCE } from '../sale';
import { isoWeekday } from '../schedule';
import { flightFarePricing, flightFares, flightSales } from '../tables';
import { airportId, createWorkedFlight, flightBookingJson, requiredMeals, searchWorkedFlight, workedPassengers } from '../test-data';
import { BACK, flightTestContext, OUT, type WorkedFlight } from './test-data';

type Entity = { id: number; value: number; label: string; isSub: boolean; code?: string | null };

/**
 * Routes an agent can find (issue 30): the search form's origin and destination lists offer only
 * what is sold, both ways of a route (a round trip's return leg flies on its own one way, and as
 * the outbound of a trip the other way round, priced by the same fares); a search whose days have
 * no flight answers the nearest days with one; `nights` travels with the dates.
 */
describe.each(engines)('routes an agent can find on %s', (engine) => {
  const t = flightTestContext(engine);
  const db = () => t.api.db();
  let flight: WorkedFlight;
  beforeAll(async () => {
    flight = await t.workedFlight();
  });

  const list = async (url: string) => {
    const res = await t.api.t.app.inject({ method: 'GET', url: `/api/v1/destinations/${url}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { entities: Entity[] }).entities;
  };
  const codes = (entities: Entity[]) => entities.map((e) => e.code).sort();

  it('origin airports are those with a departure on sale: both ends of a route, since its return leg flies back', async () => {
    expect(codes(await list('from-airports?searchMode=flight'))).toEqual(['CDG', 'LIS']);
    expect(codes(await list('from-airports?searchMode=package'))).toEqual(['CDG', 'LIS']);
    // Hotel mode (a transfer's arrival airport) keeps every airport.
    expect((await list('from-airports?searchMode=hotel')).length).toBeGreaterThan(2);
  });

  it('destination airports narrow to what a flight from the chosen origin reaches', async () => {
    expect(codes(await list(`to-airports?searchMode=flight&fromAirportId=${flight.lis}`))).toEqual(['CDG']);
    expect(codes(await list(`to-airports?searchMode=flight&fromAirportId=${flight.cdg}`))).toEqual(['LIS']);
    expect(await list(`to-airports?searchMode=flight&fromAirportId=${await airportId(db(), 'ORY')}`)).toEqual([]);
    // No origin yet: every airport some flight reaches.
    expect(codes(await list('to-airports?searchMode=flight'))).toEqual(['CDG', 'LIS']);
    const paris = await cityId(db(), 'Paris');
    expect(codes(await list(`to-airports?searchMode=package&toId=${paris}&fromAirportId=${flight.lis}`))).toEqual(['CDG']);
    const res = await t.api.t.app.inject({ method: 'GET', url: '/api/v1/destinations/to-airports?searchMode=flight&fromAirportId=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('fromAirportId');
  });

  it('a route whose fares price no day from today on is not offered', async () => {
    const rome = await t.workedFlight({ name: 'Lisbon - Rome', to: 'FCO', numbers: ['TR1', 'TR2'] });
    expect(codes(await list(`to-airports?searchMode=flight&fromAirportId=${flight.lis}`))).toEqual(['CDG', 'FCO']);
    const fares = (await db().select({ id: flightFares.id }).from(flightFares).where(eq(flightFares.flightId, rome.id))).map((f) => f.id);
    await db().update(flightFarePricing).set({ startDate: '2020-01-01', endDate: '2020-01-31' }).where(inArray(flightFarePricing.fareId, fares));
    expect(codes(await list(`to-airports?searchMode=flight&fromAirportId=${flight.lis}`))).toEqual(['CDG']);
    expect(codes(await list('from-airports?searchMode=flight'))).toEqual(['CDG', 'LIS']);
  });

  it('package destinations are places with hotels that a round trip from the origin lands in', async () => {
    const [paris, rome, lisbon] = [await cityId(db(), 'Paris'), await cityId(db(), 'Rome'), await cityId(db(), 'Lisbon')];
    const [france, portugal] = [await countryId(db(), 'FR'), await countryId(db(), 'PT')];
    await makeHotel(db(), { locationId: paris });
    await makeHotel(db(), { locationId: rome });
    const fromLisbon = await list(`to?searchMode=package&fromAirportId=${flight.lis}`);
    expect(fromLisbon.map((e) => [e.id, e.isSub])).toEqual([
      [france, false],
      [paris, true],
    ]);
    // Nothing to stay in at the other end yet; then a hotel in Lisbon.
    expect(await list(`to?searchMode=package&fromAirportId=${flight.cdg}`)).toEqual([]);
    await makeHotel(db(), { locationId: lisbon });
    expect((await list(`to?searchMode=package&fromAirportId=${flight.cdg}`)).map((e) => e.id)).toEqual([portugal, lisbon]);
    // No origin yet: every place a round trip reaches; hotel mode lists every place with hotels.
    expect((await list('to?searchMode=package')).map((e) => e.id)).toEqual([france, paris, portugal, lisbon]);
    expect((await list('to?searchMode=hotel')).map((e) => e.label)).toContain('Rome');
  });

  it('the return leg books one way on its own: CDG -> LIS flies TA402, priced at the one-way fares', async () => {
    const reverse = { lis: flight.cdg, cdg: flight.lis };
    const body = await t.found(reverse, { flightType: 'oneway', endDate: undefined });
    // The §10 family one way at Light: 2 x 100 + 75 + 10 = 285.00, 71.25 a person.
    expect(body.flights.map((f) => [f.id, f.flightType, f.pricePerPax, f.price])).toEqual([[flight.id, 'oneway', '71.25', '285.00']]);
    expect(body.nearestDates).toBeNull();
    const [segment] = body.flights[0]!.segments;
    expect(segment).toMatchObject({
      segmentKey: 'outbound',
      flightNumber: 'TA402',
      origin: { code: 'CDG' },
      destination: { code: 'LIS' },
      departureDate: `${OUT}T12:30`,
    });
    expect(segment!.legs.map((l) => l.legKey)).toEqual(['outbound-1']);
    // Its hash reads again: fares, and the return segment's extras (its bag, its leg's meals).
    const details = await t.detailsOf(body.flights[0]!.hash);
    expect(details.segments.map((s) => [s.segmentKey, s.flightNumber, s.fares.map((f) => f.name)])).toEqual([['outbound', 'TA402', ['Light', 'Plus']]]);
    const bags = await t.extraOf('baggage', { hash: body.flights[0]!.hash, flight: { segments: [{ segmentKey: 'outbound', fareId: flight.light }] } });
    expect(bags.entities.map((e) => e.title)).toEqual(['CDG → LIS · TA402']);
  });

  it('and as the outbound of a round trip the other way: out on TA402, back on TA401, priced as the forward trip', async () => {
    const body = await t.found({ lis: flight.cdg, cdg: flight.lis });
    expect(body.flights.map((f) => [f.id, f.price])).toEqual([[flight.id, '515.00']]);
    expect(body.flights[0]!.segments.map((s) => [s.segmentKey, s.flightNumber, s.origin.code, s.destination.code, s.departureDate])).toEqual([
      ['outbound', 'TA402', 'CDG', 'LIS', `${OUT}T12:30`],
      ['return', 'TA401', 'LIS', 'CDG', `${BACK}T08:10`],
    ]);
    // The forward trip is unchanged.
    expect((await t.found(flight)).flights.map((f) => [f.id, f.segments[0]!.flightNumber, f.price])).toEqual([[flight.id, 'TA401', '515.00']]);
  });

  it('no flight on the searched days: the nearest days with departures before and after, from the schedule', async () => {
    // Flies the day before OUT and two days after, both ways.
    const weekdays = [isoWeekday(addDays(OUT, -1)), isoWeekday(addDays(OUT, 2))];
    const nice = await t.workedFlight({ name: 'Lisbon - Nice', to: 'NCE', numbers: ['TN1', 'TN2'], weekdays });
    const route = { lis: nice.lis, cdg: nice.cdg };
    const oneWay = await t.found(route, { flightType: 'oneway', endDate: undefined });
    expect(oneWay).toMatchObject({ flights: [], total: 0, price: null });
    expect(oneWay.nearestDates).toEqual({ before: { startDate: addDays(OUT, -1), endDate: null }, after: { startDate: addDays(OUT, 2), endDate: null } });
    // A round trip keeps its nights (7: the same weekdays).
    expect((await t.found(route)).nearestDates).toEqual({
      before: { startDate: addDays(OUT, -1), endDate: addDays(BACK, -1) },
      after: { startDate: addDays(OUT, 2), endDate: addDays(BACK, 2) },
    });
    // The other way round too.
    expect((await t.found({ lis: nice.cdg, cdg: nice.lis }, { flightType: 'oneway', endDate: undefined })).nearestDates).toEqual(oneWay.nearestDates);
    // The offered day finds the flight, and then no nearest days.
    const moved = await t.found(route, { flightType: 'oneway', startDate: addDays(OUT, 2), endDate: undefined });
    expect(moved.flights.map((f) => f.id)).toEqual([nice.id]);
    expect(moved.nearestDates).toBeNull();
    // August is flown but not priced (the fares' row is June's): the last priced June day before, nothing after.
    const august = await t.found(route, { flightType: 'oneway', startDate: fixtureDate('2027-08-10'), endDate: undefined });
    let lastJune = fixtureDate('2027-06-30');
    while (!weekdays.includes(isoWeekday(lastJune))) lastJune = addDays(lastJune, -1);
    expect(august.nearestDates).toEqual({ before: { startDate: lastJune, endDate: null }, after: null });
    // A route nobody flies: nothing to offer on either side.
    const nowhere = await t.found({ lis: nice.lis, cdg: await airportId(db(), 'ORY') }, { flightType: 'oneway', endDate: undefined });
    expect(nowhere.nearestDates).toEqual({ before: null, after: null });
  });

  it('nights travel with the dates: checked against them, 400 naming the field', async () => {
    expect((await t.found(flight, { nights: '7' })).flights).toHaveLength(1);
    const refused = async (params: Record<string, unknown>, sentence: string) => {
      const res = await t.search(flight, params);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toContain(sentence);
    };
    await refused({ nights: '5' }, 'nights: 5 is not the number of nights from startDate to endDate (7)');
    await refused({ nights: 'seven' }, 'nights: must be a whole number of nights');
    await refused({ nights: '-1' }, 'nights: must not be below 0');
    // A one-way flight has no nights to check.
    expect((await t.found(flight, { flightType: 'oneway', endDate: undefined, nights: '3' })).flights).toHaveLength(1);
    // Hotel mode: the same check, and the spec's sentence above 30.
    const hotel = {
      searchMode: 'hotel',
      toId: String(await cityId(db(), 'Paris')),
      fromAirportId: undefined,
      toAirportId: undefined,
      flightType: undefined,
      rooms: [{ adults: 2, childrenAges: [] }],
    };
    await refused({ ...hotel, nights: '6' }, 'nights: 6 is not the number of nights');
    await refused({ ...hotel, endDate: addDays(OUT, 31), nights: '31' }, SEARCH_MESSAGES.nights);
    const fine = await t.search(flight, { ...hotel, nights: '7' });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('books the return leg one way: the seat and the capacity are held on the flight’s return segment and leg', async () => {
    const worked = await createWorkedFlight(t.api.t.app, db(), t.api.admin.headers, { numbers: { out: 'TB601', back: 'TB602' } });
    const reverse = { ...worked, lis: worked.cdg, cdg: worked.lis };
    const option = await searchWorkedFlight(t.api.t.app, db(), t.api.agent.headers, reverse, [{ adults: 1, childrenAges: [] }], 'oneway');
    expect(option.segments.map((s) => s.flightNumber)).toEqual(['TB602']);
    const fares = { outbound: worked.fares.plus };
    const booking = flightBookingJson(
      option.hash,
      {
        fares,
        meals: await requiredMeals(t.api.t.app, t.api.agent.headers, option.hash, fares),
        seats: [{ passengerId: 'passenger1', legKey: 'outbound-1', id: '3A', price: '12.00' }],
      },
      { passenger1: workedPassengers().passenger1 },
    );
    const res = await postBooking(t.api.t.app, t.api.agent.headers, booking);
    expect(res.statusCode, res.body).toBe(201);
    const [item] = await db().select().from(bookingItems).where(eq(bookingItems.bookingId, res.json().id));
    // Plus one way for one adult: 140.00, and seat 3A at 12.00.
    expect(item).toMatchObject({ price: '140.00', count: 1, extrasTotal: '12.00', startDate: OUT, endDate: OUT });
    const holds = await db()
      .select()
      .from(inventoryHolds)
      .where(and(eq(inventoryHolds.bookingItemId, item!.id), isNull(inventoryHolds.releasedAt)));
    expect(holds.map((h) => [h.resourceType, h.resourceId, h.date, h.units, h.seatCode]).sort()).toEqual(
      [
        [SEAT_RESOURCE, worked.legs.return, OUT, 1, '3A'],
        [SEGMENT_RESOURCE, worked.segments.return, OUT, 1, null],
      ].sort(),
    );
    expect(await db().select().from(flightSales).where(eq(flightSales.bookingItemId, item!.id))).toMatchObject([
      { flightId: worked.id, fareId: worked.fares.plus, returnFareId: null },
    ]);
    // The seat now shows taken on that leg (the catalogue's return leg, whichever way it is searched).
    const seats = await t.extraOf('seat', { hash: option.hash, flight: { segments: [{ segmentKey: 'outbound', fareId: worked.fares.plus }] } });
    expect(seats.entities[0]!.items.find((i) => i.id === '3A')?.availability).toBe('taken');
  });
});
