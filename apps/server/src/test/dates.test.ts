import { describe, expect, it } from 'vitest';
import { addDays, daysFromToday, FIXTURE_YEAR, fixtureDate, monthEnd, monthStart, nextWeekday, TODAY } from './dates';
import { testClock } from './harness';

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('test dates, from the pinned day', () => {
  it("the pinned day is every test app's today", () => {
    expect(TODAY).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(testClock().today()).toBe(TODAY);
    if (process.env.TEST_TODAY) expect(TODAY).toBe(process.env.TEST_TODAY);
  });

  it('counts days and months around it', () => {
    expect(daysFromToday(0)).toBe(TODAY);
    expect(addDays(daysFromToday(-1), 2)).toBe(daysFromToday(1));
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(monthStart(0) <= TODAY && TODAY <= monthEnd(0)).toBe(true);
    expect(monthStart(1)).toBe(addDays(monthEnd(0), 1));
    expect(monthStart(12).slice(5)).toBe(monthStart(0).slice(5));
  });

  it('finds the next given weekday, strictly after the day', () => {
    for (let day = 0; day < 7; day++) {
      const next = nextWeekday(day);
      expect(weekday(next)).toBe(day);
      expect(next > TODAY && next <= daysFromToday(7)).toBe(true);
    }
  });

  it("moves the fixtures' 2027 to the year after the pinned day, month and day kept", () => {
    expect(FIXTURE_YEAR).toBe(Number(TODAY.slice(0, 4)) + 1);
    expect(fixtureDate('2027-06-28')).toBe(`${FIXTURE_YEAR}-06-28`);
    expect(fixtureDate('2022-01-15')).toBe(`${FIXTURE_YEAR - 5}-01-15`);
    // The worked example's stay lies ahead of today, whatever the day of the year.
    expect(fixtureDate('2027-06-01') > addDays(TODAY, 150)).toBe(true);
  });
});
