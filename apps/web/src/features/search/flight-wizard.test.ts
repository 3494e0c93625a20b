import { describe, expect, it } from 'vitest';
import { LIGHT_BACK, LIGHT_OUT, PLUS_BACK, PLUS_OUT, worked } from './flight-fixture';
import {
  chosenFares,
  daysLater,
  extrasTotal,
  extraLines,
  fareColumns,
  flightChoiceOf,
  flightItemOf,
  flightNumberText,
  formatDuration,
  noExtras,
  shownAmount,
  stopCodes,
  timeOf,
} from './flight-wizard';

/*
 * The flight wizard's pure parts against domain-rules §10's worked flight: the fare step's item
 * price to the cent, the extras added to the item total, and how a flight card reads.
 */

describe('a flight card (storefront spec §2: durations as hours and minutes)', () => {
  it('shows durations as hours and minutes', () => {
    expect(formatDuration(160)).toBe('2h 40m');
    expect(formatDuration(150)).toBe('2h 30m');
    expect(formatDuration(180)).toBe('3h 00m');
    expect(formatDuration(65)).toBe('1h 05m');
    expect(formatDuration(45)).toBe('0h 45m');
    expect(formatDuration(0)).toBe('0h 00m');
  });

  it('reads times and days from local date-times, and the stops from the legs', () => {
    expect(timeOf('2027-06-10T08:10')).toBe('08:10');
    expect(daysLater('2027-06-10T22:10', '2027-06-11T01:20')).toBe(1);
    expect(daysLater('2027-06-10T08:10', '2027-06-10T11:50')).toBe(0);
    expect(stopCodes(worked.segments[0]!)).toEqual([]);
    const ist = { id: 9, code: 'IST', name: 'Istanbul' };
    const withStop = {
      legs: [
        { ...worked.segments[0]!.legs[0]!, destination: ist },
        { ...worked.segments[0]!.legs[0]!, origin: ist },
      ],
    };
    expect(stopCodes(withStop)).toEqual(['IST']);
    expect(flightNumberText('TA', 'TA401')).toBe('TA401');
    expect(flightNumberText('TA', '401')).toBe('TA 401');
  });

  it('shows exact averages rounded half away from zero', () => {
    expect(shownAmount('64.375')).toBe('64.38');
    expect(shownAmount('25.375')).toBe('25.38');
    expect(shownAmount('0')).toBe('0.00');
    expect(shownAmount('89.75')).toBe('89.75');
  });

  it('lays fare cards out in as many columns as fares, 4 when there are more than 4', () => {
    expect([1, 2, 3, 4, 5, 9].map(fareColumns)).toEqual([1, 2, 3, 4, 4, 4]);
  });
});

describe('the flight item of the fare steps (storefront spec §4 point 2, domain-rules §10)', () => {
  it('is not made while a segment lacks its fare', () => {
    expect(flightItemOf(worked, [LIGHT_OUT, null], null)).toBeNull();
    expect(flightChoiceOf(worked, [LIGHT_OUT, null])).toBeNull();
    expect(chosenFares(worked, [LIGHT_OUT, null]).map((f) => f?.name ?? null)).toEqual(['Light', null]);
  });

  it('Light both ways: 128.75 x 4 = 515.00', () => {
    expect(flightItemOf(worked, [LIGHT_OUT, LIGHT_BACK], null)).toMatchObject({ price: '128.75', count: 4, extras: '0.00', total: '515.00', currency: 'EUR' });
  });

  it('Plus both ways: 179.50 x 4 = 718.00', () => {
    expect(flightItemOf(worked, [PLUS_OUT, PLUS_BACK], null)).toMatchObject({ price: '179.50', total: '718.00' });
  });

  it('Light out, Plus back: round(154.125) = 154.13, total 616.52', () => {
    const item = flightItemOf(worked, [LIGHT_OUT, PLUS_BACK], null)!;
    expect(item).toMatchObject({ price: '154.13', count: 4, total: '616.52' });
    expect(item.fares.map((f) => f.name)).toEqual(['Light', 'Plus']);
  });

  it('adds the extras: a bag at 35 on both segments and seat 3A at 12 on Light both ways make 597.00', () => {
    const extras = {
      baggage: [
        { passengerId: 'passenger1', segmentKey: 'outbound' as const, id: '31', price: '35.00' },
        { passengerId: 'passenger1', segmentKey: 'return' as const, id: '32', price: '35.00' },
        { passengerId: 'passenger2', segmentKey: 'outbound' as const, id: `fare-${LIGHT_OUT}-1`, price: '0' },
      ],
      meals: [],
      seats: [{ passengerId: 'passenger1', legKey: 'outbound-1', id: '3A', price: '12.00' }],
    };
    expect(extrasTotal(extras)).toBe('82.00');
    expect(extrasTotal(noExtras())).toBe('0.00');
    expect(extrasTotal(null)).toBe('0.00');
    expect(flightItemOf(worked, [LIGHT_OUT, LIGHT_BACK], extras)).toMatchObject({ price: '128.75', count: 4, extras: '82.00', total: '597.00' });
    // The summary's lines (issue 32): each kind of paid extra with how many, an included bag (0) left out, adding up to the extras.
    expect(extraLines(extras)).toEqual([
      { kind: 'baggage', count: 2, total: '70.00' },
      { kind: 'seats', count: 1, total: '12.00' },
    ]);
    expect(extraLines(null)).toEqual([]);
  });

  it('sends the fare of each segment with its legs and the currency, as flight-extra and POST bookings read it', () => {
    expect(flightChoiceOf(worked, [LIGHT_OUT, PLUS_BACK])).toEqual({
      segments: [
        { segmentKey: 'outbound', fareId: LIGHT_OUT, legs: [{ legKey: 'outbound-1' }] },
        { segmentKey: 'return', fareId: PLUS_BACK, legs: [{ legKey: 'return-1' }] },
      ],
      currency: 'EUR',
    });
  });

  it('a fare the catalogue no longer offers is no fare', () => {
    expect(flightItemOf(worked, [LIGHT_OUT, 999], null)).toBeNull();
  });
});
