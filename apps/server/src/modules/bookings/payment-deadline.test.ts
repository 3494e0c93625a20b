import { describe, expect, it } from 'vitest';
import { agencyDay, deadlineInstant, paymentDeadline } from './payment-deadline';

/** The payment deadline rule (issue 31; domain-rules §11), per product mix and time zone, on pinned days. */
describe('paymentDeadline', () => {
  const bookingDay = '2027-03-01';
  const hotel = (penaltyFrom: string) => ({
    startDate: '2027-05-10',
    policies: [
      { dateFrom: bookingDay, dateTo: penaltyFrom, cost: '0.00' },
      { dateFrom: penaltyFrom, dateTo: '2027-05-10', cost: '120.00' },
    ],
  });
  const nonRefundable = (startDate: string) => ({ startDate, policies: [{ dateFrom: bookingDay, dateTo: startDate, cost: '80.00' }] });
  const visa = { startDate: '2027-05-10', policies: [] };
  const freeTransfer = { startDate: '2027-05-10', policies: [{ dateFrom: bookingDay, dateTo: '2027-05-10', cost: '0.00' }] };

  it('is the day before the first penalty of a refundable hotel', () => {
    expect(paymentDeadline({ bookingDay, items: [hotel('2027-04-10')], paymentTermsDays: null })).toBe('2027-04-09');
  });

  it('takes the earliest penalty over every item of a package (hotel + flight fare)', () => {
    const flight = { startDate: '2027-05-10', policies: [{ dateFrom: '2027-03-20', dateTo: '2027-05-10', cost: '50.00' }] };
    expect(paymentDeadline({ bookingDay, items: [hotel('2027-04-10'), flight], paymentTermsDays: null })).toBe('2027-03-19');
  });

  it('is the booking day when an item is non-refundable from the start (a fare, or a visa without rows)', () => {
    expect(paymentDeadline({ bookingDay, items: [hotel('2027-04-10'), nonRefundable('2027-05-10')], paymentTermsDays: null })).toBe(bookingDay);
    expect(paymentDeadline({ bookingDay, items: [hotel('2027-04-10'), visa], paymentTermsDays: null })).toBe(bookingDay);
  });

  it('never falls before the booking day (a penalty starting tomorrow gives today)', () => {
    expect(paymentDeadline({ bookingDay, items: [hotel('2027-03-02')], paymentTermsDays: null })).toBe(bookingDay);
  });

  it('is the day before the first service when every item is free to cancel throughout', () => {
    expect(paymentDeadline({ bookingDay, items: [freeTransfer], paymentTermsDays: null })).toBe('2027-05-09');
  });

  it("takes the agency's payment terms when they are earlier, and not when they are later", () => {
    expect(paymentDeadline({ bookingDay, items: [hotel('2027-04-10')], paymentTermsDays: 14 })).toBe('2027-03-15');
    expect(paymentDeadline({ bookingDay, items: [hotel('2027-03-10')], paymentTermsDays: 14 })).toBe('2027-03-09');
    expect(paymentDeadline({ bookingDay, items: [hotel('2027-04-10')], paymentTermsDays: 0 })).toBe(bookingDay);
  });
});

describe("the agency's day and the deadline's local time", () => {
  it('counts the booking day in the agency time zone', () => {
    const instant = new Date('2027-03-01T23:30:00Z');
    expect(agencyDay(instant, 'UTC')).toBe('2027-03-01');
    expect(agencyDay(instant, 'Europe/Lisbon')).toBe('2027-03-01');
    expect(agencyDay(instant, 'Europe/Berlin')).toBe('2027-03-02');
    expect(agencyDay(instant, 'America/New_York')).toBe('2027-03-01');
    // The same booking instant gives an agency in Berlin a deadline one day later than one in New York.
    const items = [{ startDate: '2027-05-10', policies: [] }];
    expect(paymentDeadline({ bookingDay: agencyDay(instant, 'Europe/Berlin'), items, paymentTermsDays: null })).toBe('2027-03-02');
    expect(paymentDeadline({ bookingDay: agencyDay(instant, 'America/New_York'), items, paymentTermsDays: null })).toBe('2027-03-01');
  });

  it('acts at the local time of the deadline day, daylight saving included', () => {
    expect(deadlineInstant('2027-01-15', '18:00', 'UTC').toISOString()).toBe('2027-01-15T18:00:00.000Z');
    expect(deadlineInstant('2027-01-15', '18:00', 'Europe/Berlin').toISOString()).toBe('2027-01-15T17:00:00.000Z');
    expect(deadlineInstant('2027-07-15', '18:00', 'Europe/Berlin').toISOString()).toBe('2027-07-15T16:00:00.000Z');
    // The last Sunday of March 2027 (28th): Berlin moves from UTC+1 to UTC+2 at 01:00 UTC.
    expect(deadlineInstant('2027-03-28', '18:00', 'Europe/Berlin').toISOString()).toBe('2027-03-28T16:00:00.000Z');
    expect(deadlineInstant('2027-03-10', '18:00', 'America/New_York').toISOString()).toBe('2027-03-10T23:00:00.000Z');
  });
});
