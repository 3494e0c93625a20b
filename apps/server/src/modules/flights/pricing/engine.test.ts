import { itemTotal } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { exact } from '../../../lib/money';
import { chooseExtras } from '../search/choices';
import { chosenPrice, extraPrice, paxOf, priceFlight, pricingRowOn } from './engine';
import { extraEntities } from './extras';
import { context, extrasOf, family, LIGHT, lightRow, oneWay, PLUS, roundTrip } from './test-data';

const averages = (priced: NonNullable<ReturnType<typeof priceFlight>>, segment: number) =>
  priced.segments[segment]!.fares.map((f) => ({ fareId: f.fareId, avg: exact(f.avg), extra: exact(f.extra), netParty: exact(f.netParty) }));

/** domain-rules §10 Flight, every figure to the cent. */
describe('the worked flight example of domain-rules §10', () => {
  it('round trip for 2 adults, a child of 5 and an infant: Light 515.00 (64.375 a segment), Plus 718.00 (89.75, extra 25.375), base 128.75', () => {
    const priced = priceFlight(roundTrip(), family, context())!;
    expect(priced.pax).toEqual({ adult: 2, child: 1, infant: 1 });
    expect(priced.passengers).toBe(4);
    expect(priced.seated).toBe(3);
    for (const segment of [0, 1]) {
      expect(averages(priced, segment)).toEqual([
        { fareId: LIGHT, avg: '64.375', extra: '0.00', netParty: '257.50' },
        { fareId: PLUS, avg: '89.75', extra: '25.375', netParty: '359.00' },
      ]);
    }
    expect(exact(priced.base)).toBe('128.75');
    expect(priced.pricePerPax).toBe('128.75');
    expect(priced.price).toBe('515.00');
    expect(priced.currency).toBe('EUR');
  });

  it('Light both ways 128.75 x 4 = 515.00; Plus both ways 179.50 x 4 = 718.00', () => {
    const priced = priceFlight(roundTrip(), family, context())!;
    const light = chosenPrice(priced, { outbound: LIGHT, return: LIGHT })!;
    expect(light.price).toBe('128.75');
    expect(itemTotal(light.price, 4)).toBe('515.00');
    const plus = chosenPrice(priced, { outbound: PLUS, return: PLUS })!;
    expect(plus.price).toBe('179.50');
    expect(itemTotal(plus.price, 4)).toBe('718.00');
  });

  it('Light out, Plus back: round(154.125) = 154.13, total 616.52', () => {
    const mixed = chosenPrice(priceFlight(roundTrip(), family, context())!, { outbound: LIGHT, return: PLUS })!;
    expect(mixed.fares.map((f) => f.fareId)).toEqual([LIGHT, PLUS]);
    expect(mixed.price).toBe('154.13');
    expect(itemTotal(mixed.price, 4)).toBe('616.52');
  });

  it('b2b markup of 10 % on the flight, Light both ways: round(141.625) = 141.63 (away from zero), total 566.52', () => {
    const priced = priceFlight(roundTrip(), family, context({ markup: { type: 'percent', amount: '10' } }))!;
    expect(exact(priced.segments[0]!.fares[0]!.avg)).toBe('70.8125');
    expect(exact(priced.base)).toBe('141.625');
    const light = chosenPrice(priced, { outbound: LIGHT, return: LIGHT })!;
    expect(light.price).toBe('141.63');
    expect(itemTotal(light.price, 4)).toBe('566.52');
    // The net stays the catalogue's.
    expect(exact(priced.segments[0]!.fares[0]!.netAvg)).toBe('64.375');
  });

  it('extras on Light both ways: adult 1 buys the 23 kg bag at 35 on both segments and seat 3A at 12: extras 82.00, item total 597.00', () => {
    const chosen = chooseExtras(extrasOf(), {
      flightBaggageList: [
        { passengerId: 'passenger1', segmentKey: 'outbound', id: '41', price: '35.00' },
        { passengerId: 'passenger1', segmentKey: 'return', id: '42', price: undefined },
      ],
      flightMealsList: [],
      flightSeatsList: [{ passengerId: 'passenger1', legKey: 'outbound-1', id: '3A', price: '12' }],
    });
    expect(chosen.extrasTotal).toBe('82.00');
    expect(itemTotal('128.75', 4, chosen.extrasTotal)).toBe('597.00');
    expect(chosen.seats).toEqual([{ passengerId: 'passenger1', legKey: 'outbound-1', seat: '3A', price: '12.00' }]);
    const paid = chosen.extras.filter((e) => !e.included);
    expect(paid.map((e) => [e.passengerId, e.type, e.segmentKey, e.id, e.price])).toEqual([
      ['passenger1', 'baggage', 'outbound', '41', '35.00'],
      ['passenger1', 'baggage', 'return', '42', '35.00'],
      ['passenger1', 'seat', 'outbound', '3A', '12.00'],
    ]);
    // Light's hand baggage is every passenger's, on both segments, at 0.
    const included = chosen.extras.filter((e) => e.included);
    expect(included).toHaveLength(8);
    expect(new Set(included.map((e) => e.name))).toEqual(new Set(['Hand baggage 8 kg']));
    expect(included.every((e) => e.price === '0.00')).toBe(true);
  });

  it('one way 2027-06-10, 1 adult, Plus: price 140.00 (base 100 + extra 40), count 1', () => {
    const priced = priceFlight(oneWay(), { adults: 1, childrenAges: [] }, context())!;
    expect(priced.passengers).toBe(1);
    expect(exact(priced.base)).toBe('100.00');
    expect(averages(priced, 0)).toEqual([
      { fareId: LIGHT, avg: '100.00', extra: '0.00', netParty: '100.00' },
      { fareId: PLUS, avg: '140.00', extra: '40.00', netParty: '140.00' },
    ]);
    expect(chosenPrice(priced, { outbound: PLUS })!.price).toBe('140.00');
  });
});

describe('flight engine rules', () => {
  it('bands: infant below 2, child below 12, a 13-year-old pays as an adult', () => {
    expect(paxOf({ adults: 1, childrenAges: [0, 1, 2, 11, 12, 13] })).toEqual({ adult: 3, child: 2, infant: 2 });
    const priced = priceFlight(oneWay(), { adults: 1, childrenAges: [13] }, context())!;
    expect(exact(priced.segments[0]!.fares[0]!.netParty)).toBe('200.00');
  });

  it('the pricing row must cover the OUTBOUND date; the latest start, then the highest id wins a tie', () => {
    expect(priceFlight(roundTrip('2027-07-01'), family, context())).toBeNull();
    const later = { ...lightRow, id: 12, startDate: '2027-06-05', price: '90' };
    const tie = { ...lightRow, id: 13, startDate: '2027-06-05', price: '80' };
    expect(pricingRowOn([lightRow, later, tie], '2027-06-10')!.id).toBe(13);
    expect(pricingRowOn([lightRow, later, tie], '2027-06-04')!.id).toBe(11);
    // A return after the period still prices from the outbound's row.
    const flight = { ...roundTrip('2027-06-30') };
    expect(priceFlight(flight, family, context())!.price).toBe('515.00');
  });

  it('a fare without a covering row is not offered; a segment without any fare means no flight', () => {
    const flight = roundTrip();
    flight.segments[0]!.fares[1]!.pricing = [];
    const priced = priceFlight(flight, family, context())!;
    expect(priced.segments[0]!.fares.map((f) => f.fareId)).toEqual([LIGHT]);
    flight.segments[1]!.fares = [];
    expect(priceFlight(flight, family, context())).toBeNull();
  });

  it('fixed markup and agency extra are per passenger in the default currency, a round trip splitting them over its segments', () => {
    const priced = priceFlight(roundTrip(), family, context({ markup: { type: 'fixed', amount: '10' }, agencyExtra: { type: 'percent', amount: '2' } }))!;
    // 64.375 + 5 (half of 10) + 1.2875 (2 % of 64.375) = 70.6625 per segment.
    expect(exact(priced.segments[0]!.fares[0]!.avg)).toBe('70.6625');
    expect(priced.pricePerPax).toBe('141.33');
  });

  it('converts at full precision and rounds once: 128.75 EUR is 139.95 USD (1 USD = 0.92 EUR)', () => {
    const priced = priceFlight(roundTrip(), family, context({ currency: 'USD' }))!;
    // 128.75 / 0.92 = 139.9456...; each segment's average is kept unrounded.
    expect(priced.pricePerPax).toBe('139.95');
    expect(priced.segments[0]!.fares[0]!.avg.toFixed(10)).toBe('69.9728260870');
    expect(extraPrice('35.00', 'EUR', context({ currency: 'USD' }))).toBe('38.04');
  });

  it('a missing rate is a 422 naming the pair, never a silent 1', () => {
    expect(() => priceFlight(roundTrip(), family, context({ currency: 'JPY' }))).toThrow(/No currency rate for JPY against EUR/);
  });

  it("the seat map's rows run 1 .. rowsCount - 1, priced by range (others 0), blocked and taken seats marked, no seat price for an infant", () => {
    const { entities, extraData, message } = extraEntities('seat', extrasOf(undefined, ['2C']));
    expect(message).toBeNull();
    expect(extraData).toEqual({
      'outbound-1': { rowsCount: 31, seatsNumbers: ['A', 'B', 'C', 'D', 'E', 'F'] },
      'return-1': { rowsCount: 31, seatsNumbers: ['A', 'B', 'C', 'D', 'E', 'F'] },
    });
    const seats = entities[0]!.items;
    expect(seats).toHaveLength(30 * 6);
    expect(seats.at(-1)).toMatchObject({ id: '30F', row: 30, letter: 'F', price: '0.00' });
    const byId = new Map(seats.map((s) => [s.id, s]));
    expect(byId.get('3A')).toMatchObject({
      price: '12.00',
      availability: 'available',
      passengerIds: { passenger1: '12.00', passenger2: '12.00', passenger3: '12.00' },
    });
    expect(byId.get('3A')!.passengerIds).not.toHaveProperty('passenger4');
    expect(byId.get('1A')!.availability).toBe('blocked');
    expect(byId.get('2C')!.availability).toBe('taken');
    expect(byId.get('6A')!.price).toBe('0.00');
  });

  it("meals are possible at their prices, or required at 0 when the fare has a meal; a fare's baggage is included for everyone", () => {
    const light = extraEntities('meal', extrasOf());
    expect(light.entities.map((e) => [e.key, e.selectionType])).toEqual([
      ['outbound-1', 'possible'],
      ['return-1', 'possible'],
    ]);
    expect(light.entities[0]!.items.map((i) => [i.name, i.price])).toEqual([
      ['Snack', '6.00'],
      ['Hot meal', '14.00'],
    ]);
    const plus = extraEntities('meal', extrasOf({ outbound: 'light', return: 'plus' }));
    expect(plus.entities[1]).toMatchObject({ key: 'return-1', selectionType: 'required' });
    expect(plus.entities[1]!.items.every((i) => i.price === '0.00' && Object.values(i.passengerIds).every((v) => v === '0.00'))).toBe(true);
    const bags = extraEntities('baggage', extrasOf({ outbound: 'plus', return: 'light' }));
    expect(bags.entities[0]!.items.map((i) => [i.id, i.name, i.passengerIds.passenger4])).toEqual([
      [`fare-${PLUS}-1`, 'Hand baggage 8 kg', 'included'],
      [`fare-${PLUS}-2`, 'Baggage 23 kg', 'included'],
      ['41', 'Extra bag 23 kg', '35.00'],
    ]);
  });

  it("answers the spec's 'not available' sentence when there is nothing to choose", () => {
    const input = extrasOf();
    for (const segment of input.segments) {
      segment.baggage = [];
      for (const leg of segment.legs) {
        leg.meals = [];
        leg.seatMap = null;
      }
    }
    expect(extraEntities('baggage', input).message).toBe('Baggage selection for this flight not available.');
    expect(extraEntities('baggage', input).entities).toHaveLength(2); // the included hand baggage stays listed
    expect(extraEntities('meal', input)).toEqual({ entities: [], extraData: {}, message: 'Meal selection for this flight not available.' });
    expect(extraEntities('seat', input)).toEqual({ entities: [], extraData: {}, message: 'Seat selection for this flight not available.' });
  });
});
