import { describe, expect, it } from 'vitest';
import { combinableSets } from './offers';
import { priceHotel } from './price-hotel';
import { AI, BB, bbToHb, context, HB, offer, room, workedHotel } from './test-data';
import type { EngineHotel, EngineOffer, PricingContext, SearchRoom } from './types';

/** No markup: selling = net. Stay 2027-06-28..07-03 unless told: nights 120 x 3 (row A), 145 x 2 (row B). */
const hotelWith = (offers: EngineOffer[], over: Partial<EngineHotel> = {}) => workedHotel({ markups: {}, offers: [bbToHb, ...offers], ...over });
const family = { adults: 2, childrenAges: [5] };
const option = (hotel: EngineHotel, mealTypeId = BB, ctx: Partial<PricingContext> = {}, guests: SearchRoom = family) =>
  priceHotel(hotel, [guests], context(ctx))[0].find((o) => o.mealTypeId === mealTypeId)!;
const ids = (o: { offers: { id: number }[] }) => o.offers.map((x) => x.id);
const discount = (id: number, percent: number | string, over: Partial<EngineOffer> = {}) =>
  offer({ id, kind: 'discounts', pricingData: { discount: percent }, ...over });

describe('offer applicability (domain-rules §4.3)', () => {
  it('an offer whose travel period covers part of the stay: only those nights benefit', () => {
    const o = option(hotelWith([discount(1, 10, { startDate: '2027-07-01', endDate: '2027-07-31' })]));
    expect(o.perNight).toEqual(['120.00', '120.00', '120.00', '130.50', '130.50']);
    expect(o.breakdown[0].offers).toEqual([]);
    expect(ids(o)).toEqual([1]);
  });

  it('a travel period touching only the check-out date does not apply', () => {
    expect(ids(option(hotelWith([discount(1, 10, { startDate: '2027-07-03' })])))).toEqual([]);
  });

  it('a booking period outside today does not apply; inside it does (bounds inclusive)', () => {
    expect(ids(option(hotelWith([discount(1, 10, { bookEndDate: '2027-01-14' })])))).toEqual([]);
    expect(ids(option(hotelWith([discount(1, 10, { bookStartDate: '2027-01-16' })])))).toEqual([]);
    expect(ids(option(hotelWith([discount(1, 10, { bookStartDate: '2027-01-15', bookEndDate: '2027-01-15' })])))).toEqual([1]);
  });

  it('an offer for other room types does not apply', () => {
    expect(ids(option(hotelWith([discount(1, 10, { roomTypeIds: [99] })])))).toEqual([]);
    expect(ids(option(hotelWith([discount(1, 10, { roomTypeIds: [99, 10] })])))).toEqual([1]);
  });
});

describe('discounts', () => {
  it('reduce the room part, not the meal supplement', () => {
    const hb = option(hotelWith([discount(1, 10)]), HB);
    expect(hb.perNight).toEqual(['146.00', '146.00', '146.00', '168.50', '168.50']);
  });

  it('100 % gives 0 for the room part, never negative; above 100 counts as 100', () => {
    expect(option(hotelWith([discount(1, 100)])).perNight).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00']);
    expect(option(hotelWith([discount(1, 100)]), HB).price).toBe('190.00');
    expect(option(hotelWith([discount(1, 150)])).price).toBe('0.00');
  });
});

describe('combining offers', () => {
  it('two offers that may not combine: the cheaper one alone wins', () => {
    const o = option(hotelWith([discount(1, 10), discount(2, 20)]));
    expect(ids(o)).toEqual([2]);
    expect(o.perNight[0]).toBe('96.00');
  });

  it('listing the other on one side only is not enough', () => {
    expect(ids(option(hotelWith([discount(1, 10, { applyWithOthersIds: [2] }), discount(2, 20)])))).toEqual([2]);
  });

  it('two offers that may combine: both apply and two discounts multiply', () => {
    const o = option(hotelWith([discount(1, 10, { applyWithOthersIds: [2] }), discount(2, 20, { applyWithOthersIds: [1] })]));
    expect(ids(o)).toEqual([1, 2]);
    expect(o.perNight[0]).toBe('86.40'); // 120 x 0.9 x 0.8
    expect(o.breakdown[0].offers).toEqual([
      { id: 1, kind: 'discounts', amountOff: '12.00' },
      { id: 2, kind: 'discounts', amountOff: '21.60' },
    ]);
  });

  it('the cheapest set wins even when a bigger set is possible', () => {
    // 1 + 2 combine (10 % then 5 %: 120 -> 102.60); 3 combines with none (20 %: 96).
    const offers = [discount(1, 10, { applyWithOthersIds: [2] }), discount(2, 5, { applyWithOthersIds: [1] }), discount(3, 20)];
    expect(ids(option(hotelWith(offers)))).toEqual([3]);
    const weaker = [offers[0], offers[1], discount(3, 12)];
    expect(ids(option(hotelWith(weaker)))).toEqual([1, 2]);
  });

  it('on a tie, fewer offers, then the smallest ids', () => {
    const noEffect = offer({ id: 1, kind: 'freePassengers', pricingData: { '1child': 0 }, applyWithOthersIds: [2] });
    expect(ids(option(hotelWith([noEffect, discount(2, 10, { applyWithOthersIds: [1] })])))).toEqual([2]);
    expect(ids(option(hotelWith([discount(5, 10), discount(3, 10)])))).toEqual([3]);
  });

  it('enumerates the empty set and every mutually combinable set', () => {
    const a = discount(1, 1, { applyWithOthersIds: [2, 3] });
    const b = discount(2, 1, { applyWithOthersIds: [1, 3] });
    const c = discount(3, 1, { applyWithOthersIds: [1] });
    expect(combinableSets([c, b, a]).map((set) => set.map((o) => o.id))).toEqual([[], [1], [1, 2], [1, 3], [2], [3]]);
  });
});

describe('free nights', () => {
  const stayPay = (id: number, stay: number, free: number, over: Partial<EngineOffer> = {}) =>
    offer({ id, kind: 'freeNights', pricingData: { stayNights: stay, freeNights: free }, ...over });

  it('7 pay 6 on 10 nights: one full block, one night free; the partial block gets nothing', () => {
    const o = option(hotelWith([stayPay(1, 7, 1)]), BB, { checkIn: '2027-06-25', checkOut: '2027-07-05' });
    expect(o.perNight).toEqual(['0.00', '120.00', '120.00', '120.00', '120.00', '120.00', '145.00', '145.00', '145.00', '145.00']);
    expect(o.price).toBe('1180.00');
    expect(o.breakdown[0].offers).toEqual([{ id: 1, kind: 'freeNights', amountOff: '120.00' }]);
  });

  it('a stay shorter than a block gets nothing', () => {
    expect(ids(option(hotelWith([stayPay(1, 7, 1)])))).toEqual([]);
  });

  it('the cheapest nights by room part go free, not the first ones', () => {
    const cheapJuly = room({ pricing: [room().pricing[0], { ...room().pricing[1], personPrices: { 2: '90.00', 3: '110.00' } }] });
    const o = option(hotelWith([stayPay(1, 7, 1)], { rooms: [cheapJuly] }), HB, { checkIn: '2027-06-28', checkOut: '2027-07-05' });
    // July nights 90 + 25 = 115 are the cheapest; the first of them is free; its meal supplement is still due.
    expect(o.perNight).toEqual(['158.00', '158.00', '158.00', '38.00', '153.00', '153.00', '153.00']);
  });

  it('3 pay 2 on 7 nights: two blocks, two free nights; only nights inside the period count', () => {
    expect(option(hotelWith([stayPay(1, 3, 1)]), BB, { checkIn: '2027-06-25', checkOut: '2027-07-02' }).perNight).toEqual([
      '0.00',
      '120.00',
      '120.00',
      '0.00',
      '120.00',
      '120.00',
      '145.00',
    ]);
    // From 06-26: blocks [06-26..06-28] and [06-29..07-01]; the 145 night of July is not the cheapest.
    const fromJune26 = stayPay(1, 3, 1, { startDate: '2027-06-26' });
    expect(option(hotelWith([fromJune26]), BB, { checkIn: '2027-06-25', checkOut: '2027-07-02' }).perNight).toEqual([
      '120.00',
      '0.00',
      '120.00',
      '120.00',
      '0.00',
      '120.00',
      '145.00',
    ]);
    // From 06-27: one block [06-27..06-29], then 06-30 and 07-01, a partial block: nothing.
    const fromJune27 = stayPay(1, 3, 1, { startDate: '2027-06-27' });
    expect(option(hotelWith([fromJune27]), BB, { checkIn: '2027-06-25', checkOut: '2027-07-02' }).perNight).toEqual([
      '120.00',
      '120.00',
      '0.00',
      '120.00',
      '120.00',
      '120.00',
      '145.00',
    ]);
  });

  it('free nights apply before a combinable discount', () => {
    const o = option(hotelWith([stayPay(1, 5, 1, { applyWithOthersIds: [2] }), discount(2, 10, { applyWithOthersIds: [1] })]));
    expect(ids(o)).toEqual([1, 2]);
    expect(o.perNight).toEqual(['0.00', '108.00', '108.00', '130.50', '130.50']);
  });
});

describe('free passengers', () => {
  const twoChildren = room({ maxOccupancy: 4, maxChildOccupancy: 2 });
  it('1child: the first child pays no extraChild; 2child the second', () => {
    const first = offer({ id: 1, kind: 'freePassengers', pricingData: { '1child': 1, '2child': 0, '3child': 0 } });
    expect(option(hotelWith([first])).perNight[0]).toBe('100.00');
    const second = offer({ id: 1, kind: 'freePassengers', pricingData: { '1child': 0, '2child': 1 } });
    const o = option(hotelWith([second], { rooms: [twoChildren] }), BB, {}, { adults: 2, childrenAges: [5, 8] });
    expect(o.perNight[0]).toBe('120.00'); // 100 + 20 + 0
    expect(o.breakdown[0].childCharges).toBe('40.00');
  });

  it('infant flags waive the infant meal supplement, in the order of the ages', () => {
    const mealWithInfant = { ...bbToHb, pricingData: { ...bbToHb.pricingData, infant: '4.00' } };
    const free = offer({ id: 1, kind: 'freePassengers', pricingData: { '1infant': 1 } });
    const hotel = workedHotel({ markups: {}, offers: [mealWithInfant, free] });
    const o = option(hotel, HB, {}, { adults: 2, childrenAges: [1, 5, 0] });
    expect(o.breakdown[0].mealSupplement).toBe('46.00');
    expect(o.breakdown[0].offers).toEqual([{ id: 1, kind: 'freePassengers', amountOff: '4.00' }]);
    expect(o.perNight[0]).toBe('162.00');
  });
});

describe('meal changes', () => {
  const payBbGetHb = offer({ id: 1, kind: 'mealChanges', pricingData: { payMealTypeId: BB, getMealTypeId: HB } });

  it('pay the row meal, get HB: no supplement on the nights inside the period; only the HB option lists it', () => {
    const o = option(hotelWith([{ ...payBbGetHb, endDate: '2027-06-30' }]), HB);
    expect(o.perNight).toEqual(['120.00', '120.00', '120.00', '183.00', '183.00']);
    expect(ids(o)).toEqual([1]);
    expect(ids(option(hotelWith([payBbGetHb]), BB))).toEqual([]);
  });

  it('pay HB, get AI: the AI option pays the HB supplement; a night without an HB price keeps its own', () => {
    const bbToAi = offer({ id: 52, kind: 'mealsPrices', pricingData: { fromMealTypeId: BB, toMealTypeId: AI, adult: '40', child: '20', infant: '0' } });
    const hbJuneOnly = { ...bbToHb, endDate: '2027-06-30' };
    const payHbGetAi = offer({ id: 2, kind: 'mealChanges', pricingData: { payMealTypeId: HB, getMealTypeId: AI } });
    const o = option(hotelWith([payHbGetAi, bbToAi], { offers: [hbJuneOnly, bbToAi, payHbGetAi], mealTypeIds: [BB, HB, AI] }), AI);
    expect(o.perNight).toEqual(['158.00', '158.00', '158.00', '245.00', '245.00']);
    expect(o.breakdown[0].offers).toEqual([{ id: 2, kind: 'mealChanges', amountOff: '62.00' }]);
  });

  it('a meal change that would cost more than the own meal is never chosen', () => {
    const payHbGetBb = offer({ id: 3, kind: 'mealChanges', pricingData: { payMealTypeId: HB, getMealTypeId: BB } });
    const o = option(hotelWith([payHbGetBb]), BB);
    expect([ids(o), o.price]).toEqual([[], '650.00']);
  });
});

describe('free transfers', () => {
  it('do not change the room price; the option lists them apart', () => {
    const transfer = offer({ id: 9, kind: 'freeTransfers', pricingData: { adult: 1, child: 1, infant: 1 } });
    const o = option(hotelWith([transfer]));
    expect(ids(o)).toEqual([]);
    expect(o.transferOffers).toEqual([{ id: 9, name: 'freeTransfers 9', kind: 'freeTransfers' }]);
    const notWithDiscount = option(hotelWith([transfer, discount(1, 10)]));
    expect([ids(notWithDiscount), notWithDiscount.transferOffers]).toEqual([[1], []]);
  });
});
