import { describe, expect, it } from 'vitest';
import { addDays, eachNight, nightsCount } from './dates';
import { compressAllotments } from './presenter';

describe('allotment nights and ranges', () => {
  it('walks nights across month, year and leap-day boundaries', () => {
    expect(eachNight('2027-12-30', '2028-01-02')).toEqual(['2027-12-30', '2027-12-31', '2028-01-01', '2028-01-02']);
    expect(eachNight('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(eachNight('2027-03-27', '2027-03-29')).toHaveLength(3);
    expect(nightsCount('2027-01-01', '2027-12-31')).toBe(365);
    expect(nightsCount('2027-06-01', '2027-06-01')).toBe(1);
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('compresses consecutive nights with the same rooms and sold into ranges', () => {
    const nights = [
      { night: '2027-06-03', rooms: 4, sold: 0 },
      { night: '2027-06-01', rooms: 4, sold: 0 },
      { night: '2027-06-02', rooms: 4, sold: 0 },
      { night: '2027-06-04', rooms: 4, sold: 1 },
      { night: '2027-06-06', rooms: 4, sold: 1 },
      { night: '2027-06-07', rooms: 2, sold: 1 },
    ];
    expect(compressAllotments(nights)).toEqual([
      { startDate: '2027-06-01', endDate: '2027-06-03', rooms: 4, sold: 0 },
      { startDate: '2027-06-04', endDate: '2027-06-04', rooms: 4, sold: 1 },
      { startDate: '2027-06-06', endDate: '2027-06-06', rooms: 4, sold: 1 },
      { startDate: '2027-06-07', endDate: '2027-06-07', rooms: 2, sold: 1 },
    ]);
    expect(compressAllotments([])).toEqual([]);
  });

  it('expanding then compressing a range gives it back', () => {
    const nights = eachNight('2027-12-15', '2028-03-15').map((night) => ({ night, rooms: 3, sold: 0 }));
    expect(compressAllotments(nights)).toEqual([{ startDate: '2027-12-15', endDate: '2028-03-15', rooms: 3, sold: 0 }]);
  });
});
