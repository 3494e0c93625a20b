import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, sum } from '../../../lib/money';
import { contextArb, hotelArb, searchRoomArb } from './arbitraries';
import { priceHotel } from './price-hotel';
import type { EngineOffer, RoomOption } from './types';

const TWO_DECIMALS = /^\d+\.\d{2}$/;
/** Searched rooms and a permutation of their indexes. */
const roomsAndOrder = fc.array(searchRoomArb, { minLength: 2, maxLength: 4 }).chain((rooms) =>
  fc.tuple(
    fc.constant(rooms),
    fc.shuffledSubarray(
      rooms.map((_, i) => i),
      { minLength: rooms.length, maxLength: rooms.length },
    ),
  ),
);
const allOptions = (result: RoomOption[][]) => result.flat();

describe('pricing properties (fast-check)', () => {
  it('price equals the sum of perNight, every figure explains itself and nothing is negative', () => {
    fc.assert(
      fc.property(hotelArb, fc.array(searchRoomArb, { minLength: 1, maxLength: 3 }), contextArb, (hotel, rooms, ctx) => {
        const nights = (Date.parse(ctx.checkOut) - Date.parse(ctx.checkIn)) / 86_400_000;
        for (const option of allOptions(priceHotel(hotel, rooms, ctx))) {
          expect(option.perNight).toHaveLength(nights);
          expect(option.price).toMatch(TWO_DECIMALS);
          for (const night of option.perNight) expect(night).toMatch(TWO_DECIMALS);
          expect(sum(option.perNight.map((n) => dec(n))).toFixed(2)).toBe(option.price);
          for (const b of option.breakdown) {
            const offersOff = sum(b.offers.map((o) => dec(o.amountOff)));
            expect(dec(b.roomPart).plus(b.childCharges).plus(b.mealSupplement).minus(offersOff).eq(b.net)).toBe(true);
            expect(dec(b.net).plus(b.markup).plus(b.agencyExtra).eq(b.selling)).toBe(true);
            expect(dec(b.net).gte(0)).toBe(true);
          }
          expect(dec(option.price).gte(0)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the order of searched rooms does not change any room options', () => {
    fc.assert(
      fc.property(hotelArb, roomsAndOrder, contextArb, (hotel, [rooms, order], ctx) => {
        const straight = priceHotel(hotel, rooms, ctx);
        const shuffled = priceHotel(
          hotel,
          order.map((i) => rooms[i]),
          ctx,
        );
        for (const [position, original] of order.entries()) expect(shuffled[position]).toEqual(straight[original]);
      }),
      { numRuns: 150 },
    );
  });

  it('a 100 % discount never makes a price negative, and adding an offer never raises a price', () => {
    fc.assert(
      fc.property(hotelArb, searchRoomArb, contextArb, fc.subarray([1, 2, 3, 4, 5, 6]), (hotel, room, ctx, combinesWith) => {
        const full: EngineOffer = {
          id: 99,
          kind: 'discounts',
          name: 'Free stay',
          startDate: '2027-01-01',
          endDate: '2027-12-31',
          bookStartDate: null,
          bookEndDate: null,
          roomTypeIds: 'all',
          applyWithOthersIds: combinesWith,
          pricingData: { discount: 100 },
        };
        const withOthers = hotel.offers.map((o) => (combinesWith.includes(o.id) ? { ...o, applyWithOthersIds: [...o.applyWithOthersIds, 99] } : o));
        const [before] = priceHotel({ ...hotel, offers: withOthers }, [room], ctx);
        const [after] = priceHotel({ ...hotel, offers: [...withOthers, full] }, [room], ctx);
        expect(after.map((o) => [o.roomId, o.mealTypeId])).toEqual(expect.arrayContaining(before.map((o) => [o.roomId, o.mealTypeId])));
        for (const option of after) {
          expect(dec(option.price).gte(0)).toBe(true);
          for (const b of option.breakdown) expect(dec(b.net).gte(0) && dec(b.selling).gte(0)).toBe(true);
          const old = before.find((o) => o.roomId === option.roomId && o.mealTypeId === option.mealTypeId)!;
          expect(dec(option.price).lte(old.price)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
