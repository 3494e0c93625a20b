import { type Flight, flightCreateRequestSchema, flightUpdateRequestSchema } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import {
  arrivalOf,
  emptyInfo,
  fareRefusalOf,
  faresWire,
  infoOf,
  infoWire,
  newSegment,
  newSeatMap,
  segmentPathsByDirection,
  segmentsWire,
  tabOfRefusal,
  tabsOf,
} from './flight-model';

const info = { ...emptyInfo, name: 'Lisbon - Paris', fromAirport: '11', toAirport: '22', airlineName: 'TravelAir', airlineCode: 'ta', defaultCurrency: 'EUR' };

describe('flight info', () => {
  it('sends the airports as objects and the airline as JSON, which the contract reads', () => {
    const wire = infoWire({ ...info, markups: { b2b: { type: 'percent', amount: '5' }, b2c: { type: 'fixed', amount: '' } } }, '/media/ta.png');
    expect(wire.fromAirport).toEqual({ id: 11 });
    expect(wire.airline).toEqual({ name: 'TravelAir', code: 'ta', logo: '/media/ta.png' });
    const parsed = flightCreateRequestSchema.parse(wire);
    expect(parsed).toMatchObject({ fromAirport: 11, toAirport: 22, airline: { code: 'TA' }, markups: { b2b: { type: 'percent' }, b2c: { type: 'fixed' } } });
  });

  it('sends no airline when neither name nor code is given, and names a missing airport', () => {
    expect(infoWire({ ...info, airlineName: '', airlineCode: '' }).airline).toBeNull();
    const refused = flightCreateRequestSchema.safeParse(infoWire({ ...info, toAirport: '' }));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toContain('toAirport');
  });
});

describe('schedule and seat maps on the wire', () => {
  it('turns a new daily segment with a seat map into what the flight save accepts (30 rows: rowsCount 31)', () => {
    const outbound = newSegment('outbound', info, '2027-01-01', '2027-12-31');
    const leg = {
      ...outbound.legs[0]!,
      flightNumber: 'TA401',
      departureTime: '08:10',
      durationMinutes: 160,
      seatMap: { ...newSeatMap(), blocked: ['1A', '12C'] },
    };
    leg.seatMap.ranges = [{ key: 'r1', fromRow: 1, toRow: 5, price: '25' }];
    const back = newSegment('return', info, '2027-01-01', '2027-12-31');
    const backLeg = { ...back.legs[0]!, flightNumber: 'TA402', departureTime: '12:30', durationMinutes: 150 };
    const segments = segmentsWire({ outbound: { ...outbound, legs: [leg] }, return: { ...back, legs: [backLeg] } });
    expect(segments.map((s) => [s.direction, s.legs[0]!.fromAirport, s.legs[0]!.toAirport])).toEqual([
      ['outbound', '11', '22'],
      ['return', '22', '11'],
    ]);
    const parsed = flightUpdateRequestSchema.parse({ ...infoWire(info), segments: JSON.stringify(segments), fares: '[]' });
    expect(parsed.segments?.[0]).toMatchObject({
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      legs: [
        {
          flightNumber: 'TA401',
          departureTime: '08:10',
          durationMinutes: 160,
          seatMap: { rowsCount: 31, seatsNumbers: ['A', 'B', 'C', 'D', 'E', 'F'], blockedSeats: ['1A', '12C'], rowPrices: [{ fromRow: 1, toRow: 5 }] },
        },
      ],
    });
  });

  it('reads a stored flight back into the tabs and sends it again unchanged', () => {
    const airport = (id: number, code: string) => ({ id, name: code, code });
    const flight: Flight = {
      id: 1,
      name: 'F',
      fromAirport: airport(11, 'LIS'),
      toAirport: airport(22, 'CDG'),
      airline: null,
      defaultCurrency: 'EUR',
      markups: { b2b: { type: 'percent', amount: null }, b2c: { type: 'fixed', amount: '3.00' } },
      description: null,
      note: null,
      segments: [
        {
          id: 5,
          direction: 'outbound',
          weekdays: [1, 3],
          validFrom: '2027-01-01',
          validTo: '2027-06-30',
          seatCapacity: null,
          effectiveSeatCapacity: 178,
          flightTimeWithStops: 160,
          stopsNames: [],
          legs: [
            {
              id: 7,
              flightNumber: 'TA401',
              fromAirport: airport(11, 'LIS'),
              toAirport: airport(22, 'CDG'),
              departureTime: '08:10',
              dayOffset: 0,
              durationMinutes: 160,
              seatMap: { rowsCount: 31, seatsNumbers: ['A', 'B'], blockedSeats: ['2B', '30A'], rowPrices: [{ fromRow: 1, toRow: 30, price: '20.00' }] },
              mealOptions: [{ id: 9, name: 'Chicken', price: '12.00' }],
              soldSeats: [],
            },
          ],
          baggageOptions: [{ id: 4, name: '23 kg', weight: '23 kg', price: '30.00' }],
          sales: [],
          sold: false,
        },
      ],
      fares: [
        {
          id: 3,
          flightId: 1,
          name: 'Light',
          code: 'L',
          meal: 'No meal',
          description: null,
          handBagagges: [],
          baggages: [],
          cancellationRules: [],
          pricing: [],
        },
      ],
    };
    expect(infoOf(flight)).toMatchObject({ fromAirport: '11', markups: { b2c: { type: 'fixed', amount: '3.00' } } });
    const tabs = tabsOf(flight);
    const [segment] = segmentsWire(tabs.segments);
    expect(segment).toMatchObject({ id: 5, weekdays: [1, 3], seatCapacity: null, baggageOptions: [{ id: 4, name: '23 kg', weight: '23 kg', price: '30.00' }] });
    // The stored rowsCount 31 is the editor's "Rows: 30", and goes back as 31.
    expect(tabs.segments.outbound!.legs[0]!.seatMap).toMatchObject({ rows: 30, letters: ['A', 'B'], blocked: ['2B', '30A'] });
    expect(segment!.legs[0]).toMatchObject({
      id: 7,
      fromAirport: '11',
      mealOptions: [{ id: 9 }],
      seatMap: { rowsCount: 31, blockedSeats: ['2B', '30A'], rowPrices: [{ fromRow: 1, toRow: 30, price: '20.00' }] },
    });
    expect(flightUpdateRequestSchema.safeParse({ ...infoWire(infoOf(flight)), segments: JSON.stringify([segment]), fares: '[]' }).success).toBe(true);
    expect(faresWire(flight.fares, tabs.pricing)).toEqual([{ id: 3, pricing: [] }]);
  });
});

describe('arrival', () => {
  it('adds the duration to the departure and counts the days past midnight', () => {
    expect(arrivalOf('08:10', 0, 160)).toBe('10:50');
    expect(arrivalOf('22:30', 0, 150)).toBe('01:00 (+1)');
    expect(arrivalOf('08:10', 1, 60)).toBe('09:10 (+1)');
    expect(arrivalOf('8:10', 0, 60)).toBeNull();
    expect(arrivalOf('08:10', 0, '')).toBeNull();
  });
});

describe('a refused save', () => {
  it('opens the tab of the first field the server names', () => {
    expect(tabOfRefusal('segments.0.legs.0.seatMap.blockedSeats.1: seat 31A is outside the map (rows 1-30, letters ABCDEF)')).toBe('seatMap');
    expect(tabOfRefusal('segments.1.baggageOptions.0.price: must not be below zero')).toBe('extras');
    expect(tabOfRefusal('segments.0.legs.1.mealOptions.0.name: Meal name is required')).toBe('extras');
    expect(tabOfRefusal('segments.0.weekdays.0: must be a weekday 1 (Monday) to 7 (Sunday)')).toBe('schedule');
    expect(tabOfRefusal('fares.0.pricing.1.startDate: the period 01.06.2031-30.06.2031 overlaps period 1 (01.03.2031-10.06.2031)')).toBe('pricing');
    expect(tabOfRefusal('name: Name is required; toAirport: must be an airport')).toBe('info');
    expect(tabOfRefusal('The server cannot be reached.')).toBeNull();
  });

  it("finds the pricing row a refusal names, so its fare's grid shows the sentence (issue 32)", () => {
    const row = (key: string, startDate: string, endDate: string) => ({ key, startDate, endDate, pricingData: {} });
    const fares = [{ id: 7 }, { id: 9 }];
    const pricing = { 7: [row('p1', '2031-03-01', '2031-06-10')], 9: [row('p2', '2031-03-01', '2031-06-10'), row('new-1', '2031-06-01', '2031-06-30')] };
    const sentence = 'the period 01.06.2031-30.06.2031 overlaps period 1 (01.03.2031-10.06.2031)';
    // The save lists the fares in the flight's order: fares.1 is fare 9, its row 1 the new one.
    expect(fareRefusalOf(`fares.1.pricing.1.startDate: ${sentence}`, fares, pricing)).toEqual({
      fareId: 9,
      key: 'new-1',
      field: 'startDate',
      message: sentence,
    });
    // A price names its column; only the first of several sentences counts.
    expect(fareRefusalOf('fares.0.pricing.0.pricingData.currency: Currency ZZZ not found; name: Name is required', fares, pricing)).toEqual({
      fareId: 7,
      key: 'p1',
      field: 'currency',
      message: 'Currency ZZZ not found',
    });
    // A row or fare the tab does not show, another field, another sentence: nothing under a grid.
    expect(fareRefusalOf(`fares.0.pricing.3.startDate: ${sentence}`, fares, pricing)).toBeNull();
    expect(fareRefusalOf('fares.2.id: Fare not found for this flight', fares, pricing)).toBeNull();
    expect(fareRefusalOf('segments.0.legs.0.flightNumber: Flight number is required', fares, pricing)).toBeNull();
    expect(fareRefusalOf('The server cannot be reached.', fares, pricing)).toBeNull();
  });
});

describe('a refusal of a segment named by its direction (issue 32)', () => {
  it('reads segments.<i> as the direction the save sent in that place', () => {
    // Only which directions are sent matters here.
    const segment = {} as NonNullable<Parameters<typeof segmentPathsByDirection>[1]['outbound']>;
    const both = { outbound: segment, return: segment };
    expect(segmentPathsByDirection('segments.1.legs.0.flightNumber: must be a flight number like TA401', both)).toBe(
      'segments.return.legs.0.flightNumber: must be a flight number like TA401',
    );
    expect(segmentPathsByDirection('segments.0.weekdays.0: bad; segments.1.legs.1.durationMinutes: bad', both)).toBe(
      'segments.outbound.weekdays.0: bad; segments.return.legs.1.durationMinutes: bad',
    );
    // One way: the only segment sent is the outbound.
    expect(segmentPathsByDirection('segments.0.legs.0.flightNumber: x', { outbound: segment })).toBe('segments.outbound.legs.0.flightNumber: x');
  });
});
