import type { BookedFlightExtra, BookedFlightSegment } from '@travel/contracts';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { bookingsEn } from './en';
import { extraPlace, extrasByPassenger, flightTitle, hasSegments, routeOf, stopsText } from './flight-item-model';
import { formatDayTime } from './format';

/*
 * The booking page's flight card (account spec §2 Flight card) on the worked flight of
 * domain-rules §10: TravelAir LIS → CDG and back, Light both ways, adult 1 with an extra bag
 * on both segments and seat 3A on the outbound leg.
 */

const i18n = createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: { bookings: bookingsEn } } }, interpolation: { escapeValue: false }, showSupportNotice: false });
const t = i18n.t;

const segment = (segmentKey: 'outbound' | 'return', fields: Partial<BookedFlightSegment> = {}): BookedFlightSegment => {
  const [from, to] = segmentKey === 'outbound' ? ['LIS', 'CDG'] : ['CDG', 'LIS'];
  const names: Record<string, string> = { LIS: 'Lisbon Humberto Delgado', CDG: 'Paris Charles de Gaulle' };
  const flightNumber = segmentKey === 'outbound' ? 'TA401' : 'TA402';
  return {
    segmentKey,
    origin: { code: from, name: names[from]! },
    destination: { code: to, name: names[to]! },
    stopsNames: [],
    airline: { name: 'TravelAir', logo: null },
    carrierCode: 'TA',
    flightNumber,
    departureDate: '2027-06-10T08:10',
    arrivalDate: '2027-06-10T11:50',
    selectedFareType: { id: 1, name: 'Light' },
    legs: [{ legKey: `${segmentKey}-1`, flightNumber, origin: from, destination: to, departureDate: '2027-06-10T08:10', arrivalDate: '2027-06-10T11:50' }],
    ...fields,
  };
};
const extra = (fields: Partial<BookedFlightExtra>): BookedFlightExtra => ({
  passengerId: 'passenger1',
  type: 'baggage',
  segmentKey: 'outbound',
  legKey: null,
  id: '1',
  name: 'Extra bag 23 kg',
  price: '35.00',
  included: false,
  ...fields,
});

describe('the flight card in words', () => {
  it('says Nonstop, or counts the stops and names them', () => {
    expect(stopsText(t, [])).toBe('Nonstop');
    expect(stopsText(t, ['Madrid'])).toBe('1 stop (Madrid)');
    expect(stopsText(t, ['Madrid', 'Rome'])).toBe('2 stops (Madrid, Rome)');
  });

  it('writes departures as the site writes a date with its time, in the local time of the airport', () => {
    expect(formatDayTime('2027-06-10T08:10')).toBe('10.06.2027 08:10');
    expect(formatDayTime('2027-06-17T23:05:00')).toBe('17.06.2027 23:05');
    expect(formatDayTime('2027-06-17')).toBe('17.06.2027');
    expect(formatDayTime('')).toBe('');
    expect(formatDayTime(null)).toBe('');
  });

  it('names the item by its route when it has no title, and knows a hand-added flight by its missing segments', () => {
    const round = [segment('outbound'), segment('return')];
    expect(routeOf(round[0]!)).toBe('LIS → CDG');
    expect(flightTitle(round)).toBe('LIS → CDG · CDG → LIS');
    expect(hasSegments({ segments: round })).toBe(true);
    expect(hasSegments({ segments: [] })).toBe(false);
    expect(hasSegments({})).toBe(false);
  });

  it('places baggage on its segment and meals and seats on their leg', () => {
    const segments = [segment('outbound'), segment('return')];
    expect(extraPlace(t, segments, { segmentKey: 'return', legKey: null })).toBe('Return · CDG → LIS');
    expect(extraPlace(t, segments, { segmentKey: 'outbound', legKey: 'outbound-1' })).toBe('Outbound · TA401 LIS → CDG');
    // A leg the item does not list falls back to its segment; a segment it does not list to the direction.
    expect(extraPlace(t, segments, { segmentKey: 'outbound', legKey: 'outbound-2' })).toBe('Outbound · LIS → CDG');
    expect(extraPlace(t, [segments[0]!], { segmentKey: 'return', legKey: null })).toBe('Return');
  });
});

describe('extras per passenger', () => {
  it('groups them by passenger in the item order, each as the trip runs: segment, its baggage, then leg by leg meal and seat', () => {
    const extras = [
      extra({ type: 'seat', legKey: 'outbound-1', id: '3A', name: '3A', price: '12.00' }),
      extra({ passengerId: 'passenger3', type: 'baggage', id: 'fare-1-1', name: '8 kg hand baggage', price: '0.00', included: true }),
      extra({ segmentKey: 'return' }),
      extra({}),
      extra({ type: 'meal', legKey: 'outbound-2', id: '7', name: 'Snack', price: '0.00', included: true }),
      extra({ type: 'seat', legKey: 'outbound-2', id: '4C', name: '4C', price: '12.00' }),
    ];
    const groups = extrasByPassenger({ passengerIds: ['passenger1', 'passenger2', 'passenger3'], extras });
    expect(groups.map((g) => g.passengerId)).toEqual(['passenger1', 'passenger3']);
    expect(groups[0]!.extras.map((e) => `${e.segmentKey} ${e.legKey ?? '-'} ${e.type} ${e.id}`)).toEqual([
      'outbound - baggage 1',
      'outbound outbound-1 seat 3A',
      'outbound outbound-2 meal 7',
      'outbound outbound-2 seat 4C',
      'return - baggage 1',
    ]);
    expect(groups[1]!.extras).toEqual([expect.objectContaining({ included: true, price: '0.00' })]);
  });

  it('keeps an extra of a passenger the item does not list, after the listed ones, and has nothing for an item without extras', () => {
    expect(extrasByPassenger({ passengerIds: ['passenger1'], extras: [extra({ passengerId: 'passenger9' }), extra({})] }).map((g) => g.passengerId)).toEqual([
      'passenger1',
      'passenger9',
    ]);
    expect(extrasByPassenger({ passengerIds: ['passenger1'] })).toEqual([]);
  });
});
