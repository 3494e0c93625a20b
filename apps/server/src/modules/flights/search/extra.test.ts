import type { Flight } from '@travel/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/harness';
import { inventoryHolds } from '../../inventory/tables';
import { sellFlight } from '../test-data';
import { flightTestContext, OUT, type WorkedFlight } from './test-data';

describe.each(engines)('POST search/flight-extra on %s', (engine) => {
  const t = flightTestContext(engine);
  let flight: WorkedFlight;
  let catalogue: Flight;
  let hash: string;
  const fares = (outbound: number, back: number) => ({
    segments: [
      { segmentKey: 'outbound', fareId: outbound },
      { segmentKey: 'return', fareId: back },
    ],
  });
  beforeAll(async () => {
    flight = await t.workedFlight();
    catalogue = (await t.inject('GET', `flights/${flight.id}`)).json();
    hash = (await t.found(flight)).flights[0]!.hash;
  });

  it('baggage: per segment, the fare’s hand baggage included for everyone, the bag at 35.00 each; passengers as the passenger step numbers them', async () => {
    const answer = await t.extraOf('baggage', { hash, flight: fares(flight.light, flight.plus) });
    const bagOut = catalogue.segments[0]!.baggageOptions[0]!.id;
    // Every passenger has the item at one value: the spec's 'all' says so beside the per-passenger keys.
    const everyone = (value: string) => ({ passenger1: value, passenger2: value, passenger3: value, passenger4: value, all: value });
    expect(answer).toMatchObject({ type: 'baggage', message: null, extraData: {} });
    expect(answer.passengers).toEqual([
      { id: 'passenger1', ageType: 'adult', age: null },
      { id: 'passenger2', ageType: 'adult', age: null },
      { id: 'passenger3', ageType: 'child', age: 5 },
      { id: 'passenger4', ageType: 'infant', age: 1 },
    ]);
    expect(answer.entities.map((e) => [e.key, e.segmentKey, e.legKey, e.title, e.selectionType])).toEqual([
      ['outbound', 'outbound', null, 'LIS → CDG · TA401', 'possible'],
      ['return', 'return', null, 'CDG → LIS · TA402', 'possible'],
    ]);
    expect(answer.entities[0]!.items).toEqual([
      {
        id: `fare-${flight.light}-1`,
        name: 'Hand baggage 8 kg',
        description: 'Hand baggage included in the fare',
        price: '0.00',
        currency: 'EUR',
        passengerIds: everyone('included'),
      },
      { id: String(bagOut), name: 'Extra bag 23 kg', description: '23 kg', price: '35.00', currency: 'EUR', passengerIds: everyone('35.00') },
    ]);
    expect(answer.entities[1]!.items.map((i) => i.name)).toEqual(['Hand baggage 8 kg', 'Baggage 23 kg', 'Extra bag 23 kg']);
  });

  it('meals: possible at their prices on a Light leg, required at 0 on a Plus leg (its fare has a meal)', async () => {
    const answer = await t.extraOf('meal', { hash, flight: fares(flight.light, flight.plus) });
    expect(answer.message).toBeNull();
    expect(answer.entities.map((e) => [e.key, e.selectionType, e.items.map((i) => `${i.name} ${i.price}`)])).toEqual([
      ['outbound-1', 'possible', ['Snack 6.00', 'Hot meal 14.00']],
      ['return-1', 'required', ['Snack 0.00', 'Hot meal 0.00']],
    ]);
    expect(answer.entities[1]!.items[0]!.passengerIds).toEqual({ passenger1: '0.00', passenger2: '0.00', passenger3: '0.00', passenger4: '0.00', all: '0.00' });
  });

  it('seats: the map per leg with rows 1 .. rowsCount - 1, blocked and taken seats, row prices; infants get none; in USD when searched so', async () => {
    const { item } = await sellFlight(t.db(), t.api.agent.user.id, { flightId: flight.id });
    const legId = catalogue.segments[0]!.legs[0]!.id;
    await t.db().insert(inventoryHolds).values({ bookingItemId: item.id, resourceType: 'flight-leg', resourceId: legId, date: OUT, units: 1, seatCode: '2C' });
    const answer = await t.extraOf('seat', { hash, flight: fares(flight.light, flight.light) });
    expect(answer.passengers.map((p) => p.id)).toEqual(['passenger1', 'passenger2', 'passenger3']);
    expect(answer.extraData).toEqual({
      'outbound-1': { rowsCount: 31, seatsNumbers: ['A', 'B', 'C', 'D', 'E', 'F'] },
      'return-1': { rowsCount: 31, seatsNumbers: ['A', 'B', 'C', 'D', 'E', 'F'] },
    });
    const seats = new Map(answer.entities[0]!.items.map((s) => [s.id, s]));
    expect(seats.size).toBe(180);
    expect(seats.get('3A')).toEqual({
      id: '3A',
      name: 'Seat 3A',
      description: null,
      price: '12.00',
      currency: 'EUR',
      // The infant gets no seat: 'all' names the three seated passengers of the answer.
      passengerIds: { passenger1: '12.00', passenger2: '12.00', passenger3: '12.00', all: '12.00' },
      availability: 'available',
      row: 3,
      letter: 'A',
    });
    expect([seats.get('1A')!.availability, seats.get('10F')!.availability, seats.get('2C')!.availability, seats.get('30F')!.price]).toEqual([
      'blocked',
      'blocked',
      'taken',
      '0.00',
    ]);
    expect(answer.entities[1]!.items.find((s) => s.id === '2C')!.availability).toBe('available');

    const usd = (await t.found(flight, { currency: 'USD' })).flights[0]!.hash;
    const inUsd = await t.extraOf('seat', { hash: usd, flight: fares(flight.light, flight.light) });
    expect(inUsd.entities[0]!.items.find((s) => s.id === '3A')).toMatchObject({ price: '13.04', currency: 'USD' });
  });

  it("answers the account spec's sentence when there is nothing to choose", async () => {
    const bare = await t.workedFlight({ name: 'Bare', from: 'LIS', to: 'LHR', numbers: ['TA901', 'TA902'], seatMaps: false, mealOptions: false });
    const bareHash = (await t.found(bare)).flights[0]!.hash;
    const booking = { hash: bareHash, flight: fares(bare.light, bare.light) };
    expect(await t.extraOf('seat', booking)).toMatchObject({ entities: [], extraData: {}, message: 'Seat selection for this flight not available.' });
    expect(await t.extraOf('meal', booking)).toMatchObject({ entities: [], message: 'Meal selection for this flight not available.' });
    expect((await t.extraOf('baggage', booking)).message).toBeNull();
  });

  it('refuses a fare the segment does not offer, a missing segment, a bad type or booking, and a tampered hash', async () => {
    const refused = async (type: string, booking: unknown, status: number, message: string | RegExp) => {
      const res = await t.extra(type, booking);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error).toMatch(message);
    };
    await refused(
      'baggage',
      { hash, flight: fares(flight.light, 999999) },
      400,
      /^flight\.segments\.1\.fareId: fare 999999 is not offered on the return segment \(Light, Plus\)$/,
    );
    await refused(
      'baggage',
      { hash, flight: { segments: [{ segmentKey: 'outbound', fareId: flight.light }] } },
      400,
      'flight.segments: choose a fare for every segment (return missing)',
    );
    await refused(
      'baggage',
      {
        hash,
        flight: {
          segments: [
            { segmentKey: 'outbound', fareId: flight.light },
            { segmentKey: 'outbound', fareId: flight.plus },
          ],
        },
      },
      400,
      /^flight\.segments\.1\.segmentKey: /,
    );
    await refused('luggage', { hash, flight: fares(flight.light, flight.light) }, 400, /^type: type must be baggage, meal or seat$/);
    await refused('seat', '{not json', 400, 'booking: must be valid JSON');
    await refused('seat', { flight: fares(flight.light, flight.light) }, 400, /^hash: /);
    await refused('seat', { hash: `${hash.slice(0, -2)}xx`, flight: fares(flight.light, flight.light) }, 422, 'This offer is not valid. Please search again.');
  });
});
