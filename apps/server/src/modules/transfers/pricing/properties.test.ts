import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, moneyText, sum } from '../../../lib/money';
import { flightCancellationPolicies } from '../../flights/pricing/cancellation';
import { carFits, carNet, carParty, priceTransfer } from './engine';
import { context, shuttle, van, workedTransfer } from './test-data';
import type { EngineCar, SearchedRoom, TransferMarkup } from './types';

/** Random rooms, cars, markups and currencies around the §10 transfer (domain-rules §5.2). */
const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => (c / 100).toFixed(2));
const room: fc.Arbitrary<SearchedRoom> = fc.record({
  adults: fc.integer({ min: 1, max: 8 }),
  childrenAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 5 }),
});
const markup: fc.Arbitrary<TransferMarkup | null> = fc.option(fc.record({ type: fc.constantFrom('percent' as const, 'fixed' as const), amount: cents(5000) }), {
  nil: null,
});
const car: fc.Arbitrary<EngineCar> = fc
  .record({
    type: fc.constantFrom('individual' as const, 'group' as const),
    base: fc.integer({ min: 1, max: 6 }),
    max: fc.integer({ min: 1, max: 12 }),
    prices: fc.tuple(cents(20000), cents(30000), cents(5000), cents(8000), cents(4000), cents(6000)),
  })
  .map(({ type, base, max, prices: [price, returnPrice, extraAdult, returnExtraAdult, extraChild, returnExtraChild] }) => ({
    ...van(),
    id: 7,
    type,
    baseOccupancy: Math.min(base, max),
    maxOccupancy: max,
    maxAdultOccupancy: max,
    maxChildOccupancy: max,
    pricing: [{ ...van().pricing[0]!, price, returnPrice, extraAdult, returnExtraAdult, extraChild, returnExtraChild }],
  }));

describe('transfer pricing properties', () => {
  it('an option is offered exactly when the car fits every room; its price is the sum of its rounded cars, one car per room', () => {
    fc.assert(
      fc.property(
        car,
        fc.array(room, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        markup,
        markup,
        fc.constantFrom('EUR', 'USD', 'GBP'),
        (c, rooms, roundTrip, own, extra, currency) => {
          const transfer = workedTransfer({ cars: [c] });
          const options = priceTransfer(transfer, { arrivalDate: '2027-06-28', roundTrip, rooms }, context({ markup: own, agencyExtra: extra, currency }));
          const fits = rooms.every((r) => carFits(c, carParty(r, transfer)));
          expect(options.length).toBe(fits ? 1 : 0);
          if (!fits) return;
          const [option] = options;
          expect(option!.cars.map((x) => x.roomIndex)).toEqual(rooms.map((_, i) => i));
          expect(option!.price).toBe(moneyText(sum(option!.cars.map((x) => x.price))));
          for (const x of option!.cars) expect(x.price).toMatch(/^\d+\.\d{2}$/);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('markups never lower a price, and more guests never make a car cheaper', () => {
    fc.assert(
      fc.property(room, fc.boolean(), markup, (r, roundTrip, own) => {
        const transfer = workedTransfer({ cars: [shuttle()] });
        const trip = { arrivalDate: '2027-06-28', roundTrip, rooms: [r] };
        const plain = priceTransfer(transfer, trip, context())[0]!;
        const marked = priceTransfer(transfer, trip, context({ markup: own }))[0]!;
        expect(dec(marked.price).gte(plain.price)).toBe(true);
        const more = carNet(shuttle(), shuttle().pricing[0]!, carParty({ ...r, adults: r.adults + 1 }, transfer), roundTrip)!;
        expect(more.gte(plain.cars[0]!.net)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('every band free makes every car free; cancellation rows never cost more than the item', () => {
    fc.assert(
      fc.property(
        fc.array(room, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        markup,
        fc.integer({ min: 0, max: 60 }),
        cents(10000),
        (rooms, roundTrip, own, days, fixed) => {
          const transfer = workedTransfer({ cars: [shuttle()] });
          const all = { adult: true, child: true, infant: true };
          const free = priceTransfer(transfer, { arrivalDate: '2027-06-28', roundTrip, rooms, free: rooms.map(() => all) }, context({ markup: own }));
          expect(free.map((o) => o.price)).toEqual(['0.00']);
          const [option] = priceTransfer(transfer, { arrivalDate: '2027-06-28', roundTrip, rooms }, context({ markup: own }));
          const rows = flightCancellationPolicies(
            [
              {
                departureDate: '2027-06-28',
                share: dec(option!.price),
                rules: [{ daysBefore: days, penaltyType: 'fixed', amount: fixed }],
                fixedPerPassenger: (a) => dec(a),
                passengers: rooms.length,
              },
            ],
            '2027-05-01',
            '2027-07-01',
            option!.price,
            'EUR',
          );
          for (const row of rows) expect(dec(row.cost).lte(option!.price)).toBe(true);
          expect(rows.at(-1)!.dateTo).toBe('2027-07-01');
        },
      ),
      { numRuns: 200 },
    );
  });
});
