import { describe, expect, it } from 'vitest';
import { dateIn, fixedClock, isTimeZone, systemClock } from './clock';
import { loadConfig } from './config';

describe('the clock', () => {
  it("counts today in the agency's time zone", () => {
    // 23:30 UTC is already the next day in Paris and still the same day in New York.
    const lateEvening = '2028-01-15T23:30:00Z';
    expect(fixedClock(lateEvening).today()).toBe('2028-01-15');
    expect(fixedClock(lateEvening, 'Europe/Paris').today()).toBe('2028-01-16');
    expect(fixedClock(lateEvening, 'America/New_York').today()).toBe('2028-01-15');
    expect(fixedClock('2028-01-15T03:00:00Z', 'America/Los_Angeles').today()).toBe('2028-01-14');
    expect(dateIn(new Date('2028-12-31T23:00:00Z'), 'Asia/Tokyo')).toBe('2029-01-01');
  });

  it('a fixed clock stands still: a date pins today in any zone, an instant pins now', () => {
    const clock = fixedClock('2028-01-15', 'Pacific/Kiritimati');
    expect(clock.today()).toBe('2028-01-15');
    expect(clock.now().toISOString()).toBe('2028-01-15T12:00:00.000Z');
    // now() hands out a copy: a caller changing it does not move the clock.
    clock.now().setUTCFullYear(1999);
    expect(clock.now().toISOString()).toBe('2028-01-15T12:00:00.000Z');
    expect(fixedClock('2028-02-29T08:15:00Z').now().toISOString()).toBe('2028-02-29T08:15:00.000Z');
  });

  it('refuses what is not a date, an instant or a time zone', () => {
    expect(() => fixedClock('2027-02-29')).toThrow('"2027-02-29" is not a date or an instant');
    expect(() => fixedClock('soon')).toThrow('is not a date or an instant');
    expect(() => fixedClock('2028-01-15', 'Mars/Olympus')).toThrow('Unknown time zone "Mars/Olympus"');
    expect(() => systemClock('Europe/Pariss')).toThrow('Unknown time zone "Europe/Pariss"');
  });

  it('the system clock follows real time', () => {
    const before = Date.now();
    const clock = systemClock('UTC');
    const now = clock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect([new Date(before).toISOString().slice(0, 10), new Date().toISOString().slice(0, 10)]).toContain(clock.today());
  });
});

describe('TIME_ZONE', () => {
  it('defaults to UTC and takes an IANA name', () => {
    expect(loadConfig({}).timeZone).toBe('UTC');
    expect(loadConfig({ TIME_ZONE: '' }).timeZone).toBe('UTC');
    expect(loadConfig({ TIME_ZONE: 'Europe/Paris' }).timeZone).toBe('Europe/Paris');
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
  });

  it('an unknown name stops the start with a sentence naming the setting', () => {
    expect(() => loadConfig({ TIME_ZONE: 'Europe/Atlantis' })).toThrow(
      'TIME_ZONE "Europe/Atlantis" is not a time zone name: use an IANA name such as UTC or Europe/Paris.',
    );
  });
});
