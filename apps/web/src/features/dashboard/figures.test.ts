import { describe, expect, it } from 'vitest';
import { changeOf, daysOf, monthSpan, seriesOf } from './figures';

describe('changeOf: a figure against the span before it', () => {
  it('is up or down by a whole percent of the previous figure, exact on decimal amounts', () => {
    expect(changeOf('390.00', '40.00')).toEqual({ direction: 'up', percent: 875 });
    expect(changeOf('90.00', '120.00')).toEqual({ direction: 'down', percent: 25 });
    expect(changeOf(3, 2)).toEqual({ direction: 'up', percent: 50 });
    expect(changeOf('0.10', '0.30')).toEqual({ direction: 'down', percent: 67 });
  });

  it('says no change for the same figure, and new when there was nothing before (no percent of nothing)', () => {
    expect(changeOf('12.50', '12.5')).toEqual({ direction: 'same', percent: 0 });
    expect(changeOf(0, 0)).toEqual({ direction: 'same', percent: 0 });
    expect(changeOf('50.00', '0.00')).toEqual({ direction: 'new', percent: null });
  });

  it('compares a loss with a loss by its size', () => {
    expect(changeOf('-20.00', '-10.00')).toEqual({ direction: 'down', percent: 100 });
  });
});

describe('seriesOf: the per-day figures of the chart and of its table', () => {
  const dashboard = {
    from: '2027-05-01',
    to: '2027-05-03',
    series: [
      { date: '2027-05-03', product: 'hotel' as const, sales: '250.00', income: '50.00' },
      { date: '2027-05-01', product: 'other' as const, sales: '40.00', income: '40.00' },
      { date: '2027-05-03', product: 'flight' as const, sales: '90.10', income: '9.00' },
    ],
  };

  it('draws every day of the period, a day without sales at zero', () => {
    const { chart } = seriesOf(dashboard, 'sales');
    expect(chart.map((d) => d.date)).toEqual(['2027-05-01', '2027-05-02', '2027-05-03']);
    expect(chart[1]).toEqual({ date: '2027-05-02', hotel: 0, flight: 0, transfer: 0, visa: 0, tour: 0, other: 0 });
    expect(chart[2]).toMatchObject({ hotel: 250, flight: 90.1 });
  });

  it("lists only the days with sales, each product's exact amount and the day's total", () => {
    expect(seriesOf(dashboard, 'sales').table).toEqual([
      { date: '2027-05-01', amounts: { hotel: '0.00', flight: '0.00', transfer: '0.00', visa: '0.00', tour: '0.00', other: '40.00' }, total: '40.00' },
      { date: '2027-05-03', amounts: { hotel: '250.00', flight: '90.10', transfer: '0.00', visa: '0.00', tour: '0.00', other: '0.00' }, total: '340.10' },
    ]);
    expect(seriesOf(dashboard, 'income').table[1]!.total).toBe('59.00');
  });
});

describe('days and months', () => {
  it('counts the days of a span, both ends included, across a month', () => {
    expect(daysOf('2027-02-27', '2027-03-02')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02']);
  });

  it("finds a month's last day", () => {
    expect(monthSpan('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthSpan('2027-12')).toEqual({ from: '2027-12-01', to: '2027-12-31' });
  });
});
