import fc from 'fast-check';
import { flightItemPrice, itemTotal } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { dec, exact, round2, sum } from '../../../lib/money';
import { addDays } from '../../../lib/dates';
import { chooseExtras, type ExtraLists } from '../search/choices';
import { flightCancellationPolicies } from './cancellation';
import { AVERAGE_DECIMALS, chosenPrice, priceFlight } from './engine';
import { extraEntities } from './extras';
import { context, extrasOf, familyPassengers } from './test-data';
import type { EngineFare, EngineFlight, FlightMarkup, Party } from './types';

/** Random fares, parties, markups and currencies around June 2027 (domain-rules §5.1). */
const DAY0 = '2027-06-01';
const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => (c / 100).toFixed(2));

const fare = (id: number): fc.Arbitrary<EngineFare> =>
  fc
    .array(
      fc.record({
        start: fc.integer({ min: 0, max: 20 }),
        length: fc.integer({ min: 0, max: 30 }),
        prices: fc.tuple(cents(50000), cents(40000), cents(10000), cents(90000), cents(70000), cents(20000)),
        currency: fc.constantFrom('EUR', 'USD', 'GBP'),
      }),
      { minLength: 1, maxLength: 3 },
    )
    .map((rows) => ({
      id,
      pricing: rows.map((r, i) => ({
        id: id * 10 + i,
        startDate: addDays(DAY0, r.start),
        endDate: addDays(DAY0, r.start + r.length),
        price: r.prices[0],
        priceChild1: r.prices[1],
        priceChild2: r.prices[2],
        priceReturn: r.prices[3],
        priceReturnChild1: r.prices[4],
        priceReturnChild2: r.prices[5],
        currency: r.currency,
      })),
    }));

const flight: fc.Arbitrary<EngineFlight> = fc
  .record({
    round: fc.boolean(),
    date: fc.integer({ min: 0, max: 25 }),
    fares: fc.integer({ min: 1, max: 5 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => fare(i + 1)))),
  })
  .map(({ round, date, fares }) => ({
    flightType: round ? 'round' : 'oneway',
    outboundDate: addDays(DAY0, date),
    segments: round
      ? [
          { key: 'outbound', fares },
          { key: 'return', fares },
        ]
      : [{ key: 'outbound', fares }],
  }));

const party: fc.Arbitrary<Party> = fc
  .record({ adults: fc.integer({ min: 1, max: 5 }), ages: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 4 }) })
  .map(({ adults, ages }) => ({ adults, childrenAges: ages }));

const markup: fc.Arbitrary<FlightMarkup | null> = fc.option(fc.record({ type: fc.constantFrom('percent' as const, 'fixed' as const), amount: cents(3000) }), {
  nil: null,
});
const pricingContext = fc.record({ currency: fc.constantFrom('EUR', 'USD', 'GBP'), markup, agencyExtra: markup }).map((over) => context(over));

const priced = fc
  .record({ flight, party, ctx: pricingContext })
  .map(({ flight, party, ctx }) => ({ flight, party, ctx, priced: priceFlight(flight, party, ctx) }));

describe('flight pricing properties', () => {
  it("a fare's extra is never negative, the cheapest's is 0, and pricePerPax x passengers is the price", () => {
    fc.assert(
      fc.property(priced, ({ priced }) => {
        if (!priced) return;
        for (const segment of priced.segments) {
          expect(segment.fares[0]!.extra.isZero()).toBe(true);
          for (const f of segment.fares) expect(f.extra.gte(0)).toBe(true);
        }
        expect(priced.pricePerPax).toBe(round2(priced.base).toFixed(2));
        expect(priced.price).toBe(dec(priced.pricePerPax).times(priced.passengers).toFixed(2));
      }),
      { numRuns: 300 },
    );
  });

  it('the item price is round(sum of the chosen averages) = round(base + chosen extras), as the wizard computes it from the texts', () => {
    fc.assert(
      fc.property(priced, fc.array(fc.nat(), { minLength: 2, maxLength: 2 }), ({ priced }, picks) => {
        if (!priced) return;
        const choice = Object.fromEntries(priced.segments.map((s, i) => [s.key, s.fares[picks[i]! % s.fares.length]!.fareId]));
        const chosen = chosenPrice(priced, choice)!;
        // Averages are fixed-point: base and extras add up to the chosen averages exactly.
        for (const f of chosen.fares) expect(f.avg.decimalPlaces()).toBeLessThanOrEqual(AVERAGE_DECIMALS);
        expect(priced.base.plus(sum(chosen.fares.map((f) => f.extra))).eq(sum(chosen.fares.map((f) => f.avg)))).toBe(true);
        expect(chosen.price).toBe(round2(sum(chosen.fares.map((f) => f.avg))).toFixed(2));
        expect(
          flightItemPrice(
            exact(priced.base),
            chosen.fares.map((f) => exact(f.extra)),
          ),
        ).toBe(chosen.price);
      }),
      { numRuns: 1000 },
    );
  });

  it('a half-cent tie of repeating averages rounds away from zero on both sides (82.325 / 3 + 249.22 / 3 = 110.515)', () => {
    const row = (id: number, priceReturn: string, priceReturnChild1: string) => ({
      id,
      startDate: DAY0,
      endDate: DAY0,
      price: '0.00',
      priceChild1: '0.00',
      priceChild2: '0.00',
      priceReturn,
      priceReturnChild1,
      priceReturnChild2: '0.00',
      currency: 'EUR',
    });
    const fares = [
      { id: 1, pricing: [row(10, '0.00', '164.65')] },
      { id: 2, pricing: [row(20, '249.22', '0.00')] },
    ];
    const tie = priceFlight(
      {
        flightType: 'round',
        outboundDate: DAY0,
        segments: [
          { key: 'outbound', fares },
          { key: 'return', fares },
        ],
      },
      { adults: 1, childrenAges: [2, 12] },
      context(),
    )!;
    const chosen = chosenPrice(tie, { outbound: 1, return: 2 })!;
    expect(chosen.fares.map((f) => exact(f.avg))).toEqual(['27.44166666666666666667', '83.07333333333333333333']);
    expect(chosen.price).toBe('110.52');
    expect(
      flightItemPrice(
        exact(tie.base),
        chosen.fares.map((f) => exact(f.extra)),
      ),
    ).toBe('110.52');
  });

  it('item total = price x count + extras, every chosen extra at its catalogue price and none negative', () => {
    const input = extrasOf({ outbound: 'plus', return: 'light' }, ['4B']);
    const entities = {
      baggage: extraEntities('baggage', input).entities,
      meal: extraEntities('meal', input).entities,
      seat: extraEntities('seat', input).entities,
    };
    const seatIds = entities.seat.flatMap((e) => e.items.filter((i) => i.availability === 'available').map((i) => [e.key, i.id] as const));
    const picks = fc.record({
      bags: fc.subarray(
        familyPassengers.flatMap((p) =>
          (['outbound', 'return'] as const).map((segmentKey) => ({ passengerId: p.id, segmentKey, id: segmentKey === 'outbound' ? '41' : '42' })),
        ),
      ),
      meals: fc.tuple(
        ...familyPassengers.flatMap((p) =>
          ['outbound-1', 'return-1'].map((legKey) =>
            fc.option(fc.constantFrom('31', '32'), { nil: undefined }).map((id) => ({ passengerId: p.id, legKey, id })),
          ),
        ),
      ),
      seats: fc.shuffledSubarray(seatIds, { maxLength: 6 }),
      price: fc.constantFrom('128.75', '141.63', '0.01'),
    });
    fc.assert(
      fc.property(picks, ({ bags, meals, seats, price }) => {
        // The Plus outbound requires a meal for everyone; the Light return's are optional.
        const mealsList = meals.filter((m) => m.id !== undefined || m.legKey === 'outbound-1').map((m) => ({ ...m, id: m.id ?? '31', price: undefined }));
        const seated = familyPassengers.filter((p) => p.ageType !== 'infant');
        const seatsList = seats
          .map(([legKey, id], i) => ({ passengerId: seated[i % seated.length]!.id, legKey, id, price: undefined }))
          .filter((s, i, all) => all.findIndex((o) => o.passengerId === s.passengerId && o.legKey === s.legKey) === i);
        const lists: ExtraLists = { flightBaggageList: bags.map((b) => ({ ...b, price: undefined })), flightMealsList: mealsList, flightSeatsList: seatsList };
        const chosen = chooseExtras(input, lists);
        for (const e of chosen.extras) expect(dec(e.price).gte(0)).toBe(true);
        const paid = sum(chosen.extras.map((e) => e.price));
        expect(chosen.extrasTotal).toBe(paid.toFixed(2));
        expect(paid.toFixed(2)).toBe(
          sum([
            ...bags.map(() => '35.00'),
            ...seatsList.map((s) => (Number(s.id.slice(0, -1)) <= 5 ? '12.00' : '0.00')),
            ...mealsList.filter((m) => m.legKey === 'return-1').map((m) => (m.id === '31' ? '6.00' : '14.00')),
          ]).toFixed(2),
        );
        expect(itemTotal(price, 4, chosen.extrasTotal)).toBe(dec(price).times(4).plus(chosen.extrasTotal).toFixed(2));
      }),
      { numRuns: 200 },
    );
  });

  it('cancellation rows are contiguous from the booking date to the last date, never above the item total', () => {
    const rule = fc.record({
      daysBefore: fc.integer({ min: 0, max: 60 }),
      penaltyType: fc.constantFrom('percent' as const, 'fixed' as const),
      amount: cents(15000),
    });
    fc.assert(
      fc.property(
        fc.array(fc.record({ share: cents(100000), rules: fc.array(rule, { maxLength: 3 }), offset: fc.integer({ min: 0, max: 30 }) }), {
          minLength: 1,
          maxLength: 2,
        }),
        fc.integer({ min: 0, max: 90 }),
        (segments, booked) => {
          const bookingDate = addDays(DAY0, -booked);
          const departures = segments.map((s, i) => addDays(DAY0, s.offset + i * 31));
          const total = sum(segments.map((s) => s.share)).toFixed(2);
          const rows = flightCancellationPolicies(
            segments.map((s, i) => ({ departureDate: departures[i]!, share: dec(s.share), rules: s.rules, fixedPerPassenger: (a) => dec(a), passengers: 2 })),
            bookingDate,
            departures.at(-1)!,
            total,
            'EUR',
          );
          expect(rows[0]!.dateFrom).toBe(bookingDate);
          expect(rows.at(-1)!.dateTo).toBe(departures.at(-1)! >= bookingDate ? departures.at(-1) : bookingDate);
          rows.forEach((row, i) => {
            expect(dec(row.cost).lte(total)).toBe(true);
            expect(row.dateFrom <= row.dateTo).toBe(true);
            if (i > 0) expect(row.dateFrom).toBe(addDays(rows[i - 1]!.dateTo, 1));
            if (i > 0) expect(row.cost).not.toBe(rows[i - 1]!.cost);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
