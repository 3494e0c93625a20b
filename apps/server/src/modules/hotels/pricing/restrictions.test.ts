import fc from 'fast-check';
import { ON_REQUEST_CODES } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { contextArb, hotelArb, searchRoomArb } from './arbitraries';
import { addDays, dayNumber, stayNights } from '../../../lib/dates';
import { explainRoomType, explainRooms, hotelReasons, offeredDespite, suggestStay } from './explain';
import { pricingRowFor } from './nightly';
import { classifyGuests } from './occupancy';
import { priceHotel } from './price-hotel';
import { quickPrices } from './quick-prices';
import { isoWeekday, stayVerdict } from './restrictions';
import { context, pricingRow, room, workedHotel } from './test-data';
import type { EngineHotel, EnginePricingRow, EngineRoom, PricingContext, StayControls } from './types';

/**
 * Stay restrictions (domain-rules §4.6) and why an option is not offered (§4.7), issue 33.
 * Booking date 2027-01-15; 2027-06-05 is a Saturday.
 */
const NONE: StayControls = {
  minStayArrival: null,
  minStayThrough: null,
  maxStay: null,
  closedToArrival: null,
  closedToDeparture: null,
  releaseDays: null,
  minAdvance: null,
  maxAdvance: null,
};
const SAT = 1 << 6;

/** A double room priced 100.00 a night all June, with these controls on June. */
function hotelWith(controls: Partial<StayControls>, extraRows: EnginePricingRow[] = []): EngineHotel {
  const june = pricingRow({
    id: 100,
    startDate: '2027-06-01',
    endDate: '2027-06-30',
    personPrices: { 2: '100.00', 3: '130.00' },
    controls: { ...NONE, ...controls },
  });
  return workedHotel({ offers: [], mealTypeIds: [1], markups: {}, rooms: [room({ pricing: [june, ...extraRows] })] });
}
const stay = (checkIn: string, nights: number, over: Partial<PricingContext> = {}) => context({ checkIn, checkOut: addDays(checkIn, nights), ...over });
const options = (hotel: EngineHotel, ctx: PricingContext) => priceHotel(hotel, [{ adults: 2, childrenAges: [] }], ctx)[0]!;
const reasons = (hotel: EngineHotel, ctx: PricingContext) =>
  explainRoomType(hotel, hotel.rooms[0]!, classifyGuests(hotel, { adults: 2, childrenAges: [] }), ctx).map((r) => [r.code, r.message]);

describe('stay restrictions, one at a time (domain-rules §4.6)', () => {
  it('minimum stay on arrival: 2 nights refused, 3 offered', () => {
    const hotel = hotelWith({ minStayArrival: 3 });
    expect(options(hotel, stay('2027-06-12', 2))).toEqual([]);
    expect(reasons(hotel, stay('2027-06-12', 2))).toEqual([['minStayArrival', 'Minimum stay 3 nights for arrival on 12.06']]);
    expect(options(hotel, stay('2027-06-12', 3))).toHaveLength(1);
  });

  it('minimum stay through: a later night of the stay asks for more, naming that night', () => {
    const july = pricingRow({
      id: 101,
      startDate: '2027-07-01',
      endDate: '2027-07-31',
      personPrices: { 2: '120.00' },
      controls: { ...NONE, minStayThrough: 5 },
    });
    const hotel = hotelWith({}, [july]);
    expect(options(hotel, stay('2027-06-29', 4))).toEqual([]);
    expect(reasons(hotel, stay('2027-06-29', 4))).toEqual([['minStayThrough', 'Minimum stay 5 nights through the night of 01.07']]);
    expect(options(hotel, stay('2027-06-29', 5))).toHaveLength(1);
    // A stay that ends before July is not concerned.
    expect(options(hotel, stay('2027-06-27', 3))).toHaveLength(1);
  });

  it('maximum stay on arrival', () => {
    const hotel = hotelWith({ maxStay: 7 });
    expect(options(hotel, stay('2027-06-10', 8))).toEqual([]);
    expect(reasons(hotel, stay('2027-06-10', 8))).toEqual([['maxStay', 'Maximum stay 7 nights for arrival on 10.06']]);
    expect(options(hotel, stay('2027-06-10', 7))).toHaveLength(1);
  });

  it('closed to arrival by weekday and by date', () => {
    const hotel = hotelWith({ closedToArrival: { weekdays: SAT, dates: ['2027-06-09'] } });
    expect(options(hotel, stay('2027-06-05', 2))).toEqual([]);
    expect(reasons(hotel, stay('2027-06-05', 2))).toEqual([['closedToArrival', 'Closed to arrival on 05.06']]);
    expect(options(hotel, stay('2027-06-09', 2))).toEqual([]);
    expect(options(hotel, stay('2027-06-06', 2))).toHaveLength(1);
    // A Saturday inside the stay is no arrival.
    expect(options(hotel, stay('2027-06-04', 3))).toHaveLength(1);
  });

  it('closed to departure: the row covering the departure date decides, also after the last night', () => {
    const july = pricingRow({
      id: 101,
      startDate: '2027-07-01',
      endDate: '2027-07-31',
      personPrices: { 2: '120.00' },
      controls: { ...NONE, closedToDeparture: { weekdays: 0, dates: ['2027-07-01'] } },
    });
    const hotel = hotelWith({}, [july]);
    expect(options(hotel, stay('2027-06-28', 3))).toEqual([]);
    expect(reasons(hotel, stay('2027-06-28', 3))).toEqual([['closedToDeparture', 'Closed to departure on 01.07']]);
    expect(options(hotel, stay('2027-06-28', 4))).toHaveLength(1);
  });

  it('booking window: minAdvance and maxAdvance count days from today to arrival', () => {
    // 2027-06-12 is 148 days after 2027-01-15.
    expect(options(hotelWith({ minAdvance: 148 }), stay('2027-06-12', 2))).toHaveLength(1);
    expect(options(hotelWith({ minAdvance: 149 }), stay('2027-06-12', 2))).toEqual([]);
    expect(reasons(hotelWith({ minAdvance: 149 }), stay('2027-06-12', 2))).toEqual([
      ['bookingWindow', 'Booking window: book at least 149 days before arrival (by 14.01)'],
    ]);
    expect(options(hotelWith({ maxAdvance: 148 }), stay('2027-06-12', 2))).toHaveLength(1);
    expect(options(hotelWith({ maxAdvance: 147 }), stay('2027-06-12', 2))).toEqual([]);
    expect(reasons(hotelWith({ maxAdvance: 147 }), stay('2027-06-12', 2))[0]![1]).toBe('Booking window: bookable from 147 days before arrival (from 16.01)');
  });

  it('release: closer than releaseDays the option stays, on request', () => {
    const hotel = hotelWith({ releaseDays: 7 });
    const near = stay('2027-06-12', 2, { bookingDate: '2027-06-08' });
    expect(options(hotel, near).map((o) => o.availability)).toEqual(['onrequest']);
    expect(reasons(hotel, near)).toEqual([['release', 'On request: less than 7 days before arrival']]);
    expect(options(hotel, stay('2027-06-12', 2, { bookingDate: '2027-06-05' })).map((o) => o.availability)).toEqual(['available']);
    // The quick path agrees.
    expect(quickPrices(hotel, [{ adults: 2, childrenAges: [] }], near)![0]!.map((o) => o.availability)).toEqual(['onrequest']);
  });

  it('an empty control imposes nothing; a row without controls is the usual case', () => {
    expect(options(hotelWith({}), stay('2027-06-05', 1))).toHaveLength(1);
    expect(reasons(hotelWith({}), stay('2027-06-05', 1))).toEqual([]);
  });

  it('every broken control is reported, in the order of §4.7 (release only when nothing refuses: the room is then on request)', () => {
    const hotel = hotelWith({ closedToArrival: { weekdays: SAT, dates: [] }, minStayArrival: 4, maxStay: 1, minAdvance: 200, releaseDays: 300 });
    expect(reasons(hotel, stay('2027-06-05', 2)).map(([code]) => code)).toEqual(['bookingWindow', 'closedToArrival', 'minStayArrival', 'maxStay']);
  });

  it('other reasons come first: occupancy, no price, stop sale; sold out last', () => {
    const hotel = workedHotel({
      mealTypeIds: [1],
      rooms: [room({ allotment: { '2027-06-28': { rooms: 1, sold: 1 } } })],
      offers: [
        {
          id: 9,
          kind: 'stopSales',
          name: null,
          startDate: '2027-06-29',
          endDate: '2027-06-29',
          bookStartDate: null,
          bookEndDate: null,
          roomTypeIds: 'all',
          applyWithOthersIds: [],
          pricingData: {},
        },
      ],
    });
    const guests = classifyGuests(hotel, { adults: 4, childrenAges: [] });
    const found = explainRoomType(hotel, hotel.rooms[0]!, guests, stay('2027-06-28', 2));
    expect(found.map((r) => r.code)).toEqual(['occupancy', 'stopSale', 'soldOut']);
    expect(found[0]!.message).toBe('Does not take 4 adults');
    expect(found[2]!.message).toBe('On request: sold out on 28.06');
    // Past the last priced night (July 31): no price, naming the nights.
    const late = explainRoomType(hotel, hotel.rooms[0]!, classifyGuests(hotel, { adults: 2, childrenAges: [] }), stay('2027-07-30', 4));
    expect(late.map((r) => [r.code, r.dates])).toEqual([['noPrice', ['2027-08-01', '2027-08-02']]]);
  });
});

describe('the suggested stay (§4.7)', () => {
  it('the same arrival with the nights the controls ask first', () => {
    const hotel = hotelWith({ minStayArrival: 3 });
    expect(suggestStay(hotel, [{ adults: 2, childrenAges: [] }], stay('2027-06-10', 2))).toEqual({ startDate: '2027-06-10', endDate: '2027-06-13' });
  });

  it('then the nearest arrival, later before earlier, with the nights it asks', () => {
    // Saturday 05.06 closed to arrival and 3 nights minimum: Sunday 06.06 for 3 nights.
    const hotel = hotelWith({ minStayArrival: 3, closedToArrival: { weekdays: SAT, dates: [] } });
    expect(suggestStay(hotel, [{ adults: 2, childrenAges: [] }], stay('2027-06-05', 2))).toEqual({ startDate: '2027-06-06', endDate: '2027-06-09' });
    // Closed on the 5th and the 6th: the 4th (one day earlier) comes before the 7th (two days later).
    const two = hotelWith({ closedToArrival: { weekdays: 0, dates: ['2027-06-05', '2027-06-06'] } });
    expect(suggestStay(two, [{ adults: 2, childrenAges: [] }], stay('2027-06-05', 2))).toEqual({ startDate: '2027-06-04', endDate: '2027-06-06' });
  });

  it('none within 7 days, or only before today: null', () => {
    const closed = hotelWith({ closedToArrival: { weekdays: 0b11111110, dates: [] } });
    expect(suggestStay(closed, [{ adults: 2, childrenAges: [] }], stay('2027-06-12', 2))).toBeNull();
    const soon = hotelWith({
      closedToArrival: { weekdays: 0, dates: ['2027-06-12', '2027-06-13', '2027-06-14', '2027-06-15', '2027-06-16', '2027-06-17', '2027-06-18', '2027-06-19'] },
    });
    expect(suggestStay(soon, [{ adults: 2, childrenAges: [] }], stay('2027-06-12', 2, { bookingDate: '2027-06-12' }))).toBeNull();
  });
});

describe('the hotel summary', () => {
  it('distinct reasons of its room types, the most frequent first', () => {
    const hotel = hotelWith({ minStayArrival: 3 });
    const second: EngineRoom = { ...hotel.rooms[0]!, id: 11, name: 'Suite', maxAdultOccupancy: 1 };
    const third: EngineRoom = { ...hotel.rooms[0]!, id: 12, name: 'Family' };
    const both = { ...hotel, rooms: [hotel.rooms[0]!, second, third] };
    const explained = explainRooms(both, [{ adults: 2, childrenAges: [] }], stay('2027-06-12', 2));
    expect(explained.map((e) => e.explanation.roomName)).toEqual(['Double', 'Suite', 'Family']);
    expect(hotelReasons(explained, new Set([0])).map((r) => r.code)).toEqual(['minStayArrival', 'occupancy']);
  });
});

/** The rule of §4.6 written out plainly, night by night, to hold restrictions.ts to. */
function oracle(roomType: EngineRoom, ctx: PricingContext): string[] {
  const nights = stayNights(ctx.checkIn, ctx.checkOut);
  const rows = nights.map((night) => pricingRowFor(roomType, night));
  if (rows.some((r) => !r)) return [];
  const a = rows[0]!.controls;
  const n = nights.length;
  const lead = dayNumber(ctx.checkIn) - dayNumber(ctx.bookingDate);
  const closed = (days: StayControls['closedToArrival'], date: string) =>
    !!days && (days.dates.includes(date) || (days.weekdays & (1 << isoWeekday(dayNumber(date)))) !== 0);
  const codes: string[] = [];
  if (a && ((a.minAdvance !== null && lead < a.minAdvance) || (a.maxAdvance !== null && lead > a.maxAdvance))) codes.push('bookingWindow');
  if (a && closed(a.closedToArrival, ctx.checkIn)) codes.push('closedToArrival');
  const e = pricingRowFor(roomType, ctx.checkOut)?.controls;
  if (e && closed(e.closedToDeparture, ctx.checkOut)) codes.push('closedToDeparture');
  if (a?.minStayArrival != null && n < a.minStayArrival) codes.push('minStayArrival');
  if (rows.some((r) => r!.controls?.minStayThrough != null && n < r!.controls.minStayThrough)) codes.push('minStayThrough');
  if (a?.maxStay != null && n > a.maxStay) codes.push('maxStay');
  if (codes.length === 0 && a?.releaseDays != null && lead < a.releaseDays) codes.push('release');
  return codes;
}

describe('properties on generated catalogues (fast-check)', () => {
  it('a room type is offered iff no refusing reason applies, on request iff only on-request ones do, on both price paths', () => {
    let refused = 0;
    let offered = 0;
    fc.assert(
      fc.property(hotelArb, searchRoomArb, contextArb, (hotel, searched, ctx) => {
        const full = priceHotel(hotel, [searched], ctx)[0]!;
        const quick = quickPrices(hotel, [searched], ctx)?.[0];
        const guests = classifyGuests(hotel, searched);
        for (const roomType of hotel.rooms) {
          const found = explainRoomType(hotel, roomType, guests, ctx);
          const mine = full.filter((o) => o.roomId === roomType.id);
          expect(mine.length > 0).toBe(offeredDespite(found));
          if (quick) expect(quick.some((o) => o.roomId === roomType.id)).toBe(mine.length > 0);
          if (mine.length) {
            offered++;
            const onRequest = found.some((r) => ON_REQUEST_CODES.includes(r.code));
            expect(mine.every((o) => o.availability === (onRequest ? 'onrequest' : 'available'))).toBe(true);
          } else refused++;
        }
      }),
      { numRuns: 1500 },
    );
    expect(refused).toBeGreaterThan(100);
    expect(offered).toBeGreaterThan(100);
  });

  it('the explanation lists exactly the controls that apply (against the rule written out night by night)', () => {
    let broken = 0;
    const CONTROL_CODES = new Set(['bookingWindow', 'closedToArrival', 'closedToDeparture', 'minStayArrival', 'minStayThrough', 'maxStay', 'release']);
    fc.assert(
      fc.property(hotelArb, contextArb, (hotel, ctx) => {
        for (const roomType of hotel.rooms) {
          const expected = oracle(roomType, ctx);
          const guests = classifyGuests(hotel, { adults: 1, childrenAges: [] });
          const codes = explainRoomType(hotel, roomType, guests, ctx)
            .map((r) => r.code)
            .filter((code) => CONTROL_CODES.has(code));
          expect(codes).toEqual(expected);
          if (expected.length) broken++;
          const rows = stayNights(ctx.checkIn, ctx.checkOut).map((night) => pricingRowFor(roomType, night));
          if (rows.every(Boolean)) {
            const verdict = stayVerdict(roomType, rows as EnginePricingRow[], ctx.checkIn, ctx.checkOut, ctx.bookingDate);
            expect(verdict).toBe(expected.length === 0 ? 'open' : expected.includes('release') ? 'onrequest' : 'closed');
          }
        }
      }),
      { numRuns: 1500 },
    );
    expect(broken).toBeGreaterThan(100);
  });

  it('a suggested stay is offered, arrives within 7 days of the asked arrival and not before today', () => {
    let suggested = 0;
    fc.assert(
      fc.property(hotelArb, searchRoomArb, contextArb, (hotel, searched, ctx) => {
        const suggestion = suggestStay(hotel, [searched], ctx);
        if (!suggestion) return;
        suggested++;
        expect(Math.abs(dayNumber(suggestion.startDate) - dayNumber(ctx.checkIn))).toBeLessThanOrEqual(7);
        expect(suggestion.startDate >= ctx.bookingDate).toBe(true);
        const there = priceHotel(hotel, [searched], { ...ctx, checkIn: suggestion.startDate, checkOut: suggestion.endDate })[0]!;
        expect(there.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
    expect(suggested).toBeGreaterThan(30);
  });
});
