import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, fromDayNumber, stayNights } from './dates';

/** What dates.ts computed with Date before it read the digits itself (issue 17.2): the reference. */
const DAY_MS = 86_400_000;
const byDate = (date: string) => {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) throw new Error(`Not a date (YYYY-MM-DD): ${date}`);
  return time / DAY_MS;
};

describe('calendar arithmetic', () => {
  it('gives Date’s day numbers and dates for every day from 1600 to 2400', () => {
    for (let day = byDate('1600-01-01'); day <= byDate('2400-12-31'); day++) {
      const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
      if (fromDayNumber(day) !== date) expect(fromDayNumber(day)).toBe(date);
      if (dayNumber(date) !== day) expect(dayNumber(date)).toBe(day);
    }
    expect(fromDayNumber(byDate('0001-03-01'))).toBe('0001-03-01');
    expect(dayNumber('9999-12-31')).toBe(byDate('9999-12-31'));
  });

  it('refuses what is not a YYYY-MM-DD calendar day, as Date did', () => {
    for (const bad of [
      '2027-02-29',
      '2028-02-30',
      '1900-02-29',
      '2027-13-01',
      '2027-00-10',
      '2027-04-00',
      '2027-04-31',
      '2027-1-01',
      '27-01-01',
      'abcd-ef-gh',
      ' 2027-04-01',
      '2027-04-01 ',
      '',
      '2027/04/01',
      '2027-04-1x',
    ]) {
      expect(() => dayNumber(bad), bad).toThrow(`Not a date (YYYY-MM-DD): ${bad}`);
      expect(() => byDate(bad), bad).toThrow();
    }
    expect(dayNumber('2028-02-29')).toBe(byDate('2028-02-29'));
    expect(dayNumber('2000-02-29')).toBe(byDate('2000-02-29'));
  });

  it('counts nights across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(stayNights('2027-12-30', '2028-01-02')).toEqual(['2027-12-30', '2027-12-31', '2028-01-01']);
  });
});
