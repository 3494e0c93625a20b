import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryId, session, type Session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { currencyRates } from '../currency/tables';
import { categoryId, cityId, makeHotel, makeOffer, makePricing, makeRoom, mealId } from '../hotels/test-data';
import { hotelMarkupRules } from '../markups/tables';

type Option = { id: string; mealType: { id: number; title: string }; price: string; perNight: string[]; currency: string; [key: string]: unknown };
type Room = { roomKey: string; adults: number; childrenAges: number[]; options: Option[] };
type Hotel = { id: number; name: string; price: string; currency: string; rooms: Room[]; hotelCategory: { id: number; title: string } };

/** The worked example of domain-rules §9: check-in 2027-06-28, check-out 2027-07-03. */
const STAY = { startDate: '2027-06-28', endDate: '2027-07-03' };
const TWO_AND_CHILD = { room1: { adults: 2, childrenAges: [5] } };

describe.each(engines)('GET /search (hotel mode) on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  let admin: Session;
  let bb: number;
  let hb: number;
  let nationalityId: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, db());
    admin = await session(t.app, db(), 'ROLE_ADMIN');
    bb = await mealId(db(), 'bed-and-breakfast');
    hb = await mealId(db(), 'half-board');
    nationalityId = await countryId(db(), 'FR');
    // §9: base EUR (the default currency), 1 USD = 0.92 EUR.
    await db()
      .update(currencyRates)
      .set({ bankRate: '0.92', correctionRate: '0', rate: '0.92' })
      .where(and(eq(currencyRates.base, 'EUR'), eq(currencyRates.currency, 'USD')));
    // Visitors: b2c +20 % from the settings. The b2b row must lose to the hotel's own b2b markup.
    await db()
      .insert(hotelMarkupRules)
      .values([
        { distributionChannel: 'b2c', type: 'percent', amount: '20', position: 0 },
        { distributionChannel: 'b2b', type: 'percent', amount: '50', position: 1 },
      ]);
  });
  afterAll(() => t.close());

  /** The §9 hotel: EUR, Double (base 2, max 3), rows A and B on BB, BB -> HB meals price, 10 % discount, b2b +10 %. */
  async function workedHotel(city: string, overrides: Parameters<typeof makeHotel>[1] = {}) {
    const hotel = await makeHotel(db(), {
      locationId: await cityId(db(), city),
      defaultCurrency: 'EUR',
      markups: { b2b: { type: 'percent', amount: '10' } },
      mealTypeIds: [bb, hb],
      defaultMealTypeId: bb,
      ...overrides,
    });
    const room = await makeRoom(db(), hotel.id);
    await makePricing(db(), room.id, { startDate: '2027-06-01', endDate: '2027-06-30', mealTypeId: bb, prices: { 2: '100', 3: '130' }, extraChild: '20' });
    await makePricing(db(), room.id, { startDate: '2027-07-01', endDate: '2027-07-31', mealTypeId: bb, prices: { 2: '120', 3: '150' }, extraChild: '25' });
    await makeOffer(db(), hotel.id, {
      kind: 'mealsPrices',
      name: null,
      startDate: '2027-06-01',
      endDate: '2027-07-31',
      pricingData: { fromMealTypeId: bb, toMealTypeId: hb, adult: '15', child: '8', infant: '0' },
    });
    const discount = await makeOffer(db(), hotel.id, { kind: 'discounts', name: 'Early summer', startDate: '2027-06-25', endDate: '2027-07-10', pricingData: { discount: 10 } });
    return { hotel, room, discount };
  }

  /** A plain hotel: one room, one BB row over June 2027 at `net` a night for two, b2b +10 %. */
  async function simpleHotel(city: string, net: string, category: string, meals: 'bb' | 'bb+hb' = 'bb+hb') {
    const hotel = await makeHotel(db(), {
      locationId: await cityId(db(), city),
      hotelCategoryId: await categoryId(db(), category),
      markups: { b2b: { type: 'percent', amount: '10' } },
      mealTypeIds: meals === 'bb' ? [bb] : [bb, hb],
    });
    const room = await makeRoom(db(), hotel.id);
    await makePricing(db(), room.id, { startDate: '2027-06-01', endDate: '2027-06-30', mealTypeId: bb, prices: { 2: net, 3: net } });
    if (meals === 'bb+hb') {
      await makeOffer(db(), hotel.id, { kind: 'mealsPrices', name: null, startDate: '2027-06-01', endDate: '2027-06-30', pricingData: { fromMealTypeId: bb, toMealTypeId: hb, adult: '10', child: '5', infant: '0' } });
    }
    return hotel;
  }

  function searchUrl(params: Record<string, unknown>) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    return `/api/v1/search?${query}`;
  }
  async function search(params: Record<string, unknown>, headers: Record<string, string> = agent.headers) {
    const base = { searchMode: 'hotel', nationalityId, ...STAY, rooms: TWO_AND_CHILD, filters: {} };
    return t.app.inject({ method: 'GET', url: searchUrl({ ...base, ...params }), headers });
  }
  async function found(params: Record<string, unknown>, headers?: Record<string, string>) {
    const res = await search(params, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { hotels: Hotel[]; entities: unknown[]; filters: { price: { min: number; max: number; currency: string }; hotelCategories: { id: number; title: string }[]; mealTypes: { id: number; title: string }[] }; price: string | null; currency: string; priceOnRequest: boolean };
  }
  const byMeal = (room: Room, meal: number) => room.options.find((o) => o.mealType.id === meal)!;

  describe('the worked example (domain-rules §9)', () => {
    let hotelId: number;
    let toId: number;
    let discountId: number;
    beforeAll(async () => {
      toId = await cityId(db(), 'Lisbon');
      const { hotel, discount } = await workedHotel('Lisbon');
      hotelId = hotel.id;
      discountId = discount.id;
    });

    it('prices BB 643.50 and HB 852.50 in EUR for an agent, night by night, with the discount listed', async () => {
      const body = await found({ toId });
      expect(body.hotels.map((h) => h.id)).toEqual([hotelId]);
      expect(body.entities).toEqual([{ hotel: [hotelId], flight: [], transfer: [], visa: [] }]);
      const [hotel] = body.hotels;
      expect(hotel!.currency).toBe('EUR');
      expect(hotel!.price).toBe('643.50');
      expect(body.price).toBe('643.50');
      expect(body.currency).toBe('EUR');
      expect(body.priceOnRequest).toBe(false);
      const [room] = hotel!.rooms;
      expect(room).toMatchObject({ roomKey: 'room1', adults: 2, childrenAges: [5] });
      // Sorted by price: BB first.
      expect(room!.options.map((o) => o.mealType.id)).toEqual([bb, hb]);
      const bbOption = byMeal(room!, bb);
      expect(bbOption).toMatchObject({
        roomType: { title: 'Double' },
        mealType: { id: bb, title: 'Bed & breakfast' },
        availability: 'available',
        price: '643.50',
        currency: 'EUR',
        perNight: ['118.80', '118.80', '118.80', '143.55', '143.55'],
        offers: [{ id: discountId, name: 'Early summer', code: 'discounts' }],
      });
      const hbOption = byMeal(room!, hb);
      expect(hbOption.price).toBe('852.50');
      expect(hbOption.perNight).toEqual(['160.60', '160.60', '160.60', '185.35', '185.35']);
      expect(hbOption.mealType.title).toBe('Half board');
    });

    it('converts per night to USD at 0.92 and rounds each night: 699.45', async () => {
      const body = await found({ toId, currency: 'USD' });
      const option = byMeal(body.hotels[0]!.rooms[0]!, bb);
      expect(option.currency).toBe('USD');
      expect(option.perNight).toEqual(['129.13', '129.13', '129.13', '156.03', '156.03']);
      expect(option.price).toBe('699.45');
      expect(body.hotels[0]!.currency).toBe('USD');
      expect(body.currency).toBe('USD');
      expect(body.filters.price.currency).toBe('USD');
    });

    it("an agent's option carries no net: no priceNet, netCurrency or breakdown; its selling figures are perNight", async () => {
      const option = byMeal((await found({ toId })).hotels[0]!.rooms[0]!, bb);
      expect(option).not.toHaveProperty('priceNet');
      expect(option).not.toHaveProperty('netCurrency');
      expect(option).not.toHaveProperty('breakdown');
      expect(option.perNight).toEqual(['118.80', '118.80', '118.80', '143.55', '143.55']);
      expect(option.offers).toEqual([expect.objectContaining({ id: discountId, code: 'discounts' })]);
      expect(JSON.stringify({ ...option, hash: '' })).not.toMatch(/net|markup|roomPart/i);
    });

    it("an admin's option has the b2b price plus priceNet and the full breakdown of every night", async () => {
      const option = byMeal((await found({ toId }, admin.headers)).hotels[0]!.rooms[0]!, bb);
      expect(option.price).toBe('643.50');
      expect(option.priceNet).toBe('585.00');
      expect(option.netCurrency).toBe('EUR');
      const breakdown = option.breakdown as Record<string, string | unknown[]>[];
      expect(breakdown.map((n) => n.date)).toEqual(['2027-06-28', '2027-06-29', '2027-06-30', '2027-07-01', '2027-07-02']);
      expect(Object.keys(breakdown[0]!).sort()).toEqual(
        ['agencyExtra', 'childCharges', 'date', 'markup', 'mealSupplement', 'net', 'offers', 'pricingRowId', 'rate', 'roomPart', 'selling', 'sellingConverted'].sort(),
      );
      const money = (v: unknown) => Number(v).toFixed(2);
      const first = breakdown[0]!;
      expect([first.roomPart, first.childCharges, first.mealSupplement, first.net, first.markup, first.selling, first.sellingConverted].map(money)).toEqual([
        '100.00',
        '20.00',
        '0.00',
        '108.00',
        '10.80',
        '118.80',
        '118.80',
      ]);
      expect((first.offers as { id: number; amountOff: string }[]).map((o) => [o.id, money(o.amountOff)])).toEqual([[discountId, '12.00']]);
      const last = breakdown[4]!;
      expect([last.roomPart, last.childCharges, last.net, last.markup, last.sellingConverted].map(money)).toEqual(['120.00', '25.00', '130.50', '13.05', '143.55']);
      // HB: the meal supplement (2 x 15 + 8) is added after the discount.
      const hbNight = (byMeal((await found({ toId }, admin.headers)).hotels[0]!.rooms[0]!, hb).breakdown as Record<string, string>[])[0]!;
      expect([hbNight.mealSupplement, hbNight.net].map(money)).toEqual(['38.00', '146.00']);
    });

    it('a visitor (no token) gets b2c prices from the markup settings: 702.00 (BB, +20 %)', async () => {
      const body = await found({ toId }, {});
      const option = byMeal(body.hotels[0]!.rooms[0]!, bb);
      expect(option.perNight).toEqual(['129.60', '129.60', '129.60', '156.60', '156.60']);
      expect(option.price).toBe('702.00');
      expect(option).not.toHaveProperty('priceNet');
      expect(option).not.toHaveProperty('breakdown');
    });

    it("adds the agent's extra markup (set by the admin) for that agent only", async () => {
      const extra = await session(t.app, db(), 'ROLE_AGENT', { extraMarkups: { hotel: [{ type: 'percent', amount: '5' }] } });
      const option = byMeal((await found({ toId }, extra.headers)).hotels[0]!.rooms[0]!, bb);
      // 108 + 10.80 + 5.40 = 124.20; 130.50 + 13.05 + 6.525 = 150.075 -> 150.08.
      expect(option.perNight).toEqual(['124.20', '124.20', '124.20', '150.08', '150.08']);
      expect(option.price).toBe('672.76');
      expect(byMeal((await found({ toId })).hotels[0]!.rooms[0]!, bb).price).toBe('643.50');
    });

    it('two searched rooms (2 adults; 2 adults and a child of 5) each get their options; the hotel price adds the cheapest of each', async () => {
      const body = await found({ toId, rooms: { room1: { adults: 2, childrenAges: [] }, room2: { adults: 2, childrenAges: [5] } } });
      const [hotel] = body.hotels;
      expect(hotel!.rooms.map((r) => [r.roomKey, r.adults, r.childrenAges])).toEqual([
        ['room1', 2, []],
        ['room2', 2, [5]],
      ]);
      const [first, second] = hotel!.rooms;
      // 2 adults: A nights 100 -> 90 -> 99.00, B nights 120 -> 108 -> 118.80; HB adds 30 net a night.
      expect(byMeal(first!, bb)).toMatchObject({ price: '534.60', perNight: ['99.00', '99.00', '99.00', '118.80', '118.80'] });
      expect(byMeal(first!, hb)).toMatchObject({ price: '699.60', perNight: ['132.00', '132.00', '132.00', '151.80', '151.80'] });
      expect(byMeal(second!, bb).price).toBe('643.50');
      expect(byMeal(second!, hb).price).toBe('852.50');
      expect(hotel!.price).toBe('1178.10');
      // Each option of each room has its own hash.
      const hashes = hotel!.rooms.flatMap((r) => r.options.map((o) => o.hash));
      expect(new Set(hashes).size).toBe(4);
    });

    it('searching the country finds the hotels of its cities', async () => {
      const body = await found({ toId: await countryId(db(), 'PT') });
      expect(body.hotels.map((h) => h.id)).toContain(hotelId);
    });

    it('a destination without hotels answers an empty list', async () => {
      const body = await found({ toId: await cityId(db(), 'Reykjavik') });
      expect(body).toMatchObject({ hotels: [], entities: [], price: null, priceOnRequest: false, filters: { price: { min: 0, max: 0, currency: 'EUR' }, hotelCategories: [], mealTypes: [] } });
    });

    it('an unknown currency without a rate is a 422 naming the pair', async () => {
      const res = await search({ toId, currency: 'XYZ' });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error).toContain('XYZ');
      expect(res.json().error).toMatch(/^No currency rate for XYZ against EUR/);
      // Even where no hotel would need it.
      expect((await search({ toId: await cityId(db(), 'Reykjavik'), currency: 'XYZ' })).statusCode).toBe(422);
    });

    it('a hotel priced in a currency without a rate is a 422 naming the pair, not a 500', async () => {
      const madrid = await cityId(db(), 'Madrid');
      await workedHotel('Madrid', { defaultCurrency: 'ZAR' });
      const res = await search({ toId: madrid });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'missing_rate' });
      expect(res.json().error).toMatch(/^No currency rate for ZAR against EUR/);
    });
  });

  describe('filters and sorting', () => {
    let toId: number;
    let cheap: number;
    let middle: number;
    let dear: number;
    let cat3: number;
    let cat4: number;
    let cat5: number;
    const june = { startDate: '2027-06-10', endDate: '2027-06-12', rooms: { room1: { adults: 2, childrenAges: [] } } };
    beforeAll(async () => {
      toId = await cityId(db(), 'Rome');
      [cat3, cat4, cat5] = await Promise.all([categoryId(db(), '3-stars'), categoryId(db(), '4-stars'), categoryId(db(), '5-stars')]);
      // Created out of price order, so the order of the answer is the sort's.
      dear = (await simpleHotel('Rome', '150', '5-stars')).id; // 2 x 165.00 = 330.00
      cheap = (await simpleHotel('Rome', '50', '3-stars', 'bb')).id; // 2 x 55.00 = 110.00
      middle = (await simpleHotel('Rome', '100', '4-stars')).id; // 2 x 110.00 = 220.00
    });

    it('sorts hotels by price and offers every found category and meal type, and the price range', async () => {
      const body = await found({ toId, ...june });
      expect(body.hotels.map((h) => [h.id, h.price])).toEqual([
        [cheap, '110.00'],
        [middle, '220.00'],
        [dear, '330.00'],
      ]);
      expect(body.entities.map((e) => (e as { hotel: number[] }).hotel[0])).toEqual([cheap, middle, dear]);
      expect(body.price).toBe('110.00');
      expect(body.filters.price).toEqual({ min: 110, max: 330, currency: 'EUR' });
      expect(body.filters.hotelCategories).toEqual([
        { id: cat3, title: '3 stars' },
        { id: cat4, title: '4 stars' },
        { id: cat5, title: '5 stars' },
      ]);
      expect([...body.filters.mealTypes].sort((a, b) => a.id - b.id)).toEqual(
        [
          { id: bb, title: 'Bed & breakfast' },
          { id: hb, title: 'Half board' },
        ].sort((a, b) => a.id - b.id),
      );
      // Options inside a room are sorted by price too.
      const dearRoom = body.hotels[2]!.rooms[0]!;
      expect(dearRoom.options.map((o) => o.price)).toEqual(['330.00', '374.00']);
    });

    it('price min/max narrows the hotels by their cheapest combination; the filter block still offers the whole range', async () => {
      const narrowed = await found({ toId, ...june, filters: { price: { min: 200, max: 300 } } });
      expect(narrowed.hotels.map((h) => h.id)).toEqual([middle]);
      expect(narrowed.filters.price).toEqual({ min: 110, max: 330, currency: 'EUR' });
      expect((await found({ toId, ...june, filters: { price: { min: 220 } } })).hotels.map((h) => h.id)).toEqual([middle, dear]);
      expect((await found({ toId, ...june, filters: { price: { max: 220 } } })).hotels.map((h) => h.id)).toEqual([cheap, middle]);
      expect((await found({ toId, ...june, filters: { price: { min: 331 } } })).hotels).toEqual([]);
    });

    it('the price range is in the requested currency', async () => {
      const body = await found({ toId, ...june, currency: 'USD' });
      // 110 / 0.92 = 119.565 -> 59.78 x 2 = 119.56; 330 / 0.92: 179.35 x 2 = 358.70.
      expect(body.hotels.map((h) => h.price)).toEqual(['119.56', '239.14', '358.70']);
      expect(body.filters.price).toEqual({ min: 119, max: 359, currency: 'USD' });
    });

    it('hotelCategories narrows the hotels', async () => {
      const body = await found({ toId, ...june, filters: { hotelCategories: { [cat5]: 1, [cat3]: 1 } } });
      expect(body.hotels.map((h) => h.id)).toEqual([cheap, dear]);
      expect(body.filters.hotelCategories).toHaveLength(3);
    });

    it('mealTypes narrows the options, and a hotel left without options for a room is left out', async () => {
      const body = await found({ toId, ...june, filters: { mealTypes: { [hb]: 1 } } });
      expect(body.hotels.map((h) => h.id)).toEqual([middle, dear]);
      for (const hotel of body.hotels) expect(hotel.rooms[0]!.options.map((o) => o.mealType.id)).toEqual([hb]);
      // The hotel price follows the remaining options: HB adds 2 x 10 net a night.
      expect(body.hotels.map((h) => h.price)).toEqual(['264.00', '374.00']);
      expect(body.filters.mealTypes).toHaveLength(2);
    });

    it('filters combine', async () => {
      const body = await found({ toId, ...june, filters: { mealTypes: { [bb]: 1 }, hotelCategories: { [cat4]: 1, [cat5]: 1 }, price: { max: 250 } } });
      expect(body.hotels.map((h) => h.id)).toEqual([middle]);
      expect(body.hotels[0]!.rooms[0]!.options.map((o) => o.mealType.id)).toEqual([bb]);
    });
  });

  describe('a hotel that cannot host every searched room', () => {
    it('is left out when one searched room has no option', async () => {
      const toId = await cityId(db(), 'Milan');
      const roomy = await simpleHotel('Milan', '100', '3-stars', 'bb');
      const small = await makeHotel(db(), { locationId: toId, markups: { b2b: { type: 'percent', amount: '10' } }, mealTypeIds: [bb] });
      const single = await makeRoom(db(), small.id, { name: 'Twin', maxAdultOccupancy: 2, maxOccupancy: 2, maxChildOccupancy: 0 });
      await makePricing(db(), single.id, { startDate: '2027-06-01', endDate: '2027-06-30', mealTypeId: bb, prices: { 2: '80' } });
      const stay = { startDate: '2027-06-10', endDate: '2027-06-12' };
      const one = await found({ toId, ...stay, rooms: { room1: { adults: 2, childrenAges: [] } } });
      expect(one.hotels.map((h) => h.id)).toEqual([small.id, roomy.id]);
      const both = await found({ toId, ...stay, rooms: { room1: { adults: 2, childrenAges: [] }, room2: { adults: 3, childrenAges: [] } } });
      expect(both.hotels.map((h) => h.id)).toEqual([roomy.id]);
      expect(both.hotels[0]!.rooms.map((r) => r.options.length)).toEqual([1, 1]);
      // Nights outside the pricing rows: no option, so no hotel.
      expect((await found({ toId, startDate: '2027-06-29', endDate: '2027-07-02', rooms: { room1: { adults: 2, childrenAges: [] } } })).hotels).toEqual([]);
    });
  });

  describe('validation (storefront spec §5, hotel mode)', () => {
    let toId: number;
    beforeAll(async () => {
      toId = await cityId(db(), 'Lisbon');
    });
    const cases: [string, Record<string, unknown>, string][] = [
      ['no destination', { toId: undefined }, 'Destination is required!'],
      ['an empty destination', { toId: '' }, 'Destination is required!'],
      ['no start date', { startDate: undefined }, 'Start date is required!'],
      ['no end date', { endDate: undefined }, 'End date is required!'],
      ['no nationality', { nationalityId: undefined }, 'Nationality is required!'],
      ['31 nights', { startDate: '2027-06-01', endDate: '2027-07-02' }, 'Nights can`t be more than 30.'],
      ['no rooms', { rooms: undefined }, 'Rooms is required!'],
      ['an empty rooms object', { rooms: {} }, 'Rooms is required!'],
      ['a room with zero adults', { rooms: { room1: { adults: 2, childrenAges: [] }, room2: { adults: 0, childrenAges: [5] } } }, 'Adults is required!'],
    ];
    it.each(cases)('%s answers 400 with the exact sentence', async (_name, params, sentence) => {
      const res = await search({ toId, ...params });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(sentence);
    });

    it('the sentences come in the order of the spec table (destination first)', async () => {
      const res = await search({ toId: undefined, startDate: undefined, nationalityId: undefined, rooms: undefined });
      expect(res.json().error).toBe('Destination is required!');
    });

    it('30 nights are allowed', async () => {
      expect((await search({ toId, startDate: '2027-06-01', endDate: '2027-07-01' })).statusCode).toBe(200);
    });

    it('bad JSON in rooms or filters, a bad date or an end before the start answer 400', async () => {
      for (const params of [{ rooms: '{"room1":{"adults":2' }, { filters: '{price' }, { startDate: '28.06.2027' }, { rooms: { room1: { adults: 'two' } } }]) {
        const res = await search({ toId, ...params });
        expect(res.statusCode, JSON.stringify(params)).toBe(400);
        expect(res.json().error, JSON.stringify(params)).toBeTruthy();
      }
      const json = await search({ toId, rooms: '{"room1":{"adults":2' });
      expect(json.json().error).toMatch(/^rooms: /);
      const backwards = await search({ toId, startDate: '2027-07-03', endDate: '2027-06-28' });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().error).toBe('End date must be after the start date.');
    });
  });
});
