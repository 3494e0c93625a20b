import { describe, expect, it } from 'vitest';
import { effectiveSeatCapacity, fliesOn, flightTimeWithStops, isoWeekday, stopsNames } from './schedule';

describe('flight schedule rules (domain-rules §5.1)', () => {
  const weekdaysOnly = { weekdays: [1, 2, 3, 4, 5], validFrom: '2027-03-01', validTo: '2027-03-31' };

  it('numbers weekdays 1 Monday to 7 Sunday', () => {
    expect(isoWeekday('2027-03-01')).toBe(1);
    expect(isoWeekday('2027-03-06')).toBe(6);
    expect(isoWeekday('2027-03-07')).toBe(7);
  });

  it('flies only on its weekdays', () => {
    expect(fliesOn(weekdaysOnly, '2027-03-05')).toBe(true);
    expect(fliesOn(weekdaysOnly, '2027-03-06')).toBe(false);
    expect(fliesOn(weekdaysOnly, '2027-03-07')).toBe(false);
  });

  it('flies only inside its validity, both ends included', () => {
    expect(fliesOn(weekdaysOnly, '2027-03-01')).toBe(true);
    expect(fliesOn(weekdaysOnly, '2027-03-31')).toBe(true);
    expect(fliesOn(weekdaysOnly, '2027-02-26')).toBe(false);
    expect(fliesOn(weekdaysOnly, '2027-04-01')).toBe(false);
  });

  it('counts the flight time from first departure to last arrival, the stop included', () => {
    expect(flightTimeWithStops([{ departureTime: '08:10', dayOffset: 0, durationMinutes: 160 }])).toBe(160);
    const withStop = [
      { departureTime: '08:10', dayOffset: 0, durationMinutes: 100 },
      { departureTime: '11:00', dayOffset: 0, durationMinutes: 60 },
    ];
    // 08:10 -> 12:00: 100 + 70 on the ground + 60.
    expect(flightTimeWithStops(withStop)).toBe(230);
    const overnight = [
      { departureTime: '22:00', dayOffset: 0, durationMinutes: 180 },
      { departureTime: '02:30', dayOffset: 1, durationMinutes: 90 },
    ];
    expect(flightTimeWithStops(overnight)).toBe(360);
    expect(flightTimeWithStops([])).toBe(0);
  });

  it('names the stops: where one leg ends and the next begins', () => {
    const names = new Map([
      [2, 'Madrid'],
      [3, 'Paris'],
    ]);
    expect(stopsNames([{ toAirportId: 3 }], (id) => names.get(id)!)).toEqual([]);
    expect(stopsNames([{ toAirportId: 2 }, { toAirportId: 3 }], (id) => names.get(id)!)).toEqual(['Madrid']);
  });

  it('sells the seat map less its blocked seats unless the segment sets a capacity', () => {
    const seatMap = { rowsCount: 31, seatsNumbers: ['A', 'B', 'C', 'D', 'E', 'F'], blockedSeats: ['1A', '1B'], rowPrices: [] };
    expect(effectiveSeatCapacity(null, [{ seatMap }])).toBe(178);
    expect(effectiveSeatCapacity(150, [{ seatMap }])).toBe(150);
    expect(effectiveSeatCapacity(null, [{ seatMap: null }])).toBe(0);
  });
});
