import { describe, expect, it } from 'vitest';
import { addDays, agencyToday, dateIn } from './agency-day';

describe("the agency's today", () => {
  it("is the server's day even when the browser's UTC date differs", () => {
    // 23:30 UTC on New Year's Eve: the browser's UTC date is still 2026-12-31, Auckland is in 2027.
    const now = new Date('2026-12-31T23:30:00Z');
    expect(now.toISOString().slice(0, 10)).toBe('2026-12-31');
    expect(agencyToday({ today: '2027-01-01', timeZone: 'Pacific/Auckland' }, now.getTime(), now)).toBe('2027-01-01');
  });

  it("follows a pinned server clock (the server's date, not the browser's)", () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(agencyToday({ today: '2028-01-15', timeZone: 'UTC' }, now.getTime(), now)).toBe('2028-01-15');
  });

  it("moves on when the agency's midnight passes after the answer was read", () => {
    const readAt = Date.parse('2026-12-31T10:50:00Z'); // 23:50 in Auckland
    const now = new Date('2026-12-31T11:10:00Z'); // 00:10 the next day there
    expect(agencyToday({ today: '2026-12-31', timeZone: 'Pacific/Auckland' }, readAt, now)).toBe('2027-01-01');
    expect(agencyToday({ today: '2026-12-31', timeZone: 'Pacific/Auckland' }, readAt, new Date(readAt + 60_000))).toBe('2026-12-31');
  });

  it('counts days in a zone and across month and leap-year ends', () => {
    expect(dateIn(new Date('2027-01-01T05:00:00Z'), 'America/Los_Angeles')).toBe('2026-12-31');
    // UTC, the default zone, is read without a formatter: the same days as one would give.
    for (const instant of ['2026-12-31T23:59:59.999Z', '2027-01-01T00:00:00Z', '2028-02-29T12:00:00Z']) {
      expect(dateIn(new Date(instant), 'UTC')).toBe(dateIn(new Date(instant), 'Etc/UTC'));
    }
    expect(dateIn(new Date('2026-12-31T23:59:59.999Z'), 'UTC')).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
