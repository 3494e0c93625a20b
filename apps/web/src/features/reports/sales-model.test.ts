import { describe, expect, it } from 'vitest';
import { bookingsFilterOf, chartRowsOf, periodLabel, periodSpan, salesQueryOf } from './sales-model';

describe('the sales report model', () => {
  it('reads its query from the address, by product and week by default, an unknown value falling back', () => {
    expect(salesQueryOf({})).toEqual({ from: undefined, to: undefined, groupBy: 'product', period: 'week' });
    expect(salesQueryOf({ from: '2027-05-01', to: '2027-05-31', groupBy: 'hotel', period: 'month' })).toEqual({
      from: '2027-05-01',
      to: '2027-05-31',
      groupBy: 'hotel',
      period: 'month',
    });
    expect(salesQueryOf({ groupBy: 'planet', period: 'year' })).toMatchObject({ groupBy: 'product', period: 'week' });
  });

  it('names a day, a week by its Monday and a month', () => {
    const weekOf = (day: string) => `Week of ${day}`;
    expect(periodLabel('2027-05-17', 'day', weekOf)).toBe('17.05.2027');
    expect(periodLabel('2027-05-17', 'week', weekOf)).toBe('Week of 17.05.2027');
    expect(periodLabel('2027-05', 'month', weekOf)).toBe('May 2027');
  });

  it("finds a period's days within the report's", () => {
    const report = { from: '2027-05-10', to: '2027-06-20' };
    expect(periodSpan('2027-05-10', 'day', report)).toEqual({ from: '2027-05-10', to: '2027-05-10' });
    expect(periodSpan('2027-05-17', 'week', report)).toEqual({ from: '2027-05-17', to: '2027-05-23' });
    expect(periodSpan('2027-05', 'month', report)).toEqual({ from: '2027-05-10', to: '2027-05-31' });
    expect(periodSpan('2027-06', 'month', report)).toEqual({ from: '2027-06-01', to: '2027-06-20' });
  });

  it("adds up each period's rows exactly for the chart", () => {
    const rows = [
      { period: '2027-05', key: 'a', label: 'A', bookings: 1, sales: '0.10', income: '0.05' },
      { period: '2027-04', key: 'a', label: 'A', bookings: 1, sales: '5.00', income: '1.00' },
      { period: '2027-05', key: 'b', label: 'B', bookings: 1, sales: '0.20', income: '0.05' },
    ];
    expect(chartRowsOf({ rows })).toEqual([
      { period: '2027-04', sales: '5.00', income: '1.00' },
      { period: '2027-05', sales: '0.30', income: '0.10' },
    ]);
  });

  it("links a row to the bookings list's filter of its group, where the list has one", () => {
    expect(bookingsFilterOf('product', 'visa')).toEqual({ productType: 'visa' });
    expect(bookingsFilterOf('product', 'other')).toBeNull();
    expect(bookingsFilterOf('destination', '11')).toEqual({ destinationLocationId: '11' });
    expect(bookingsFilterOf('destination', '')).toBeNull();
    expect(bookingsFilterOf('agency', '7')).toEqual({ agentId: '7' });
    expect(bookingsFilterOf('hotel', '3')).toEqual({ hotelId: '3' });
    expect(bookingsFilterOf('flight', '77')).toBeNull();
  });
});
