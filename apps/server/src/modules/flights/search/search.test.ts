import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, fixtureDate, TODAY } from '../../../test/dates';
import { session } from '../../../test/factories';
import { engines } from '../../../test/harness';
import { inventoryHolds } from '../../inventory/tables';
import { searchCacheFor } from '../../hotels/search/service';
import { sellFlight } from '../test-data';
import { BACK, flightTestContext, OUT, type WorkedFlight } from './test-data';
import { keysMatching } from '../../../test/json-keys';

describe.each(engines)('GET search?searchMode=flight on %s', (engine) => {
  const t = flightTestContext(engine);
  let flight: WorkedFlight;
  beforeAll(async () => {
    flight = await t.workedFlight();
  });

  it('round trip LIS -> CDG for 2 adults, a child of 5 and an infant: the §10 flight at 128.75 a person, 515.00 in all, with its segments, legs and fares', async () => {
    const body = await t.found(flight);
    expect(body).toMatchObject({ searchMode: 'flight', price: '515.00', currency: 'EUR', priceOnRequest: false, total: 1 });
    const [option] = body.flights;
    expect(option).toMatchObject({
      id: flight.id,
      flightType: 'round',
      name: 'Lisbon - Paris',
      pricePerPax: '128.75',
      pricePerPaxAvgBase: '128.75',
      price: '515.00',
      priceOnRequest: false,
      availability: 'available',
      currency: 'EUR',
      pax: { adult: 2, child: 1, infant: 1 },
    });
    expect(option!.hash).toMatch(/^f1\./);
    const [out, back] = option!.segments;
    expect(out).toEqual({
      segmentKey: 'outbound',
      airline: { name: 'TravelAir', code: 'TA', logo: null },
      carrierCode: 'TA',
      flightNumber: 'TA401',
      origin: { id: flight.lis, code: 'LIS', name: 'Lisbon Humberto Delgado Airport' },
      destination: { id: flight.cdg, code: 'CDG', name: 'Paris Charles de Gaulle Airport' },
      departureDate: `${OUT}T08:10`,
      arrivalDate: `${OUT}T10:50`,
      stopsNames: [],
      flightTimeWithStops: 160,
      legs: [
        {
          legKey: 'outbound-1',
          flightNumber: 'TA401',
          carrierCode: 'TA',
          origin: { id: flight.lis, code: 'LIS', name: 'Lisbon Humberto Delgado Airport' },
          destination: { id: flight.cdg, code: 'CDG', name: 'Paris Charles de Gaulle Airport' },
          departureDate: `${OUT}T08:10`,
          arrivalDate: `${OUT}T10:50`,
          durationMinutes: 160,
        },
      ],
      fareTypes: [
        { id: flight.light, name: 'Light' },
        { id: flight.plus, name: 'Plus' },
      ],
      // 30 rows x 6 seats, 2 blocked.
      seatsLeft: 178,
    });
    expect(back).toMatchObject({
      segmentKey: 'return',
      flightNumber: 'TA402',
      origin: { code: 'CDG' },
      destination: { code: 'LIS' },
      departureDate: `${BACK}T12:30`,
      arrivalDate: `${BACK}T15:00`,
      flightTimeWithStops: 150,
    });
  });

  it('one way, 1 adult: 100.00 (Light), no return segment', async () => {
    const body = await t.found(flight, { flightType: 'oneway', endDate: undefined, rooms: [{ adults: 1, childrenAges: [] }] });
    expect(body.flights.map((f) => [f.flightType, f.pricePerPax, f.price, f.segments.map((s) => s.segmentKey)])).toEqual([
      ['oneway', '100.00', '100.00', ['outbound']],
    ]);
    expect(body.flights[0]!.pax).toEqual({ adult: 1, child: 0, infant: 0 });
  });

  it('a b2b markup is the agents’; visitors pay b2c; the agency’s flight extra markup comes on top; USD converts at full precision', async () => {
    const marked = await t.workedFlight({
      name: 'Porto - Paris',
      from: 'OPO',
      to: 'ORY',
      numbers: ['TA501', 'TA502'],
      markups: { b2b: { type: 'percent', amount: '10' }, b2c: { type: 'fixed', amount: '20' } },
    });
    expect((await t.found(marked)).flights[0]).toMatchObject({ pricePerPax: '141.63', pricePerPaxAvgBase: '141.625', price: '566.52' });
    // Visitors: 128.75 + 20 per person (10 a segment).
    expect((await t.found(marked, {}, null)).flights[0]).toMatchObject({ pricePerPax: '148.75', price: '595.00' });
    expect((await t.found(marked, { currency: 'USD' })).flights[0]).toMatchObject({ currency: 'USD', pricePerPax: '153.94' });
    // An agency with a 5 % flight extra markup: 64.375 x (1 + 10 % + 5 %) = 74.03125 a segment.
    const agency = await session(t.api.t.app, t.db(), 'ROLE_AGENT', { extraMarkups: { hotel: [], flight: [{ type: 'percent', amount: '5.00' }] } });
    expect((await t.found(marked, {}, agency.headers)).flights[0]).toMatchObject({ pricePerPaxAvgBase: '148.0625', pricePerPax: '148.06' });
    // Admins see the b2b price, no agency extra and no net.
    const admin = (await t.found(marked, {}, t.api.admin.headers)).flights[0]!;
    expect(admin.pricePerPax).toBe('141.63');
    expect(keysMatching(admin, /net/i)).toEqual([]);
  });

  it('lists the flights of the route cheapest first, every one that flies', async () => {
    const cheap = await t.workedFlight({ name: 'Cheap Lisbon - Paris', numbers: ['TA601', 'TA602'], lightPrice: '50' });
    const body = await t.found(flight, { flightType: 'oneway', endDate: undefined, rooms: [{ adults: 1, childrenAges: [] }] });
    expect(body.flights.map((f) => [f.id, f.pricePerPax])).toEqual([
      [cheap.id, '50.00'],
      [flight.id, '100.00'],
    ]);
    expect(body.price).toBe('50.00');
  });

  it('a day the flight does not fly, or no fare priced, answers an empty list, not an error', async () => {
    const weekday = new Date(`${OUT}T00:00:00Z`).getUTCDay() || 7;
    const other = await t.workedFlight({ name: 'Weekly', from: 'LIS', to: 'MAD', numbers: ['TA701', 'TA702'], weekdays: [weekday] });
    expect((await t.found(other)).total).toBe(1);
    expect(await t.found(other, { startDate: addDays(OUT, 1), endDate: addDays(BACK, 1) })).toMatchObject({
      flights: [],
      price: null,
      total: 0,
      priceOnRequest: false,
    });
    // July has no pricing row.
    expect((await t.found(flight, { startDate: fixtureDate('2027-07-02'), endDate: fixtureDate('2027-07-09') })).flights).toEqual([]);
  });

  it('is on request when a segment has fewer seats left than seated passengers (infants sit on a lap)', async () => {
    const small = await t.workedFlight({ name: 'Small plane', from: 'LIS', to: 'FCO', numbers: ['TA801', 'TA802'], seatCapacity: 4 });
    expect((await t.found(small)).flights[0]).toMatchObject({ availability: 'available', priceOnRequest: false });
    const { item } = await sellFlight(t.db(), t.api.agent.user.id, { flightId: small.id });
    const segmentId = (await t.inject('GET', `flights/${small.id}`)).json().segments[0].id as number;
    await t.db().insert(inventoryHolds).values({ bookingItemId: item.id, resourceType: 'flight-segment', resourceId: segmentId, date: OUT, units: 2 });
    searchCacheFor(t.db()).clear();
    const body = await t.found(small);
    expect(body.flights[0]).toMatchObject({ availability: 'onrequest', priceOnRequest: true, price: '515.00' });
    expect(body.flights[0]!.segments.map((s) => s.seatsLeft)).toEqual([2, 4]);
    expect(body.priceOnRequest).toBe(true);
    // Two adults still fit.
    expect((await t.found(small, { rooms: [{ adults: 2, childrenAges: [1] }] })).flights[0]!.availability).toBe('available');
  });

  it('refuses bad input with the spec’s sentences (400)', async () => {
    const refused = async (params: Record<string, unknown>, message: string) => {
      const res = await t.search(flight, params);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(message);
    };
    await refused({ rooms: [{ adults: 1, childrenAges: [1, 0] }] }, 'Infants should not be more than adults.');
    await refused({ rooms: [{ adults: 5, childrenAges: [3, 4, 5, 6, 7] }] }, 'Maximum number of passengers should not be more than 9.');
    await refused({ toAirportId: String(flight.lis) }, 'Origin and destination airport must differ.');
    await refused({ fromAirportId: undefined }, 'Origin airport is required!');
    await refused({ toAirportId: undefined }, 'Destination airport is required!');
    await refused({ endDate: undefined }, 'End date is required!');
    await refused({ endDate: OUT }, 'End date must be after the start date.');
    await refused({ startDate: addDays(TODAY, -1) }, 'Start date must not be in the past.');
    await refused({ rooms: [{ adults: 0, childrenAges: [5] }] }, 'Adults is required!');
    await refused({ flightType: 'both' }, 'flightType: flightType must be round or oneway');
  });
});
