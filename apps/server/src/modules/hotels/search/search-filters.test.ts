import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/harness';
import { categoryId, cityId, makeHotel, makePricing, makeRoom } from '../test-data';
import { searchTestContext } from './test-data';
import { fixtureDate } from '../../../test/dates';

describe.each(engines)('GET /search (hotel mode): filters, sorting and validation on %s', (engine) => {
  const { ctx, simpleHotel, search, found } = searchTestContext(engine);
  const db = ctx.db;

  describe('filters and sorting', () => {
    let toId: number;
    let cheap: number;
    let middle: number;
    let dear: number;
    let cat3: number;
    let cat4: number;
    let cat5: number;
    const june = { startDate: fixtureDate('2027-06-10'), endDate: fixtureDate('2027-06-12'), rooms: { room1: { adults: 2, childrenAges: [] } } };
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
          { id: ctx.bb, title: 'Bed & breakfast' },
          { id: ctx.hb, title: 'Half board' },
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
      const body = await found({ toId, ...june, filters: { mealTypes: { [ctx.hb]: 1 } } });
      expect(body.hotels.map((h) => h.id)).toEqual([middle, dear]);
      for (const hotel of body.hotels) expect(hotel.rooms[0]!.options.map((o) => o.mealType.id)).toEqual([ctx.hb]);
      // The hotel price follows the remaining options: HB adds 2 x 10 net a night.
      expect(body.hotels.map((h) => h.price)).toEqual(['264.00', '374.00']);
      expect(body.filters.mealTypes).toHaveLength(2);
    });

    it('filters combine', async () => {
      const body = await found({ toId, ...june, filters: { mealTypes: { [ctx.bb]: 1 }, hotelCategories: { [cat4]: 1, [cat5]: 1 }, price: { max: 250 } } });
      expect(body.hotels.map((h) => h.id)).toEqual([middle]);
      expect(body.hotels[0]!.rooms[0]!.options.map((o) => o.mealType.id)).toEqual([ctx.bb]);
    });
  });

  describe('a hotel that cannot host every searched room', () => {
    it('is left out when one searched room has no option', async () => {
      const toId = await cityId(db(), 'Milan');
      const roomy = await simpleHotel('Milan', '100', '3-stars', 'bb');
      const small = await makeHotel(db(), { locationId: toId, markups: { b2b: { type: 'percent', amount: '10' } }, mealTypeIds: [ctx.bb] });
      const single = await makeRoom(db(), small.id, { name: 'Twin', maxAdultOccupancy: 2, maxOccupancy: 2, maxChildOccupancy: 0 });
      await makePricing(db(), single.id, { startDate: fixtureDate('2027-06-01'), endDate: fixtureDate('2027-06-30'), mealTypeId: ctx.bb, prices: { 2: '80' } });
      const stay = { startDate: fixtureDate('2027-06-10'), endDate: fixtureDate('2027-06-12') };
      const one = await found({ toId, ...stay, rooms: { room1: { adults: 2, childrenAges: [] } } });
      expect(one.hotels.map((h) => h.id)).toEqual([small.id, roomy.id]);
      const both = await found({ toId, ...stay, rooms: { room1: { adults: 2, childrenAges: [] }, room2: { adults: 3, childrenAges: [] } } });
      expect(both.hotels.map((h) => h.id)).toEqual([roomy.id]);
      expect(both.hotels[0]!.rooms.map((r) => r.options.length)).toEqual([1, 1]);
      // Nights outside the pricing rows: no option, so no hotel.
      expect(
        (await found({ toId, startDate: fixtureDate('2027-06-29'), endDate: fixtureDate('2027-07-02'), rooms: { room1: { adults: 2, childrenAges: [] } } }))
          .hotels,
      ).toEqual([]);
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
      ['31 nights', { startDate: fixtureDate('2027-06-01'), endDate: fixtureDate('2027-07-02') }, 'Nights can`t be more than 30.'],
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
      expect((await search({ toId, startDate: fixtureDate('2027-06-01'), endDate: fixtureDate('2027-07-01') })).statusCode).toBe(200);
    });

    it('bad JSON in rooms or filters, a bad date or an end before the start answer 400', async () => {
      for (const params of [{ rooms: '{"room1":{"adults":2' }, { filters: '{price' }, { startDate: '28.06.2027' }, { rooms: { room1: { adults: 'two' } } }]) {
        const res = await search({ toId, ...params });
        expect(res.statusCode, JSON.stringify(params)).toBe(400);
        expect(res.json().error, JSON.stringify(params)).toBeTruthy();
      }
      const json = await search({ toId, rooms: '{"room1":{"adults":2' });
      expect(json.json().error).toMatch(/^rooms: /);
      const backwards = await search({ toId, startDate: fixtureDate('2027-07-03'), endDate: fixtureDate('2027-06-28') });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().error).toBe('End date must be after the start date.');
    });
  });
});
