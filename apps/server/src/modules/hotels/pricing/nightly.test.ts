import { describe, expect, it } from 'vitest';
import { ageBand, classifyGuests, roomFits } from './occupancy';
import { priceHotel } from './price-hotel';
import { BB, bbToHb, context, DOUBLE, HB, offer, pricingRow, room, workedHotel } from './test-data';
import type { EngineHotel, PricingContext, SearchRoom } from './types';

/** No markup and no offers: selling = net, so the nightly net price reads directly. */
const plain = (over: Partial<EngineHotel> = {}) => workedHotel({ markups: {}, offers: [bbToHb], ...over });
const options = (hotel: EngineHotel, guests: SearchRoom, ctx: Partial<PricingContext> = {}) => priceHotel(hotel, [guests], context(ctx))[0];
const meal = (hotel: EngineHotel, guests: SearchRoom, mealTypeId: number, ctx: Partial<PricingContext> = {}) =>
  options(hotel, guests, ctx).find((o) => o.mealTypeId === mealTypeId);
const family = { adults: 2, childrenAges: [5] };

describe('age bands (domain-rules §3)', () => {
  const bands = { infantAgeMax: 2, children1AgeMax: 12, children2AgeMax: 16 };
  it('classifies by the hotel limits, each upper bound exclusive', () => {
    expect([0, 1, 2, 11, 12, 15, 16, 17].map((age) => ageBand(age, bands))).toEqual([
      'infant',
      'infant',
      'child1',
      'child1',
      'child2',
      'child2',
      'adult',
      'adult',
    ]);
    expect(ageBand(12, { ...bands, children2AgeMax: null })).toBe('adult');
  });

  it('counts children the hotel calls adults as adults; infants apart, in the order of childrenAges', () => {
    expect(classifyGuests({ ...bands, children2AgeMax: null }, { adults: 2, childrenAges: [1, 13, 5, 0] })).toEqual({
      adults: 3,
      children: [5],
      infants: [1, 0],
    });
  });
});

describe('room fit (domain-rules §4 rule 1)', () => {
  it('checks adult and child ranges, max occupancy without infants, and unallowed ranges', () => {
    const r = room({
      unallowedOccupancies: [{ unallowedMinAdultOccupancy: 1, unallowedMaxAdultOccupancy: 1, unallowedMinChildOccupancy: 1, unallowedMaxChildOccupancy: 1 }],
    });
    expect(roomFits(r, 2, 1)).toBe(true);
    expect(roomFits(r, 3, 1)).toBe(false); // maxOccupancy 3
    expect(roomFits(r, 4, 0)).toBe(false);
    expect(roomFits(r, 0, 1)).toBe(false);
    expect(roomFits(r, 2, 2)).toBe(false);
    expect(roomFits(r, 1, 1)).toBe(false); // unallowed
    expect(roomFits(r, 1, 0)).toBe(true);
  });

  it('an unallowed occupancy gives no option for that room type only', () => {
    const blocked = room({
      unallowedOccupancies: [{ unallowedMinAdultOccupancy: 2, unallowedMaxAdultOccupancy: 3, unallowedMinChildOccupancy: 1, unallowedMaxChildOccupancy: 1 }],
    });
    expect(options(plain({ rooms: [blocked] }), family)).toEqual([]);
    expect(options(plain({ rooms: [blocked] }), { adults: 2, childrenAges: [] }).length).toBe(2);
  });
});

describe('nightly net price (domain-rules §4.1)', () => {
  it('a price period changing mid-stay: each night takes its own row', () => {
    const bb = meal(plain(), family, BB, { checkIn: '2027-06-29', checkOut: '2027-07-02' })!;
    expect(bb.perNight).toEqual(['120.00', '120.00', '145.00']);
    expect(bb.breakdown.map((n) => n.pricingRowId)).toEqual([100, 100, 101]);
  });

  it('the check-out night is not charged and needs no pricing row', () => {
    const juneOnly = room({ pricing: [room().pricing[0]] });
    const bb = meal(plain({ rooms: [juneOnly] }), family, BB, { checkIn: '2027-06-28', checkOut: '2027-07-01' })!;
    expect(bb.perNight).toEqual(['120.00', '120.00', '120.00']);
    expect(bb.price).toBe('360.00');
    expect(options(plain({ rooms: [juneOnly] }), family, { checkOut: '2027-07-02' })).toEqual([]);
  });

  it('overlapping rows: the latest start wins, then the highest id', () => {
    const r = room({
      pricing: [
        ...room().pricing,
        pricingRow({ id: 90, startDate: '2027-06-29', endDate: '2027-06-29', personPrices: { 2: '200.00' }, extraChild: '0' }),
        pricingRow({ id: 95, startDate: '2027-06-29', endDate: '2027-06-30', personPrices: { 2: '300.00' }, extraChild: '0' }),
        pricingRow({ id: 80, startDate: '2027-06-30', endDate: '2027-06-30', personPrices: { 2: '400.00' }, extraChild: '0' }),
      ],
    });
    const bb = meal(plain({ rooms: [r] }), family, BB, { checkIn: '2027-06-28', checkOut: '2027-07-01' })!;
    expect(bb.breakdown.map((n) => n.pricingRowId)).toEqual([100, 95, 80]);
    expect(bb.perNight).toEqual(['120.00', '300.00', '400.00']);
  });

  it('personCount: n = max(adults, base); one adult pays the base price, three the 3person price', () => {
    expect(meal(plain(), { adults: 1, childrenAges: [] }, BB)!.perNight).toEqual(['100.00', '100.00', '100.00', '120.00', '120.00']);
    expect(meal(plain(), { adults: 3, childrenAges: [] }, BB)!.perNight).toEqual(['130.00', '130.00', '130.00', '150.00', '150.00']);
  });

  it('a missing {n}person field: the room type is not offered', () => {
    const noTriple = room({ pricing: room().pricing.map((row) => ({ ...row, personPrices: { 2: row.personPrices[2] } })) });
    expect(options(plain({ rooms: [noTriple] }), { adults: 3, childrenAges: [] })).toEqual([]);
    expect(options(plain({ rooms: [noTriple] }), { adults: 2, childrenAges: [] }).length).toBe(2);
  });

  it('a child needs extraChild on the row, else no option', () => {
    const noChildPrice = room({ pricing: room().pricing.map((row) => ({ ...row, extraChild: null })) });
    expect(options(plain({ rooms: [noChildPrice] }), family)).toEqual([]);
  });

  it('extraAdult pricing: {base}person + extra adults x extraAdult + children x extraChild', () => {
    const r = room({
      maxOccupancy: 4,
      pricing: [
        pricingRow({
          id: 7,
          startDate: '2027-06-01',
          endDate: '2027-07-31',
          pricingType: 'extraAdult',
          personPrices: { 2: '100.00' },
          extraAdult: '30.00',
          extraChild: '20.00',
        }),
      ],
    });
    expect(meal(plain({ rooms: [r] }), { adults: 3, childrenAges: [5] }, BB)!.perNight[0]).toBe('150.00');
    expect(meal(plain({ rooms: [r] }), { adults: 1, childrenAges: [5] }, BB)!.perNight[0]).toBe('120.00');
    const b = meal(plain({ rooms: [r] }), { adults: 3, childrenAges: [] }, BB)!.breakdown[0];
    expect([b.roomPart, b.childCharges, b.net]).toEqual(['130.00', '0.00', '130.00']);
    const noExtra = room({ ...r, pricing: [{ ...r.pricing[0], extraAdult: null }] });
    expect(options(plain({ rooms: [noExtra] }), { adults: 3, childrenAges: [] })).toEqual([]);
    expect(options(plain({ rooms: [noExtra] }), { adults: 2, childrenAges: [] }).length).toBe(2);
  });

  it('infants: no occupancy, nothing for the room, but the infant meal supplement', () => {
    const withInfantMeal = { ...bbToHb, pricingData: { ...bbToHb.pricingData, infant: '4.00' } };
    const hotel = plain({ offers: [withInfantMeal] });
    const guests = { adults: 3, childrenAges: [1] }; // 3 + infant in a room for 3
    expect(meal(hotel, guests, BB)!.perNight[0]).toBe('130.00');
    expect(meal(hotel, guests, HB)!.perNight[0]).toBe('179.00'); // 130 + 3 x 15 + 4
    expect(meal(hotel, { adults: 2, childrenAges: [5, 0] }, HB)!.breakdown[0].mealSupplement).toBe('42.00');
  });

  it('an older child the hotel calls an adult counts and pays as an adult', () => {
    expect(meal(plain(), { adults: 2, childrenAges: [12] }, BB)!.perNight[0]).toBe('130.00');
    const band2 = plain({ children2AgeMax: 14 });
    expect(meal(band2, { adults: 2, childrenAges: [12] }, BB)!.perNight[0]).toBe('120.00');
  });
});

describe('meals (domain-rules §4.2)', () => {
  it('a meal without a supplement row on some night gives no option for that meal', () => {
    expect(options(plain({ offers: [] }), family).map((o) => o.mealTypeId)).toEqual([BB]);
    const juneOnly = { ...bbToHb, endDate: '2027-06-30' };
    expect(options(plain({ offers: [juneOnly] }), family).map((o) => o.mealTypeId)).toEqual([BB]);
  });

  it('a supplement row for another room type or outside its booking period does not count', () => {
    expect(options(plain({ offers: [{ ...bbToHb, roomTypeIds: [99] }] }), family).map((o) => o.mealTypeId)).toEqual([BB]);
    expect(options(plain({ offers: [{ ...bbToHb, bookEndDate: '2027-01-01' }] }), family).map((o) => o.mealTypeId)).toEqual([BB]);
  });

  it("a night whose row includes the option's meal has no supplement", () => {
    const r = room({ pricing: [room().pricing[0], { ...room().pricing[1], mealTypeId: HB }] });
    const hotel = plain({
      rooms: [r],
      offers: [bbToHb, offer({ id: 51, kind: 'mealsPrices', pricingData: { fromMealTypeId: HB, toMealTypeId: BB, adult: '0', child: '0', infant: '0' } })],
    });
    expect(meal(hotel, family, HB)!.perNight).toEqual(['158.00', '158.00', '158.00', '145.00', '145.00']);
    expect(meal(hotel, family, BB)!.perNight).toEqual(['120.00', '120.00', '120.00', '145.00', '145.00']);
  });
});

describe('stop sales and allotment (domain-rules §4 rules 2–3, §6)', () => {
  const second = room({ id: 11, name: 'Triple', pricing: room().pricing.map((row) => ({ ...row, id: row.id + 10 })) });
  const stop = offer({ id: 60, kind: 'stopSales', name: null, startDate: '2027-06-30', endDate: '2027-06-30', roomTypeIds: [DOUBLE] });

  it('a stop sale on one night removes the room type, not the others', () => {
    const result = options(plain({ rooms: [room(), second], offers: [bbToHb, stop] }), family);
    expect(new Set(result.map((o) => o.roomId))).toEqual(new Set([11]));
  });

  it('a stop sale on the check-out date or outside its booking period does not stop the stay', () => {
    const onCheckOut = { ...stop, startDate: '2027-07-03', endDate: '2027-07-10' };
    expect(options(plain({ offers: [bbToHb, onCheckOut] }), family).length).toBe(2);
    const notYet = { ...stop, bookStartDate: '2027-02-01' };
    expect(options(plain({ offers: [bbToHb, notYet] }), family).length).toBe(2);
  });

  it('an exhausted allotment on any night makes the option on request; no allotment sells freely', () => {
    const soldOut = room({ allotment: { '2027-06-29': { rooms: 5, sold: 4 }, '2027-07-01': { rooms: 3, sold: 3 } } });
    const result = options(plain({ rooms: [soldOut] }), family);
    expect(result.map((o) => o.availability)).toEqual(['onrequest', 'onrequest']);
    expect(result[0].price).toBe('650.00');
    const left = room({ allotment: { '2027-06-29': { rooms: 1, sold: 0 }, '2027-07-03': { rooms: 0, sold: 0 } } });
    expect(options(plain({ rooms: [left] }), family).map((o) => o.availability)).toEqual(['available', 'available']);
  });
});
