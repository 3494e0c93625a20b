import { describe, expect, it } from 'vitest';
import { fareInputSchema, flightUpdateRequestSchema, sellableSeats } from './flights';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const leg = (over: Record<string, unknown> = {}) => ({
  flightNumber: 'TA401',
  fromAirport: 1,
  toAirport: 2,
  departureTime: '08:10',
  durationMinutes: 160,
  ...over,
});
const flight = (segments: unknown[], fares: unknown[] = []) => ({
  name: 'LIS-CDG',
  fromAirport: JSON.stringify({ id: 1, name: 'Lisbon' }),
  toAirport: '2',
  segments: JSON.stringify(segments),
  fares: JSON.stringify(fares),
});
const segment = (over: Record<string, unknown> = {}) => ({
  direction: 'outbound',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  validFrom: '2027-01-01',
  validTo: '2027-12-31',
  legs: [leg()],
  ...over,
});
const pricing = (startDate: string, endDate: string, price = '100') => ({
  startDate,
  endDate,
  pricingData: { price, priceChild1: '80', priceChild2: '10', priceReturn: '180', priceReturnChild1: '150', priceReturnChild2: '20', currency: 'EUR' },
});

describe('flight contracts: bad input names the field (issue 12)', () => {
  it('accepts a flight with a segment, a seat map and a fare with pricing', () => {
    const seatMap = {
      rowsCount: 31,
      seatsNumbers: ['A', 'B', 'C', 'D', 'E', 'F'],
      blockedSeats: ['1A', '30F'],
      rowPrices: [{ fromRow: 1, toRow: 5, price: '15' }],
    };
    const result = flightUpdateRequestSchema.safeParse(
      flight([segment({ legs: [leg({ seatMap })] })], [{ id: 1, pricing: [pricing('2027-01-01', '2027-06-30')] }]),
    );
    expect(messages(result)).toEqual([]);
    expect(result.data?.fromAirport).toBe(1);
    expect(sellableSeats(seatMap)).toBe(178);
  });
  it('refuses weekdays outside 1-7, reversed validity, legs that do not chain or land before they leave', () => {
    const result = flightUpdateRequestSchema.safeParse(
      flight([
        segment({
          weekdays: [0, 8],
          validFrom: '2027-02-01',
          validTo: '2027-01-01',
          legs: [leg({ toAirport: 3, durationMinutes: 0 }), leg({ fromAirport: 4, toAirport: 2, departureTime: '08:30' })],
        }),
      ]),
    );
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        'segments.0.weekdays.0: must be a weekday 1 (Monday) to 7 (Sunday)',
        'segments.0.weekdays.1: must be a weekday 1 (Monday) to 7 (Sunday)',
        'segments.0.legs.0.durationMinutes: the arrival must be after the departure (durationMinutes must be at least 1)',
      ]),
    );
    const chained = flightUpdateRequestSchema.safeParse(
      flight([
        segment({
          validFrom: '2027-02-01',
          validTo: '2027-01-01',
          legs: [leg({ toAirport: 3 }), leg({ fromAirport: 4, toAirport: 2, departureTime: '08:30' })],
        }),
      ]),
    );
    expect(messages(chained)).toEqual([
      'segments.0.validTo: must not be before validFrom',
      'segments.0.legs.1.fromAirport: must be where legs.0 lands',
      'segments.0.legs.1.departureTime: must not be before legs.0 arrives',
    ]);
  });
  it('refuses a seat map over 99 rows or 10 letters and a blocked seat outside it', () => {
    const big = { rowsCount: 101, seatsNumbers: 'ABCDEFGHIJK'.split(''), blockedSeats: [] };
    expect(messages(flightUpdateRequestSchema.safeParse(flight([segment({ legs: [leg({ seatMap: big })] })])))).toEqual([
      'segments.0.legs.0.seatMap.rowsCount: a seat map has at most 99 rows (rowsCount 100)',
      'segments.0.legs.0.seatMap.seatsNumbers: a seat map has at most 10 seat letters',
    ]);
    const outside = { rowsCount: 31, seatsNumbers: ['A', 'B'], blockedSeats: ['31A', '2C'] };
    expect(messages(flightUpdateRequestSchema.safeParse(flight([segment({ legs: [leg({ seatMap: outside })] })])))).toEqual([
      'segments.0.legs.0.seatMap.blockedSeats.0: seat 31A is outside the map (rows 1-30, letters AB)',
      'segments.0.legs.0.seatMap.blockedSeats.1: seat 2C is outside the map (rows 1-30, letters AB)',
    ]);
  });
  it('refuses fare pricing with a reversed period, overlapping periods, negative prices or no currency', () => {
    const rows = [
      pricing('2027-01-01', '2027-06-30'),
      pricing('2027-06-01', '2027-05-01'),
      pricing('2027-06-15', '2027-07-31', '120'),
      pricing('2027-08-01', '2027-08-31', '-5'),
    ];
    const noCurrency = { ...pricing('2027-09-01', '2027-09-30'), pricingData: { ...pricing('', '').pricingData, currency: undefined } };
    expect(messages(flightUpdateRequestSchema.safeParse(flight([], [{ id: 1, pricing: [...rows, noCurrency] }])))).toEqual([
      'fares.0.pricing.1.endDate: end date must not be before the start date',
      'fares.0.pricing.3.pricingData.price: must not be below zero',
      'fares.0.pricing.4.pricingData.currency: Currency is required',
    ]);
    expect(messages(flightUpdateRequestSchema.safeParse(flight([], [{ id: 1, pricing: [rows[0], rows[2]] }])))).toEqual([
      'fares.0.pricing.1.startDate: the period 15.06.2027-31.07.2027 overlaps period 1 (01.01.2027-30.06.2027)',
    ]);
    // Equal prices overlap all the same (issue 32); each row is named against the first earlier row it meets.
    const overlapping = [rows[0], pricing('2027-07-01', '2027-07-31'), pricing('2027-06-30', '2027-07-01')];
    expect(messages(flightUpdateRequestSchema.safeParse(flight([], [{ id: 1, pricing: overlapping }])))).toEqual([
      'fares.0.pricing.2.startDate: the period 30.06.2027-01.07.2027 overlaps period 1 (01.01.2027-30.06.2027)',
    ]);
    // Touching periods do not overlap.
    expect(messages(flightUpdateRequestSchema.safeParse(flight([], [{ id: 1, pricing: [rows[0], overlapping[1]] }])))).toEqual([]);
  });
  it('requires the airports, and an airport is an id or an option object', () => {
    expect(messages(flightUpdateRequestSchema.safeParse({ name: 'X' }))).toEqual(['fromAirport: is required', 'toAirport: is required']);
    expect(messages(flightUpdateRequestSchema.safeParse({ name: 'X', fromAirport: '{"value":3}', toAirport: '"Paris"' }))).toEqual([
      'toAirport: must be an airport',
    ]);
  });
  it('requires a fare name, code and meal', () => {
    expect(messages(fareInputSchema.safeParse({ name: ' ', handBagagges: [{ handBaggage: '8 kg' }] }))).toEqual([
      'name: Name is required',
      'code: Code is required',
      'meal: Meal is required',
    ]);
  });
});
