import fc from 'fast-check';
import { addDays } from '../../../lib/dates';
import type { ClosedDays, EngineHotel, EngineOffer, EnginePricingRow, EngineRoom, PricingContext, SearchRoom, StayControls } from './types';

/**
 * Random catalogues, searched rooms and pricing contexts for the engine's property and
 * differential tests (fast-check). Not used by production code.
 */

/** Random catalogues around the summer of 2027, with the worked example's currencies. */
const WINDOW = '2027-06-01';
export const day = (offset: number) => addDays(WINDOW, offset);
const MEALS = [1, 2, 3];
export const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => (c / 100).toFixed(2));
const period = fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 60 })).map(([start, length]) => ({
  startDate: day(start),
  endDate: day(start + length),
}));

/** Closed days: some weekdays (a bitmask of ISO weekdays, bits 1..7) and some dates of the window. */
const closedDaysArb: fc.Arbitrary<ClosedDays | null> = fc.option(
  fc.record({
    weekdays: fc.subarray([1, 2, 3, 4, 5, 6, 7], { maxLength: 2 }).map((days) => days.reduce((mask, d) => mask | (1 << d), 0)),
    dates: fc.array(fc.integer({ min: 0, max: 100 }).map(day), { maxLength: 3 }),
  }),
  { freq: 3 },
);
/** A figure or nothing (most controls are empty). */
const some = (min: number, max: number) => fc.option(fc.integer({ min, max }), { freq: 3 });
/**
 * Stay controls (domain-rules §4.6) on about a quarter of the rows. Stays start 137 to 217 days
 * after the booking date (2027-01-15), so the booking window and release figures straddle that.
 */
export const controlsArb: fc.Arbitrary<StayControls | null> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  fc.record({
    minStayArrival: some(1, 6),
    minStayThrough: some(1, 6),
    maxStay: some(2, 14),
    closedToArrival: closedDaysArb,
    closedToDeparture: closedDaysArb,
    releaseDays: some(120, 230),
    minAdvance: some(120, 230),
    maxAdvance: some(140, 260),
  }),
);

const pricingRow = (id: number, base: number, max: number): fc.Arbitrary<EnginePricingRow> =>
  fc
    .record({
      period,
      pricingType: fc.constantFrom('personCount' as const, 'extraAdult' as const),
      mealTypeId: fc.constantFrom(...MEALS),
      prices: fc.array(fc.option(cents(30000), { nil: undefined, freq: 8 }), { minLength: max + 1, maxLength: max + 1 }),
      extraAdult: fc.option(cents(8000), { freq: 6 }),
      extraChild: fc.option(cents(5000), { freq: 6 }),
      controls: controlsArb,
    })
    .map(({ period: p, pricingType, mealTypeId, prices, extraAdult, extraChild, controls }) => ({
      id,
      ...p,
      pricingType,
      mealTypeId,
      personPrices: Object.fromEntries(prices.flatMap((price, n) => (n >= base && price !== undefined ? [[n, price]] : []))),
      extraAdult,
      extraChild,
      controls,
    }));

const roomType = (id: number): fc.Arbitrary<EngineRoom> =>
  fc
    .record({ base: fc.integer({ min: 1, max: 3 }), extra: fc.integer({ min: 0, max: 2 }), maxChildren: fc.integer({ min: 0, max: 3 }) })
    .chain(({ base, extra, maxChildren }) =>
      fc
        .record({
          // A backbone row over the whole window (so stays are often priced), then overlapping ones.
          // Its controls are rarer (they would close most stays): those of the rows over it are the usual case.
          backbone: fc
            .tuple(pricingRow(id * 100, base, base + extra), fc.boolean())
            .map(([row, keep]) => ({ ...row, startDate: day(0), endDate: day(100), controls: keep ? row.controls : null })),
          rows: fc.array(fc.nat(), { maxLength: 3 }).chain((seeds) => fc.tuple(...seeds.map((_, i) => pricingRow(id * 100 + i + 1, base, base + extra)))),
          sold: fc.dictionary(
            fc.integer({ min: 0, max: 90 }).map(day),
            fc.record({ rooms: fc.integer({ min: 0, max: 3 }), sold: fc.integer({ min: 0, max: 3 }) }),
            { maxKeys: 3 },
          ),
        })
        .map(({ backbone, rows, sold }) => ({
          id,
          name: `Room ${id}`,
          minAdultOccupancy: 1,
          maxAdultOccupancy: base + extra,
          minChildOccupancy: 0,
          maxChildOccupancy: maxChildren,
          baseOccupancy: base,
          maxOccupancy: base + extra + maxChildren,
          unallowedOccupancies: [],
          pricing: [backbone, ...rows],
          allotment: sold,
        })),
    );

const pricingData = (kind: EngineOffer['kind']): fc.Arbitrary<Record<string, string | number>> => {
  const flag = fc.constantFrom(0, 1);
  switch (kind) {
    case 'discounts':
      return fc.record({
        discount: fc.oneof(
          fc.constant(100),
          fc.integer({ min: 1, max: 10000 }).map((c) => (c / 100).toString()),
        ),
      });
    case 'freeNights':
      return fc.integer({ min: 2, max: 8 }).chain((stay) => fc.record({ stayNights: fc.constant(stay), freeNights: fc.integer({ min: 1, max: stay - 1 }) }));
    case 'freePassengers':
      return fc.record({ '1child': flag, '2child': flag, '3child': flag, '1infant': flag, '2infant': flag, '3infant': flag });
    case 'mealChanges':
      return fc.record({ payMealTypeId: fc.constantFrom(...MEALS), getMealTypeId: fc.constantFrom(...MEALS) });
    case 'mealsPrices':
      return fc.record({
        fromMealTypeId: fc.constantFrom(...MEALS),
        toMealTypeId: fc.constantFrom(...MEALS),
        adult: cents(4000),
        child: cents(2000),
        infant: cents(1000),
      });
    default:
      return fc.constant({});
  }
};

const KINDS = [
  'discounts',
  'discounts',
  'freeNights',
  'freePassengers',
  'mealChanges',
  'mealsPrices',
  'mealsPrices',
  'mealsPrices',
  'stopSales',
  'freeTransfers',
] as const;
const offerArb = (id: number, roomIds: number[]): fc.Arbitrary<EngineOffer> =>
  fc.constantFrom(...KINDS).chain((kind) =>
    fc
      .record({
        period,
        book: fc.option(fc.tuple(fc.integer({ min: -30, max: 10 }), fc.integer({ min: 0, max: 40 })), { freq: 2 }),
        rooms: fc.oneof(fc.constant('all' as const), fc.subarray(roomIds)),
        others: fc.oneof(fc.constant([1, 2, 3, 4, 5, 6, 7]), fc.subarray([1, 2, 3, 4, 5, 6, 7])).map((ids) => ids.filter((other) => other !== id)),
        data: pricingData(kind),
      })
      .map(({ period: p, book, rooms, others, data }) => ({
        id,
        kind,
        name: `${kind} ${id}`,
        ...p,
        bookStartDate: book ? addDays('2027-01-15', book[0]) : null,
        bookEndDate: book ? addDays('2027-01-15', book[0] + book[1]) : null,
        roomTypeIds: rooms,
        applyWithOthersIds: others,
        pricingData: data,
      })),
  );

const markupArb = fc.option(fc.record({ type: fc.constantFrom('percent' as const, 'fixed' as const), amount: cents(3000) }));

export const hotelArb: fc.Arbitrary<EngineHotel> = fc
  .integer({ min: 1, max: 3 })
  .chain((roomCount) => {
    const roomIds = Array.from({ length: roomCount }, (_, i) => i + 1);
    return fc.record({
      currency: fc.constantFrom('EUR', 'USD', 'GBP'),
      rooms: fc.tuple(...roomIds.map(roomType)),
      offers: fc.integer({ min: 0, max: 7 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => offerArb(i + 1, roomIds)))),
      b2b: markupArb,
      children2AgeMax: fc.option(fc.constantFrom(14, 16)),
    });
  })
  .map(({ currency, rooms, offers, b2b, children2AgeMax }) => ({
    id: 1,
    name: 'Random',
    currency,
    categoryId: 7,
    locationPath: [30, 20, 10],
    infantAgeMax: 2,
    children1AgeMax: 12,
    children2AgeMax,
    mealTypeIds: MEALS,
    markups: b2b ? { b2b } : {},
    rooms,
    offers,
    cancellationRules: [],
  }));

export const searchRoomArb: fc.Arbitrary<SearchRoom> = fc.record({
  adults: fc.integer({ min: 1, max: 4 }),
  childrenAges: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 3 }),
});

export const contextArb: fc.Arbitrary<PricingContext> = fc
  .record({
    start: fc.integer({ min: 0, max: 80 }),
    nights: fc.integer({ min: 1, max: 14 }),
    currency: fc.constantFrom('EUR', 'USD', 'GBP'),
    agencyExtra: fc.option(fc.record({ type: fc.constantFrom('percent' as const, 'fixed' as const), amount: cents(1500) })),
  })
  .map(({ start, nights, currency, agencyExtra }) => ({
    bookingDate: '2027-01-15',
    checkIn: day(start),
    checkOut: day(start + nights),
    channel: 'b2b',
    currency,
    defaultCurrency: 'EUR',
    rates: { USD: '0.92', GBP: '1.15' },
    markupRules: [{ id: 1, distributionChannel: 'b2b', hotelCategoryId: null, locationId: 20, type: 'percent', amount: '7.5', position: 0 }],
    agencyExtra,
  }));
