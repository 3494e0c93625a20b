import { type BookingCreateRequest, bookingCreateRequestSchema, type Flight, itemTotal } from '@travel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, fixtureDate, TODAY } from '../../../test/dates';
import { session } from '../../../test/factories';
import { engines } from '../../../test/harness';
import { cityId } from '../../hotels/test-data';
import { inventoryHolds } from '../../inventory/tables';
import type { Viewer } from '../../products/product';
import type { FlightSnapshot } from '../sale';
import { sellFlight } from '../test-data';
import { checkFlightGuests, repriceFlight } from '.';
import { BACK, flightTestContext, OUT, type WorkedFlight } from './test-data';

const PASSENGERS = {
  passenger1: { firstName: 'Ann', lastName: 'Lee', birthDate: '1980-02-03', ageType: 'adult' },
  passenger2: { firstName: 'Bob', lastName: 'Lee', birthDate: '1979-04-05', ageType: 'adult' },
  passenger3: { firstName: 'Cid', lastName: 'Lee', birthDate: fixtureDate('2022-01-15'), ageType: 'child', age: 5 },
  passenger4: { firstName: 'Dot', lastName: 'Lee', birthDate: addDays(TODAY, -30), ageType: 'infant', age: 1 },
};

describe.each(engines)('re-pricing a flight item on booking on %s', (engine) => {
  const t = flightTestContext(engine);
  let flight: WorkedFlight;
  let catalogue: Flight;
  let hash: string;
  let viewer: Viewer;
  beforeAll(async () => {
    flight = await t.workedFlight();
    catalogue = (await t.inject('GET', `flights/${flight.id}`)).json();
    hash = (await t.found(flight)).flights[0]!.hash;
    viewer = t.api.agent.user;
  });
  const bag = (segment: 0 | 1) => String(catalogue.segments[segment]!.baggageOptions[0]!.id);
  const meal = (segment: 0 | 1, n = 0) => String(catalogue.segments[segment]!.legs[0]!.mealOptions[n]!.id);
  const requiredMeals = () => ['passenger1', 'passenger2', 'passenger3', 'passenger4'].map((passengerId) => ({ passengerId, legKey: 'return-1', id: meal(1) }));

  /** A booking request as the wizard posts it: Light out, Plus back unless told, the §10 extras and the required meals. */
  function request(over: Record<string, unknown> = {}): BookingCreateRequest {
    return bookingCreateRequestSchema(TODAY).parse({
      passengers: PASSENGERS,
      booking: { bookingItems: [{ productType: 'flight', hash, passengerIds: Object.keys(PASSENGERS) }] },
      searchParams: { startDate: OUT, endDate: BACK },
      flight: {
        segments: [
          { segmentKey: 'outbound', fareId: flight.light },
          { segmentKey: 'return', fareId: flight.plus },
        ],
      },
      flightBaggageList: [
        { passengerId: 'passenger1', segmentKey: 'outbound', id: bag(0), price: '35.00' },
        { passengerId: 'passenger1', segmentKey: 'return', id: bag(1) },
      ],
      flightMealsList: requiredMeals(),
      flightSeatsList: [{ passengerId: 'passenger1', legKey: 'outbound-1', id: '3A', price: 12 }],
      ...over,
    });
  }
  const reprice = (body: BookingCreateRequest, as: Viewer = viewer, value = hash) => repriceFlight(t.db(), value, as, TODAY, body);

  it('prices Light out, Plus back at round(154.125) = 154.13 for 4, with 82.00 of extras: the sale, its snapshot and its cancellation rows', async () => {
    const sale = await reprice(request());
    expect(sale).toMatchObject({
      startDate: OUT,
      endDate: BACK,
      price: '154.13',
      currency: 'EUR',
      count: 4,
      extrasTotal: '82.00',
      priceNet: '154.13',
      priceNetCurrency: 'EUR',
      columns: { title: 'Lisbon - Paris (TA401)' },
      locationId: await cityId(t.db(), 'Paris'),
      history: {
        flightId: flight.id,
        fares: [
          { segmentKey: 'outbound', fareId: flight.light },
          { segmentKey: 'return', fareId: flight.plus },
        ],
      },
      priced: { adults: 2, childrenAges: [5, 1] },
    });
    expect(itemTotal(sale.price, sale.count, sale.extrasTotal)).toBe('698.52');
    const snapshot = sale.snapshot as FlightSnapshot;
    const [out, back] = catalogue.segments;
    expect(snapshot).toMatchObject({
      kind: 'flight',
      netRate: '1',
      flightId: flight.id,
      flightName: 'Lisbon - Paris',
      flightType: 'round',
      airline: { name: 'TravelAir', code: 'TA', logo: null },
      pax: { adult: 2, child: 1, infant: 1 },
      seatedPassengers: 3,
      pricePerPaxAvgBase: '128.75',
      seats: [{ passengerId: 'passenger1', legKey: 'outbound-1', legId: out!.legs[0]!.id, date: OUT, seat: '3A', price: '12.00' }],
    });
    expect(snapshot.segments).toEqual([
      {
        segmentKey: 'outbound',
        origin: { code: 'LIS', name: 'Lisbon Humberto Delgado Airport' },
        destination: { code: 'CDG', name: 'Paris Charles de Gaulle Airport' },
        stopsNames: [],
        airline: { name: 'TravelAir', logo: null },
        carrierCode: 'TA',
        flightNumber: 'TA401',
        departureDate: `${OUT}T08:10`,
        arrivalDate: `${OUT}T10:50`,
        selectedFareType: { id: flight.light, name: 'Light' },
        legs: [
          {
            legKey: 'outbound-1',
            legId: out!.legs[0]!.id,
            date: OUT,
            flightNumber: 'TA401',
            origin: 'LIS',
            destination: 'CDG',
            departureDate: `${OUT}T08:10`,
            arrivalDate: `${OUT}T10:50`,
          },
        ],
        segmentId: out!.id,
        date: OUT,
        fareId: flight.light,
        farePricingId: catalogue.fares.find((f) => f.id === flight.light)!.pricing[0]!.id,
        pricePerPaxAvg: '64.375',
        pricePerPaxAvgExtra: '0.00',
      },
      expect.objectContaining({
        segmentKey: 'return',
        segmentId: back!.id,
        date: BACK,
        fareId: flight.plus,
        pricePerPaxAvg: '89.75',
        pricePerPaxAvgExtra: '25.375',
        selectedFareType: { id: flight.plus, name: 'Plus' },
      }),
    ]);
    const paid = snapshot.extras.filter((e) => Number(e.price) > 0);
    expect(paid.map((e) => `${e.passengerId} ${e.type} ${e.legKey ?? e.segmentKey} ${e.name} ${e.price}`)).toEqual([
      'passenger1 baggage outbound Extra bag 23 kg 35.00',
      'passenger1 baggage return Extra bag 23 kg 35.00',
      'passenger1 seat outbound-1 Seat 3A 12.00',
    ]);
    // Included for everyone: Light's hand bag out; Plus's hand bag, bag and the required meal back.
    const included = snapshot.extras.filter((e) => e.included);
    expect(included).toHaveLength(16);
    expect(included.filter((e) => e.passengerId === 'passenger4').map((e) => `${e.type} ${e.legKey ?? e.segmentKey} ${e.name}`)).toEqual([
      'baggage outbound Hand baggage 8 kg',
      'baggage return Hand baggage 8 kg',
      'baggage return Baggage 23 kg',
      'meal return-1 Snack',
    ]);
    // Light is non-refundable from today (its share, 257.51 + its 47.00 of extras); Plus costs half of its share from 14 days before.
    expect(sale.policies).toEqual([
      { dateFrom: TODAY, dateTo: addDays(BACK, -15), cost: '304.51', currencyCost: 'EUR' },
      { dateFrom: addDays(BACK, -14), dateTo: BACK, cost: '501.51', currencyCost: 'EUR' },
    ]);
  });

  it('Light both ways with the §10 extras: 128.75 x 4 + 82.00 = 597.00; included extras are added whatever the client sent', async () => {
    const sale = await reprice(
      request({
        flight: {
          segments: [
            { segmentKey: 'outbound', fareId: flight.light },
            { segmentKey: 'return', fareId: flight.light },
          ],
        },
        flightMealsList: [],
        flightBaggageList: [
          { passengerId: 'passenger1', segmentKey: 'outbound', id: bag(0) },
          { passengerId: 'passenger1', segmentKey: 'return', id: bag(1) },
          { passengerId: 'passenger2', segmentKey: 'outbound', id: `fare-${flight.light}-1`, price: '0' },
        ],
      }),
    );
    expect([sale.price, sale.count, sale.extrasTotal, itemTotal(sale.price, sale.count, sale.extrasTotal)]).toEqual(['128.75', 4, '82.00', '597.00']);
    expect((sale.snapshot as FlightSnapshot).extras.filter((e) => e.included)).toHaveLength(8);
  });

  it('checks the passengers named against the party it priced', async () => {
    const sale = await reprice(request());
    expect(() => checkFlightGuests(sale, Object.values(PASSENGERS), 'booking.bookingItems.0.passengerIds')).not.toThrow();
    expect(() => checkFlightGuests(sale, Object.values(PASSENGERS).slice(0, 3), 'booking.bookingItems.0.passengerIds')).toThrow(
      'booking.bookingItems.0.passengerIds: this flight was priced for 2 adults, a child aged 5, 1 infant, but the passengers named are 2 adults, a child aged 5',
    );
  });

  it('refuses choices the catalogue does not offer, each naming its field', async () => {
    const refused = async (over: Record<string, unknown>, status: number, message: string | RegExp) => {
      const error = await reprice(request(over)).then(
        () => null,
        (e: { status: number; message: string }) => e,
      );
      expect(error, JSON.stringify(over)).not.toBeNull();
      expect(error!.status).toBe(status);
      expect(error!.message).toMatch(message);
    };
    const seat = (id: string, passengerId = 'passenger1', legKey = 'outbound-1') => ({ passengerId, legKey, id });
    await refused(
      {
        flight: {
          segments: [
            { segmentKey: 'outbound', fareId: 999999 },
            { segmentKey: 'return', fareId: flight.plus },
          ],
        },
      },
      400,
      /^flight\.segments\.0\.fareId: fare 999999 is not offered/,
    );
    await refused(
      { flightBaggageList: [{ passengerId: 'passenger1', segmentKey: 'outbound', id: '999999' }] },
      400,
      /^flightBaggageList\.0\.id: 999999 is not one of the baggage options on outbound/,
    );
    await refused({ flightSeatsList: [seat('40A')] }, 400, 'flightSeatsList.0.id: seat 40A is not on the seat map of outbound-1');
    await refused({ flightSeatsList: [seat('1A')] }, 400, 'flightSeatsList.0.id: seat 1A on outbound-1 is blocked and cannot be sold');
    await refused(
      { flightSeatsList: [seat('3A'), seat('3A', 'passenger2')] },
      400,
      'flightSeatsList.1.id: seat 3A on outbound-1 is chosen for passenger1 and passenger2',
    );
    await refused({ flightSeatsList: [seat('3A'), seat('4A')] }, 400, /^flightSeatsList\.1: passenger1 already has a seat on outbound-1/);
    await refused(
      { flightSeatsList: [seat('3B', 'passenger4')] },
      400,
      'flightSeatsList.0.passengerId: passenger4 is an infant: an infant sits on a lap and has no seat',
    );
    await refused(
      { flightMealsList: [seat(meal(0), 'passenger1', 'outbound-2')] },
      400,
      /^flightMealsList\.0\.legKey: this flight has no meal to choose on outbound-2/,
    );
    await refused(
      { flightMealsList: requiredMeals().slice(1) },
      400,
      'flightMealsList: The fare you have selected includes extras,please select extras for passengers. (passenger1 has no meal on return-1)',
    );
    await refused(
      { flightBaggageList: [{ passengerId: 'passenger1', segmentKey: 'outbound', id: bag(0), price: '30.00' }] },
      422,
      'flightBaggageList.0.price: the price of Extra bag 23 kg on outbound is 35.00 EUR, not 30.00',
    );
    await refused(
      { flightMealsList: [...requiredMeals(), { passengerId: 'passenger1', legKey: 'outbound-1', id: meal(0), price: 0 }] },
      422,
      'flightMealsList.4.price: the price of Snack on outbound-1 is 6.00 EUR, not 0.00',
    );
  });

  it('refuses a seat a live booking holds (409), a missing flight part (400) and another user’s hash (422)', async () => {
    const { item } = await sellFlight(t.db(), t.api.agent.user.id, { flightId: flight.id });
    await t
      .db()
      .insert(inventoryHolds)
      .values({ bookingItemId: item.id, resourceType: 'flight-leg', resourceId: catalogue.segments[0]!.legs[0]!.id, date: OUT, units: 1, seatCode: '5F' });
    await expect(reprice(request({ flightSeatsList: [{ passengerId: 'passenger2', legKey: 'outbound-1', id: '5F' }] }))).rejects.toMatchObject({
      status: 409,
      code: 'seat_taken',
    });
    await expect(reprice({ ...request(), flight: undefined })).rejects.toMatchObject({
      status: 400,
      message: 'flight: is required with a flight item (its fare per segment)',
    });
    const other = await session(t.api.t.app, t.db());
    await expect(reprice(request(), other.user)).rejects.toMatchObject({ status: 422, message: 'This offer was found by another user. Please search again.' });
  });
});
