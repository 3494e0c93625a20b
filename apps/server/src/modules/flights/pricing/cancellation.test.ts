import { describe, expect, it } from 'vitest';
import { dec } from '../../../lib/money';
import { type CancellationSegment, describeFareRules, flightCancellationPolicies } from './cancellation';

const plusRules = [{ daysBefore: 14, penaltyType: 'percent' as const, amount: '50' }];
const segment = (departureDate: string, share: string, rules: CancellationSegment['rules'] = plusRules): CancellationSegment => ({
  departureDate,
  share: dec(share),
  rules,
  fixedPerPassenger: (amount) => dec(amount),
  passengers: 4,
});

/** domain-rules §5.1 and §7 on the flight of §10 (Plus: 50 % from 14 days before departure; Light: no rules). */
describe('flight cancellation rows', () => {
  it('Plus both ways: free, then half of the outbound, then half of both', () => {
    const rows = flightCancellationPolicies([segment('2027-06-10', '359.00'), segment('2027-06-17', '359.00')], '2027-05-01', '2027-06-17', '718.00', 'EUR');
    expect(rows).toEqual([
      { dateFrom: '2027-05-01', dateTo: '2027-05-26', cost: '0.00', currencyCost: 'EUR' },
      { dateFrom: '2027-05-27', dateTo: '2027-06-02', cost: '179.50', currencyCost: 'EUR' },
      { dateFrom: '2027-06-03', dateTo: '2027-06-17', cost: '359.00', currencyCost: 'EUR' },
    ]);
  });

  it('a fare without rules is non-refundable from the booking date: Light out (its share), Plus back (half of its share from 14 days before)', () => {
    // The 616.52 of Light out + Plus back, split by the averages 64.375 and 89.75.
    const total = dec('616.52');
    const out = total.times('64.375').div('154.125');
    const back = total.times('89.75').div('154.125');
    const rows = flightCancellationPolicies(
      [
        { ...segment('2027-06-10', '0', []), share: out },
        { ...segment('2027-06-17', '0'), share: back },
      ],
      '2027-05-01',
      '2027-06-17',
      '616.52',
      'EUR',
    );
    expect(rows).toEqual([
      { dateFrom: '2027-05-01', dateTo: '2027-06-02', cost: '257.51', currencyCost: 'EUR' },
      { dateFrom: '2027-06-03', dateTo: '2027-06-17', cost: '437.01', currencyCost: 'EUR' },
    ]);
  });

  it('a fixed penalty is per passenger, never more than the segment; a booking inside a rule starts there', () => {
    const rules = [
      { daysBefore: 30, penaltyType: 'fixed' as const, amount: '20' },
      { daysBefore: 3, penaltyType: 'fixed' as const, amount: '200' },
    ];
    const rows = flightCancellationPolicies([segment('2027-06-10', '300.00', rules)], '2027-05-20', '2027-06-10', '300.00', 'EUR');
    expect(rows).toEqual([
      { dateFrom: '2027-05-20', dateTo: '2027-06-06', cost: '80.00', currencyCost: 'EUR' },
      { dateFrom: '2027-06-07', dateTo: '2027-06-10', cost: '300.00', currencyCost: 'EUR' },
    ]);
  });

  it('rules in words, for the fare cards', () => {
    expect(describeFareRules([], (a) => `${a} EUR`)).toEqual(['Non-refundable']);
    expect(
      describeFareRules(
        [
          { daysBefore: 3, penaltyType: 'percent', amount: '100.00' },
          { daysBefore: 30, penaltyType: 'fixed', amount: '20.00' },
        ],
        (a) => `${a} EUR`,
      ),
    ).toEqual([
      'Free cancellation until 31 days before departure',
      'Cancellation fee 20.00 EUR per passenger from 30 days before departure',
      'Cancellation fee 100 % of the price from 3 days before departure',
    ]);
  });
});
